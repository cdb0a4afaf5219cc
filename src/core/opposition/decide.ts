/**
 * One AI player's decision for the zone the hero is entering
 * (docs/architecture.md rule 11): it lists what it could buy, tries each
 * package against the hero as they stand with the threat model
 * (threat.ts, the engine's own test shapes), within an explicit budget of
 * simulated actions, and keeps the package its difficulty likes best:
 *
 * - easy and fair: the most harm (HP the hero is expected to lose) whose
 *   chance of killing stays under the difficulty's cap (1%, 25%), and for
 *   easy whose chance of leaving the hero at the brink (dead, or at a
 *   quarter of its HP or less) stays under 10%;
 * - hard: the best chance that its own obstacles make the kill; once the
 *   zone with a package kills as often as its "likely deadly" (50%), the
 *   least deadly such (nothing, where the zone already does), on top of
 *   its fled creatures, which come back first.
 *
 * It spends no more than the pacing allows (pacing.ts); it passes on a
 * zone another player has already stocked heavily, and buys nothing there
 * that would help that player (darkness, an environ, a trap), hoping the
 * hero lives to meet its own; easy and fair pass where the zone is already
 * as dangerous as they want. Its fled creatures come back when they fit.
 * The Final Zone is built step by step: a boss raised in HD, an environ, a
 * retinue, and when the room runs out first, the retinue raised and the
 * boss armoured. Each difficulty takes at each step the most that keeps the
 * zone's chance of death under its Final Zone cap (12%, 30%, 45%), and
 * keeps the rest.
 *
 * Pure: it reads the state, draws from the streams it is given, and
 * returns a plan; stock.ts carries it out.
 */
import type { Exit, Zone } from '../../procgen/types.js';
import type { Environ } from '../../data/athack/schema.js';
import { Stream, randomInt, type RandomSource, type StreamState } from '../../base/rng.js';
import { rankForHd } from '../../base/ranks.js';
import { RIDDLES } from '../../data/athack/riddles.js';
import { TRAPS } from '../../data/roguelike/traps.js';
import type { FledCreature, GameState, OppositionPlayer, ZoneState } from '../engine/types.js';
import { key } from '../engine/geometry.js';
import {
  ARMOUR_DIE_COST,
  CREATURE_OFFERS,
  ENVIRON_OFFERS,
  ILLUMINATION_COST,
  MAX_PUZZLE_TOKENS,
  TRAP_OFFERS,
  raiseByRanks,
  talentCost,
  type CreatureOffer,
  type EnvironOffer,
  type TrapOffer,
} from '../engine/stocking/catalogue.js';
import { profileFor, type Profile } from './difficulty.js';
import { darknessBites, fledFoe, offerFoe, zoneEnviron, zoneFoes } from './foes.js';
import { buyGroup, buyHd, environAt } from './depth.js';
import { allowance, QUEST_STAKE } from './pacing.js';
import { questZone } from '../engine/home/quest.js';
import { HeroModel, estimate, type Budget, type FoeSpec, type Setting, type Threat } from './threat.js';

/** Simulated actions the Opposition may spend on one zone (about 10 ms on this machine), shared among its players. */
export const DECISION_BUDGET = 40_000;
/** Each player gets at least this many, however many players there are. */
export const PLAYER_BUDGET_MIN = 12_000;

/** The budget of one player's decision when `players` decide on the same zone. */
export const playerBudget = (players: number) => Math.max(PLAYER_BUDGET_MIN, Math.floor(DECISION_BUDGET / Math.max(1, players)));
/** Trials per candidate while screening, and for the few best and the extras weighed on top of them. */
export const SCREEN_TRIALS = 24;
export const FINAL_TRIALS = 64;
/** Screened packages measured again before one is chosen. */
export const SHORTLIST = 3;
/** Distinct creatures of Appendix A it looks at per decision. */
export const OFFERS_LOOKED_AT = 8;
/** The most creatures of one kind it places in a zone. */
export const MAX_GROUP = 6;
/** Most HD a boss is raised by: past d20 a rank costs nothing more, so the ladder alone would not stop it. */
export const BOSS_EXTRA_HD = 5;
/** Most armour dice the Final Zone's boss is given: each one ignores a blow, so past a few they make it unkillable rather than strong. */
export const BOSS_ARMOUR = 4;
/** Most groups in a Final Zone's retinue: past them, a big budget raises the retinue rather than flooding a big zone. */
export const RETINUE_GROUPS = 12;
/**
 * The Final Zone's decision may spend this many times an ordinary zone's
 * simulations: it comes once a game, and under a cap each of its steps is
 * measured before it is bought.
 */
