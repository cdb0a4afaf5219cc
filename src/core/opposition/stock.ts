/**
 * The AI's stocking of a zone (RULES.md §5): its seat plans its purchases
 * (decide.ts) and hands them to the engine as the orders of a stocking
 * action, which the engine places, prices from the ladders and seals in
 * the ledger. Every decision, a pass included, is an event.
 */
import { Stream, type RandomSource } from '../../base/rng.js';
import { rankForHd } from '../../base/ranks.js';
import type { OppositionEvent } from '../engine/events.js';
import { key } from '../engine/geometry.js';
import type { SeatView } from '../engine/seat-view.js';
import { playerName } from '../engine/seats.js';
import { ARMOUR_DIE_COST, ILLUMINATION_COST, talentCost } from '../engine/stocking/catalogue.js';
import { freeSquares } from '../engine/stocking/place.js';
import type { OppositionPlayer, Order } from '../engine/types.js';
import { currentZone } from '../engine/zones.js';
import { planCost, planZone, pct, type Plan } from './decide.js';

/**
 * A plan as the orders of a stocking action, in the order the engine
 * carries them out, each trimmed to what the tokens left after the orders
 * before it still pay for (the engine refuses a stocking that costs more
 * than the seat has). Squares are left to the engine: anywhere fitting.
 */
export function ordersOf(plan: Plan, tokens: number): Order[] {
  const out: Order[] = [];
  let left = tokens;
  let boss = false;
  for (const buy of plan.creatures) {
    const each = talentCost(rankForHd(buy.hd));
    const count = Math.min(buy.count, Math.floor(left / each));
    if (count <= 0) continue;
    out.push({ kind: 'creature', category: buy.offer.category, name: buy.offer.row.name, count, hd: buy.hd, ...(buy.boss ? { boss: true } : {}) });
    left -= each * count;
    boss ||= buy.boss;
  }
  for (const f of plan.returning) out.push({ kind: 'returning', creature: f.creature.id });
  if (plan.environ && plan.environ.cost <= left) {
    out.push({ kind: 'environ', name: plan.environ.environ.name, rank: plan.environ.rank });
    left -= plan.environ.cost;
  }
  if (plan.trap && plan.trap.cost <= left) {
    out.push({ kind: 'trap', name: plan.trap.name });
    left -= plan.trap.cost;
  }
  if (plan.darkness && ILLUMINATION_COST <= left) {
    out.push({ kind: 'illumination' });
    left -= ILLUMINATION_COST;
  }
  if (plan.toll && plan.toll.tokens <= left) {
    out.push({ kind: 'puzzle', exit: key(plan.toll.exit.x, plan.toll.exit.y), tokens: plan.toll.tokens });
    left -= plan.toll.tokens;
  }
  if (plan.riddle) out.push({ kind: 'riddle', exit: key(plan.riddle.exit.x, plan.riddle.exit.y), riddle: plan.riddle.riddle });
  const dice = Math.min(plan.armour, Math.floor(left / ARMOUR_DIE_COST));
  if (boss && dice > 0) out.push({ kind: 'armour', dice });
  return out;
}

function describe(view: SeatView, p: OppositionPlayer, plan: Plan, zone: string): string {
  const parts = [
    ...plan.creatures.map((c) => `${c.count} ${c.offer.row.name}${c.hd !== c.offer.hd ? ` raised to HD ${c.hd}` : ` (HD ${c.hd})`}${c.boss ? ` as its boss${plan.armour > 0 ? ` with ${plan.armour} armour dice` : ''}` : ''}`),
    ...plan.returning.map((f) => `the fled ${f.creature.name} back`),
    ...(plan.environ ? [plan.environ.environ.name.toLowerCase()] : []),
    ...(plan.trap ? [plan.trap.name] : []),
    ...(plan.darkness ? ['darkness'] : []),
    ...(plan.toll ? [`a ${plan.toll.tokens}-token toll`] : []),
    ...(plan.riddle ? ['a riddle'] : []),
  ];
  const who = `${playerName(view, p.id)} (${p.difficulty})`;
  const odds = plan.after ? ` Estimated chance of death ${pct(plan.after.death)}, HP lost ${pct(plan.after.hpLoss)}` + (plan.before ? ` (before: ${pct(plan.before.death)})` : '') + `; ${plan.tried} packages tried in ${plan.work} simulated actions.` : '';
  if (plan.kind === 'pass') return `${who} passes on zone ${zone}: ${plan.reason}.${odds}`;
  const cost = planCost(plan);
  const verb = plan.kind !== 'final' ? `stocks zone ${zone}` : cost === 0 ? 'buys nothing for the Final Zone' : cost < plan.allowance ? 'stocks the Final Zone' : 'goes all in on the Final Zone';
  return `${who} ${verb}${parts.length > 0 ? ` with ${parts.join(', ')}` : ''} (${cost} of ${plan.allowance} tokens): ${plan.reason}.${odds}`;
}

/**
 * The AI's stocking for its seat, from the seat's view: its plan (decide.ts)
 * as orders, and the event that says what it chose and why. `rng` is the
 * stream its driver derived for this decision; the simulations draw from
 * one of their own, so their number never moves its choices.
 */
export function aiStocking(view: SeatView, p: OppositionPlayer, restock: boolean, rng: RandomSource, number: number): { orders: Order[]; note: OppositionEvent } {
  const { zone, z } = currentZone(view);
  const sim = Stream.derive(view.seed, `ai:sim:${p.id}:${number}`);
  const plan = planZone(view, zone, z, p, restock, rng, sim, freeSquares(zone, z, view.hero).length);
  const note: OppositionEvent = {
    kind: 'opposition',
    player: p.id,
    decision: plan.kind,
    text: describe(view, p, plan, zone.id),
    data: {
      zone: zone.id,
      allowance: plan.allowance,
      cost: planCost(plan),
      tried: plan.tried,
      work: plan.work,
      before: plan.before && { death: plan.before.death, hpLoss: plan.before.hpLoss },
      after: plan.after && { death: plan.after.death, hpLoss: plan.after.hpLoss },
    },
  };
  return { orders: restock && plan.kind === 'pass' ? [] : ordersOf(plan, p.tokens), note };
}
