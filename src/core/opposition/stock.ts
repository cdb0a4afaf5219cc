/**
 * Stocking a zone as the hero enters it (RULES.md §5): the fled creatures
 * regain a rank; then each AI player in turn (the first seat moves round
 * from zone to zone, so no player always chooses first) plans its
 * purchases (decide.ts), and what it buys is placed, paid for from its
 * tokens at the ladders' prices, and sealed in the ledger. Every decision,
 * a pass included, is an event. Last, the hero is told of the puzzles on
 * the zone's exits.
 */
import type { Zone } from '../../procgen/types.js';
import { Stream, type RandomSource } from '../rng.js';
import { rankForHd } from '../ranks.js';
import type { Ctx } from '../engine/context.js';
import { requireIllumination } from '../engine/consumables.js';
import { key } from '../engine/geometry.js';
import { announcePuzzles } from '../engine/puzzles.js';
import type { CreatureState, OppositionPlayer, Purchase, ZoneState } from '../engine/types.js';
import { ARMOUR_DIE_COST, priceOf, talentCost } from './catalogue.js';
import { planCost, planZone, pct, type Plan } from './decide.js';
import { decided } from './events.js';
import { regainRanks } from './fled.js';
import { record } from './ledger.js';
import { freeSquares, placeCreatures, takeSquare } from './place.js';
import { capitalised } from '../engine/words.js';

/** A purchase is paid only at its exact ladder price, and only from tokens the player has. */
function pay(p: OppositionPlayer, purchase: Purchase, purchases: Purchase[]): boolean {
  if (purchase.cost !== priceOf(purchase)) throw new Error(`${purchase.kind} priced ${purchase.cost}, the ladders say ${priceOf(purchase)}`);
  if (purchase.cost > p.tokens) return false;
  p.tokens -= purchase.cost;
  p.spent += purchase.cost;
  purchases.push(purchase);
  return true;
}

/** Carries out a plan: places what it bought and returns the purchases for the ledger. */
function carryOut(ctx: Ctx, rng: RandomSource, zone: Zone, z: ZoneState, p: OppositionPlayer, plan: Plan): Purchase[] {
  const s = ctx.s;
  const purchases: Purchase[] = [];
  const free = freeSquares(zone, z, s.hero);
  const group = () => Math.max(0, zone.creatures.length, ...z.creatures.map((c) => c.group)) + 1;
  let boss: CreatureState | undefined;
  for (const buy of plan.creatures) {
    const each = talentCost(rankForHd(buy.hd));
    const affordable = Math.min(buy.count, Math.floor(p.tokens / each));
    if (affordable <= 0) continue;
    const placed = placeCreatures(ctx, rng, free, buy.offer, affordable, buy.hd - buy.offer.hd, group(), p.id, each);
    if (placed.length === 0) continue;
    if (buy.boss) {
      for (const c of placed) c.name = `${c.name}, Lord of the Deep`;
      boss = placed[0];
    }
    z.creatures.push(...placed);
    pay(p, { kind: 'creature', name: placed[0]!.name, category: buy.offer.category, count: placed.length, hd: buy.hd, rank: rankForHd(buy.hd), cost: each * placed.length }, purchases);
  }
  for (const f of plan.returning) {
    const at = takeSquare(free, rng);
    if (!at) break;
    const c = { ...f.creature, ...at, group: group(), attitude: 'hostile' as const, aware: false, conditions: [], spellUsed: false, delay: 1 / Math.max(1, f.creature.speed) };
    z.creatures.push(c);
    p.fled = (p.fled ?? []).filter((x) => x.creature.id !== f.creature.id);
    pay(p, { kind: 'returning', name: c.name, hd: c.hd, rank: rankForHd(c.hd), cost: 0 }, purchases);
    decided(ctx, p.id, 'return', `${p.name} sends the ${c.name} back into the fight, HD ${c.hd} now.`, { creature: c.name, hd: c.hd });
  }
  if (plan.environ && !z.environ && pay(p, { kind: 'environ', name: plan.environ.environ.name, rank: plan.environ.rank, cost: plan.environ.cost }, purchases)) {
    z.environ = { name: plan.environ.environ.name, die: plan.environ.rank };
  }
  if (plan.trap) {
    const at = takeSquare(free, rng);
    if (at && pay(p, { kind: 'trap', name: plan.trap.name, rank: plan.trap.rank, triggers: plan.trap.triggers, cost: plan.trap.cost }, purchases)) {
      z.traps.push({ x: at.x, y: at.y, name: plan.trap.name, found: false, disarmed: false });
    }
  }
  if (plan.darkness && !z.needsLight && pay(p, { kind: 'illumination', cost: 1 }, purchases)) requireIllumination(ctx);
  if (plan.toll) {
    const exit = key(plan.toll.exit.x, plan.toll.exit.y);
    if (!z.puzzles[exit] && pay(p, { kind: 'puzzle', exit, tokens: plan.toll.tokens, cost: plan.toll.tokens }, purchases)) z.puzzles[exit] = { kind: 'simple', tokens: plan.toll.tokens };
  }
  if (plan.riddle) {
    const exit = key(plan.riddle.exit.x, plan.riddle.exit.y);
    if (!z.puzzles[exit] && pay(p, { kind: 'riddle', exit, riddle: plan.riddle.riddle, cost: 0 }, purchases)) z.puzzles[exit] = { kind: 'riddle', riddle: plan.riddle.riddle };
  }
  if (z.creatures.some((c) => c.attitude === 'hostile')) z.cleared = false;
  const dice = Math.min(plan.armour, Math.floor(p.tokens / ARMOUR_DIE_COST));
  if (boss && dice > 0 && pay(p, { kind: 'armour', name: boss.name, dice, cost: dice * ARMOUR_DIE_COST }, purchases)) {
    boss.armour = (boss.armour ?? 0) + dice;
    // The seed refunds half of what was spent on "the monster's Traits and Gear": its armour dice are part of its price.
    boss.tokens += dice * ARMOUR_DIE_COST;
  }

  return purchases;
}

