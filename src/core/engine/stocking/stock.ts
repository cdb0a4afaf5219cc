/**
 * Stocking a zone as the hero enters it (RULES.md §5), the engine's side:
 * fled creatures regain a rank, then each Opposition seat in turn (the
 * first seat moves round from zone to zone, so no player always chooses
 * first) is asked what it buys. Its orders are priced here from the
 * ladders, placed (on the squares named, or anywhere fitting, from the
 * Opposition's stream), paid for and sealed in the ledger. Who chooses, a
 * person or the AI, is nothing to the engine.
 */
import type { Zone } from '../../../procgen/types.js';
import { RIDDLES } from '../../../data/athack/riddles.js';
import { Stream, type RandomSource } from '../../../base/rng.js';
import { rankForHd } from '../../../base/ranks.js';
import type { Ctx } from '../context.js';
import { openDecision } from '../decisions.js';
import { key } from '../geometry.js';
import { Refusal } from '../refusal.js';
import { oppositionSeat, playerName } from '../seats.js';
import type { CreatureState, Decision, GameState, OppositionPlayer, Order, Purchase, ZoneState } from '../types.js';
import { aOrAn, capitalised, counted } from '../../../base/words.js';
import { ARMOUR_DIE_COST, CREATURE_OFFERS, ENVIRON_OFFERS, ILLUMINATION_COST, MAX_PUZZLE_TOKENS, priceOf, puzzleCost, RIDDLE_COST, talentCost, TRAP_OFFERS, type CreatureOffer } from './catalogue.js';
import { regainRanks } from './fled.js';
import { record } from './ledger.js';
import { freeSquares, placeCreatures, takeSquare, type Square } from './place.js';

/** The most creatures one order places: more than any zone has room for away from its doors. */
const MAX_COUNT = 40;
/** The most Hit Dice a bought creature is raised to. */
const MAX_HD = 40;

/** The zone is entered: fled creatures heal, and the Opposition's seats are asked to stock it in this zone's order. False when there is no Opposition. */
export function openStocking(ctx: Ctx, zone: Zone, restock: boolean): boolean {
  const s = ctx.s;
  // The seed's "every time the Adventurer enters a new Zone".
  if (!restock) regainRanks(ctx);
  const players = s.tokens.opposition;
  if (players.length === 0) return false;
  const first = Object.keys(s.zones).length % players.length;
  const order = players.map((_, k) => players[(first + k) % players.length]!.id);
  openDecision(ctx, { kind: 'stock', owners: [oppositionSeat(order[0]!)], zone: zone.id, restock, next: order.slice(1) });
  return true;
}

const isInt = (n: unknown, lo: number, hi: number): n is number => typeof n === 'number' && Number.isInteger(n) && n >= lo && n <= hi;

export function offerFor(o: Extract<Order, { kind: 'creature' }>): CreatureOffer {
  const offer = CREATURE_OFFERS.find((c) => c.row.name === o.name && c.category === o.category);
  if (!offer) throw new Refusal(`"${String(o.name)}" is no creature on sale.`);
  if (!isInt(o.hd, offer.hd, MAX_HD)) throw new Refusal(`${capitalised(aOrAn(offer.row.name))} has ${offer.hd} HD and may be raised to ${MAX_HD}, not ${String(o.hd)}.`);
  if (!isInt(o.count, 1, MAX_COUNT)) throw new Refusal(`Buy 1 to ${MAX_COUNT} of a creature, not ${String(o.count)}.`);
  return offer;
}

