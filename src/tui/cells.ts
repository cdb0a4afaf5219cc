/**
 * A tagged line (style.ts's colour tags) read into terminal cells: one
 * character and one attribute each. The tags mean what blessed made of them
 * when it drew the frame, down to its stacks (a closed colour gives way to
 * the colour before it), so a screen looks as it always did; but a closed
 * flag is off where blessed left it on while another flag was open.
 */
import { asciiCells } from '../base/ascii-text.js';
import { eachGrapheme } from '../base/text-width.js';

/** A cell's look packed in a number: the foreground's palette index + 1 (0 the default), then the flags. */
export type Attr = number;
export const DEFAULT_ATTR: Attr = 0;
export const BOLD = 1 << 5;
export const UNDERLINE = 1 << 6;
export const INVERSE = 1 << 7;
export const FG_MASK = 0x1f;

const FLAGS: Record<string, number> = { bold: BOLD, underline: UNDERLINE, inverse: INVERSE };
const COLOURS: Record<string, number> = { black: 0, red: 1, green: 2, yellow: 3, blue: 4, magenta: 5, cyan: 6, white: 7, gray: 8, grey: 8 };
/** Each colour by its tag's whole name (`red-fg`): a frame reads some hundred of them, and none is cut out of its name. */
const FG_TAGS = new Map(Object.entries(COLOURS).map(([name, colour]) => [`${name}-fg`, colour]));

/** What is open when a line starts: carried from one line to the next, as blessed read the frame as one text. */
export interface TagState {
  fg: number[];
  flags: string[];
  attr: Attr;
}

export const openState = (): TagState => ({ fg: [], flags: [], attr: DEFAULT_ATTR });

/** Whether two states are equal: two lines read from equal states into equal cells. */
export function sameState(a: TagState, b: TagState): boolean {
  return a.attr === b.attr && a.fg.length === b.fg.length && a.flags.length === b.flags.length && a.fg.every((c, k) => c === b.fg[k]) && a.flags.every((f, k) => f === b.flags[k]);
}

export interface Row {
  chars: string[];
  attrs: Attr[];
}

const TAG = /\{(\/?)([a-z-]*)\}/y;

/** The cell a wide character covers besides its own: it holds nothing, and nothing is written to it. */
export const WIDE_TAIL = '';

/**
 * Reads `line` into exactly `width` cells (blank cells after its end), changing `state` as all its tags do, those
 * past the width too. A cell is a column of the terminal: a wide character (CJK, an emoji) takes its own and a
 * WIDE_TAIL after it, and a combining mark joins the character before it, as the terminal draws them. With `ascii`
 * each character past ASCII is its stand-in in as many cells as it takes (base/ascii-text.ts): the columns stay
 * where the frame laid them out, and a terminal without UTF-8 is sent nothing it cannot show.
 */
export function readCells(line: string, width: number, state: TagState, ascii = false): Row {
  const chars: string[] = [];
  const attrs: Attr[] = [];
  let k = 0;
  while (k < line.length) {
    const unit = line.charCodeAt(k);
    if (unit === 0x7b) {
      TAG.lastIndex = k;
      const tag = TAG.exec(line);
      if (tag && apply(state, tag[1] === '/', tag[2]!, chars, attrs)) {
        k += tag[0].length;
        continue;
      }
    }
    // ASCII is a cell a character, taken as it stands: most of every frame.
    if (unit < 0x80) {
      chars.push(line[k]!);
      attrs.push(state.attr);
      k++;
      continue;
    }
    // Past ASCII, the text up to the next tag is read a grapheme at a time, each as wide as the terminal draws it.
    let end = line.indexOf('{', k + 1);
    if (end < 0) end = line.length;
    readGraphemes(line.slice(k, end), state.attr, chars, attrs, ascii);
    k = end;
  }
  // Past the width only: setting an array's length is slow, and most lines are exactly as wide as the terminal.
  if (chars.length > width) {
    // A wide character cut in half by the edge is not drawn: its column stays blank.
    if (chars[width] === WIDE_TAIL) chars[width - 1] = ' ';
    chars.length = width;
    attrs.length = width;
  }
  while (chars.length < width) {
    chars.push(' ');
    attrs.push(state.attr);
  }
  return { chars, attrs };
}

/**
 * Text with no tag in it added to the cells, in `attr`. Apart from readCells, whose loop then keeps its cells
 * to itself: a function made inside it to take each grapheme would make every ASCII line slower to read.
 */
function readGraphemes(text: string, attr: Attr, chars: string[], attrs: Attr[], ascii: boolean): void {
  eachGrapheme(text, (g, w) => {
    if (ascii) {
      // A mark joined to nothing has no stand-in: a letter's own accents went with it into its grapheme.
      for (const ch of w === 0 ? '' : asciiCells(g, w)) {
        chars.push(ch);
        attrs.push(attr);
      }
      return;
    }
    if (w === 0) {
      let at = chars.length - 1;
      if (chars[at] === WIDE_TAIL) at--;
      if (at >= 0) chars[at] += g;
      return;
    }
    chars.push(g);
    attrs.push(attr);
    if (w === 2) {
      chars.push(WIDE_TAIL);
      attrs.push(attr);
    }
  });
}

/** One tag's effect on the state; false for a word that is no tag (blessed printed it as it stood). */
function apply(state: TagState, closing: boolean, name: string, chars: string[], attrs: Attr[]): boolean {
  if (name === 'open' || name === 'close') {
    chars.push(name === 'open' ? '{' : '}');
    attrs.push(state.attr);
    return true;
  }
  if (name === '') {
    if (!closing) return false;
    state.fg = [];
    state.flags = [];
    state.attr = DEFAULT_ATTR;
    return true;
  }
  if (name.endsWith('-fg')) {
    const colour = FG_TAGS.get(name);
    if (colour === undefined) return false;
    if (closing) state.fg.pop();
    else state.fg.push(colour);
    const top = state.fg.at(-1);
    state.attr = (state.attr & ~FG_MASK) | (closing && top === undefined ? 0 : (closing ? top! : colour) + 1);
    return true;
  }
  const flag = FLAGS[name];
  if (flag === undefined) return false;
  if (closing) {
    // The flag closed is off once none of its name is left open, whatever else is. blessed keeps a flag closed inside
    // another on until the outer one closes, whose code for off then clears every flag: a rival's underline inside
    // its own bold ends with the bold there, but kept on here with nothing to clear it, it ran on over the screen.
    // The screens never close a flag inside another with text before the outer one closes, so the two draw alike.
    const at = state.flags.lastIndexOf(name);
    if (at >= 0) state.flags.splice(at, 1);
    if (!state.flags.includes(name)) state.attr &= ~flag;
  } else {
    state.flags.push(name);
    state.attr |= flag;
  }
  return true;
}
