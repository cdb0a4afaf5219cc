/**
 * The dungeon as the hero knows it: zones visited, joined by the exits seen
 * in them. The bot routes through it to the nearest zone not yet visited,
 * or back to the entrance and so Home.
 */
import { ENTRANCE } from '../../procgen/ids.js';
import type { Exit, ZoneContext } from '../../procgen/types.js';
import type { GameState, ZoneState } from '../engine/types.js';
import { zoneMap } from '../engine/zones.js';

/**
 * Known exits by zone state, with what they were read from: the bot plans
 * through every visited zone each turn, and looking up each one's map
 * again would cost more than the plan. A zone's id and way in are fixed
 * when it is first entered, so its map is too; only what the hero has
 * seen changes which exits are known.
 */
const knownExits = new WeakMap<ZoneState, { seed: string; id: string; context: ZoneContext; seen: string; exits: readonly Exit[] }>();

/** Exits of visited zone `id` whose square the hero has seen. */
export function knownExitsOf(s: GameState, id: string): readonly Exit[] {
  const z = s.zones[id];
  if (!z) return [];
  const hit = knownExits.get(z);
  if (hit && hit.seed === s.seed && hit.id === id && hit.context === z.context && hit.seen === z.seen) return hit.exits;
  const zone = zoneMap(s.seed, id, z.context);
  const exits = zone.exits.filter((e) => z.seen[e.y * zone.width + e.x] === '1');
  knownExits.set(z, { seed: s.seed, id, context: z.context, seen: z.seen, exits });
  return exits;
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
