/**
 * Text for a terminal that shows ASCII and nothing else (`--ascii`, a C
 * locale): every character past ASCII has a stand-in a reader can still
 * read, so the rules' bullets, dashes, quotes and arrows do not come out as
 * the rubbish a terminal without UTF-8 makes of their bytes. Two forms: the
 * readable one (`…` is `...`, `→` is `->`) for text written line by line,
 * and one that keeps every character's columns (`…` is `.`, `→` is `>`) for
 * a frame whose cells are already laid out.
 */
import { eachGrapheme } from './text-width.js';

/** Each stand-in as [readable, one column]; the one-column form is the readable one when that is a single character. */
const STAND_INS: Record<string, readonly [string, string?]> = {
  '•': ['*'], '·': ['.'], '◦': ['o'], '▪': ['*'], '■': ['#'],
  '–': ['-'], '—': ['-'], '‒': ['-'], '―': ['-'], '−': ['-'], '‐': ['-'], '‑': ['-'],
  '‘': ["'"], '’': ["'"], '‚': ["'"], '′': ["'"], '“': ['"'], '”': ['"'], '„': ['"'], '″': ['"'],
  '«': ['<<', '<'], '»': ['>>', '>'], '‹': ['<'], '›': ['>'],
  '…': ['...', '.'],
  '→': ['->', '>'], '←': ['<-', '<'], '↑': ['^'], '↓': ['v'], '↔': ['<->', '-'], '⇄': ['<>', '~'], '⇒': ['=>', '>'],
  '×': ['x'], '÷': ['/'], '±': ['+/-', '+'], '≥': ['>=', '>'], '≤': ['<=', '<'], '≠': ['!=', '#'], '≈': ['~'],
  '°': [' deg', 'o'], '½': ['1/2', '?'], '¼': ['1/4', '?'], '¾': ['3/4', '?'],
  '░': ['%'], '▒': ['%'], '▓': ['#'], '█': ['#'],
  '\u00a0': [' '], 'ß': ['ss', 's'], 'æ': ['ae', 'a'], 'Æ': ['AE', 'A'], 'œ': ['oe', 'o'], 'Œ': ['OE', 'O'], 'ø': ['o'], 'Ø': ['O'], 'ł': ['l'], 'Ł': ['L'], 'đ': ['d'], 'Đ': ['D'], 'ı': ['i'],
};

/** Line drawing (U+2500–U+257F) by its look: rules are dashes, sides bars, corners and joins plus signs. */
function lineStandIn(cp: number): string | undefined {
  if (cp < 0x2500 || cp > 0x257f) return undefined;
  const h = [0x2500, 0x2501, 0x2504, 0x2505, 0x2508, 0x2509, 0x254c, 0x254d, 0x2550, 0x2574, 0x2576, 0x2578, 0x257a, 0x257c, 0x257e];
  const v = [0x2502, 0x2503, 0x2506, 0x2507, 0x250a, 0x250b, 0x254e, 0x254f, 0x2551, 0x2575, 0x2577, 0x2579, 0x257b, 0x257d, 0x257f];
  return h.includes(cp) ? '-' : v.includes(cp) ? '|' : '+';
}

const PRINTABLE = /^[\x20-\x7e]+$/;

/** One grapheme's stand-in, readable (`short` false) or a single character. */
function standIn(g: string, short: boolean): string {
  const known = STAND_INS[g];
  if (known) return short ? (known[1] ?? known[0]) : known[0];
  const line = lineStandIn(g.codePointAt(0)!);
  if (line) return line;
  // A letter with accents is its base letter (é is e and its accent once taken apart, and the accent goes), a superscript its digit (² is 2).
  const base = g.normalize('NFKD').replace(/\p{M}/gu, '');
  if (PRINTABLE.test(base) && (!short || base.length === 1)) return base;
  return '?';
}

const ASCII = /^[\x00-\x7f]*$/;

/** `text` with each character past ASCII a stand-in, readable or `inColumns` as wide as it; a mark joined to nothing is dropped. */
function transliterate(text: string, inColumns: boolean): string {
  if (ASCII.test(text)) return text;
  let out = '';
  eachGrapheme(text, (g, width) => {
    // ASCII stays as it is, a line break or an escape sequence's control character too.
    if (ASCII.test(g)) out += g;
    else if (width > 0) out += inColumns ? asciiCells(g, width) : standIn(g, false);
  });
  return out;
}

/** `text` in ASCII with readable stand-ins, which may be longer than what they stand for: for lines read as they come. */
export const asciiText = (text: string): string => transliterate(text, false);

/** `text` in ASCII with a stand-in as wide as each character it stands for: columns lined up stay lined up. */
export const asciiInColumns = (text: string): string => transliterate(text, true);

/** A grapheme `width` columns wide (1 or 2) as exactly that many ASCII characters: a wide character's second column is a space. */
export function asciiCells(g: string, width: number): string {
  const one = standIn(g, true);
  return width === 2 ? `${one} ` : one;
}
