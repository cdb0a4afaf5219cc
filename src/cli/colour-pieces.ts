/**
 * A coloured line broken into pieces keeps its colours on every piece.
 * Lines are broken on their plain text (colour's codes take no column), so
 * each piece is given back the colour its characters had: the colours
 * still on where it starts are opened again, and those still on where it
 * ends are closed, so no piece colours the next line or the terminal.
 */

/** A Select Graphic Rendition sequence: what chalk and every terminal colour is written with. */
const SGR = /\x1b\[([0-9;]*)m/g;
/** Any other control sequence, which a piece leaves out as the plain text did. */
const OTHER_CONTROL = /\x1b\[[0-9;?]*[A-Za-ln-z]|\x1b[()][0-9A-B]/g;

/** The code that turns an attribute off: bold and dim share one, every colour of the text another, every background a third. */
function closerOf(code: string): string {
  const n = Number(code.split(';')[0]);
  if (n === 1 || n === 2) return '22';
  if (n === 5 || n === 6) return '25';
  if (n >= 3 && n <= 9) return String(20 + n);
  if ((n >= 30 && n <= 38) || (n >= 90 && n <= 97)) return '39';
  if ((n >= 40 && n <= 48) || (n >= 100 && n <= 107)) return '49';
  // Anything rarer (another font, an overline) only a reset is sure to end.
  return '0';
}

const CLOSERS = new Set(['22', '23', '24', '25', '27', '28', '29', '39', '49']);

/** The codes of one sequence's parameters, a colour of 256 or of red, green and blue kept whole (`38;5;n`, `38;2;r;g;b`). */
function codesOf(params: string): string[] {
  const parts = params === '' ? ['0'] : params.split(';');
  const codes: string[] = [];
  for (let k = 0; k < parts.length; k++) {
    const p = parts[k]!;
    const extra = (p === '38' || p === '48') ? (parts[k + 1] === '5' ? 2 : parts[k + 1] === '2' ? 4 : 0) : 0;
    codes.push(parts.slice(k, k + 1 + extra).join(';'));
    k += extra;
  }
  return codes;
}

/** The attributes on after `code`, from those on before it. */
function apply(on: readonly string[], code: string): string[] {
  if (Number(code) === 0) return [];
  if (CLOSERS.has(code)) return on.filter((c) => closerOf(c) !== code);
  // A new colour takes the place of the one before; bold beside dim, and the rest, add up.
  const replaces = ['39', '49'].includes(closerOf(code)) ? closerOf(code) : undefined;
  return [...on.filter((c) => c !== code && (replaces === undefined || closerOf(c) !== replaces)), code];
}

const open = (codes: readonly string[]) => codes.map((c) => `\x1b[${c}m`).join('');
const close = (codes: readonly string[]) => [...new Set(codes.map(closerOf))].map((c) => `\x1b[${c}m`).join('');

/**
 * `lines`, the plain text of `text` broken into pieces (as `wrap` breaks it:
 * whitespace at a break dropped, runs of it made one space, and indentation
 * of its own before the lines after the first), each with the colours its
 * characters have in `text`.
 */
export function colourPieces(text: string, lines: readonly string[]): string[] {
  // Each plain character, the sequences written just before it, and the attributes on at it.
  const chars: string[] = [];
  const before: string[] = [''];
  const on: string[][] = [];
  let state: string[] = [];
  let last = 0;
  const take = (plain: string) => {
    for (const ch of plain.replace(OTHER_CONTROL, '')) {
      chars.push(ch);
      on.push(state);
      before.push('');
    }
  };
  for (const m of text.matchAll(SGR)) {
    take(text.slice(last, m.index));
    before[chars.length] += m[0];
    for (const code of codesOf(m[1]!)) state = apply(state, code);
    last = m.index + m[0].length;
  }
  take(text.slice(last));

  let at = 0;
  return lines.map((line, n) => {
    // The whitespace a break dropped is not on any line.
    if (n > 0) while (at < chars.length && /\s/.test(chars[at]!)) at++;
    let out = '';
    // The last of the text's characters on this line so far (-1: none yet).
    let previous = -1;
    for (const ch of line) {
      if (ch !== ' ') while (at < chars.length && /\s/.test(chars[at]!) && chars[at] !== ch) at++;
      // A space with no whitespace of the text under it is the line's own indentation: plain.
      if (at >= chars.length || (ch === ' ' && !/\s/.test(chars[at]!))) {
        out += ch;
        continue;
      }
      // The line's first character opens what is on at it; each after, the sequences the text has up to it.
      out += previous < 0 ? open(on[at]!) : before.slice(previous + 1, at + 1).join('');
      out += ch;
      previous = at;
      at++;
    }
    return previous < 0 ? out : out + close(on[previous]!);
  });
}
