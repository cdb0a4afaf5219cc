/**
 * Where doors can go in an area's wall, and the stub of passage behind each.
 * A door stands where the area bulges furthest towards one side, so that the
 * straight stub behind it runs through solid rock to the map's edge and
 * touches no floor but through the door: a locked door cannot be walked round.
 */
import { FLOOR, type Grid, type Point } from './grid.js';
import type { Side } from './types.js';

export interface DoorSpot extends Point {
  side: Side;
  /** From the door outwards to the map's edge. */
  stub: Point[];
}

const OUTWARD: Record<Side, Point> = { north: { x: 0, y: -1 }, south: { x: 0, y: 1 }, west: { x: -1, y: 0 }, east: { x: 1, y: 0 } };

/** Every place a door could go, side by side. */
export function doorSpots(grid: Grid): DoorSpot[] {
  const spots: DoorSpot[] = [];
  for (const side of ['north', 'east', 'south', 'west'] as const) {
    const out = OUTWARD[side];
    const horizontal = out.x === 0; // north/south doors scan columns
    const step = out.x + out.y; // outwards along a line: -1 towards row or column 0
    const lines = horizontal ? grid.width : grid.height;
    const across = horizontal ? grid.height : grid.width;
    const cell = (line: number, depth: number) => (horizontal ? grid.get(line, depth) : grid.get(depth, line));
    const point = (line: number, depth: number): Point => (horizontal ? { x: line, y: depth } : { x: depth, y: line });
    // The outermost floor square on each line, seen from this side.
    const edge: (number | undefined)[] = [];
    for (let i = 0; i < lines; i++) {
      let found: number | undefined;
      for (let depth = step < 0 ? 0 : across - 1; depth >= 0 && depth < across; depth -= step) {
        if (cell(i, depth) === FLOOR) {
          found = depth;
          break;
        }
      }
      edge.push(found);
    }
    const further = (a: number | undefined, b: number) => a === undefined || (step < 0 ? a >= b : a <= b);
    for (let i = 0; i < lines; i++) {
      const d = edge[i];
      if (d === undefined || !further(edge[i - 1], d) || !further(edge[i + 1], d)) continue;
      const stub: Point[] = [];
      for (let k = d + 2 * step; k >= 0 && k < across; k += step) stub.push(point(i, k));
      const door = point(i, d + step);
      if (stub.length > 0) spots.push({ x: door.x, y: door.y, side, stub });
    }
  }
  return spots;
}

/** A door and its stub lie in one straight line, so their squares span a box from the door to the stub's far end. */
const far = (s: DoorSpot): Point => s.stub[s.stub.length - 1] ?? s;

/** How far apart the spans a0..a1 and b0..b1 (each either way round) lie on one axis: 0 where they overlap. */
const spanGap = (a0: number, a1: number, b0: number, b1: number) => Math.max(0, Math.min(a0, a1) - Math.max(b0, b1), Math.min(b0, b1) - Math.max(a0, a1));

/** The fewest king moves from a square of one spot (door or stub) to a square of the other: the gap between their boxes. */
function gap(a: DoorSpot, b: DoorSpot): number {
  const fa = far(a);
  const fb = far(b);
  return Math.max(spanGap(a.x, fa.x, b.x, fb.x), spanGap(a.y, fa.y, b.y, fb.y));
}

/** A spot that keeps clear of the doors and stubs already chosen (no two touch, even corner to corner). */
export function clearOf(spot: DoorSpot, chosen: readonly DoorSpot[]): boolean {
  return chosen.every((c) => gap(spot, c) >= 2);
}

export const distance = (a: Point, b: Point) => Math.max(Math.abs(a.x - b.x), Math.abs(a.y - b.y));
