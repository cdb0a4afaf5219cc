/**
 * The dungeon as the hero knows it: zones visited, joined by the exits seen
 * in them and the passages the hero opened with tokens. The bot routes
 * through it to the nearest zone not yet visited, or back to the entrance
 * and so Home.
 */
import { ENTRANCE } from '../../procgen/ids.js';
import type { Exit, ZoneContext } from '../../procgen/types.js';
import type { GameState, Passage, ZoneState } from '../engine/types.js';
import { zoneMap } from '../engine/zones.js';

/** A way out of a zone: an exit of its map, or a passage opened with tokens (taken like stairs, from its square). */
export type Way = Exit | (Passage & { kind: 'passage' });

/**
 * Known ways out by zone state, with what they were read from: the bot
 * plans through every visited zone each turn, and looking up each one's
 * map again would cost more than the plan. A zone's id and way in are
 * fixed when it is first entered, so its map is too; only what the hero
 * has seen and the passages opened change which ways are known.
 */
const knownWays = new WeakMap<ZoneState, { seed: string; id: string; context: ZoneContext; seen: string; passages: Passage[] | undefined; ways: readonly Way[] }>();

/** Ways out of visited zone `id`: exits whose square the hero has seen, and passages. */
export function knownWaysOf(s: GameState, id: string): readonly Way[] {
  const z = s.zones[id];
  if (!z) return [];
  const hit = knownWays.get(z);
  if (hit && hit.seed === s.seed && hit.id === id && hit.context === z.context && hit.seen === z.seen && hit.passages === z.passages) return hit.ways;
  const zone = zoneMap(s.seed, id, z.context);
  const ways: Way[] = zone.exits.filter((e) => z.seen[e.y * zone.width + e.x] === '1');
  // The hero opened each passage, so each is known.
  if (z.passages) for (const p of z.passages) ways.push({ kind: 'passage', x: p.x, y: p.y, to: p.to });
  knownWays.set(z, { seed: s.seed, id, context: z.context, seen: z.seen, passages: z.passages, ways });
  return ways;
}

export const isUnvisited = (s: GameState, to: string) => to !== ENTRANCE && !s.zones[to];

/**
 * Hops from zone `from` to the nearest zone that `target` accepts (told
 * which zone the hero would reach it from), moving only through visited
 * zones; undefined when none can be reached. `skip` leaves out ways.
 */
export function hopsTo(s: GameState, from: string, target: (id: string, via: string | null) => boolean, skip: (zoneId: string, e: Way) => boolean = () => false): number | undefined {
  if (target(from, null)) return 0;
  const dist = new Map<string, number>([[from, 0]]);
  const queue = [from];
  while (queue.length > 0) {
    const id = queue.shift()!;
    const d = dist.get(id)!;
    if (!s.zones[id]) continue;
    for (const e of knownWaysOf(s, id)) {
      if (skip(id, e) || dist.has(e.to)) continue;
      if (target(e.to, id)) return d + 1;
      dist.set(e.to, d + 1);
      queue.push(e.to);
    }
  }
  return undefined;
}