function describe(p: OppositionPlayer, plan: Plan, zone: string): string {
  const parts = [
    ...plan.creatures.map((c) => `${c.count} ${c.offer.row.name}${c.hd !== c.offer.hd ? ` raised to HD ${c.hd}` : ` (HD ${c.hd})`}${c.boss ? ` as its boss${plan.armour > 0 ? ` with ${plan.armour} armour dice` : ''}` : ''}`),
    ...plan.returning.map((f) => `the fled ${f.creature.name} back`),
    ...(plan.environ ? [plan.environ.environ.name.toLowerCase()] : []),
    ...(plan.trap ? [plan.trap.name] : []),
    ...(plan.darkness ? ['darkness'] : []),
    ...(plan.toll ? [`a ${plan.toll.tokens}-token toll`] : []),
    ...(plan.riddle ? ['a riddle'] : []),
  ];
  const who = `${capitalised(p.name)} (${p.difficulty})`;
  const odds = plan.after ? ` Estimated chance of death ${pct(plan.after.death)}, HP lost ${pct(plan.after.hpLoss)}` + (plan.before ? ` (before: ${pct(plan.before.death)})` : '') + `; ${plan.tried} packages tried in ${plan.work} simulated actions.` : '';
  if (plan.kind === 'pass') return `${who} passes on zone ${zone}: ${plan.reason}.${odds}`;
  const cost = planCost(plan);
  const verb = plan.kind !== 'final' ? `stocks zone ${zone}` : cost === 0 ? 'buys nothing for the Final Zone' : cost < plan.allowance ? 'stocks the Final Zone' : 'goes all in on the Final Zone';
  return `${who} ${verb}${parts.length > 0 ? ` with ${parts.join(', ')}` : ''} (${cost} of ${plan.allowance} tokens): ${plan.reason}.${odds}`;
}

/** Every Opposition player stocks the zone in turn, from the Opposition's own stream. */
export function stockZone(ctx: Ctx, zone: Zone, z: ZoneState, restock: boolean): void {
  const s = ctx.s;
  // The seed's "every time the Adventurer enters a new Zone".
  if (!restock) regainRanks(ctx);
  const players = s.tokens.opposition;
  if (players.length > 0) {
    const rng = Stream.restore(s.rng.ai);
    const first = Object.keys(s.zones).length % players.length;
    for (let k = 0; k < players.length; k++) {
      const p = players[(first + k) % players.length]!;
      // The simulations draw from a stream of their own, so their number never moves the Opposition's choices.
      const sim = Stream.derive(s.seed, `ai:sim:${p.id}:${zone.id}:${s.turn}`);
      const plan = planZone(s, zone, z, p, restock, rng, sim, freeSquares(zone, z, s.hero).length);
      decided(ctx, p.id, plan.kind, describe(p, plan, zone.id), {
        zone: zone.id,
        allowance: plan.allowance,
        cost: planCost(plan),
        tried: plan.tried,
        work: plan.work,
        before: plan.before && { death: plan.before.death, hpLoss: plan.before.hpLoss },
        after: plan.after && { death: plan.after.death, hpLoss: plan.after.hpLoss },
      });
      if (restock && plan.kind === 'pass') continue;
      record(ctx, zone.id, p.id, carryOut(ctx, rng, zone, z, p, plan));
    }
    s.rng.ai = rng.state();
  }
  announcePuzzles(ctx);
}
