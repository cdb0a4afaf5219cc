/**
 * A chamber: a natural open cave (rot.js `Map.Cellular`, joined with its
 * `connect`) on a canvas a little larger than a room of the same area class,
 * since a cave's walls take some of it.
 */
import { Map as RotMap } from 'rot-js';
import type { RandomSource } from '../../core/rng.js';
import { randomInt } from '../../core/rng.js';
import type { Point } from '../grid.js';
import { withRotRng } from '../rot.js';
import { canvasFor, type Area } from './area.js';
import { roomInterior } from './room.js';

/** A cave drawn with less floor than this share of its canvas is drawn again. */
const MIN_OPEN = 0.45;
const ATTEMPTS = 8;

export function chamberSize(area: number): { width: number; height: number } {
  const room = roomInterior(area);
  return { width: room.width + 4, height: room.height + 3 };
}

function cave(width: number, height: number): Point[] {
  const floor: Point[] = [];
  const map = new RotMap.Cellular(width, height, { born: [5, 6, 7, 8], survive: [4, 5, 6, 7, 8] });
  map.randomize(0.6);
  for (let k = 0; k < 2; k++) map.create();
  let alive = 0;
  map.create((_x, _y, cell) => (alive += cell));
  // rot.js cannot connect a map with no open cell at all.
  if (alive === 0) return floor;
  map.connect((x, y, alive) => {
    if (alive === 1) floor.push({ x, y });
  }, 1);
  return floor;
}

export function chamberArea(area: number, extra: number, stream: RandomSource): Area {
  const size = chamberSize(area);
  const width = size.width + extra;
  const height = size.height + extra;
  let floor: Point[] = [];
  withRotRng(stream, () => {
    for (let attempt = 0; attempt < ATTEMPTS && floor.length < MIN_OPEN * width * height; attempt++) floor = cave(width, height);
  });
  // Should every attempt come out too closed, the cave is a plain open floor rather than no zone at all.
  if (floor.length < MIN_OPEN * width * height) {
    floor = [];
    for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) floor.push({ x, y });
  }
  const { grid, shift } = canvasFor(floor);
  const bottom = Math.max(...floor.map((p) => p.y));
  const lowest = floor.filter((p) => p.y === bottom);
  const entryFloor = shift(lowest[randomInt(stream, 0, lowest.length - 1)]!);
  return { grid, entryFloor, ends: [], shape: { interior: { width, height } } };
}
