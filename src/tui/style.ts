/**
 * Colour as blessed tags, or none on a monochrome screen. Every text that
 * comes from the game goes through `esc`, so a `{` in a name can never be
 * read as a tag, nor an escape sequence in one reach the terminal.
 */
import { fitWidth, textWidth } from '../base/text-width.js';
import { plainText } from '../core/plain-text.js';

/** The symbol sets for walls: `#` for every wall, Unicode line drawing, or the same lines sent as DEC Special Graphics (docs/glyphs.md). */
export const SYMBOL_SETS = ['ascii', 'lines', 'dec'] as const;
export type SymbolSet = (typeof SYMBOL_SETS)[number];

/** Each set as a player is told of it. */
export const SYMBOL_WORDS: Record<SymbolSet, string> = { ascii: 'as #', lines: 'as lines', dec: 'as DEC graphics' };

export type Tone = 'hero' | 'rival' | 'creature' | 'friend' | 'item' | 'door' | 'puzzle' | 'feature' | 'trap' | 'floor' | 'rock' | 'lit' | 'memory' | 'good' | 'bad' | 'warn' | 'title' | 'dim' | 'roll' | 'key';

const COLOURS: Record<Tone, string> = {
  hero: 'white-fg}{bold',
  rival: 'magenta-fg}{bold',
  creature: 'red-fg',
  friend: 'green-fg',
  item: 'yellow-fg',
  door: 'yellow-fg',
  puzzle: 'yellow-fg}{underline',
  feature: 'cyan-fg',
  trap: 'magenta-fg',
  floor: 'white-fg',
  rock: 'white-fg',
  lit: 'yellow-fg}{bold',
  memory: 'blue-fg',
  good: 'green-fg',
  bad: 'red-fg',
  warn: 'yellow-fg',
  title: 'cyan-fg}{bold',
  dim: 'gray-fg',
  roll: 'gray-fg',
  key: 'yellow-fg}{bold',
};

/** Tones that stay marked on a monochrome screen, so the hero, the dangers and magic light still stand out. */
const MONO: Partial<Record<Tone, string>> = { hero: 'bold', rival: 'bold}{underline', creature: 'bold', title: 'bold', key: 'bold', bad: 'bold', trap: 'underline', puzzle: 'underline', lit: 'bold' };

export interface Style {
  mono: boolean;
  ascii: boolean;
  /** How walls are drawn (the options file's symbols, --symbols); `#` when unset. */
  symbols?: SymbolSet;
  /** Gold stepped onto is picked up as the pick-up key would, taking its turn (the options file's autopickup). */
  autopickupGold?: boolean;
  /** The fewest rows the message log has (the options file's msg_height); LOG_HEIGHT when unset. */
  logRows?: number;
  /** Blocks side by side are drawn one under the other: plain mode is read down the lines, not across them. */
  stacked?: boolean;
}

