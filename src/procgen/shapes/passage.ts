/**
 * The path a corridor or cavern follows, from the corridor tables' rolls:
 * straight, 45° and 90° bends, Y and T forks (three branches), a dead end or
 * a four-way crossing. Drawn from the entry going north.
 */
import type { Point } from '../grid.js';

export type PassageForm = 'straight' | 'left-45' | 'right-45' | 'left-90' | 'right-90' | 'y-fork' | 't-fork' | 'dead-end' | 'four-way';

const N = { x: 0, y: -1 };
const NE = { x: 1, y: -1 };
const NW = { x: -1, y: -1 };
const E = { x: 1, y: 0 };
const W = { x: -1, y: 0 };

/** Legs of the path: each runs `length` squares in direction `dir` from where the previous trunk ended. */
interface Leg {
  dir: Point;
  length: number;
  /** Starts where the trunk ends rather than where the previous leg ended (the arms of a fork). */
  fromTrunk: boolean;
}

function legs(form: PassageForm, length: number): Leg[] {
  const half = Math.max(1, Math.ceil(length / 2));
  const rest = Math.max(1, length - half);
  switch (form) {
    case 'straight':
    case 'dead-end':
      return [{ dir: N, length, fromTrunk: false }];
    case 'left-45':
      return [{ dir: N, length: half, fromTrunk: false }, { dir: NW, length: rest, fromTrunk: false }];
    case 'right-45':
      return [{ dir: N, length: half, fromTrunk: false }, { dir: NE, length: rest, fromTrunk: false }];
    case 'left-90':
      return [{ dir: N, length: half, fromTrunk: false }, { dir: W, length: rest, fromTrunk: false }];
    case 'right-90':
      return [{ dir: N, length: half, fromTrunk: false }, { dir: E, length: rest, fromTrunk: false }];
    case 'y-fork':
      return [{ dir: N, length, fromTrunk: false }, { dir: NW, length, fromTrunk: true }, { dir: NE, length, fromTrunk: true }];
    case 't-fork':
      return [{ dir: N, length, fromTrunk: false }, { dir: W, length, fromTrunk: true }, { dir: E, length, fromTrunk: true }];
    case 'four-way':
      return [{ dir: N, length, fromTrunk: false }, { dir: W, length, fromTrunk: true }, { dir: E, length, fromTrunk: true }, { dir: N, length, fromTrunk: true }];
  }
}

export interface PassagePath {
  /** The centre line, entry first. */
  cells: Point[];
  /** The last square of each branch. */
  ends: Point[];
}

/** The centre line of a passage of `length` squares per leg (forks: per branch). */
export function passagePath(form: PassageForm, length: number): PassagePath {
  const cells: Point[] = [{ x: 0, y: 0 }];
  const ends: Point[] = [];
  let cursor = { x: 0, y: 0 };
  let trunkEnd = cursor;
  const all = legs(form, length);
  all.forEach((leg, k) => {
    // The first leg includes the entry square itself.
    let p = leg.fromTrunk ? trunkEnd : cursor;
    const steps = k === 0 ? leg.length - 1 : leg.length;
    for (let s = 0; s < steps; s++) {
      p = { x: p.x + leg.dir.x, y: p.y + leg.dir.y };
      cells.push(p);
    }
    if (k === 0) trunkEnd = p;
    cursor = p;
    // A fork's trunk ends in the junction, not at a door.
    if (leg.fromTrunk || k === all.length - 1) ends.push(p);
  });
  return { cells, ends };
}