export const FINAL_BUDGET_SCALE = 3;
/**
 * Trials of each measure in the Final Zone. Under a cap the package kept is
 * the deadliest its measure lets through, so that measure's luck goes into
 * it: on 64 trials the packages chosen for bot heroes, measured again on
 * 2000, came out above the cap on average; on 128, under it.
 */
export const FINAL_ZONE_TRIALS = 128;

export interface CreatureBuy {
  offer: CreatureOffer;
  /** HD after raises (the offer's own HD when not raised). */
  hd: number;
  count: number;
  /** Talent price of the final rank, per creature, times the count. */
  cost: number;
  boss: boolean;
}

export interface Plan {
  player: number;
  kind: 'stock' | 'pass' | 'final';
  reason: string;
  allowance: number;
  creatures: CreatureBuy[];
  returning: FledCreature[];
  environ: EnvironOffer | null;
  trap: TrapOffer | null;
  darkness: boolean;
  toll: { exit: Exit; tokens: number } | null;
  riddle: { exit: Exit; riddle: string } | null;
  /** Armour dice for its boss (the Final Zone alone). */
  armour: number;
  /** The zone's danger before and with the plan, as estimated. */
  before: Threat | null;
  after: Threat | null;
  /** Packages tried and simulated actions spent. */
  tried: number;
  work: number;
}

interface Package {
  creatures: CreatureBuy[];
  returning: FledCreature[];
  environ: EnvironOffer | null;
  trap: TrapOffer | null;
  darkness: boolean;
  /** Armour dice on its boss. */
  armour: number;
}

const EMPTY: Package = { creatures: [], returning: [], environ: null, trap: null, darkness: false, armour: 0 };

const packageCost = (p: Package) =>
  p.creatures.reduce((n, c) => n + c.cost, 0) + (p.environ?.cost ?? 0) + (p.trap?.cost ?? 0) + (p.darkness ? ILLUMINATION_COST : 0) + p.armour * ARMOUR_DIE_COST;

export const planCost = (p: Plan) => packageCost(p) + (p.toll?.tokens ?? 0);

interface Scored {
  pkg: Package;
  threat: Threat;
  cost: number;
  /** Chance its own obstacles kill the hero. */
  own: number;
}

function shuffle<T>(rng: RandomSource, xs: T[]): T[] {
  for (let i = xs.length - 1; i > 0; i--) {
    const j = randomInt(rng, 0, i);
    [xs[i], xs[j]] = [xs[j]!, xs[i]!];
  }
  return xs;
}

/**
 * The decision context: the hero, the zone, the player, the streams and the
 * budget. Every package is played against the same random numbers (common
 * random numbers: the simulation stream restarts from one state for each),
 * so packages differ by what they are, not by luck; the shortlist is
 * measured again on a second run of numbers, so the winner of the first is
 * not flattered by it.
 */
class Trial {
  readonly budget: Budget;
  tried = 0;
  private readonly models = new Map<string, HeroModel>();
  private readonly screen: StreamState;
  private readonly measure: StreamState;
  /** What the zone already is, whatever the package: dark, and its environ. */
  private readonly dark: boolean;
  private readonly environ: Environ | null;

