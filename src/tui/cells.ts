/**
 * A tagged line (style.ts's colour tags) read into terminal cells: one
 * character and one attribute each. The tags mean what blessed made of them
 * when it drew the frame, down to its stacks (a closed colour gives way to
 * the colour before it), so a screen looks as it always did; but a closed
 * flag is off where blessed left it on while another flag was open.
 */

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

/** Reads `line` into exactly `width` cells (blank cells after its end), changing `state` as all its tags do, those past the width too. */
export function readCells(line: string, width: number, state: TagState): Row {
  const chars: string[] = [];
  const attrs: Attr[] = [];
  let k = 0;
  while (k < line.length) {
    if (line[k] === '{') {
      TAG.lastIndex = k;
      const tag = TAG.exec(line);
      if (tag && apply(state, tag[1] === '/', tag[2]!, chars, attrs)) {
        k += tag[0].length;
        continue;
      }
    }
    // A character outside the surrogates is one code unit: taken as it stands, with no code point built from it.
    const unit = line.charCodeAt(k);
    const ch = unit < 0xd800 || unit > 0xdbff ? line[k]! : String.fromCodePoint(line.codePointAt(k)!);
    chars.push(ch);
    attrs.push(state.attr);
    k += ch.length;
  }
  // Past the width only: setting an array's length is slow, and most lines are exactly as wide as the terminal.
  if (chars.length > width) {
    chars.length = width;
    attrs.length = width;
  }
  while (chars.length < width) {
    chars.push(' ');
    attrs.push(state.attr);
  }
  return { chars, attrs };
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
    // The flag closed is off once none of its name is left open, whatever else is: blessed only popped its stack and
    // turned off a flag when none at all was left, so a monochrome rival's underline (inside its bold) ran on past it.
    const at = state.flags.lastIndexOf(name);
    if (at >= 0) state.flags.splice(at, 1);
    if (!state.flags.includes(name)) state.attr &= ~flag;
  } else {
    state.flags.push(name);
    state.attr |= flag;
  }
  return true;
}
