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
  /** One byte a square of the map, 1 where it is in view: made when first asked, since many views never are. */
  private mask: Uint8Array | undefined;
  /** The last memory marked, and what it became. */
  private markedFrom: string | undefined;
  private remembered: string | undefined;

  constructor(
    /** The squares as indices into the zone's rows (y × width + x), in the order they were seen. */
    readonly indices: number[],
    private readonly width: number,
    private readonly height: number,
  ) {}

  sees(x: number, y: number): boolean {
    if (x < 0 || x >= this.width) return false;
    if (!this.mask) {
      this.mask = new Uint8Array(this.width * this.height);
      for (const i of this.indices) this.mask[i] = 1;
    }
    return this.mask[y * this.width + x] === 1;
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
 * keeps (a view asked square by square holds a byte for each square of its map).
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

/**
 * The squares a cast has seen, for a cast to tell a square seen twice: the number of the cast that last saw each
 * square. One table for every cast, since a table of the map's size made for each was a tenth of a cast's time.
 */
let seenBy = new Uint32Array(0);
let cast = 0;

function shadowcast(zone: Zone, grid: Uint8Array, from: { x: number; y: number }, radius: number, opaque?: ReadonlySet<string>): View {
  const { width, height } = zone;
  if (seenBy.length < width * height) seenBy = new Uint32Array(width * height);
  if (++cast === 0xffffffff) {
    seenBy.fill(0);
    cast = 1;
  }
  const indices: number[] = [];
  const clear = (x: number, y: number) => x >= 0 && y >= 0 && x < width && y < height && grid[y * width + x] === 1 && !opaque?.has(key(x, y));
  preciseShadowcast(from.x, from.y, radius, clear, (x, y) => {
    if (x < 0 || y < 0 || x >= width || y >= height) return;
    const i = y * width + x;
    if (seenBy[i] === cast) return;
    seenBy[i] = cast;
    indices.push(i);
  });
  return new View(indices, width, height);
}

/**
 * rot.js's precise shadowcasting (`FOV.PreciseShadowcasting`, 8-way): the
 * same squares seen, in the same order (tests/engine/fov.test.ts holds the
 * two side by side). rot.js writes each angle as a fraction of a turn with
 * the ring's own denominator and compares them by multiplying out; here
 * every angle is a whole number of one unit small enough for every ring
 * (a turn is 16 × the least common multiple of the radii, 13,440 units at
 * radius 8), so a comparison is a subtraction and the shadows one list of
 * numbers. A square's arc only moves on round its ring, and the shadows
 * before the last arc's never change, so each search starts where the last
 * one found its place. Only whether any of a square is lit matters to the
 * caller (rot.js hands on how much), so a visible length is not divided.
 */
export function preciseShadowcast(x: number, y: number, radius: number, lightPasses: (x: number, y: number) => boolean, seen: (x: number, y: number) => void): void {
  seen(x, y);
  if (!lightPasses(x, y)) return;
  const turn = fullTurn(radius);
  shadows.length = 0;
  for (let r = 1; r <= radius; r++) {
    const count = 8 * r;
    // Half a square's arc: rot.js's arcs run from (2i − 1) to (2i + 1) halves of a square.
    const half = turn / (2 * count);
    // The ring starts south-west of the centre and runs north, east, south and west (rot.js's DIRS[4], two steps a radius).
    let cx = x - r;
    let cy = y + r;
    for (let i = 0; i < count; i++) {
      const blocks = !lightPasses(cx, cy);
      let lit: number;
      if (i === 0) {
        // The first square straddles angle 0: its arc is checked as two, the end of the turn and its start.
        searchFrom = 0;
        const end = checkArc(turn - half, turn, blocks);
        searchFrom = 0;
        lit = end + checkArc(0, half, blocks);
      } else {
        lit = checkArc((2 * i - 1) * half, (2 * i + 1) * half, blocks);
        // An arc within one shadow (`searchFrom` is then that shadow's end) leaves the shadows as they were, as do
        // the arcs after it that end before the shadow does: those squares are passed over unseen and unasked.
        if (lit === 0 && searchFrom & 1 && shadows[searchFrom]! > (2 * i + 1) * half) {
          const last = Math.min(count - 1, Math.ceil((shadows[searchFrom]! / half - 1) / 2) - 1);
          if (last > i) {
            i = last;
            const side = (i / (2 * r)) | 0;
            const along = i - side * 2 * r;
            cx = side === 0 ? x - r : side === 1 ? x - r + along : side === 2 ? x + r : x + r - along;
            cy = side === 0 ? y + r - along : side === 1 ? y - r : side === 2 ? y - r + along : y + r;
          }
        }
      }
      if (lit !== 0) seen(cx, cy);
      if (shadows.length === 2 && shadows[0] === 0 && shadows[1] === turn) return;
      const side = (i / (2 * r)) | 0;
      if (side === 0) cy--;
      else if (side === 1) cx++;
      else if (side === 2) cy++;
      else cx--;
    }
  }
}

/** Radii past this would make a turn's units too many for a double to count exactly (the game's largest is 8). */
const MOST_RADIUS = 32;
const turns: number[] = [];

/** The units of a full turn at `radius`: 16 × lcm(1 … radius), so every ring's half square is a whole number of them (radius 0, the square itself, has no ring). */
function fullTurn(radius: number): number {
  if (!(radius >= 0 && radius <= MOST_RADIUS && Number.isInteger(radius))) throw new RangeError(`a field of view's radius is a whole number from 0 to ${MOST_RADIUS}, not ${radius}`);
  let turn = turns[radius];
  if (turn === undefined) {
    let lcm = 1;
    for (let k = 2; k <= radius; k++) lcm = (lcm / gcd(lcm, k)) * k;
    turns[radius] = turn = 16 * lcm;
  }
  return turn;
}

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/** The shadows, in units of a turn: even entries start a shadow, odd ones end it. */
const shadows: number[] = [];
/** Where the last arc's search found its place: nothing before it is at or past the next arc's start. */
let searchFrom = 0;

/**
 * rot.js's `_checkVisibility` for the arc from `a1` to `a2`, on `shadows`:
 * how much of the arc is lit (0 when none, rot.js's share times the arc's
 * length otherwise), adding the arc to the shadows when it blocks the light.
 */
function checkArc(a1: number, a2: number, blocks: boolean): number {
  // The first edge at or past a1, and whether a1 starts a shadow exactly there.
  let index1 = searchFrom;
  while (index1 < shadows.length && shadows[index1]! < a1) index1++;
  const edge1 = index1 < shadows.length && shadows[index1] === a1 && (index1 & 1) === 0;
  searchFrom = index1;
  // The last edge at or before a2, and whether a2 ends a shadow exactly there.
  let after = index1;
  while (after < shadows.length && shadows[after]! <= a2) after++;
  const index2 = after - 1;
  const edge2 = index2 >= 0 && shadows[index2] === a2 && (index2 & 1) === 1;
  if (index1 === index2 && (edge1 || edge2)) return 0;
  if (edge1 && edge2 && index1 + 1 === index2 && index2 & 1) return 0;
  if (index1 > index2 && index1 & 1) return 0;
  const remove = index2 - index1 + 1;
  if (remove & 1) {
    if (index1 & 1) {
      const lit = a2 - shadows[index1]!;
      if (blocks) replace(index1, remove, 1, a2, 0);
      return lit;
    }
    const lit = shadows[index2]! - a1;
    if (blocks) replace(index1, remove, 1, a1, 0);
    return lit;
  }
  if (!(index1 & 1)) {
    if (blocks) replace(index1, remove, 2, a1, a2);
    return 1;
  }
  const lit = shadows[index2]! - shadows[index1]!;
  if (blocks) replace(index1, remove, 0, 0, 0);
  return lit;
}

/**
 * `shadows.splice(at, remove, a, b)` with `put` (0 to 2) of `a` and `b` put
 * in: done in place, since `splice` makes an array of what it removes, and
 * the shadows change at every square that blocks the light.
 */
function replace(at: number, remove: number, put: number, a: number, b: number): void {
  const length = shadows.length;
  const shift = put - remove;
  if (shift < 0) {
    for (let i = at + remove; i < length; i++) shadows[i + shift] = shadows[i]!;
    shadows.length = length + shift;
  } else if (shift > 0) {
    for (let k = 0; k < shift; k++) shadows.push(0);
    for (let i = length - 1; i >= at + remove; i--) shadows[i + shift] = shadows[i]!;
  }
  if (put > 0) shadows[at] = a;
  if (put > 1) shadows[at + 1] = b;
}
