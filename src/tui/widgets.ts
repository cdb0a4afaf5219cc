/** Small pieces the menu screens share: text entry, wrapping, two columns, a scrolling list. */
import { cutWidth, graphemeCount, textWidth, withoutLastGrapheme } from '../base/text-width.js';
import { plainText } from '../core/plain-text.js';
import { esc, fit, tone, visibleLength, type Style, type Tone } from './style.js';
import type { KeyInput, Ui } from './ui.js';

/**
 * Text entry: printable characters add, Backspace removes the last character whole. `max` counts characters as
 * they are seen (graphemes): a mark or a joiner that combines with the character before it adds none.
 */
export function typeInto(text: string, k: KeyInput, max: number): string {
  if (k.full === 'backspace') return withoutLastGrapheme(text);
  if (!printable(k)) return text;
  const count = graphemeCount(text + k.ch);
  const joins = count === graphemeCount(text);
  // A mark with nothing to combine with would stand alone, taking no column: there is nothing to see.
  if (!joins && textWidth(k.ch) === 0) return text;
  return count <= max ? text + k.ch : text;
}

/**
 * A paste as the keys that would type it, a character each: printable characters only, so nothing in it
 * is a command. Its line breaks and tabs read as spaces (two lines pasted are two words), and none at its
 * ends, as a line copied whole brings its break along.
 */
export function pastedKeys(text: string): KeyInput[] {
  return [...text.replace(/^[\r\n\t]+|[\r\n\t]+$/g, '').replace(/[\r\n\t]+/g, ' ')].map((ch) => ({ full: ch === ' ' ? 'space' : ch, ch, cmd: undefined }));
}

/** A paste typed into a text field (typeInto), to the field's limit. */
export function pasteInto(text: string, paste: string, max: number): string {
  return pastedKeys(paste).reduce((typed, k) => typeInto(typed, k, max), text);
}

/**
 * Text being typed after an optional `label`, wrapped so all of it shows,
 * with the cursor after it and a count against `max`: typing stops at the
 * limit, and `full` says so. Lines come unindented, for the caller to place.
 */
export function typedLines(st: Style, text: string, max: number, width: number, full: string, label = ''): string[] {
  const typed = wrap(`${label}${text}_`, width);
  const L = typed.map((l, k) => {
    const head = k === 0 ? l.slice(0, label.length) : '';
    const last = k === typed.length - 1;
    return `${esc(head)}${tone(st, 'hero', esc(l.slice(head.length, last ? -1 : undefined)))}${last ? tone(st, 'key', '_') : ''}`;
  });
  const typedCount = graphemeCount(text);
  const count = `${typedCount}/${max} characters`;
  const at = typedCount >= max;
  for (const l of wrap(at ? `${count}: ${full}` : count, width)) L.push(tone(st, at ? 'warn' : 'dim', esc(l)));
  return L;
}

/** Text cut to `width` with a mark that it goes on, so what follows it never reads as part of it. */
export function clip(text: string, width: number, style: Style): string {
  if (textWidth(text) <= width) return text;
  const cut = style.ascii ? '..' : '…';
  return `${cutWidth(text, width - cut.length)}${cut}`;
}

/**
 * A key that types one code point (a character, a space, or a mark or joiner that combines with the one before):
 * never a control character, which text must not hold, nor half of a surrogate pair, which is no character at all.
 */
export function printable(k: KeyInput): k is KeyInput & { ch: string } {
  return k.ch !== undefined && [...k.ch].length === 1 && !LONE_HALF.test(k.ch) && plainText(k.ch) === k.ch && !k.full.startsWith('C-') && !k.full.startsWith('M-');
}

const LONE_HALF = /\p{Cs}/u;

/** The keys a note names in words, spelt as the keys' lines and the docs spell them. */
const KEY_WORDS: Readonly<Record<string, string>> = { enter: 'Enter', space: 'Space', tab: 'Tab', 'S-tab': 'Shift-Tab', escape: 'Esc', backspace: 'Backspace' };

