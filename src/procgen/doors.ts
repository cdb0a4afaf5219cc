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
    const lines = horizontal ? grid.width : grid.height;
    const across = horizontal ? grid.height : grid.width;
    // The outermost floor square on each line, seen from this side.
    const edge: (number | undefined)[] = [];
    for (let i = 0; i < lines; i++) {
      let found: number | undefined;
      for (let j = 0; j < across; j++) {
        const depth = out.x + out.y < 0 ? j : across - 1 - j;
        const [x, y] = horizontal ? [i, depth] : [depth, i];
        if (grid.get(x, y) === FLOOR) {
          found = depth;
          break;
        }
      }
      edge.push(found);
    }
    const further = (a: number | undefined, b: number) => a === undefined || (out.x + out.y < 0 ? a >= b : a <= b);
    for (let i = 0; i < lines; i++) {
      const d = edge[i];
      if (d === undefined || !further(edge[i - 1], d) || !further(edge[i + 1], d)) continue;
      const at = (k: number): Point => (horizontal ? { x: i, y: d + k * (out.x + out.y) } : { x: d + k * (out.x + out.y), y: i });
      const door = at(1);
      const stub: Point[] = [];
      for (let k = 2; grid.inside(at(k).x, at(k).y); k++) stub.push(at(k));
      if (stub.length > 0) spots.push({ ...door, side, stub });
    }
  }
  return spots;
}

const squares = (s: DoorSpot): Point[] => [s, ...s.stub];
const apart = (a: Point, b: Point) => Math.max(Math.abs(a.x - b.x), Math.abs(a.y - b.y)) >= 2;

/** A spot that keeps clear of the doors and stubs already chosen (no two touch, even corner to corner). */
export function clearOf(spot: DoorSpot, chosen: readonly DoorSpot[]): boolean {
  return chosen.every((c) => squares(spot).every((p) => squares(c).every((q) => apart(p, q))));
}

export const distance = (a: Point, b: Point) => Math.max(Math.abs(a.x - b.x), Math.abs(a.y - b.y));
