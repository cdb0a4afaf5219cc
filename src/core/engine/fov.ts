/**
 * What the hero sees (RULES.md §4.9): rot.js precise shadowcasting from the
 * hero's square, radius 8 in a lit zone, 1 in the dark; every square seen is
 * remembered in the zone's state.
 */
import { FOV } from 'rot-js';
import type { Zone } from '../../procgen/types.js';
import { key } from './geometry.js';
import { transparent } from './zones.js';
import type { ZoneState } from './types.js';

export const LIGHT_RADIUS = 8;
export const DARK_RADIUS = 1;

export interface View {
  /** `x,y` of every square in view. */
  keys: Set<string>;
  /** The same squares as indices into the zone's rows (y × width + x). */
  indices: number[];
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
  if (opaque && opaque.size > 0) return shadowcast(zone, z, from, radius, opaque);
  let doors = '';
  for (const k in z.doors) doors += z.doors[k]!.open ? '1' : '0';
  const memo = `${zone.seed}\u0000${zone.id}\u0000${zone.width}x${zone.height}\u0000${from.x},${from.y}\u0000${radius}\u0000${doors}`;
  const hit = recent.get(memo);
  if (hit) return hit;
  const view = shadowcast(zone, z, from, radius);
  if (recent.size >= RECENT) recent.delete(recent.keys().next().value!);
  recent.set(memo, view);
  return view;
}

function shadowcast(zone: Zone, z: ZoneState, from: { x: number; y: number }, radius: number, opaque?: ReadonlySet<string>): View {
  const keys = new Set<string>();
  const indices: number[] = [];
  const fov = new FOV.PreciseShadowcasting((x, y) => transparent(zone, z, x, y) && !opaque?.has(key(x, y)));
  fov.compute(from.x, from.y, radius, (x, y) => {
    if (x < 0 || y < 0 || x >= zone.width || y >= zone.height) return;
    const k = key(x, y);
    if (keys.has(k)) return;
    keys.add(k);
    indices.push(y * zone.width + x);
  });
  return { keys, indices };
}

/** Marks the squares in view as remembered; the memory string is rebuilt only when something new was seen. */
export function remember(seen: string, indices: readonly number[]): string {
  let chars: string[] | undefined;
  for (const i of indices) {
    if (seen.charCodeAt(i) === 49) continue; // '1'
    chars ??= seen.split('');
    chars[i] = '1';
  }
  return chars ? chars.join('') : seen;
}