  constructor(
    readonly s: GameState,
    readonly z: ZoneState,
    readonly p: OppositionPlayer,
    readonly profile: Profile,
    readonly base: FoeSpec[],
    sim: Stream,
    readonly allotted: number,
    /** Trials of a measure (`score(pkg, true)`). */
    readonly measureTrials = FINAL_TRIALS,
  ) {
    this.budget = { left: allotted };
    this.screen = sim.state();
    for (let k = 0; k < 7; k++) sim.next();
    this.measure = sim.state();
    this.dark = z.needsLight && darknessBites(s);
    this.environ = zoneEnviron(z);
  }

  model(pkg: Package): HeroModel {
    const dark = pkg.darkness || this.dark;
    const environ = pkg.environ?.environ ?? this.environ;
    const k = `${dark}:${environ?.name ?? ''}:${pkg.trap?.name ?? ''}`;
    let m = this.models.get(k);
    if (!m) {
      const setting: Setting = { dark, environ, trap: pkg.trap?.name ?? null };
      m = new HeroModel(this.s, setting);
      this.models.set(k, m);
    }
    return m;
  }

  /** The zone's foes and the package's; a group shares one spec, as the model keeps each fighter's state apart from it. */
  foes(pkg: Package): FoeSpec[] {
    const out = [...this.base];
    for (const c of pkg.creatures) {
      const foe = c.boss && pkg.armour > 0 ? { ...offerFoe(c.offer, c.hd, this.p.id), armour: pkg.armour } : offerFoe(c.offer, c.hd, this.p.id);
      for (let k = 0; k < c.count; k++) out.push(foe);
    }
    for (const f of pkg.returning) out.push(fledFoe(f));
    return out;
  }

  /** Screening (`final` false) or measuring (`final` true) a package. */
  score(pkg: Package, final = false): Scored {
    const rng = Stream.restore(final ? this.measure : this.screen);
    const threat = estimate(this.model(pkg), this.foes(pkg), final ? this.measureTrials : SCREEN_TRIALS, rng, this.budget);
    this.tried++;
    const mine = threat.killers[String(this.p.id)] ?? 0;
    const extras = (pkg.environ ? (threat.killers['environ'] ?? 0) : 0) + (pkg.trap ? (threat.killers['trap'] ?? 0) : 0);
    return { pkg, threat, cost: packageCost(pkg), own: (mine + extras) / threat.trials };
  }

  best(xs: Scored[]): Scored {
    return xs.reduce((a, b) => (this.better(b, a) ? b : a));
  }

  /** Is `a` better than `b` for this difficulty? */
  better(a: Scored, b: Scored): boolean {
    const { maxDeath, enoughDeath } = this.profile;
    if (maxDeath < 1) {
      const fa = this.fits(a);
      const fb = this.fits(b);
      if (fa !== fb) return fa;
      if (!fa) return a.threat.death < b.threat.death;
      if (Math.abs(a.threat.hpLoss - b.threat.hpLoss) > 0.02) return a.threat.hpLoss > b.threat.hpLoss;
      return a.cost < b.cost;
    }
    // Enough is the zone's whole chance of death, so a weak hero in a zone already deadly gets no more.
    const ea = a.threat.death >= enoughDeath;
    const eb = b.threat.death >= enoughDeath;
    // Of packages enough to kill, the least deadly: the cheapest such was often far past enough (a Wizard's zones aimed at 11% came out at 38%).
    if (ea && eb) return Math.abs(a.threat.death - b.threat.death) > 0.02 ? a.threat.death < b.threat.death : a.cost < b.cost;
    if (ea !== eb) return ea;
    if (Math.abs(a.own - b.own) > 0.02) return a.own > b.own;
    if (Math.abs(a.threat.hpLoss - b.threat.hpLoss) > 0.02) return a.threat.hpLoss > b.threat.hpLoss;
    return a.cost < b.cost;
  }

  /** Under the caps of easy and fair: death, and the brink. */
  fits(x: Scored): boolean {
    return x.threat.death <= this.profile.maxDeath && x.threat.brink <= this.profile.maxBrink;
  }

  /** Past the caps (easy, fair) or already enough (hard): no point in trying more of the same. */
  saturated(x: Scored): boolean {
    return this.profile.maxDeath < 1 ? !this.fits(x) : x.threat.death >= this.profile.enoughDeath;
  }
}

