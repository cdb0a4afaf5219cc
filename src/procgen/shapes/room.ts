/**
 * A room: a rectangle (rot.js `Map.Arena`) sized from the area roll. The
 * seed's areas (25' to 500') are read as size classes, from a closet of 4×3
 * squares to a hall of 24×12, in equal steps.
 */
import { Map as RotMap } from 'rot-js';
import type { RandomSource } from '../../base/rng.js';
import { randomInt } from '../../base/rng.js';
import type { Point } from '../grid.js';
import { canvasFor, type Area } from './area.js';

/** The printed areas, smallest first: the index of a roll's area is its size class. */
export const AREA_CLASSES = [25, 50, 100, 150, 200, 250, 300, 350, 400, 450, 500] as const;

export function roomInterior(area: number): { width: number; height: number } {
  const k = AREA_CLASSES.indexOf(area as (typeof AREA_CLASSES)[number]);
  if (k < 0) throw new Error(`no size class for an area of ${area}`);
  return { width: 4 + 2 * k, height: Math.round(3 + 0.9 * k) };
}

export function roomArea(area: number, extra: number, stream: RandomSource): Area {
  const interior = roomInterior(area);
  const width = interior.width + extra;
  const height = interior.height + extra;
  const floor: Point[] = [];
  // Arena draws a walled rectangle; its inside is the room.
  new RotMap.Arena(width + 2, height + 2).create((x, y, wall) => {
    if (wall === 0) floor.push({ x: x - 1, y: y - 1 });
  });
  const { grid, shift } = canvasFor(floor);
  const entryFloor = shift({ x: randomInt(stream, 0, width - 1), y: height - 1 });
  return { grid, entryFloor, ends: [], shape: { interior: { width, height } } };
}
