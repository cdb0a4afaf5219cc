/**
 * The frame drawn as the fewest bytes that change the terminal: the cells
 * that differ from what it shows are sent, nothing else, with the shortest
 * cursor move and the shortest change of colour to reach each. A frame that
 * changes nothing writes nothing. Over an SSH link every byte is the
 * player's wait; and a line whose text did not change is not even read again,
 * so a key costs the cells it changed.
 */
import { BOLD, DEFAULT_ATTR, FG_MASK, INVERSE, UNDERLINE, WIDE_TAIL, openState, readCells, sameState, type Attr, type Row, type TagState } from './cells.js';
import type { Style } from './style.js';

const ESC = '\x1b[';

/**
 * Line-drawing characters as the VT100's alternate character set has them,
 * for the `dec` symbol set: a terminal without UTF-8 still draws the lines.
 * Each goes out between a shift into that set and back, so nothing else
 * written is ever read in it.
 */
const DEC_LINES: Record<string, string> = { '─': 'q', '│': 'x', '┌': 'l', '┐': 'k', '└': 'm', '┘': 'j', '├': 't', '┤': 'u', '┬': 'w', '┴': 'v', '┼': 'n' };
const decChar = (ch: string): string => {
  const acs = DEC_LINES[ch];
  return acs === undefined ? ch : `\x1b(0${acs}\x1b(B`;
};

export interface Painter {
  /** The bytes that make the terminal show `lines` (tagged, one a row), given what it shows now. */
  paint(lines: readonly string[], width: number, height: number): string;
  /** Reads `lines` into cells ahead of their paint, sending nothing: a frame made ahead of its key (ahead.ts) is then painted from cells already read. */
  prepare(lines: readonly string[], width: number, height: number): void;
  /** The terminal has been cleared (or is a new one): every cell blank, the cursor at the top left, no colour. */
  cleared(): void;
  /** The terminal shows `lines` already, drawn before this painter began: the next frame sends what differs from them. */
  shows(lines: readonly string[], width: number, height: number): void;
  /** The bytes that leave the terminal's colour as it was found (before it is given back), if they are needed. */
  plain(): string;
}

/** A line read once, kept while its text and what was open before it stay the same. */
interface Read {
  line: string;
  /** Never changed once read: the next line's read starts from a copy. */
  before: TagState;
  row: Row;
  after: TagState;
}

/** Unknown: the next move or colour is sent whole. */
const UNKNOWN = -1;

/**
 * How characters past ASCII are sent: as UTF-8, with line characters from the VT100's alternate
 * character set (`dec`), or as ASCII stand-ins that take the same cells (`ascii`, for a terminal
 * that shows nothing else: the frame's text is read into ASCII cells, so no other byte goes out).
 */
export type Charset = 'utf8' | 'dec' | 'ascii';

/** The charset a style asks for: --ascii wins over the dec symbol set, as it does for the walls. */
export const charsetFor = (style: Style): Charset => (style.ascii ? 'ascii' : style.symbols === 'dec' ? 'dec' : 'utf8');

