/**
 * Horizontal bar charts for the terminal: a row a line, its label and
 * figures first, then a bar scaled to the largest row. A line never passes
 * the output's width: the bar shrinks first, then a label too long for its
 * column takes the line above its figures to itself, whole.
 */
import type { SymbolSet } from '../tui/style.js';
import type { Io } from './io.js';
import { stripVTControlCharacters } from 'node:util';
import { textWidth } from '../base/text-width.js';
import { wrap } from '../tui/widgets.js';
import { colourPieces } from './colour-pieces.js';

/** The columns a figure takes: its colour's codes take none. */
const shownWidth = (text: string): number => textWidth(stripVTControlCharacters(text));

/** The longest bar: longer ones are no easier to compare, and leave room for the figures on a wide screen. */
const MAX_BAR = 40;
/** The shortest bar worth drawing; a long label moves above its figures before the bar gets shorter. */
const MIN_BAR = 10;
/** Unicode's left blocks, one eighth of a cell to seven: a bar of `lines` ends within an eighth of its length. */
const EIGHTHS = ['', '▏', '▎', '▍', '▌', '▋', '▊', '▉'];

export interface TableRow {
  label: string;
  /** The figures printed after the label (between it and the bar, in a chart), each right-aligned in its own column. */
  figures: string[];
}

export interface BarRow extends TableRow {
  /** What the bar is drawn to, against the largest row's. */
  value: number;
  /** A row of a chance or a count above zero always shows a mark, however short its bar. */
  aboveZero: boolean;
}

/**
 * How bars are drawn: `#` in the ASCII set, and in `dec`, whose terminals
 * may lack UTF-8 (its alternate characters hold no blocks, and a shift
 * sequence would litter a pipe); whole and eighth blocks in `lines`.
 */
function barText(share: number, width: number, symbols: SymbolSet, aboveZero: boolean): string {
  if (symbols === 'lines') {
    const eighths = Math.round(share * width * 8);
    return '█'.repeat(Math.floor(eighths / 8)) + EIGHTHS[eighths % 8]! || (aboveZero ? '▏' : '');
  }
  return '#'.repeat(Math.round(share * width)) || (aboveZero ? '.' : '');
}

/**
 * The lines of a chart fitted to `io.columns`; labels right-aligned (numbers) or left-aligned (names); a bar of `full` fills the width.
 * A label longer than its column leaves the bar at least `MIN_BAR` long has a line of its own above its figures. Where not even a bar one column long fits beside the figures, the bars go (the figures say as much) and the labels
 * are shown whole; where the rows do not fit even so, each row is its label on lines of its own and its figures
 * under it, broken at the width.
 */
export function barLines(io: Io, rows: readonly BarRow[], align: 'right' | 'left' = 'right', full = Math.max(0, ...rows.map((r) => r.value))): string[] {
  const { figureWidths, fixed, longest } = measure(rows);
  const labelWidth = Math.min(longest, Math.max(4, io.columns - fixed - MIN_BAR));
  if (io.columns - fixed - labelWidth < 1) return tableLines(io, rows, align);
  const barWidth = Math.min(MAX_BAR, io.columns - fixed - labelWidth);
  return rows.flatMap((r) => {
    const bar = io.paint.cyan(barText(full > 0 ? r.value / full : 0, barWidth, io.symbols ?? 'ascii', r.aboveZero));
    if (textWidth(r.label) <= labelWidth) return [`${rowText(r, r.label, labelWidth, figureWidths, align)}${bar}`];
    // Cut, two causes of death would read alike ("killed by the~"): the label goes whole above, broken between words where it must.
    return [...labelLines(r.label, io.columns), `${rowText(r, '', labelWidth, figureWidths, align)}${bar}`];
  });
}

/**
 * Rows of a label and its figures, without bars: a line a row, the labels whole, where the widest fits `io.columns`;
 * else each row is its label on lines of its own and its figures under it, broken at the width.
 */
export function tableLines(io: Io, rows: readonly TableRow[], align: 'right' | 'left' = 'left'): string[] {
  const { figureWidths, fixed, longest } = measure(rows);
  // No bar: the two spaces after the last figures go too.
  if (fixed - 2 + longest > io.columns) return rows.flatMap((r) => stackedRow(r, io.columns));
  return rows.map((r) => rowText(r, r.label, longest, figureWidths, align).trimEnd());
}

/** Each figure column's width, and the columns a row takes besides its label and bar: two spaces before the label and after each column. */
function measure(rows: readonly TableRow[]): { figureWidths: number[]; fixed: number; longest: number } {
  const columns = Math.max(0, ...rows.map((r) => r.figures.length));
  const figureWidths = Array.from({ length: columns }, (_, k) => Math.max(...rows.map((r) => shownWidth(r.figures[k] ?? ''))));
  return { figureWidths, fixed: 2 + figureWidths.reduce((sum, w) => sum + w + 2, 0) + 2, longest: Math.max(...rows.map((r) => textWidth(r.label))) };
}

/** A row's label (or nothing, where it stands on the line above) padded to `labelWidth`, then its figures in their columns. */
function rowText(r: TableRow, label: string, labelWidth: number, figureWidths: readonly number[], align: 'right' | 'left'): string {
  const pad = ' '.repeat(labelWidth - textWidth(label));
  const figures = r.figures.map((f, k) => `${' '.repeat(figureWidths[k]! - shownWidth(f))}${f}  `).join('');
  return `  ${align === 'right' ? pad + label : label + pad}  ${figures}`;
}

/** A row too wide for the terminal even without its bar: the label, then the figures indented under it, each line within `width`, a coloured figure still in its colour. */
function stackedRow(r: TableRow, width: number): string[] {
  const figures = r.figures.map((f) => f.trim()).filter((f) => f !== '').join('  ');
  const plain = stripVTControlCharacters(figures);
  const lines = wrap(plain, Math.max(1, width - 4));
  return [...labelLines(r.label, width), ...(plain === figures ? lines : colourPieces(figures, lines)).map((l) => `    ${l}`)];
}

/** A label on lines of its own, indented as a row's, broken between words at `width`. */
function labelLines(label: string, width: number): string[] {
  return wrap(label, Math.max(1, width - 2)).map((l) => `  ${l}`);
}