/** Creature options within `tokens` and the depth's ceiling `maxHd`: the offer at its HD, raised free to the top of its rank, and one rank up. */
function creatureOptions(rng: RandomSource, s: GameState, profile: Profile, tokens: number, maxHd: number): { offer: CreatureOffer; hd: number; each: number }[] {
  const level = s.hero.level;
  const lo = Math.max(1, level - profile.hdBelow);
  const hi = level + profile.hdAbove;
  const affordable = CREATURE_OFFERS.filter((o) => o.cost <= tokens && o.hd <= maxHd);
  let near = affordable.filter((o) => o.hd >= lo && o.hd <= hi);
  if (near.length === 0) near = [...affordable].sort((a, b) => Math.abs(a.hd - level) - Math.abs(b.hd - level)).slice(0, OFFERS_LOOKED_AT);
  const chosen = shuffle(rng, [...near]).slice(0, OFFERS_LOOKED_AT);
  const out: { offer: CreatureOffer; hd: number; each: number }[] = [];
  for (const offer of chosen) {
    const hds = new Set([offer.hd]);
    let top = offer.hd;
    while (rankForHd(top + 1) === rankForHd(offer.hd) && rankForHd(offer.hd) < 20) top++;
    hds.add(top);
    hds.add(raiseByRanks(offer.hd, 1));
    for (const hd of hds) {
      const each = talentCost(rankForHd(hd));
      if (each <= tokens && hd <= Math.min(hi + 1, maxHd)) out.push({ offer, hd, each });
    }
  }
  return out;
}

/** Door exits where a puzzle may go: not the one the hero stands in (the way back is never barred), none already puzzled. */
function puzzleDoors(zone: Zone, z: ZoneState, s: GameState): Exit[] {
  return zone.exits.filter((e) => e.kind === 'door' && !(e.x === s.hero.x && e.y === s.hero.y) && !z.puzzles[key(e.x, e.y)]);
}

function usedRiddles(s: GameState): Set<string> {
  const used = new Set<string>();
  for (const entry of s.ledger) for (const p of entry.purchases) if (p.kind === 'riddle') used.add(p.riddle);
  for (const z of Object.values(s.zones)) for (const p of Object.values(z.puzzles)) if (p.kind === 'riddle') used.add(p.riddle);
  return used;
}

function emptyPlan(p: OppositionPlayer, kind: Plan['kind'], reason: string, allow: number): Plan {
  return { player: p.id, kind, reason, allowance: allow, creatures: [], returning: [], environ: null, trap: null, darkness: false, toll: null, riddle: null, armour: 0, before: null, after: null, tried: 0, work: 0 };
}

/**
 * Once the room is full, what is left raises the retinue rank by rank, each
 * raise at the difference of ranks (RULES.md §5), the cheapest first, up to
 * d20 and always below the boss's HD, so the boss stays the strongest.
 * Where a whole group cannot be raised, the part it can afford becomes a
 * group of its own. Returns the tokens left and the price of the next
 * raise still on the ladder (null when none is).
 */
function raiseRetinue(creatures: CreatureBuy[], bossHd: number, tokens: number): { tokens: number; next: number | null } {
  for (;;) {
    let pick: { buy: CreatureBuy; hd: number; price: number } | null = null;
    for (const buy of creatures) {
      if (buy.boss || rankForHd(buy.hd) === 20) continue;
      const hd = raiseByRanks(buy.hd, 1);
      if (hd >= bossHd) continue;
      const price = talentCost(rankForHd(hd)) - talentCost(rankForHd(buy.hd));
      if (!pick || price < pick.price) pick = { buy, hd, price };
    }
    if (!pick) return { tokens, next: null };
    const n = Math.min(pick.buy.count, Math.floor(tokens / pick.price));
    if (n === 0) return { tokens, next: pick.price };
    const each = talentCost(rankForHd(pick.hd));
    if (n < pick.buy.count) {
      pick.buy.count -= n;
      pick.buy.cost = talentCost(rankForHd(pick.buy.hd)) * pick.buy.count;
      creatures.splice(creatures.indexOf(pick.buy), 0, { offer: pick.buy.offer, hd: pick.hd, count: n, cost: each * n, boss: false });
    } else {
      pick.buy.hd = pick.hd;
      pick.buy.cost = each * n;
    }
    tokens -= pick.price * n;
  }
}

