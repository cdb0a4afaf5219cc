/**
 * What a shape generator hands on: the floor of the zone's one area, drawn in
 * a frame where the hero enters from the south, and where doors would suit.
 */
import { FLOOR, Grid, type Point } from '../grid.js';
import type { ZoneShape } from '../types.js';

export interface Area {
  grid: Grid;
  /** The square just inside the entry: the entry door goes in the wall south of it. */
  entryFloor: Point;
  /** Ends of the passage's branches, where the other doors belong first. */
  ends: Point[];
  shape: ZoneShape;
}

/** Room left around the area for the wall, the door and a stub of passage behind it. */
export const MARGIN = 3;

/** Lays floor points (in any coordinates) on a canvas with MARGIN rock around their bounding box. */
export function canvasFor(points: Iterable<Point>): { grid: Grid; shift: (p: Point) => Point } {
  const list = [...points];
  let [minX, minY, maxX, maxY] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const p of list) {
    minX = Math.min(minX, p.x);
    minY = Math.min(minY, p.y);
    maxX = Math.max(maxX, p.x);
    maxY = Math.max(maxY, p.y);
  }
  const grid = new Grid(maxX - minX + 1 + 2 * MARGIN, maxY - minY + 1 + 2 * MARGIN);
  const shift = (p: Point): Point => ({ x: p.x - minX + MARGIN, y: p.y - minY + MARGIN });
  for (const p of list) {
    const q = shift(p);
    grid.set(q.x, q.y, FLOOR);
  }
  return { grid, shift };
}

/** The squares of a passage `width` wide centred on `p`. */
export function brush(p: Point, width: number): Point[] {
  const lo = -Math.floor((width - 1) / 2);
  const out: Point[] = [];
  for (let dy = lo; dy < lo + width; dy++) for (let dx = lo; dx < lo + width; dx++) out.push({ x: p.x + dx, y: p.y + dy });
  return out;
}

/** The same area on a canvas `n` squares larger on every side. */
export function padded(area: Area, n: number): Area {
  const grid = new Grid(area.grid.width + 2 * n, area.grid.height + 2 * n);
  for (let y = 0; y < area.grid.height; y++) for (let x = 0; x < area.grid.width; x++) grid.set(x + n, y + n, area.grid.get(x, y));
  const shift = (p: Point): Point => ({ x: p.x + n, y: p.y + n });
  return { ...area, grid, entryFloor: shift(area.entryFloor), ends: area.ends.map(shift) };
}