/** The ladder price of an order, or a refusal saying what is wrong with it. */
export function orderPrice(s: GameState, p: OppositionPlayer, zone: Zone, o: Order): number {
  if (typeof o !== 'object' || o === null) throw new Refusal('Each thing bought is an order with a kind.');
  const exits = new Set(zone.exits.map((e) => key(e.x, e.y)));
  switch (o.kind) {
    case 'creature':
      offerFor(o);
      return talentCost(rankForHd(o.hd)) * o.count;
    case 'returning':
      if (!(p.fled ?? []).some((f) => f.creature.id === o.creature)) throw new Refusal(`${playerName(s, p.id)} has no fled creature ${String(o.creature)} to send back.`);
      return 0;
    case 'environ': {
      const offer = ENVIRON_OFFERS.find((e) => e.environ.name === o.name && e.rank === o.rank);
      if (!offer) throw new Refusal(`"${String(o.name)}" at d${String(o.rank)} is no environ on sale.`);
      return offer.cost;
    }
    case 'trap': {
      const offer = TRAP_OFFERS.find((t) => t.name === o.name);
      if (!offer) throw new Refusal(`"${String(o.name)}" is no trap on sale.`);
      return offer.cost;
    }
    case 'illumination':
      return ILLUMINATION_COST;
    case 'puzzle':
      if (!exits.has(o.exit)) throw new Refusal(`${String(o.exit)} is not an exit of zone ${zone.id}.`);
      if (!isInt(o.tokens, 1, MAX_PUZZLE_TOKENS)) throw new Refusal(`A simple puzzle asks 1 to ${MAX_PUZZLE_TOKENS} tokens, not ${String(o.tokens)}.`);
      return puzzleCost(o.tokens);
    case 'riddle':
      if (!exits.has(o.exit)) throw new Refusal(`${String(o.exit)} is not an exit of zone ${zone.id}.`);
      if (!RIDDLES.rows.some((r) => r.name === o.riddle)) throw new Refusal(`"${String(o.riddle)}" is no riddle of the bank.`);
      return RIDDLE_COST;
    case 'armour':
      if (!isInt(o.dice, 1, 20)) throw new Refusal(`Buy 1 to 20 armour dice, not ${String(o.dice)}.`);
      return ARMOUR_DIE_COST * o.dice;
    default:
      throw new Refusal(`"${String((o as { kind?: unknown }).kind)}" is nothing the Opposition can buy.`);
  }
}

/** A square named by an order, which must be free floor away from the doors; none named: anywhere fitting. */
function square(free: Square[], rng: RandomSource, wanted: Square | undefined): Square | undefined {
  if (wanted === undefined) return takeSquare(free, rng);
  const k = free.findIndex((q) => q.x === wanted?.x && q.y === wanted?.y);
  if (k < 0) throw new Refusal(`${String(wanted?.x)},${String(wanted?.y)} is no free floor at least 3 from every door.`);
  return free.splice(k, 1)[0];
}

/** A purchase is paid only at its exact ladder price, and only from tokens the player has. */
function pay(p: OppositionPlayer, purchase: Purchase, purchases: Purchase[]): boolean {
  if (purchase.cost !== priceOf(purchase)) throw new Error(`${purchase.kind} priced ${purchase.cost}, the ladders say ${priceOf(purchase)}`);
  if (purchase.cost > p.tokens) return false;
  p.tokens -= purchase.cost;
  p.spent += purchase.cost;
  purchases.push(purchase);
  return true;
}

/**
 * Carries out a seat's orders in the order given: places what it bought
 * and returns the purchases for the ledger. Refused whole, the state as it
 * was, if any order is not for sale or they cost more than the seat has;
 * an order with no room left, or for what the zone already has, is not paid.
 */
