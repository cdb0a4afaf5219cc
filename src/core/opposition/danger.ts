/**
 * The chance a zone kills the hero as it would stand with a seat's stocking
 * orders: the AI's own threat model, so a person stocking a zone sees the
 * odds before acting as the AI weighs them.
 */
import { Stream } from '../../base/rng.js';
import { offerFor } from '../engine/stocking/stock.js';
import { ENVIRONS } from '../../data/athack/environs.js';
import type { GameState, Order, ZoneState } from '../engine/types.js';
import { darknessBites, fledFoe, offerFoe, zoneEnviron, zoneFoes } from './foes.js';
import { estimate, HeroModel, type Threat } from './threat.js';

/** Visits simulated for a person's odds: more than the AI screens with, as a person asks once per change, not hundreds of times. */
export const DANGER_TRIALS = 400;

/**
 * The zone `z` (of id `zoneId`) with `orders` bought by Opposition player
 * `player` on top of what it holds, played against the hero as they stand.
 * The same orders on the same state always give the same figure: the
 * visits draw from a stream named for the zone and the player.
 */
export function zoneDanger(s: GameState, zoneId: string, z: ZoneState, player: number, orders: readonly Order[]): Threat {
  const environName = orders.find((o) => o.kind === 'environ')?.name;
  const environ = ENVIRONS.rows.find((e) => e.name === environName) ?? zoneEnviron(z);
  const trap = orders.find((o) => o.kind === 'trap')?.name ?? null;
  const dark = (z.needsLight || orders.some((o) => o.kind === 'illumination')) && darknessBites(s);
  const foes = [...zoneFoes(z)];
  // Armour dice bought with a boss go on it, as the engine puts them.
  const armour = orders.reduce((n, o) => n + (o.kind === 'armour' ? o.dice : 0), 0);
  const fled = s.tokens.opposition.find((p) => p.id === player)?.fled ?? [];
  for (const o of orders) {
    if (o.kind === 'creature') for (let k = 0; k < o.count; k++) foes.push(o.boss && k === 0 && armour > 0 ? { ...offerFoe(offerFor(o), o.hd, player), armour } : offerFoe(offerFor(o), o.hd, player));
    const back = o.kind === 'returning' ? fled.find((f) => f.creature.id === o.creature) : undefined;
    if (back) foes.push(fledFoe(back));
  }
  return estimate(new HeroModel(s, { dark, environ, trap }), foes, DANGER_TRIALS, Stream.derive(s.seed, `danger:${zoneId}:${player}`), { left: Number.POSITIVE_INFINITY });
}
