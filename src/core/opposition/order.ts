/**
 * What an Opposition seat played by a person buys for a zone, item by item
 * from the catalogue, each priced from the ladders (`priceOf`), and the
 * chance the zone would kill the hero with it: the AI's own threat model,
 * so a person sees the odds before acting as the AI weighs them.
 */
import type { Point } from '../../procgen/grid.js';
import { rankForHd } from '../ranks.js';
import { Stream } from '../rng.js';
import type { GameState, Purchase, ZoneState } from '../engine/types.js';
import { priceOf, type CreatureOffer, type EnvironOffer, type TrapOffer } from './catalogue.js';
import { darknessBites, offerFoe, zoneEnviron, zoneFoes } from './foes.js';
import { estimate, HeroModel, type Threat } from './threat.js';

/** One line of a stocking order; `at` is the square chosen, or null for anywhere it fits. */
export type Order =
  | { kind: 'creature'; offer: CreatureOffer; hd: number; count: number; at: Point | null }
  | { kind: 'trap'; offer: TrapOffer; at: Point | null }
  | { kind: 'environ'; offer: EnvironOffer }
  | { kind: 'illumination' }
  | { kind: 'puzzle'; exit: Point; tokens: number }
  | { kind: 'riddle'; exit: Point; riddle: string };

/** The ledger line an order becomes, priced from the ladders. */
export function purchaseOf(o: Order): Purchase {
  const p = unpriced(o);
  return { ...p, cost: priceOf(p) };
}

function unpriced(o: Order): Purchase {
  const exit = (p: Point) => `${p.x},${p.y}`;
  switch (o.kind) {
    case 'creature':
      return { kind: 'creature', name: o.offer.row.name, category: o.offer.category, count: o.count, hd: o.hd, rank: rankForHd(o.hd), cost: 0 };
    case 'trap':
      return { kind: 'trap', name: o.offer.name, rank: o.offer.rank, triggers: o.offer.triggers, cost: 0 };
    case 'environ':
      return { kind: 'environ', name: o.offer.environ.name, rank: o.offer.rank, cost: 0 };
    case 'illumination':
      return { kind: 'illumination', cost: 0 };
    case 'puzzle':
      return { kind: 'puzzle', exit: exit(o.exit), tokens: o.tokens, cost: 0 };
    case 'riddle':
      return { kind: 'riddle', exit: exit(o.exit), riddle: o.riddle, cost: 0 };
  }
}

export const orderCost = (orders: readonly Order[]): number => orders.reduce((n, o) => n + purchaseOf(o).cost, 0);

/** Trials of a person's odds: more than the AI screens with, as a person asks once per change, not hundreds of times. */
export const ODDS_TRIALS = 400;

/**
 * The chance the zone kills the hero as they stand now, with `orders` bought
 * by seat `seat` on top of what the zone holds. The same orders on the same
 * state always give the same figure: the simulations draw from a stream
 * named for the zone and the seat.
 */
export function zoneDanger(s: GameState, zoneId: string, z: ZoneState, seat: number, orders: readonly Order[]): Threat {
  const environ = orders.find((o) => o.kind === 'environ')?.offer.environ;
  const trap = orders.find((o) => o.kind === 'trap')?.offer.name ?? null;
  const dark = (z.needsLight || orders.some((o) => o.kind === 'illumination')) && darknessBites(s);
  const model = new HeroModel(s, { dark, environ: environ ?? zoneEnviron(z), trap });
  const foes = [...zoneFoes(z)];
  for (const o of orders) if (o.kind === 'creature') for (let k = 0; k < o.count; k++) foes.push(offerFoe(o.offer, o.hd, seat));
  const rng = Stream.derive(s.seed, `odds:${zoneId}:${seat}`);
  return estimate(model, foes, ODDS_TRIALS, rng, { left: Number.POSITIVE_INFINITY });
}
