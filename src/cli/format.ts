/** Plain-text layout shared by the commands that print numbers and tables. */
import { stripVTControlCharacters } from 'node:util';
import { Fraction } from '../base/fraction.js';
import { SEED_BOOKS } from '../data/seeds.js';
import { textWidth } from '../base/text-width.js';
import { barLines, tableLines, type TableRow } from './chart.js';
import { colourPieces } from './colour-pieces.js';
import type { Io } from './io.js';
import { wrap } from '../tui/widgets.js';

/** A fraction short enough to read, or nothing when its digits would swamp the line. */
export function readableFraction(p: Fraction, maxDigits = 8): string {
  return p.den.toString().length <= maxDigits ? p.toString() : '';
}

/** A source as the audit gives it, `seed file: table title`, with the seed's book named in place of its file. */
export function bookSource(source: string): string {
  const cut = source.indexOf(': ');
  const book = cut < 0 ? undefined : SEED_BOOKS[source.slice(0, cut)];
  return book === undefined ? source : `${book}: ${source.slice(cut + 2)}`;
}

/** A whole number with digit groups (1,000,000), as help and errors print it. */
export const grouped = (n: number): string => n.toLocaleString('en');

export function percent(p: Fraction): string {
  return percentOf(p.toNumber() * 100, p.num > 0n);
}

function percentOf(x: number, aboveZero: boolean): string {
  // A chance too small for a double is still above zero: the numerator says so.
  if (aboveZero && x < 0.01) return '<0.01%';
  return `${x.toFixed(2)}%`;
}

/**
 * `percent` of the sum of `ps`, added as doubles when their rounding cannot
 * change the two decimals shown: the exact sum of a d20's hundred smallest
 * rows, each hundreds of digits over its own denominator, took most of
 * `odds usage d20`'s time. Where it could, the sum is taken exactly.
 */
function percentOfSum(ps: readonly Fraction[]): string {
  const x = ps.reduce((sum, p) => sum + p.toNumber(), 0) * 100;
  // Each term is off by at most 1.5 units in the last place, and each addition adds one.
  const error = x * (2 * ps.length + 4) * Number.EPSILON;
  const aboveZero = ps.some((p) => p.num > 0n);
  const low = percentOf(x - error, aboveZero);
  if (low === percentOf(x + error, aboveZero)) return low;
  return percent(ps.reduce((sum, p) => sum.add(p), Fraction.ZERO));
}

/** A chart this long or shorter is shown whole: it fits a screen, extremes and all. */
const WHOLE_CHART = 40;

/**
 * The rows of a chart worth a line, at 0.1% or more, and a note on the rest
 * (how many, and their total) when there are any: rows under a thousandth
 * only lengthen a long chart, and the JSON lists them all. A chart of `whole`
 * rows or fewer is shown whole.
 */
export function chartRows<T extends { probability: Fraction }>(rows: readonly T[], whole = WHOLE_CHART): { shown: T[]; cut?: string } {
  if (rows.length <= whole) return { shown: [...rows] };
  const shown = rows.filter((r) => r.probability.toNumber() >= 0.001);
  const hidden = rows.filter((r) => r.probability.toNumber() < 0.001);
  if (hidden.length === 0) return { shown };
  return { shown, cut: `${hidden.length} rows under 0.1% not shown, together ${percentOfSum(hidden.map((r) => r.probability))}` };
}

/** A probability as JSON carries it: the exact fraction and the number. */
export function exact(p: Fraction): { fraction: string; probability: number } {
  return { fraction: p.toString(), probability: p.toNumber() };
}

/** Rows of `label  fraction  percent  bar`, the bar scaled to the likeliest row and the line to the output's width. */
export function barChart(io: Io, rows: { label: string; probability: Fraction }[]): string[] {
  const fractions = rows.map((r) => readableFraction(r.probability));
  const lines = barLines(io, rows.map((r, k) => ({ label: r.label, figures: [fractions[k]!, percent(r.probability).padStart(7)], value: r.probability.toNumber(), aboveZero: r.probability.num > 0n })));
  return [...lines, ...blankFractionNote(io, fractions)];
}

/** Where a fraction of `fractions` was left blank, a line saying why and where it is: a blank would read as a fraction lost. */
export function blankFractionNote(io: Io, fractions: readonly string[]): string[] {
  return fractions.includes('') ? fitLine(io, '  (a fraction left blank is too long to read; --json gives every one exactly)') : [];
}

