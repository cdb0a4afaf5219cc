/**
 * Breadth-first search over a zone's squares, eight ways as the hero moves.
 * A goal need not be a square the walker may pass through: a creature is
 * attacked by moving into it, a door's stub is left by stepping onto it.
 */
import { DIRS, DIR_STEPS } from '../engine/geometry.js';
import type { Dir } from '../engine/types.js';

export interface Search {
  width: number;
  height: number;
  /** May the walker pass through square `i` (index `y * width + x`)? */
  through(i: number): boolean;
  /** Is square `i` where the walker wants to get to? */
  goal(i: number): boolean;
  /** Give up on routes longer than this many steps. */
  maxLength?: number;
}

export interface Route {
  /** The goal square reached. */
  goal: number;
  /** The first square of the route and the direction to it from the start. */
  first: number;
  dir: Dir;
  /** Steps to the goal. */
  length: number;
}

const STEPS = DIRS.map((d) => ({ dir: d, ...DIR_STEPS[d] }));

/** The shortest route from `start` to any goal; ties go to the first found in the fixed order of DIRS. */
export function bfs(start: number, search: Search): Route | undefined {
  const { width, height } = search;
  const size = width * height;
  const maxLength = search.maxLength ?? Infinity;
  const dist = new Int32Array(size).fill(-1);
  const first = new Int32Array(size).fill(-1);
  const queue = new Int32Array(size);
  let head = 0;
  let tail = 0;
  dist[start] = 0;
  queue[tail++] = start;
  while (head < tail) {
    const u = queue[head++]!;
    const d = dist[u]! + 1;
    if (d > maxLength) break;
    const ux = u % width;
    const uy = (u - ux) / width;
    for (const s of STEPS) {
      const x = ux + s.x;
      const y = uy + s.y;
      if (x < 0 || y < 0 || x >= width || y >= height) continue;
      const v = y * width + x;
      if (dist[v] !== -1) continue;
      const f = u === start ? v : first[u]!;
      if (search.goal(v)) return { goal: v, first: f, dir: dirBetween(start, f, width), length: d };
      dist[v] = d;
      if (!search.through(v)) continue;
      first[v] = f;
      queue[tail++] = v;
    }
  }
  return undefined;
}

/** The direction of one step from square `a` to the neighbouring square `b`. */
export function dirBetween(a: number, b: number, width: number): Dir {
  const dx = (b % width) - (a % width);
  const dy = Math.floor(b / width) - Math.floor(a / width);
  const s = STEPS.find((t) => t.x === dx && t.y === dy);
  if (!s) throw new Error(`squares ${a} and ${b} are not neighbours`);
  return s.dir;
}
