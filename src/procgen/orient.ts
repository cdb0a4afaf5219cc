/**
 * Zones are drawn with the hero coming in from the south, then turned so the
 * entry door is in the wall the hero actually comes through: leave one zone
 * by its north door and the next is entered from its south.
 */
import { Grid, type Point } from './grid.js';
import type { Side } from './types.js';

const CLOCKWISE: Side[] = ['north', 'east', 'south', 'west'];

export function opposite(side: Side): Side {
  return CLOCKWISE[(CLOCKWISE.indexOf(side) + 2) % 4]!;
}

/** Quarter turns clockwise that carry the drawing's south wall to `entrySide`. */
export function turnsFor(entrySide: Side): number {
  return (CLOCKWISE.indexOf(entrySide) - CLOCKWISE.indexOf('south') + 4) % 4;
}

export function turnSide(side: Side, turns: number): Side {
  return CLOCKWISE[(CLOCKWISE.indexOf(side) + turns) % 4]!;
}

/** Where a point of a `width`×`height` drawing lands after `turns` quarter turns clockwise (the point itself for none). */
export function turnPoint(p: Point, width: number, height: number, turns: number): Point {
  switch (turns % 4) {
    case 0:
      return p;
    case 1:
      return { x: height - 1 - p.y, y: p.x };
    case 2:
      return { x: width - 1 - p.x, y: height - 1 - p.y };
    default:
      return { x: p.y, y: width - 1 - p.x };
  }
}

export function turnGrid(grid: Grid, turns: number): Grid {
  const odd = turns % 2 === 1;
  const out = new Grid(odd ? grid.height : grid.width, odd ? grid.width : grid.height);
  for (let y = 0; y < grid.height; y++) {
    for (let x = 0; x < grid.width; x++) {
      const q = turnPoint({ x, y }, grid.width, grid.height, turns);
      out.set(q.x, q.y, grid.get(x, y));
    }
  }
  return out;
}