/** Text made safe for blessed's tags (a brace becomes the tag that stands for it) and for the terminal (no control characters). */
export function esc(text: string): string {
  return plainText(text).replace(/[{}]/g, (ch) => (ch === '{' ? '{open}' : '{close}'));
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

/** Visible width of a tagged line in terminal columns: every line of every frame is measured, so by one pass over it, not by rewriting it. */
export function visibleLength(line: string): number {
  let n = 0;
  for (let k = 0; k < line.length; k++) {
    const c = line.charCodeAt(k);
    if (c >= 0x80) {
      // Past ASCII, the text up to the next tag is measured as the terminal draws it: a wide character two columns, a combining mark none.
      let end = line.indexOf('{', k + 1);
      if (end < 0) end = line.length;
      n += textWidth(line.slice(k, end));
      k = end - 1;
      continue;
    }
    n++;
    if (c !== 0x7b) continue;
    const end = tagEnd(line, k);
    if (end < 0) continue;
    // An escaped brace is one character; a colour tag none.
    const name = line.slice(k + 1, end);
    if (name !== 'open' && name !== 'close') n--;
    k = end;
  }
  return n;
}

/** Stand-ins for the escaped braces while a line is plain text: one column each, as the braces are. */
const OPEN_MARK = '\ue000';
const CLOSE_MARK = '\ue001';

/** A tagged line as plain text: colour tags gone, an escaped brace a stand-in of its own. */
function plainOf(line: string): string {
  return line.replace(/\{(open|close)\}/g, (t) => (t === '{open}' ? OPEN_MARK : CLOSE_MARK)).replace(/\{\/?[a-z-]*\}/g, '');
}

/** Where the tag that opens at `k` (`{name}` or `{/name}`, the name in a-z and -) closes, or -1 if none does. */
function tagEnd(line: string, k: number): number {
  let j = k + 1;
  if (line.charCodeAt(j) === 0x2f) j++;
  for (; j < line.length; j++) {
    const c = line.charCodeAt(j);
    if (c === 0x7d) return j;
    if (!((c >= 0x61 && c <= 0x7a) || c === 0x2d)) return -1;
  }
  return -1;
}

/** A tagged line's pieces: tags (no width) and single visible characters (an escaped brace is one). */
const PIECES = /\{(?:open|close)\}|\{\/?[a-z-]*\}|[^{]|\{/gu;

/**
 * A tagged line broken into lines of at most `width` visible characters,
 * at spaces where it can be (a word longer than the width is cut). Tags
 * still open at a break are closed there and opened again on the next line,
 * so each line keeps its colours on its own; the next lines keep the
 * first one's indent, or are indented by `hang` columns.
 */
export function wrapTagged(line: string, width: number, hang = /^ */.exec(line.replace(/\{\/?[a-z-]*\}/g, ''))![0].length): string[] {
  if (visibleLength(line) <= width) return [line];
  const pieces = line.match(PIECES) ?? [];
  const widthOf = (ps: string[]) => ps.reduce((n, p) => n + visibleLength(p), 0);
  const indent = ' '.repeat(Math.min(hang, Math.floor(width / 2)));
  const out: string[] = [];
  let row: string[] = [];
  let rowStack: string[] = [];
  /** Ends the row at `cut` (dropping the spaces there) and starts the next with what follows it. */
  const breakAt = (cut: number, skip: number) => {
    let end = cut;
    while (end > 0 && row[end - 1] === ' ') end--;
    const head = row.slice(0, end);
    out.push(`${rowStack.map((t) => `{${t}}`).join('')}${head.join('')}${[...openTags(rowStack, head)].reverse().map((t) => `{/${t}}`).join('')}`);
    const next = openTags(rowStack, row.slice(0, cut + skip));
    row = [indent, ...row.slice(cut + skip)];
    rowStack = next;
  };
  for (const piece of pieces) {
    const visible = visibleLength(piece) > 0;
    // A wide character that would pass the width goes to the next line whole.
    if (visible && widthOf(row) + visibleLength(piece) > width) {
      // Back to the last space past the indent, if the row has one; else the word is cut here.
      let space = -1;
      for (let k = row.length - 1; k > 0 && space < 0; k--) if (row[k] === ' ' && widthOf(row.slice(0, k)) > indent.length) space = k;
      if (piece === ' ') breakAt(row.length, 0);
      else if (space >= 0) breakAt(space, 1);
      else breakAt(row.length, 0);
      if (piece === ' ') continue;
    }
    row.push(piece);
  }
  breakAt(row.length, 0);
  return out;
}

/** The tags still open after `pieces`, given those open before them. */
function openTags(before: string[], pieces: string[]): string[] {
  let stack = before;
  for (const p of pieces) {
    const tag = p !== '{open}' && p !== '{close}' && /^\{(\/?)([a-z-]*)\}$/.exec(p);
    if (!tag) continue;
    if (!tag[1]) stack = [...stack, tag[2]!];
    else stack = tag[2] ? stack.filter((_, k) => k !== stack.lastIndexOf(tag[2]!)) : [];
  }
  return stack;
}

/** Pads or cuts a tagged line to exactly `width` visible columns. */
export function fit(line: string, width: number): string {
  const len = visibleLength(line);
  if (len <= width) return line + ' '.repeat(width - len);
  // A line too long is cut as plain text: its colour tags go, escaped braces stay.
  return fitWidth(plainOf(line), width).replace(/[\ue000\ue001]/g, (m) => (m === OPEN_MARK ? '{open}' : '{close}'));
}
