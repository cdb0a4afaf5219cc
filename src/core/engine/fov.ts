/**
 * What the hero sees (RULES.md §4.9): rot.js precise shadowcasting from the
 * hero's square, radius 8 in a lit zone, 1 in the dark; every square seen is
 * remembered in the zone's state.
 */
import { Buffer } from 'node:buffer';
import type { Zone } from '../../procgen/types.js';
import { key } from './geometry.js';
import { doorStates, transparent } from './zones.js';
import type { ZoneState } from './types.js';

/** '1' in a zone's memory of seen squares. */
const ONE = 49;

export const LIGHT_RADIUS = 8;
export const DARK_RADIUS = 1;

/**
 * The bytes a memory is changed in: bytes rather than an array of one-letter
 * strings are ten times faster to change and turn back into text, and one
 * buffer for every change spares making a new one each time.
 */
let memory = Buffer.alloc(0);

/** The squares in view from one square. */
export class View {
  private keySet: Set<string> | undefined;
  /** The last memory marked, and what it became. */
  private markedFrom: string | undefined;
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
   * remembers the same view into the same memory turn after turn, and
   * every `sim fight` fight begins from the arena's memory and view, so the
   * last answer is kept with the memory it was marked in.
   */
  rememberIn(seen: string): string {
    if (seen === this.remembered) return seen;
    if (seen === this.markedFrom) return this.remembered!;
    let changed = false;
    for (const i of this.indices) {
      if (seen.charCodeAt(i) === ONE) continue;
      if (!changed) {
        if (memory.length < seen.length) memory = Buffer.allocUnsafe(seen.length);
        memory.write(seen, 0, 'latin1');
        changed = true;
      }
      memory[i] = ONE;
    }
    this.markedFrom = seen;
    this.remembered = changed ? memory.toString('latin1', 0, seen.length) : seen;
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
 * doors as they stand, and the views already cast on it: the field of view
 * asks about each square many times, and a hero who waits, fights or rests
 * sees the same squares turn after turn. What can be seen depends only on
 * the map, which doors stand open, where the viewer is and the radius, so
 * the views are kept with the doors' text they were cast under, by square
 * and radius: a number, where a text key cost more to build than to find.
 */
interface Lit {
  doors: string;
  grid: Uint8Array;
  views: Map<number, View>;
}
const maps = new WeakMap<Zone, Lit>();
/** Views kept a map: a cast from a square no kept view was seen from is the common case, so more help little. */
const RECENT = 32;
/**
 * Maps whose views are kept, the oldest first: a hero looks from one map at
 * a time, and a server's players from a few, so the views of maps looked
 * from longer ago are let go rather than held by every map the zone cache
 * keeps (a view holds a byte for each square of its map).
 */
const viewed = new Set<Lit>();
const MAPS_VIEWED = 8;

function keepViewsOf(lit: Lit): void {
  if (viewed.has(lit)) return;
  if (viewed.size >= MAPS_VIEWED) {
    const oldest = viewed.values().next().value!;
    oldest.views.clear();
    viewed.delete(oldest);
  }
  viewed.add(lit);
}

function mapLight(zone: Zone, z: ZoneState): Lit {
  const doors = doorStates(z);
  const hit = maps.get(zone);
  if (hit && hit.doors === doors) return hit;
  const grid = new Uint8Array(zone.width * zone.height);
  for (let y = 0; y < zone.height; y++) for (let x = 0; x < zone.width; x++) grid[y * zone.width + x] = transparent(zone, z, x, y) ? 1 : 0;
  const fresh = { doors, grid, views: new Map<number, View>() };
  maps.set(zone, fresh);
  return fresh;
}

export function computeView(zone: Zone, z: ZoneState, from: { x: number; y: number }, radius: number, opaque?: ReadonlySet<string>): View {
  const lit = mapLight(zone, z);
  const { grid, views } = lit;
  // Magical darkness changes with spells, not with the map: such views are not kept.
  if (opaque && opaque.size > 0) return shadowcast(zone, grid, from, radius, opaque);
  // One number for the square and the radius: squares within 1,024 of the map and radii below 64 (a spell's is a few squares) never share one.
  const memo = ((from.y + 1024) * 2048 + from.x + 1024) * 64 + radius;
  const hit = views.get(memo);
  if (hit) return hit;
  const view = shadowcast(zone, grid, from, radius);
  if (views.size >= RECENT) views.delete(views.keys().next().value!);
  views.set(memo, view);
  keepViewsOf(lit);
  return view;
}

function shadowcast(zone: Zone, grid: Uint8Array, from: { x: number; y: number }, radius: number, opaque?: ReadonlySet<string>): View {
  const { width, height } = zone;
  const mask = new Uint8Array(width * height);
  const indices: number[] = [];
  const clear = (x: number, y: number) => x >= 0 && y >= 0 && x < width && y < height && grid[y * width + x] === 1 && !opaque?.has(key(x, y));
  preciseShadowcast(from.x, from.y, radius, clear, (x, y) => {
    if (x < 0 || y < 0 || x >= width || y >= height) return;
    const i = y * width + x;
    if (mask[i] === 1) return;
    mask[i] = 1;
    indices.push(i);
  });
  return new View(indices, mask, width);
}

/**
 * rot.js's precise shadowcasting (`FOV.PreciseShadowcasting`, 8-way), line
 * for line, with its shadows kept as two lists of numbers instead of a
 * list of pairs and its rings walked instead of built: the same squares
 * seen, in the same order, without the two small arrays rot.js makes for
 * every square it looks at (most of a step's time went there).
 * tests/engine/fov.test.ts holds the two side by side.
 */
export function preciseShadowcast(x: number, y: number, radius: number, lightPasses: (x: number, y: number) => boolean, seen: (x: number, y: number) => void): void {
  seen(x, y);
  if (!lightPasses(x, y)) return;
  // Each shadow edge is the angle num / den of a full turn; even entries start a shadow, odd ones end it.
  const num: number[] = [];
  const den: number[] = [];
  for (let r = 1; r <= radius; r++) {
    const count = 8 * r;
    // The ring starts south-west of the centre and runs north, east, south and west (rot.js's DIRS[4], two steps a radius).
    let cx = x - r;
    let cy = y + r;
    for (let i = 0; i < count; i++) {
      // Half an angle back, so the first square of each ring straddles angle 0 as in rot.js.
      const visibility = checkVisibility(i ? 2 * i - 1 : 2 * count - 1, 2 * count, 2 * i + 1, 2 * count, !lightPasses(cx, cy), num, den);
      if (visibility) seen(cx, cy);
      if (num.length === 2 && num[0] === 0 && num[1] === den[1]) return;
      const side = Math.floor(i / (2 * r));
      if (side === 0) cy--;
      else if (side === 1) cx++;
      else if (side === 2) cy++;
      else cx--;
    }
  }
}

/** rot.js's `_checkVisibility` for the arc a1n/a1d to a2n/a2d, on the shadows in `num`/`den`. */
function checkVisibility(a1n: number, a1d: number, a2n: number, a2d: number, blocks: boolean, num: number[], den: number[]): number {
  if (a1n > a2n) {
    const v1 = checkVisibility(a1n, a1d, a1d, a1d, blocks, num, den);
    const v2 = checkVisibility(0, 1, a2n, a2d, blocks, num, den);
    return (v1 + v2) / 2;
  }
  let index1 = 0;
  let edge1 = false;
  while (index1 < num.length) {
    const diff = num[index1]! * a1d - a1n * den[index1]!;
    if (diff >= 0) {
      if (diff === 0 && !(index1 % 2)) edge1 = true;
      break;
    }
    index1++;
  }
  let index2 = num.length;
  let edge2 = false;
  while (index2--) {
    const diff = a2n * den[index2]! - num[index2]! * a2d;
    if (diff >= 0) {
      if (diff === 0 && index2 % 2) edge2 = true;
      break;
    }
  }
  if (index1 === index2 && (edge1 || edge2)) return 0;
  if (edge1 && edge2 && index1 + 1 === index2 && index2 % 2) return 0;
  if (index1 > index2 && index1 % 2) return 0;
  let visibleLength: number;
  const remove = index2 - index1 + 1;
  if (remove % 2) {
    if (index1 % 2) {
      const pn = num[index1]!;
      const pd = den[index1]!;
      visibleLength = (a2n * pd - pn * a2d) / (pd * a2d);
      if (blocks) {
        replace(num, index1, remove, 1, a2n, 0);
        replace(den, index1, remove, 1, a2d, 0);
      }
    } else {
      const pn = num[index2]!;
      const pd = den[index2]!;
      visibleLength = (pn * a1d - a1n * pd) / (a1d * pd);
      if (blocks) {
        replace(num, index1, remove, 1, a1n, 0);
        replace(den, index1, remove, 1, a1d, 0);
      }
    }
  } else {
    if (!(index1 % 2)) {
      if (blocks) {
        replace(num, index1, remove, 2, a1n, a2n);
        replace(den, index1, remove, 2, a1d, a2d);
      }
      return 1;
    }
    const p1n = num[index1]!;
    const p1d = den[index1]!;
    const p2n = num[index2]!;
    const p2d = den[index2]!;
    visibleLength = (p2n * p1d - p1n * p2d) / (p1d * p2d);
    if (blocks) {
      replace(num, index1, remove, 0, 0, 0);
      replace(den, index1, remove, 0, 0, 0);
    }
  }
  const arcLength = (a2n * a1d - a1n * a2d) / (a1d * a2d);
  return visibleLength / arcLength;
}

/**
 * `list.splice(at, remove, a, b)` with `put` (0 to 2) of `a` and `b` put in:
 * done in place, since `splice` makes an array of what it removes, and the
 * shadows change at every square that blocks the light.
 */
function replace(list: number[], at: number, remove: number, put: number, a: number, b: number): void {
  const length = list.length;
  const shift = put - remove;
  if (shift < 0) {
    for (let i = at + remove; i < length; i++) list[i + shift] = list[i]!;
    list.length = length + shift;
  } else if (shift > 0) {
    for (let k = 0; k < shift; k++) list.push(0);
    for (let i = length - 1; i >= at + remove; i--) list[i + shift] = list[i]!;
  }
  if (put > 0) list[at] = a;
  if (put > 1) list[at + 1] = b;
}
