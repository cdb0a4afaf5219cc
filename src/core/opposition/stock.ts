/**
 * How an AI Opposition player stocks a zone. Each difficulty spends a share
 * of its tokens per zone and keeps the rest for the zones to come and the
 * Final Zone, where it spends everything on the strongest creature it can
 * afford (raised in HD with what is left) and its retinue. It buys
 * creatures a little above the hero's level for `hard`, at it for `fair`,
 * below it for `easy`; a trap now and then; darkness when the hero is short
 * of Illumination.
 */
import type { Zone } from '../../procgen/types.js';
import { Stream, randomInt, type RandomSource } from '../rng.js';
import type { Ctx } from '../engine/context.js';
import { requireIllumination } from '../engine/consumables.js';
import type { OppositionPlayer, Purchase, ZoneState } from '../engine/types.js';
import { CREATURE_OFFERS, ILLUMINATION_COST, TRAP_OFFERS, talentCost, type CreatureOffer } from './catalogue.js';
import { record } from './ledger.js';
import { freeSquares, placeCreatures, takeSquare } from './place.js';
import { rankForHd } from '../ranks.js';

/** Share of its tokens a player spends on an ordinary zone. */
const SHARE: Record<OppositionPlayer['difficulty'], number> = { easy: 0.25, fair: 0.45, hard: 0.7 };
/** HD it aims for, against the hero's level. */
const HD_AIM: Record<OppositionPlayer['difficulty'], number> = { easy: -1, fair: 0, hard: 1 };
/** Chance in 100 of a trap, and of darkness when the hero's Illumination runs low. */
const TRAP_CHANCE: Record<OppositionPlayer['difficulty'], number> = { easy: 15, fair: 30, hard: 45 };
/** Chance in 100 of restocking a cleared zone the hero comes back to. */
const RESTOCK: Record<OppositionPlayer['difficulty'], number> = { easy: 10, fair: 25, hard: 40 };
const DARK_CHANCE: Record<OppositionPlayer['difficulty'], number> = { easy: 10, fair: 25, hard: 50 };

const pick = <T,>(rng: RandomSource, xs: readonly T[]): T | undefined => (xs.length === 0 ? undefined : xs[randomInt(rng, 0, xs.length - 1)]);

function chooseCreature(rng: RandomSource, budget: number, aimHd: number): CreatureOffer | undefined {
  const affordable = CREATURE_OFFERS.filter((o) => o.cost <= budget);
  const near = affordable.filter((o) => Math.abs(o.hd - aimHd) <= 1);
  return pick(rng, near.length > 0 ? near : affordable.sort((a, b) => b.hd - a.hd).slice(0, 5));
}

/** Most HD a boss is raised by: past d20 a rank costs nothing more, so the ladder alone would not stop it. */
const BOSS_EXTRA_HD = 5;

/** The strongest creature the budget buys, and the HD it can add on top (each rank up costs the difference). */
function boss(budget: number): { offer: CreatureOffer; extraHd: number; cost: number } | undefined {
  const best = [...CREATURE_OFFERS].filter((o) => o.cost <= budget).sort((a, b) => b.hd - a.hd || b.cost - a.cost)[0];
  if (!best) return undefined;
  let extraHd = 0;
  let cost = best.cost;
  while (extraHd < BOSS_EXTRA_HD) {
    const step = talentCost(rankForHd(best.hd + extraHd + 1)) - talentCost(rankForHd(best.hd + extraHd));
    if (cost + step > budget) break;
    cost += step;
    extraHd++;
  }
  return { offer: best, extraHd, cost };
}

function stockFor(ctx: Ctx, rng: RandomSource, zone: Zone, z: ZoneState, p: OppositionPlayer, final: boolean): Purchase[] {
  const s = ctx.s;
  const purchases: Purchase[] = [];
  let budget = final ? p.tokens : Math.floor(p.tokens * SHARE[p.difficulty]);
  const free = freeSquares(zone, z, s.hero);
  const spend = (purchase: Purchase) => {
    purchases.push(purchase);
    budget -= purchase.cost;
    p.tokens -= purchase.cost;
    p.spent += purchase.cost;
  };
  const group = () => Math.max(0, ...z.creatures.map((c) => c.group)) + 1;

  if (final) {
    const b = boss(budget);
    if (b) {
      const placed = placeCreatures(ctx, rng, free, b.offer, 1, b.extraHd, group(), p.id, b.cost);
      for (const c of placed) c.name = `${c.name}, Lord of the Deep`;
      z.creatures.push(...placed);
      if (placed.length > 0) spend({ kind: 'creature', name: placed[0]!.name, category: b.offer.category, count: 1, hd: b.offer.hd + b.extraHd, rank: rankForHd(b.offer.hd + b.extraHd), cost: b.cost });
    }
  }
  if (!final && !z.needsLight && budget >= ILLUMINATION_COST && s.consumables.illumination < 10 && randomInt(rng, 1, 100) <= DARK_CHANCE[p.difficulty]) {
    requireIllumination(ctx);
    spend({ kind: 'illumination', cost: ILLUMINATION_COST });
  }
  if (!final && randomInt(rng, 1, 100) <= TRAP_CHANCE[p.difficulty]) {
    const trap = pick(rng, TRAP_OFFERS.filter((t) => t.cost <= budget));
    const at = trap && takeSquare(free, rng);
    if (trap && at) {
      z.traps.push({ x: at.x, y: at.y, name: trap.name, found: false, disarmed: false });
      spend({ kind: 'trap', name: trap.name, rank: trap.rank, triggers: trap.triggers, cost: trap.cost });
    }
  }
  // Creatures with what is left of the share: one group, as many as the budget buys (up to six).
  const offer = chooseCreature(rng, budget, Math.max(1, s.hero.level + HD_AIM[p.difficulty]));
  if (offer) {
    const count = Math.min(6, Math.floor(budget / offer.cost), free.length);
    if (count > 0) {
      const placed = placeCreatures(ctx, rng, free, offer, count, 0, group(), p.id, offer.cost);
      z.creatures.push(...placed);
      if (placed.length > 0) spend({ kind: 'creature', name: offer.row.name, category: offer.category, count: placed.length, hd: offer.hd, rank: offer.rank, cost: offer.cost * placed.length });
    }
  }
  if (z.creatures.some((c) => c.attitude === 'hostile')) z.cleared = false;
  return purchases;
}

/** Each AI player stocks the zone in turn, from the Opposition's own stream. */
export function stockZone(ctx: Ctx, zone: Zone, z: ZoneState, restock: boolean): void {
  const s = ctx.s;
  if (s.tokens.opposition.length === 0) return;
  const rng = Stream.restore(s.rng.ai);
  const final = zone.id === s.finalZone;
  for (const p of s.tokens.opposition) {
    // A cleared zone may be restocked when the hero comes back: an ordinary zone's worth.
    if (restock && (!z.cleared || randomInt(rng, 1, 100) > RESTOCK[p.difficulty])) continue;
    record(ctx, zone.id, p.id, stockFor(ctx, rng, zone, z, p, final));
  }
  s.rng.ai = rng.state();
}
