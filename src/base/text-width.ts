/**
 * How many terminal columns a string takes: a CJK character or an emoji
 * takes two, a combining mark or a joiner none, anything else one. Counted
 * by grapheme (what the reader sees as one character), so a flag or a
 * family emoji joined from several code points is one wide character.
 */

/** East Asian Wide and Fullwidth ranges (Unicode's EastAsianWidth W and F): Hangul, CJK, kana, fullwidth forms. */
const WIDE: readonly [number, number][] = [
  [0x1100, 0x115f],
  [0x2e80, 0x303e],
  [0x3041, 0x33ff],
  [0x3400, 0x4dbf],
  [0x4e00, 0x9fff],
  [0xa000, 0xa4cf],
  [0xa960, 0xa97f],
  [0xac00, 0xd7a3],
  [0xf900, 0xfaff],
  [0xfe10, 0xfe19],
  [0xfe30, 0xfe6f],
  [0xff00, 0xff60],
  [0xffe0, 0xffe6],
  [0x20000, 0x3fffd],
];

const isWide = (cp: number): boolean => WIDE.some(([from, to]) => cp >= from && cp <= to);

/** Emoji drawn as pictures (two columns), whether so by default or by the U+FE0F selector, and the regional-indicator pairs of flags. */
const EMOJI = /\p{Emoji_Presentation}|\p{Extended_Pictographic}\uFE0F|\p{Regional_Indicator}/u;
/** What takes no column of its own: combining marks, joiners, variation selectors, controls. */
const ZERO = /^[\p{Mn}\p{Me}\p{Cf}\p{Cc}\uFE00-\uFE0F]*$/u;

/** Made on first use: building a segmenter loads ICU's break rules, some 13 ms (50 cold) that every start would pay, the game's title included. */
let segmenter: Intl.Segmenter | undefined;
const graphemes = (text: string) => (segmenter ??= new Intl.Segmenter('en', { granularity: 'grapheme' })).segment(text);

/** The columns one grapheme takes on a terminal: 2, 1, or 0. */
export function graphemeWidth(g: string): number {
  if (ZERO.test(g)) return 0;
  if (EMOJI.test(g)) return 2;
  return isWide(g.codePointAt(0)!) ? 2 : 1;
}

/** Printable ASCII: a column a character, each its own grapheme, so no segmenter (and no ICU) is needed for most of what is printed. */
const ASCII = /^[\x20-\x7e]*$/;

/**
 * What can join the code point before it into one grapheme (Unicode's grapheme break rules: extending marks,
 * spacing marks, emoji modifiers, the zero-width joiner, flags' regional indicators, Hangul jamo) or the one after
 * it (the few prepended marks). Text with none of these is a grapheme a code point, and is read without the
 * segmenter: the screen's lines and boxes and the degree signs and dashes of its words cost a look-up each.
 */
const JOINS = /[\p{Grapheme_Extend}\p{Mc}\p{Emoji_Modifier}\p{Regional_Indicator}\u200d\u0e33\u0eb3\u1100-\u11ff\ua960-\ua97f\ud7b0-\ud7ff\u0600-\u0605\u06dd\u070f\u0890\u0891\u08e2\u0d4e\u{110bd}\u{110cd}\u{111c2}\u{111c3}\u{1193f}\u{11941}\u{11a3a}\u{11a84}-\u{11a89}\u{11d46}\u{11f02}\u{113d1}\u{16d63}\u{16d67}-\u{16d6a}]/u;

/** Each code point's width, once worked out: the few a screen holds are met again on every line. */
const codePointWidths = new Map<number, number>();

function codePointWidth(cp: number): number {
  let w = codePointWidths.get(cp);
  if (w === undefined) codePointWidths.set(cp, (w = graphemeWidth(String.fromCodePoint(cp))));
  return w;
}

/** Each grapheme of `text` in turn with the columns it takes. */
export function eachGrapheme(text: string, visit: (grapheme: string, width: number) => void): void {
  if (ASCII.test(text)) {
    for (let k = 0; k < text.length; k++) visit(text[k]!, 1);
  } else if (!JOINS.test(text)) {
    for (const ch of text) visit(ch, codePointWidth(ch.codePointAt(0)!));
  } else {
    for (const { segment } of graphemes(text)) visit(segment, graphemeWidth(segment));
  }
}

/** How many columns `text` takes. Every line of a frame that holds more than ASCII is measured: a code point at a time where no two join. */
export function textWidth(text: string): number {
  if (ASCII.test(text)) return text.length;
  let n = 0;
  if (JOINS.test(text)) {
    for (const { segment } of graphemes(text)) n += graphemeWidth(segment);
    return n;
  }
  for (let k = 0; k < text.length; k++) {
    const cp = text.codePointAt(k)!;
    if (cp > 0xffff) k++;
    n += cp >= 0x20 && cp < 0x7f ? 1 : codePointWidth(cp);
  }
  return n;
}

/** The longest start of `text` at most `width` columns wide, never cut through a wide character. */
export function cutWidth(text: string, width: number): string {
  if (ASCII.test(text)) return text.slice(0, Math.max(0, width));
  let out = '';
  let used = 0;
  let full = false;
  eachGrapheme(text, (g, w) => {
    if (full || used + w > width) {
      full = true;
      return;
    }
    out += g;
    used += w;
  });
  return out;
}

/** `text` cut to at most `width` columns (never through a wide character) and padded with spaces to exactly `width`. */
export function fitWidth(text: string, width: number): string {
  const cut = cutWidth(text, width);
  return cut + ' '.repeat(Math.max(0, width - textWidth(cut)));
}

/** How many characters a reader sees in `text`: graphemes, so an emoji, a flag or a letter with its accent is one. */
export function graphemeCount(text: string): number {
  let n = 0;
  eachGrapheme(text, () => n++);
  return n;
}

/** `text` without its last grapheme: what Backspace leaves, never half an emoji or a letter without its accent's base. */
export function withoutLastGrapheme(text: string): string {
  let last = '';
  eachGrapheme(text, (g) => (last = g));
  return text.slice(0, text.length - last.length);
}
