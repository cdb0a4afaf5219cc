/**
 * Colour as blessed tags, or none on a monochrome screen. Every text that
 * comes from the game goes through `esc`, so a `{` in a name can never be
 * read as a tag.
 */
import blessed from 'blessed';

export type Tone = 'hero' | 'rival' | 'creature' | 'friend' | 'item' | 'door' | 'feature' | 'trap' | 'floor' | 'rock' | 'memory' | 'good' | 'bad' | 'warn' | 'title' | 'dim' | 'roll' | 'key';

const COLOURS: Record<Tone, string> = {
  hero: 'white-fg}{bold',
  rival: 'magenta-fg}{bold',
  creature: 'red-fg',
  friend: 'green-fg',
  item: 'yellow-fg',
  door: 'yellow-fg',
  feature: 'cyan-fg',
  trap: 'magenta-fg',
  floor: 'white-fg',
  rock: 'white-fg',
  memory: 'blue-fg',
  good: 'green-fg',
  bad: 'red-fg',
  warn: 'yellow-fg',
  title: 'cyan-fg}{bold',
  dim: 'gray-fg',
  roll: 'gray-fg',
  key: 'yellow-fg}{bold',
};

/** Tones that stay marked on a monochrome screen, so the hero and the dangers still stand out. */
const MONO: Partial<Record<Tone, string>> = { hero: 'bold', rival: 'bold}{underline', creature: 'bold', title: 'bold', key: 'bold', bad: 'bold', trap: 'underline' };

export interface Style {
  mono: boolean;
  ascii: boolean;
}

export function esc(text: string): string {
  return blessed.escape(text);
}

/** `text` (already escaped) in a tone. */
export function tone(style: Style, t: Tone, text: string): string {
  const open = style.mono ? MONO[t] : COLOURS[t];
  if (!open || text === '') return text;
  const close = open
    .split('}{')
    .reverse()
    .map((tag) => `{/${tag}}`)
    .join('');
  return `{${open}}${text}${close}`;
}

/** Line-drawing characters, or plain ASCII ones with --ascii. */
export function boxChars(style: Style) {
  return style.ascii
    ? { h: '-', v: '|', tl: '+', tr: '+', bl: '+', br: '+' }
    : { h: '─', v: '│', tl: '┌', tr: '┐', bl: '└', br: '┘' };
}

/** Visible width of a tagged line. */
export function visibleLength(line: string): number {
  return line.replace(/\{(open|close)\}/g, 'x').replace(/\{\/?[a-z-]*\}/g, '').length;
}

/** Pads or cuts a tagged line to exactly `width` visible characters. */
export function fit(line: string, width: number): string {
  const len = visibleLength(line);
  if (len <= width) return line + ' '.repeat(width - len);
  // A line too long is cut as plain text: its colour tags go, escaped braces stay.
  const plain = line.replace(/\{(open|close)\}/g, (t) => (t === '{open}' ? '\u0001' : '\u0002')).replace(/\{\/?[a-z-]*\}/g, '');
  return plain.slice(0, width).replace(/\u0001/g, '{open}').replace(/\u0002/g, '{close}');
}
