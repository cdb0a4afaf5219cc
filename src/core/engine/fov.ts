/**
 * What the hero sees (RULES.md §4.9): rot.js precise shadowcasting from the
 * hero's square, radius 8 in a lit zone, 1 in the dark; every square seen is
 * remembered in the zone's state.
 */
import { Buffer } from 'node:buffer';
import { FOV } from 'rot-js';
import type { Zone } from '../../procgen/types.js';
import { key } from './geometry.js';
import { doorStates, transparent } from './zones.js';
import type { ZoneState } from './types.js';

/** '1' in a zone's memory of seen squares. */
const ONE = 49;

export const LIGHT_RADIUS = 8;
export const DARK_RADIUS = 1;

/** The squares in view from one square. */
export class View {
  private keySet: Set<string> | undefined;
  private remembered: string | undefined;

  constructor(
    /** The squares as indices into the zone's rows (y × width + x), in the order they were seen. */
    readonly indices: number[],
    private readonly mask: Uint8Array,
    private readonly width: number,
  ) {}

  sees(x: number, y: number): boolean {
    return x >= 0 && x < this.width && this.mask[y * this.width + x] === 1;
  }

  /**
   * A zone's memory (`ZoneState.seen`) with these squares marked; it is
   * rebuilt only when something new was seen. A hero who stands still
   * remembers the same view into the same memory turn after turn, so the
   * last answer is kept.
   */
  rememberIn(seen: string): string {
    if (seen === this.remembered) return seen;
    // Bytes rather than an array of one-letter strings: ten times faster to change and turn back into text.
    let bytes: Buffer | undefined;
    for (const i of this.indices) {
      if (seen.charCodeAt(i) === ONE) continue;
      bytes ??= Buffer.from(seen, 'latin1');
      bytes[i] = ONE;
    }
    this.remembered = bytes ? bytes.toString('latin1') : seen;
    return this.remembered;
  }

  /** `x,y` of every square in view: made on first use, since the reducer asks square by square. */
  get keys(): Set<string> {
    this.keySet ??= new Set(this.indices.map((i) => key(i % this.width, Math.floor(i / this.width))));
    return this.keySet;
  }
}

/**
 * Which squares let light through, one byte a square, for a map with its
 * doors as they stand: the field of view asks about each square many times.
 */
const grids = new WeakMap<Zone, { doors: string; grid: Uint8Array }>();

function lightGrid(zone: Zone, z: ZoneState, doors: string): Uint8Array {
  const hit = grids.get(zone);
  if (hit && hit.doors === doors) return hit.grid;
  const grid = new Uint8Array(zone.width * zone.height);
  for (let y = 0; y < zone.height; y++) for (let x = 0; x < zone.width; x++) grid[y * zone.width + x] = transparent(zone, z, x, y) ? 1 : 0;
  grids.set(zone, { doors, grid });
  return grid;
}

/**
 * What can be seen depends only on the map, which doors stand open, where the
 * viewer is and the radius; the last few answers are kept, since a hero who
 * waits, fights or rests sees the same squares turn after turn.
 */
const recent = new Map<string, View>();
const RECENT = 32;

export function computeView(zone: Zone, z: ZoneState, from: { x: number; y: number }, radius: number, opaque?: ReadonlySet<string>): View {
  // Magical darkness changes with spells, not with the map: such views are not kept.
  const doors = doorStates(z);
  const grid = lightGrid(zone, z, doors);
  if (opaque && opaque.size > 0) return shadowcast(zone, grid, from, radius, opaque);
  const memo = `${zone.seed}\u0000${zone.id}\u0000${zone.width}x${zone.height}\u0000${from.x},${from.y}\u0000${radius}\u0000${doors}`;
  const hit = recent.get(memo);
  if (hit) return hit;
  const view = shadowcast(zone, grid, from, radius);
  if (recent.size >= RECENT) recent.delete(recent.keys().next().value!);
  recent.set(memo, view);
  return view;
}

function shadowcast(zone: Zone, grid: Uint8Array, from: { x: number; y: number }, radius: number, opaque?: ReadonlySet<string>): View {
  const { width, height } = zone;
  const mask = new Uint8Array(width * height);
  const indices: number[] = [];
  const clear = (x: number, y: number) => x >= 0 && y >= 0 && x < width && y < height && grid[y * width + x] === 1 && !opaque?.has(key(x, y));
  new FOV.PreciseShadowcasting(clear).compute(from.x, from.y, radius, (x, y) => {
    if (x < 0 || y < 0 || x >= width || y >= height) return;
    const i = y * width + x;
    if (mask[i] === 1) return;
    mask[i] = 1;
    indices.push(i);
  });
  return new View(indices, mask, width);
}


