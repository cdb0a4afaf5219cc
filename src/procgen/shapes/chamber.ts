/**
 * A chamber: a natural open cave (rot.js `Map.Cellular`, joined with its
 * `connect`) on a canvas a little larger than a room of the same area class,
 * since a cave's walls take some of it.
 */
import { Map as RotMap, RNG } from 'rot-js';
import type { RandomSource } from '../../base/rng.js';
import { randomInt } from '../../base/rng.js';
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

/** Whether `floor` (squares of a `width`×`height` map) is one region, its squares joined side to side as rot.js's `connect` joins them. */
function oneRegion(floor: readonly Point[], width: number, height: number): boolean {
  const open = new Uint8Array(width * height);
  for (const p of floor) open[p.y * width + p.x] = 1;
  const stack: Point[] = [];
  let reached = 0;
  const reach = (x: number, y: number) => {
    if (x < 0 || y < 0 || x >= width || y >= height || open[y * width + x] !== 1) return;
    open[y * width + x] = 0;
    reached++;
    stack.push({ x, y });
  };
  reach(floor[0]!.x, floor[0]!.y);
  while (stack.length > 0) {
    const p = stack.pop()!;
    reach(p.x + 1, p.y);
    reach(p.x - 1, p.y);
    reach(p.x, p.y + 1);
    reach(p.x, p.y - 1);
  }
  return reached === floor.length;
}

function cave(width: number, height: number): Point[] {
  let floor: Point[] = [];
  const map = new RotMap.Cellular(width, height, { born: [5, 6, 7, 8], survive: [4, 5, 6, 7, 8] });
  map.randomize(0.6);
  for (let k = 0; k < 2; k++) map.create();
  map.create((x, y, alive) => {
    if (alive === 1) floor.push({ x, y });
  });
  // rot.js cannot connect a map with no open cell at all.
  if (floor.length === 0) return floor;
  // Most caves come out as one region, where `connect` would only draw its random starting cell and change
  // nothing: draw that number and keep the floor as it stands, rather than pay for its tables of every cell.
  // This is how rot-js 2.2.1's `connect` works (the version is pinned); the golden catalogue would show a change.
  if (oneRegion(floor, width, height)) {
    RNG.getUniformInt(0, floor.length - 1);
    return floor;
  }
  floor = [];
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