export function createPainter(charset: Charset = 'utf8'): Painter {
  const dec = charset === 'dec';
  const ascii = charset === 'ascii';
  let shown: Row[] = [];
  let width = 0;
  let read: (Read | undefined)[] = [];
  let cx = UNKNOWN;
  let cy = UNKNOWN;
  let attr: Attr | typeof UNKNOWN = UNKNOWN;

  const blank = (w: number): Row => ({ chars: Array<string>(w).fill(' '), attrs: Array<Attr>(w).fill(DEFAULT_ATTR) });

  function cleared(): void {
    shown = [];
    read = [];
    cx = 0;
    cy = 0;
    attr = UNKNOWN;
  }

  function rows(lines: readonly string[], w: number, h: number): Row[] {
    if (w !== width) read = [];
    width = w;
    let state = openState();
    const out: Row[] = [];
    for (let y = 0; y < h; y++) {
      const line = lines[y] ?? '';
      let r = read[y];
      // The same text (most often the very string of the frame before) read from the same open tags: the same cells.
      if (!r || r.line !== line || (r.before !== state && !sameState(r.before, state))) {
        const after = { fg: [...state.fg], flags: [...state.flags], attr: state.attr };
        r = { line, before: state, row: readCells(line, w, after, ascii), after };
        read[y] = r;
      }
      state = r.after;
      out.push(r.row);
    }
    read.length = h;
    return out;
  }

  function paint(lines: readonly string[], w: number, h: number): string {
    const next = rows(lines, w, h);
    let out = '';
    for (let y = 0; y < h; y++) {
      const now = next[y]!;
      // A line that did not change is the same row read before: nothing in it to compare.
      if (now === shown[y]) continue;
      const was = shown[y] ?? blank(w);
      let x = 0;
      while (x < w) {
        if (now.chars[x] === was.chars[x] && now.attrs[x] === was.attrs[x]) {
          x++;
          continue;
        }
        out += moveTo(now, x, y);
        if (now.attrs[x] !== attr) out += colour(attr, now.attrs[x]!);
        attr = now.attrs[x]!;
        out += dec ? decChar(now.chars[x]!) : now.chars[x];
        // A wide character moves the cursor two columns: the column it covers (read with it, so changed with it) is not written again.
        x += now.chars[x + 1] === WIDE_TAIL ? 2 : 1;
        // The cursor waits past the last column: where it goes next depends on the terminal.
        cx = x < w ? x : UNKNOWN;
        cy = x < w ? y : UNKNOWN;
      }
    }
    shown = next;
    return out;
  }

  /** The shortest way from the cursor to (x, y): an absolute move, a relative one, or the row's own characters written again when they are in the colour already set. */
  function moveTo(row: Row, x: number, y: number): string {
    if (cx === x && cy === y) return '';
    let best = absolute(x, y);
    if (cx === UNKNOWN) return best;
    const dy = y - cy;
    const vertical = dy === 0 ? '' : dy > 0 ? (dy === 1 ? `${ESC}B` : `${ESC}${dy}B`) : dy === -1 ? `${ESC}A` : `${ESC}${-dy}A`;
    const horizontals: (string | undefined)[] = [columnMove(cx, x), `\r${x === 0 ? '' : columnMove(0, x)}`];
    if (dy === 0 && x > cx) horizontals.push(rewrite(row, cx, x));
    for (const h of horizontals) if (h !== undefined && vertical.length + h.length < best.length) best = vertical + h;
    return best;
  }

  /** The unchanged cells from `from` to `to` written again, if each is plain ASCII in the colour already set (undefined if not). */
  function rewrite(row: Row, from: number, to: number): string | undefined {
    let s = '';
    for (let k = from; k < to; k++) {
      // A wide character's second column holds no character (its code reads as NaN): a move, not a rewrite, passes it.
      if (row.attrs[k] !== attr || !(row.chars[k]!.charCodeAt(0) <= 0x7e)) return undefined;
      s += row.chars[k];
    }
    return s;
  }

  return {
    paint,
    prepare(lines, w, h) {
      rows(lines, w, h);
    },
    cleared,
    shows(lines, w, h) {
      shown = rows(lines, w, h);
      cx = UNKNOWN;
      cy = UNKNOWN;
      attr = UNKNOWN;
    },
    plain() {
      if (attr === DEFAULT_ATTR) return '';
      attr = DEFAULT_ATTR;
      return `${ESC}m`;
    },
  };
}

function absolute(x: number, y: number): string {
  if (x === 0) return y === 0 ? `${ESC}H` : `${ESC}${y + 1}H`;
  return `${ESC}${y + 1};${x + 1}H`;
}

function columnMove(from: number, to: number): string {
  const dx = to - from;
  if (dx === 0) return '';
  if (dx > 0) return dx === 1 ? `${ESC}C` : `${ESC}${dx}C`;
  const back = dx >= -3 ? '\b'.repeat(-dx) : `${ESC}${-dx}D`;
  const column = `${ESC}${to + 1}G`;
  return back.length <= column.length ? back : column;
}

/** SGR parameters that set `to` from nothing. */
function whole(to: Attr): string[] {
  const ps: string[] = [];
  if (to & BOLD) ps.push('1');
  if (to & UNDERLINE) ps.push('4');
  if (to & INVERSE) ps.push('7');
  const fg = (to & FG_MASK) - 1;
  if (fg >= 0) ps.push(String(fg < 8 ? 30 + fg : 90 + fg - 8));
  return ps;
}

/** Each colour change worked out once, by its two attributes (each under 256): a frame asks for the same few again and again. */
const colourChanges = new Map<number, string>();

/** The shortest colour change from `from` (UNKNOWN: nothing is assumed) to `to`. */
function colour(from: Attr | typeof UNKNOWN, to: Attr): string {
  const k = (from + 1) * 256 + to;
  let change = colourChanges.get(k);
  if (change === undefined) colourChanges.set(k, (change = colourChange(from, to)));
  return change;
}

function colourChange(from: Attr | typeof UNKNOWN, to: Attr): string {
  const reset = `${ESC}${['0', ...whole(to)].join(';')}m`;
  const fromNothing = to === DEFAULT_ATTR ? `${ESC}m` : reset;
  if (from === UNKNOWN) return fromNothing;
  const ps: string[] = [];
  for (const [flag, on, off] of [[BOLD, '1', '22'], [UNDERLINE, '4', '24'], [INVERSE, '7', '27']] as const) {
    if ((from & flag) !== (to & flag)) ps.push(to & flag ? on : off);
  }
  if ((from & FG_MASK) !== (to & FG_MASK)) ps.push((to & FG_MASK) === 0 ? '39' : whole(to & FG_MASK)[0]!);
  const step = `${ESC}${ps.join(';')}m`;
  return step.length <= fromNothing.length ? step : fromNothing;
}
