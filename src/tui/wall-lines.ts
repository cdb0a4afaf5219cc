/**
 * Walls drawn as lines, for the `lines` and `dec` symbol sets: each wall
 * square joins the wall squares drawn beside it (north, east, south, west),
 * as NetHack's DECgraphics and IBMgraphics draw rooms. Every character here
 * is also in the VT100's DEC Special Graphics set, so a terminal without
 * UTF-8 draws them all from its alternate character set.
 */
import type { Style } from './style.js';

/** Indexed by the joined sides: north 1, east 2, south 4, west 8. A wall joining nothing stays `#`, a lone pillar. */
const JOINED = ['#', '│', '─', '└', '│', '│', '┌', '├', '─', '┘', '─', '┴', '┐', '┤', '┬', '┼'];

const SIDES = [
  { dx: 0, dy: -1, bit: 1 },
  { dx: 1, dy: 0, bit: 2 },
  { dx: 0, dy: 1, bit: 4 },
  { dx: -1, dy: 0, bit: 8 },
];

/** Whether walls are drawn as lines: a symbol set that asks for them, and not plain ASCII (--ascii wins over the set). */
export const wallsAsLines = (style: Style): boolean => !style.ascii && (style.symbols === 'lines' || style.symbols === 'dec');

/** The line character for a wall square at x, y, given which squares around it are drawn as wall. */
export function wallLine(x: number, y: number, isWall: (x: number, y: number) => boolean): string {
  return JOINED[SIDES.reduce((sides, s) => (isWall(x + s.dx, y + s.dy) ? sides | s.bit : sides), 0)]!;
}