export function carryOut(ctx: Ctx, zone: Zone, z: ZoneState, p: OppositionPlayer, orders: unknown): Purchase[] {
  const s = ctx.s;
  if (!Array.isArray(orders)) throw new Refusal('A stocking is a list of things to buy (an empty one passes).');
  const total = (orders as Order[]).reduce((sum, o) => sum + orderPrice(s, p, zone, o), 0);
  if (total > p.tokens) throw new Refusal(`That costs ${counted(total, 'token')}; ${playerName(s, p.id, false)} has ${p.tokens}.`);
  const rng = Stream.restore(s.rng.ai);
  const purchases: Purchase[] = [];
  // Worked out when an order first needs a square: nothing bought before it moves what stands in the zone, and many stockings place nothing.
  let free: Square[] | undefined;
  const squares = () => (free ??= freeSquares(zone, z, s.hero));
  const group = () => Math.max(0, zone.creatures.length, ...z.creatures.map((c) => c.group)) + 1;
  let boss: CreatureState | undefined;
  for (const o of orders as Order[]) {
    switch (o.kind) {
      case 'creature': {
        const offer = offerFor(o);
        const each = talentCost(rankForHd(o.hd));
        const at: Square[] = [];
        for (let k = 0; k < o.count; k++) {
          const q = square(squares(), rng, o.squares?.[k]);
          if (q) at.push(q);
        }
        const placed = placeCreatures(ctx, rng, at, offer, at.length, o.hd - offer.hd, group(), p.id, each);
        if (placed.length === 0) break;
        if (o.boss) {
          for (const c of placed) c.name = `${c.name}, Lord of the Deep`;
          boss = placed[0];
        }
        z.creatures.push(...placed);
        pay(p, { kind: 'creature', name: placed[0]!.name, category: offer.category, count: placed.length, hd: o.hd, rank: rankForHd(o.hd), cost: each * placed.length }, purchases);
        break;
      }
      case 'returning': {
        const f = (p.fled ?? []).find((x) => x.creature.id === o.creature)!;
        const at = square(squares(), rng, o.square);
        if (!at) break;
        const c = { ...f.creature, ...at, group: group(), attitude: 'hostile' as const, aware: false, conditions: [], spellUsed: false, delay: 1 / Math.max(1, f.creature.speed) };
        z.creatures.push(c);
        p.fled = (p.fled ?? []).filter((x) => x.creature.id !== o.creature);
        pay(p, { kind: 'returning', name: c.name, hd: c.hd, rank: rankForHd(c.hd), cost: 0 }, purchases);
        break;
      }
      case 'environ':
        if (!z.environ && pay(p, { kind: 'environ', name: o.name, rank: o.rank, cost: talentCost(o.rank) }, purchases)) z.environ = { name: o.name, die: o.rank, owner: p.id };
        break;
      case 'trap': {
        const t = TRAP_OFFERS.find((x) => x.name === o.name)!;
        const at = square(squares(), rng, o.square);
        if (at && pay(p, { kind: 'trap', name: t.name, rank: t.rank, triggers: t.triggers, cost: t.cost }, purchases)) z.traps.push({ x: at.x, y: at.y, name: t.name, found: false, disarmed: false, owner: p.id });
        break;
      }
      case 'illumination':
        // Its cost comes once every seat has stocked, after the Adventurer has had the chance to object (enter.ts).
        if (!z.needsLight && pay(p, { kind: 'illumination', cost: ILLUMINATION_COST }, purchases)) {
          z.needsLight = true;
          if (s.decision?.kind === 'stock') s.decision.lit = p.id;
        }
        break;
      case 'puzzle':
        if (!z.puzzles[o.exit] && pay(p, { kind: 'puzzle', exit: o.exit, tokens: o.tokens, cost: puzzleCost(o.tokens) }, purchases)) z.puzzles[o.exit] = { kind: 'simple', tokens: o.tokens };
        break;
      case 'riddle':
        if (!z.puzzles[o.exit] && pay(p, { kind: 'riddle', exit: o.exit, riddle: o.riddle, cost: RIDDLE_COST }, purchases)) z.puzzles[o.exit] = { kind: 'riddle', riddle: o.riddle };
        break;
      case 'armour':
        // Armour dice go on the boss bought with them: none placed, none paid for.
        if (boss && pay(p, { kind: 'armour', name: boss.name, dice: o.dice, cost: o.dice * ARMOUR_DIE_COST }, purchases)) {
          boss.armour = (boss.armour ?? 0) + o.dice;
          // The seed refunds half of what was spent on "the monster's Traits and Gear": its armour dice are part of its price.
          boss.tokens += o.dice * ARMOUR_DIE_COST;
        }
        break;
    }
  }
  if (z.creatures.some((c) => c.attitude === 'hostile')) z.cleared = false;
  s.rng.ai = rng.state();
  return purchases;
}

/**
 * A seat's stocking: carried out and sealed in the ledger (a restock that
 * buys nothing leaves no entry), then the next seat is asked. The finished
 * decision when every seat has stocked the zone (`lit`: who bought the
 * Illumination requirement), else null.
 */
export function stockFrom(ctx: Ctx, zone: Zone, z: ZoneState, p: OppositionPlayer, orders: unknown): Extract<Decision, { kind: 'stock' }> | null {
  const s = ctx.s;
  const d = s.decision;
  if (d?.kind !== 'stock') throw new Refusal('Nothing like that is being asked.');
  const purchases = carryOut(ctx, zone, z, p, orders);
  if (!(d.restock && purchases.length === 0 && (orders as Order[]).length === 0)) record(ctx, zone.id, p.id, purchases);
  const [next, ...rest] = d.next;
  if (next === undefined) {
    s.decision = null;
    return d;
  }
  d.owners = [oppositionSeat(next)];
  d.next = rest;
  return null;
}