/** A key as a note names it: its character, or its name where the character shows nothing (Space, Enter, a control key such as C-z, whose character would be drawn as nothing). */
export const keyWord = (k: KeyInput): string => (printable(k) && k.ch.trim() ? k.ch : (KEY_WORDS[k.full] ?? k.full));

/**
 * Ctrl-Z and Ctrl-D, which stop or end a program at a shell: where one reaches a screen (over SSH Ctrl-Z stops
 * no job; Ctrl-D ends nothing anywhere) a screen that answers only the keys that type says it does nothing,
 * so neither seems swallowed.
 */
export const shellKey = (k: KeyInput): boolean => k.full === 'C-z' || k.full === 'C-d';

/** What a key of no use on a screen says, so that no key seems to do nothing: the key, then what does something there. */
export const doesNothing = (k: KeyInput, then = "? lists this screen's keys"): string => `${keyWord(k)} does nothing here: ${then}.`;

/** Whether a line of the log is one doesNothing made: a run of keys of no use keeps one such line, the last key's. */
export const saysNothing = (text: string | undefined): boolean => text !== undefined && /^\S+ does nothing here: /.test(text);

/** Says in the log that `k` does nothing here: in place of the line a key before it said so, so the log's news is not pushed away. */
export function sayNothing(ui: Ui, k: KeyInput, then?: string): void {
  if (saysNothing(ui.log.at(-1)?.text)) ui.log.pop();
  ui.say(doesNothing(k, then), 'info');
}

/**
 * Plain text cut into lines of at most `width` columns, at spaces where it
 * can; the lines after the first may be given another width (`later`: a
 * first line beside a lead, the rest indented). Runs of spaces between
 * words stay as they are within a line (two spaces set fields apart); any
 * other whitespace counts as one space. A word wider than its line is cut,
 * unless `whole`: then it stands whole on a line of its own (a file's name,
 * which copying must give whole), and the terminal folds that line.
 */
export function wrap(text: string, width: number, later = width, whole = false): string[] {
  const out: string[] = [];
  let line = '';
  // The line's width so far, kept as it grows: the log is wrapped again every frame.
  let used = 0;
  const parts = text.replace(/ *[^\S ]\s*/g, ' ').trim().split(/( +)/);
  for (let k = 0; k < parts.length; k += 2) {
    const word = parts[k]!;
    if (!word) continue;
    const gap = parts[k - 1] ?? '';
    let w = word;
    let wordWidth = textWidth(w);
    if (line && used + gap.length + wordWidth > (out.length === 0 ? width : later)) {
      out.push(line);
      line = '';
    }
    while (!whole && wordWidth > (out.length === 0 ? width : later)) {
      // At least one character a line, however wide: a line too narrow for it still moves on.
      const head = cutWidth(w, out.length === 0 ? width : later) || String.fromCodePoint(w.codePointAt(0)!);
      out.push(head);
      w = w.slice(head.length);
      wordWidth = textWidth(w);
    }
    if (line) {
      line = `${line}${gap}${w}`;
      used += gap.length + wordWidth;
    } else {
      line = w;
      used = wordWidth;
    }
  }
  if (line) out.push(line);
  return out;
}

/** Two blocks of tagged lines side by side: the left one padded to `leftWidth`, a gap, then the right. */
export function columns(left: string[], right: string[], leftWidth: number, rightWidth: number, gap = 2, style?: Style): string[] {
  if (style?.stacked) return [...left, ...right];
  const rows = Math.max(left.length, right.length);
  const out: string[] = [];
  for (let k = 0; k < rows; k++) out.push(`${fit(left[k] ?? '', leftWidth)}${' '.repeat(gap)}${fit(right[k] ?? '', rightWidth)}`);
  return out;
}

/** The first row to show so that row `cursor` of `count` stays in a window of `rows`. */
export function scrollTop(count: number, rows: number, cursor: number): number {
  if (count <= rows) return 0;
  return Math.max(0, Math.min(count - rows, cursor - Math.floor(rows / 2)));
}

