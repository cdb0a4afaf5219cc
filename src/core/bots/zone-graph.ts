/**
 * The dungeon as the hero knows it: zones visited, joined by the exits seen
 * in them. The bot routes through it to the nearest zone not yet visited,
 * or back to the entrance and so Home.
 */
import { ENTRANCE } from '../../procgen/ids.js';
import type { Exit } from '../../procgen/types.js';
import type { GameState } from '../engine/types.js';
import { zoneMap } from '../engine/zones.js';

/** Exits of visited zone `id` whose square the hero has seen. */
export function knownExitsOf(s: GameState, id: string): Exit[] {
  const z = s.zones[id];
  if (!z) return [];
  const zone = zoneMap(s.seed, id, z.context);
  return zone.exits.filter((e) => z.seen[e.y * zone.width + e.x] === '1');
}

export const isUnvisited = (s: GameState, to: string) => to !== ENTRANCE && !s.zones[to];

/**
 * Hops from zone `from` to the nearest zone that `target` accepts (told
 * which zone the hero would reach it from), moving only through visited
 * zones; undefined when none can be reached. `skip` leaves out exits.
 */
export function hopsTo(s: GameState, from: string, target: (id: string, via: string | null) => boolean, skip: (zoneId: string, e: Exit) => boolean = () => false): number | undefined {
  if (target(from, null)) return 0;
  const dist = new Map<string, number>([[from, 0]]);
  const queue = [from];
  while (queue.length > 0) {
    const id = queue.shift()!;
    const d = dist.get(id)!;
    if (!s.zones[id]) continue;
    for (const e of knownExitsOf(s, id)) {
      if (skip(id, e) || dist.has(e.to)) continue;
      if (target(e.to, id)) return d + 1;
      dist.set(e.to, d + 1);
      queue.push(e.to);
    }
  }
  return undefined;
}