/**
 * The Final Zone (RULES.md §5; the seed: "it is traditional for one of
 * those to be some kind of final boss monster"), built a step at a time:
 * the boss, every fled creature back, the dearest environ, darkness when
 * it bites, a retinue group after group below the boss's HD, and, when the
 * room runs out, the retinue raised and the boss armoured. Every difficulty
 * aims it as it aims its zones: at each step it takes the most that keeps
 * the simulated chance of death (the zone as stocked so far, other
 * players' creatures included) under its Final Zone cap, so the boss is the
 * strongest creature that fits and the rest is what fits beside it. Hard's
 * strongest creature its whole hoard could buy left no hero alive. Whatever
 * is kept, the reason says how much and why; hard spends it on objections
 * there (bids.ts).
 */
function finalPlan(t: Trial, rng: RandomSource, freeSquares: number): Plan {
  const { s, p, z, profile } = t;
  let tokens = p.tokens;
  let squares = freeSquares;
  let pkg: Package = EMPTY;
  const before = t.score(EMPTY, true);
  let after = before;
  let overCap = false;
  let unmeasured = false;
  /** `next` measured: kept only under the cap, and only when measured in full (a measure the budget cut short proves nothing). */
  const fits = (next: Package): Scored | null => {
    if (t.budget.left <= 0) {
      unmeasured = true;
      return null;
    }
    const sc = t.score(next, true);
    if (sc.threat.trials < t.measureTrials) unmeasured = true;
    else if (sc.threat.death > profile.maxDeath) overCap = true;
    else return sc;
    return null;
  };
  const buy = (sc: Scored) => {
    tokens -= packageCost(sc.pkg) - packageCost(pkg);
    pkg = sc.pkg;
    after = sc;
  };
  /** Buys `next` if it fits. */
  const take = (next: Package): boolean => {
    const sc = fits(next);
    if (!sc) return false;
    buy(sc);
    return true;
  };
  /** Buys the most of 1…n that fits, found by bisection (more is more harm); 0 when not even one fits. */
  const most = (n: number, make: (k: number) => Package): number => {
    let lo = 0;
    let hi = n;
    let got: Scored | null = null;
    while (lo < hi) {
      const mid = Math.ceil((lo + hi) / 2);
      const sc = fits(make(mid));
      if (sc) [lo, got] = [mid, sc];
      else hi = mid - 1;
    }
    if (got) buy(got);
    return lo;
  };
  // Creature kinds in a random order within each HD, so neither the boss nor the retinue is always the same.
  const order = shuffle(rng, [...CREATURE_OFFERS]).sort((a, b) => b.hd - a.hd);
  // The boss at an HD: a creature of the highest HD below it, raised to it (the tradition's "+ HD").
  const bossOffer = (hd: number) => order.find((o) => o.hd < hd && hd - o.hd <= BOSS_EXTRA_HD) ?? order.find((o) => o.hd === hd);
  let top = 0;
  while (squares > 0 && bossOffer(top + 1) && talentCost(rankForHd(top + 1)) <= tokens) top++;
  const bossHd = most(top, (hd) => ({ ...pkg, creatures: [{ offer: bossOffer(hd)!, hd, count: 1, cost: talentCost(rankForHd(hd)), boss: true }] }));
  if (bossHd > 0) squares--;
  let nextRaise: number | null = null;
  // The boss comes first: when not even the weakest fits, nothing else is bought.
  if (bossHd > 0) {
    if ((p.fled ?? []).length > 0) take({ ...pkg, returning: [...p.fled!] });
    // The dearest environ that fits and that it can afford after keeping a token for darkness, one of each die tried.
    if (!z.environ) {
      const tried = new Set<number>();
      for (const e of [...ENVIRON_OFFERS].sort((a, b) => b.cost - a.cost)) {
        if (e.cost > tokens - 1 || tried.has(e.rank)) continue;
        tried.add(e.rank);
        if (take({ ...pkg, environ: e })) break;
      }
    }
    if (!z.needsLight && tokens >= ILLUMINATION_COST && darknessBites(s)) take({ ...pkg, darkness: true });
    // The retinue, a group at a time: the strongest kind below the boss that it can afford (and that fits), as many as it can (and as fit).
    for (let groups = 0; groups < RETINUE_GROUPS && squares > 0; groups++) {
      const hds = [...new Set(order.filter((o) => o.hd < bossHd && o.cost <= tokens).map((o) => o.hd))].reverse();
      const kind = (k: number) => order.find((o) => o.hd === hds[k - 1])!;
      const strongest = most(hds.length, (k) => ({ ...pkg, creatures: [...pkg.creatures, { offer: kind(k), hd: kind(k).hd, count: 1, cost: kind(k).cost, boss: false }] }));
      if (strongest === 0) break;
      const first = pkg.creatures[pkg.creatures.length - 1]!;
      const more = most(Math.min(MAX_GROUP, Math.floor(tokens / first.cost) + 1, squares) - 1, (k) => ({ ...pkg, creatures: [...pkg.creatures.slice(0, -1), { ...first, count: 1 + k, cost: first.cost * (1 + k) }] }));
      squares -= 1 + more;
    }
    const raised = pkg.creatures.map((c) => ({ ...c }));
    const left = raiseRetinue(raised, bossHd, tokens);
    nextRaise = left.next;
    if (left.tokens < tokens) take({ ...pkg, creatures: raised });
    most(Math.min(BOSS_ARMOUR, Math.floor(tokens / ARMOUR_DIE_COST)), (n) => ({ ...pkg, armour: n }));
  }
  let reason = 'the Final Zone: everything it has';
  if (tokens > 0) {
    const why: string[] = [];
    if (overCap) why.push(`more would make the Final Zone deadlier than ${p.difficulty === 'easy' ? 'an' : 'a'} ${p.difficulty} Opposition plays, at most a ${pct(profile.maxDeath)} chance of death`);
    if (unmeasured) why.push('no simulations left to measure more');
    if (!overCap && !unmeasured) {
      why.push(squares === 0 ? 'no room for more creatures' : `its retinue at ${RETINUE_GROUPS} groups`);
      if (pkg.creatures.length > 1) why.push(nextRaise === null ? 'its retinue raised as far as the ladder goes below its boss' : `the next raise costs ${nextRaise}`);
      if (bossHd > 0) why.push(`its boss at ${BOSS_ARMOUR} armour dice, the most it gives`);
    }
    reason = `the Final Zone: it keeps ${tokens} tokens back (${why.join('; ')})`;
  }
  return { ...emptyPlan(p, 'final', reason, p.tokens), ...pkg, before: before.threat, after: after.threat, tried: t.tried, work: t.allotted - t.budget.left };
}