/** Moves a list cursor for arrows, Page Up/Down, Home/End; returns the cursor unchanged for other keys. */
/** The keys `moveCursor` moves with. */
export const CURSOR_KEYS = ['up', 'down', 'pageup', 'pagedown', 'home', 'end'];

export function moveCursor(k: KeyInput, cursor: number, count: number, page = 10): number {
  if (count === 0) return 0;
  const at = (n: number) => Math.max(0, Math.min(count - 1, n));
  switch (k.full) {
    case 'up':
      return (cursor - 1 + count) % count;
    case 'down':
      return (cursor + 1) % count;
    case 'pageup':
      return at(cursor - page);
    case 'pagedown':
      return at(cursor + page);
    case 'home':
      return 0;
    case 'end':
      return count - 1;
    default:
      return at(cursor);
  }
}

/** A key hint: the key in the key tone, then what it does. */
export function hint(style: Style, key: string, what: string): string {
  return `${tone(style, 'key', key)} ${what}`;
}

/** Key hints two spaces apart, on as many lines of `width` as they need: none is cut off at the edge. */
export function hintLines(hints: string[], width: number): string[] {
  const lines: string[] = [];
  for (const h of hints) {
    const last = lines.at(-1);
    if (last !== undefined && visibleLength(last) + 2 + visibleLength(h) <= width) lines[lines.length - 1] = `${last}  ${h}`;
    else lines.push(h);
  }
  return lines;
}

/** The cursor mark at the start of a list row. */
export function mark(style: Style, on: boolean): string {
  return on ? tone(style, 'key', '>') : ' ';
}

/**
 * Rows of a list with a cursor, scrolled so the cursor stays in view; `letters` puts each row's letter key after the cursor mark, as the pop-up lists do.
 * Rows scrolled out of view are shown by an arrow in the cursor's column, on the first row shown (more above) and the last (more below): a shop
 * of 37 things showed its first 9 as if they were all. The cursor, kept in the middle, is on neither unless that end of the list is in view.
 */
export function listRows(st: Style, texts: string[], cursor: number, rows: number, width: number, dim: (k: number) => boolean = () => false, letters?: string): string[] {
  const top = scrollTop(texts.length, rows, cursor);
  const last = Math.min(texts.length, top + rows) - 1;
  const markOf = (k: number) => (k !== cursor && k === top && top > 0 ? tone(st, 'dim', st.ascii ? '^' : '↑') : k !== cursor && k === last && last < texts.length - 1 ? tone(st, 'dim', st.ascii ? 'v' : '↓') : mark(st, k === cursor));
  return texts.slice(top, top + rows).map((t, n) => {
    const k = top + n;
    // A row too long for the page ends in an ellipsis, so it is seen to go on (the thing's own box shows it whole).
    const line = fit(esc(clip(t, width - (letters ? 3 : 2), st)), width - (letters ? 3 : 2));
    return `${markOf(k)}${letters ? tone(st, 'key', letters[k] ?? ' ') : ''} ${k === cursor ? tone(st, 'hero', line) : dim(k) ? tone(st, 'dim', line) : line}`;
  });
}

/** Plain text wrapped to `width`, escaped, in a tone if given. */
export function para(style: Style, text: string, width: number, t?: Tone): string[] {
  let made = paras.get(style);
  if (!made) paras.set(style, (made = new Map()));
  const key = `${width} ${t ?? ''} ${text}`;
  let lines = made.get(key);
  if (!lines) {
    // The texts a frame wraps are few and mostly the frame before's (the panel's name, light and conditions); a long game's stay bounded.
    if (made.size >= PARAS_KEPT) made.clear();
    made.set(key, (lines = wrap(text, width).map((l) => (t ? tone(style, t, esc(l)) : esc(l)))));
  }
  // A copy: callers add their own lines to it.
  return [...lines];
}

/** The paragraphs already wrapped in a style, by width, tone and text: every frame wraps the panel's again. */
const paras = new WeakMap<Style, Map<string, string[]>>();
const PARAS_KEPT = 500;