/**
 * `lead` then `text`, wrapped to `width`, the lines after the first indented by `indent`; `shown` is the lead as
 * printed (coloured). A word too wide for its line is cut, unless `whole` (see `wrap`).
 */
export function hanging(width: number, lead: string, indent: number, text: string, shown = lead, whole = false): string[] {
  const beside = Math.max(1, width - textWidth(lead));
  const under = Math.max(1, width - indent);
  // A first word with no room beside the lead (a test's file name) starts the next line, where there is more.
  const first = textWidth(text.trim().split(/\s+/)[0] ?? '');
  if (first > beside && (first <= under || whole)) return [shown.trimEnd(), ...wrap(text, under, under, whole).map((l) => `${' '.repeat(indent)}${l}`)];
  // One wrapping at both widths: lines wrapped again at the second would part a word cut at the first with a space.
  const [head = '', ...rest] = wrap(text, beside, under, whole);
  return [`${shown}${head}`, ...rest.map((l) => `${' '.repeat(indent)}${l}`)];
}

/**
 * A line of text kept within the output's width where it has one: broken between words, the lines after the
 * first indented two more than it, so they read as its continuation. Into a pipe, or where it fits, it is one line.
 */
export function fitLine(io: Io, text: string): string[] {
  if (fits(io, text)) return [text];
  // Broken on its plain text (colour's codes take no column), each piece then given back its colours.
  const plain = stripVTControlCharacters(text);
  const lead = plain.slice(0, plain.length - plain.trimStart().length);
  const lines = hanging(io.columns, lead, lead.length + 2, plain.trimStart());
  return plain === text ? lines : colourPieces(text, lines);
}

/** Text of several lines, each kept within the output's width by `fitLine`. */
export function fitLines(io: Io, text: string): string {
  return text
    .split('\n')
    .flatMap((l) => fitLine(io, l))
    .join('\n');
}

/**
 * `text` and a file's path after it, on one line where that fits; else the text broken to fit and the path on a
 * line of its own, whole: a terminal wraps a long path where it must, and copying it still gives the path whole,
 * where a path broken into indented pieces would not.
 */
export function fitPath(io: Io, text: string, path: string): string[] {
  const line = `${text} ${path}`;
  if (fits(io, line)) return [line];
  return [...(text.trim() === '' ? [] : fitLine(io, text)), path];
}

/** Whether a line, colour and all, may be printed as it is: it fits the output's width, or the output has none. */
const fits = (io: Io, line: string): boolean => !io.fitted || textWidth(stripVTControlCharacters(line)) <= io.columns;

/**
 * A table as `laidOut` lays it, where each of its lines fits the output's width (or the output has none); else
 * its `rows` laid out again by `tableLines`: a line a row if they fit so, or each row's figures under its label.
 */
export function fitTable(io: Io, laidOut: readonly string[], rows: () => readonly TableRow[]): string[] {
  return fitOr(io, laidOut, () => tableLines(io, rows()));
}

/** A row of a table whose figures may have a note after them, in brackets. */
export interface NotedRow extends TableRow {
  note?: string;
}

/** Rows laid out by `layout` with their notes after them, where they fit (see fitTable); else the notes are their rows' last figures. */
export function notedTable(io: Io, rows: readonly NotedRow[], layout: (r: NotedRow) => string): string[] {
  return fitTable(io, rows.map((r) => `${layout(r)}${r.note ? `  (${r.note})` : ''}`), () => rows.map((r) => ({ label: r.label, figures: [...r.figures, ...(r.note ? [`(${r.note})`] : [])] })));
}

/** `laidOut` where each of its lines fits the output's width (or the output has none), else the lines `narrow` lays out. */
export function fitOr(io: Io, laidOut: readonly string[], narrow: () => string[]): string[] {
  return laidOut.every((l) => fits(io, l)) ? [...laidOut] : narrow();
}

/**
 * Lines written as one block: each `out` to a pipe or a file is a system
 * call of its own, and a chart of a hundred rows spent more time writing
 * than working out its odds.
 */
export function outLines(io: Io, lines: readonly string[]): void {
  if (lines.length > 0) io.out(lines.join('\n'));
}

export function printJson(io: Io, value: unknown): void {
  io.out(JSON.stringify(value, null, 2));
}
