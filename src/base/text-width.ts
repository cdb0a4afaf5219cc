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

/** Each grapheme of `text` in turn with the columns it takes. */
export function eachGrapheme(text: string, visit: (grapheme: string, width: number) => void): void {
  if (ASCII.test(text)) {
    for (let k = 0; k < text.length; k++) visit(text[k]!, 1);
    return;
  }
  for (const { segment } of graphemes(text)) visit(segment, graphemeWidth(segment));
}

export function textWidth(text: string): number {
  if (ASCII.test(text)) return text.length;
  let n = 0;
  for (const { segment } of graphemes(text)) n += graphemeWidth(segment);
  return n;
}

/** The longest start of `text` at most `width` columns wide, never cut through a wide character. */
export function cutWidth(text: string, width: number): string {
  if (ASCII.test(text)) return text.slice(0, Math.max(0, width));
  let out = '';
  let used = 0;
  for (const { segment } of graphemes(text)) {
    const w = graphemeWidth(segment);
    if (used + w > width) break;
    out += segment;
    used += w;
  }
  return out;
}

/** `text` cut to at most `width` columns (never through a wide character) and padded with spaces to exactly `width`. */
export function fitWidth(text: string, width: number): string {
  const cut = cutWidth(text, width);
  return cut + ' '.repeat(Math.max(0, width - textWidth(cut)));
}