/** The share of the hero's tokens a toll asks at most: a toll is a price, not a wall. */
export const TOLL_SHARE = 0.5;

/**
 * Puzzles on the zone's exits: a toll the hero must pay (never the way
 * back, never the only way on) out of the allowance left, as much as the
 * hero could pay twice over; a riddle that may pay the hero, at the
 * difficulty's chance.
 */
function puzzles(s: GameState, zone: Zone, z: ZoneState, profile: Profile, rng: RandomSource, budgetLeft: number): Pick<Plan, 'toll' | 'riddle'> {
  let toll: Plan['toll'] = null;
  let riddle: Plan['riddle'] = null;
  const doors = puzzleDoors(zone, z, s);
  const tokens = Math.min(MAX_PUZZLE_TOKENS, budgetLeft, Math.floor(s.tokens.hero * TOLL_SHARE));
  // Never on the only way on: a hero who spent the tokens by the time they reach it could never pass, nor earn more behind it.
  const waysOn = zone.exits.filter((e) => !(e.x === s.hero.x && e.y === s.hero.y)).length;
  if (tokens >= 1 && doors.length > 0 && waysOn >= 2) toll = { exit: doors[randomInt(rng, 0, doors.length - 1)]!, tokens };
  const riddleDoors = doors.filter((e) => e !== toll?.exit);
  if (riddleDoors.length > 0 && randomInt(rng, 1, 100) <= profile.riddle) {
    const used = usedRiddles(s);
    const fresh = RIDDLES.rows.filter((r) => !used.has(r.name));
    const pool = fresh.length > 0 ? fresh : RIDDLES.rows;
    riddle = { exit: riddleDoors[randomInt(rng, 0, riddleDoors.length - 1)]!, riddle: pool[randomInt(rng, 0, pool.length - 1)]!.name };
  }
  return { toll, riddle };
}

