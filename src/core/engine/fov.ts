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

export function visibleSquares(zone: Zone, z: ZoneState, from: { x: number; y: number }, radius: number): Set<string> {
  const seen = new Set<string>();
  const fov = new FOV.PreciseShadowcasting((x, y) => transparent(zone, z, x, y));
  fov.compute(from.x, from.y, radius, (x, y) => {
    if (x >= 0 && y >= 0 && x < zone.width && y < zone.height) seen.add(key(x, y));
  });
  return seen;
}

/** Marks `visible` squares as remembered; returns the new memory string (the old one if nothing changed). */
export function remember(zone: Zone, seen: string, visible: Set<string>): string {
  let chars: string[] | undefined;
  for (const k of visible) {
    const [x, y] = k.split(',').map(Number) as [number, number];
    const i = y * zone.width + x;
    if (seen[i] !== '1') {
      chars ??= [...seen];
      chars[i] = '1';
    }
  }
  return chars ? chars.join('') : seen;
}