/**
 * Plans what player `p` buys for zone `zone` (state `z`) as the hero enters
 * it. `rng` is the Opposition's stream (its choices), `sim` a stream for
 * the simulations alone; `freeSquares` is how many creatures fit; `budget`
 * the simulated actions it may spend.
 */
export function planZone(s: GameState, zone: Zone, z: ZoneState, p: OppositionPlayer, restock: boolean, rng: RandomSource, sim: Stream, freeSquares: number, budget = playerBudget(s.tokens.opposition.length)): Plan {
  const profile = profileFor(p.difficulty, s.hero.className, zone.depth);
  // The Final Zone's package is held to its own cap, with the machinery of an ordinary zone's.
  if (zone.id === s.finalZone) return finalPlan(new Trial(s, z, p, { ...profile, maxDeath: profile.finalDeath, maxBrink: 1 }, zoneFoes(z, p.id), sim, budget * FINAL_BUDGET_SCALE, FINAL_ZONE_TRIALS), rng, freeSquares);
  const t = new Trial(s, z, p, profile, zoneFoes(z, p.id), sim, budget);
  const allow = Math.min(p.tokens, allowance(s, p, profile, questZone(s, zone.id) ? QUEST_STAKE : 1).tokens);
  if (restock && (!z.cleared || randomInt(rng, 1, 100) > profile.restock)) return emptyPlan(p, 'pass', restock && !z.cleared ? 'not cleared: nothing to restock' : 'leaves the cleared zone as it is', allow);
  // Rivals: another player's creatures here already, worth a good part of what it would spend.
  const rivals = z.creatures.filter((c) => c.owner !== undefined && c.owner !== p.id && c.hp > 0 && c.attitude !== 'friendly');
  const rivalTokens = rivals.reduce((n, c) => n + c.tokens, 0);
  if (rivalTokens > 0 && rivalTokens >= profile.rivalShare * Math.max(1, allow)) {
    return emptyPlan(p, 'pass', `another player stocked this zone heavily (${rivalTokens} tokens): it keeps its own for a zone of its own`, allow);
  }
  const before = t.score(EMPTY, true);
  if (profile.maxDeath < 1 && !t.fits(before)) {
    // Deadly enough: no more harm, but a toll still costs the hero tokens rather than life.
    const { toll, riddle } = puzzles(s, zone, z, profile, rng, allow);
    const why = before.threat.death > profile.maxDeath ? `death ${pct(before.threat.death)}` : `at the brink ${pct(before.threat.brink)}`;
    return { ...emptyPlan(p, toll || riddle ? 'stock' : 'pass', `already dangerous enough (${why})`, allow), toll, riddle, before: before.threat, tried: t.tried, work: t.allotted - t.budget.left };
  }
  // Its fled creatures, healed as the hero went on. They cost nothing: hard, which buys only what the kill still needs, places them first and buys on top of them.
  const ready = (p.fled ?? []).filter((f) => f.regained >= 1);
  const first = profile.maxDeath >= 1 && ready.length > 0 ? t.score({ ...EMPTY, returning: ready.slice(0, freeSquares) }, true) : before;
  const room = freeSquares - first.pkg.returning.length;
  // Creatures: each option in growing numbers, stopping where more would only overshoot.
  const screened: Scored[] = [];
  for (const o of creatureOptions(rng, s, profile, allow, buyHd(zone.depth, s.escalation, p.difficulty))) {
    const most = Math.min(MAX_GROUP, buyGroup(zone.depth, s.escalation, p.difficulty), Math.floor(allow / o.each), room);
    for (let count = 1; count <= most && t.budget.left > 0; count++) {
      const sc = t.score({ ...first.pkg, creatures: [{ offer: o.offer, hd: o.hd, count, cost: o.each * count, boss: false }] });
      screened.push(sc);
      if (t.saturated(sc)) break;
    }
    if (t.budget.left <= 0) break;
  }
  // The shortlist, measured again on fresh numbers; the empty package stands if none beats it.
  const shortlist: Scored[] = [];
  const pool = [...screened];
  while (shortlist.length < SHORTLIST && pool.length > 0) {
    const top = t.best(pool);
    pool.splice(pool.indexOf(top), 1);
    shortlist.push(top);
  }
  let best = t.best([first, ...shortlist.map((x) => t.score(x.pkg, true))]);
  let budgetLeft = allow - best.cost;
  const alone = rivals.length === 0;
  const consider = (pkg: Package) => {
    if (t.budget.left <= 0) return;
    const sc = t.score(pkg, true);
    if (t.better(sc, best)) best = sc;
    budgetLeft = allow - best.cost;
  };
  // Easy and fair take their fled creatures back unless they make the package worse for them.
  const placed = best.pkg.creatures.reduce((n, c) => n + c.count, 0);
  if (profile.maxDeath < 1 && ready.length > 0 && freeSquares > placed && t.budget.left > 0) {
    const sc = t.score({ ...best.pkg, returning: ready.slice(0, freeSquares - placed) }, true);
    if (!t.better(best, sc)) best = sc;
  }
  // Extras where the zone is its own, whenever its allowance is not spent: an environ, a trap (a lethal one only on hard), darkness.
  if (alone && budgetLeft > 0 && !z.environ) {
    for (const e of shuffle(rng, ENVIRON_OFFERS.filter((e) => e.cost <= budgetLeft && environAt(e.environ, zone.depth))).slice(0, 3)) consider({ ...best.pkg, environ: e });
  }
  if (alone && budgetLeft > 0) {
    const safe = profile.maxDeath < 1 ? TRAP_OFFERS.filter((tr) => !TRAPS.rows.find((r) => r.name === tr.name)?.lethal) : TRAP_OFFERS;
    for (const tr of shuffle(rng, safe.filter((tr) => tr.cost <= budgetLeft)).slice(0, 2)) consider({ ...best.pkg, trap: tr });
  }
  if (alone && budgetLeft >= ILLUMINATION_COST && !z.needsLight && darknessBites(s)) consider({ ...best.pkg, darkness: true });
  const after = best.threat;
  const { toll, riddle } = puzzles(s, zone, z, profile, rng, budgetLeft);
  const bought = best.pkg !== EMPTY && (best.pkg.creatures.length > 0 || best.pkg.returning.length > 0 || best.pkg.environ || best.pkg.trap || best.pkg.darkness);
  const reason = bought
    ? profile.maxDeath < 1
      ? `the most harm under a ${pct(profile.maxDeath)} chance of death${profile.maxBrink < 1 ? ` and ${pct(profile.maxBrink)} of leaving the hero at the brink` : ''}`
      : after.death >= profile.enoughDeath
        ? 'the least deadly package that makes the zone likely to kill'
        : 'its best chance to make the kill'
    : 'nothing within its pacing fits what it wants';
  return {
    player: p.id,
    kind: bought || toll || riddle ? 'stock' : 'pass',
    reason,
    allowance: allow,
    ...best.pkg,
    toll,
    riddle,
    before: before.threat,
    after,
    tried: t.tried,
    work: t.allotted - t.budget.left,
  };
}

export const pct = (x: number) => `${Math.round(x * 100)}%`;
