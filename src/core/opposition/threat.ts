/**
 * How dangerous a zone would be for the hero as they stand now: the AI
 * plays the fight out many times on its own stream before it buys.
 *
 * Every chance comes from the rules engine: each test is shaped by
 * `shapeTest` (the same function the reducer rolls from) on the real hero,
 * with the zone's darkness and the candidate environ's hindrances laid on
 * a hypothetical copy of the state, so armour the class may not wear,
 * load, curses, darkness and magic all count. Damage is the class's and
 * the creature's own dice; armour dice are broken as the player would
 * (`armourPrompt`, and the bot's rule for `ask`). The fight itself is a
 * quick model of the engine's: the hero's action first, initiative, one
 * blow a turn, creatures acting as often as actors.ts schedules them,
 * Dealer of Death, Shield Bash, criticals on natural 1 and 20, poison,
 * curse, paralysis, spells once per fight, a creature's armour dice, morale
 * at half HP, Out of Action for damage that is not a blow. With the arena's
 * tactics it is calibrated against real arena fights (`arenaFight`,
 * played by the reducer) in tests/opposition/threat.test.ts.
 *
 * Each simulated action costs one unit of the caller's `Budget`; when the
 * budget runs out, the estimate stands on the trials done so far.
 *
 * The model runs thousands of simulated actions per decision, so whatever
 * cannot change within an estimate is worked out once, outside the trials:
 * dice parsed once, each test shaped once per hero model, each foe's
 * numbers once per estimate (`Fight`), and the trials reuse its fighters
 * rather than allocate.
 */
import { parseDice } from '../../base/dice/index.js';
import type { Term } from '../../base/dice/index.js';
import type { RandomSource } from '../../base/rng.js';
import type { Environ } from '../../data/athack/schema.js';
import { TRAPS } from '../../data/roguelike/traps.js';
import { OUT_OF_ACTION } from '../../data/blackhack/combat.js';
import { shapeTest, type Modifier, type TestSpec } from '../engine/context.js';
import { armourLeft, equippedItem, heroDamage, shieldInHand } from '../engine/hero.js';
import { HERO_SPEED } from '../engine/actors.js';
import type { Attr, Condition, GameState } from '../engine/types.js';
import { spare } from './hand.js';
import { combatant, creatureDice, heroDice, resolveAaCombat } from '../engine/aa-combat.js';
import type { Trap } from '../../data/roguelike/schema.js';

/** Work units an estimate may spend: one per simulated action. */
export interface Budget {
  left: number;
}

/** A creature as the model sees it: HD, HP (rolled as HD d8 when not given), damage, riders, speed. */
export interface FoeSpec {
  name: string;
  hd: number;
  hp?: number;
  maxHp?: number;
  damage: string;
  riders: readonly string[];
  speed: number;
  /** The Opposition player who placed it; undefined for the zone's own. */
  owner?: number;
  /** Chance it takes part at all (a native creature that may not be hostile). */
  joins?: number;
  /** Armour dice the Opposition bought it: each ignores one blow, as combat.ts `hurtCreature` does. */
  armour?: number;
}

/** What the zone does to the hero besides its creatures. */
export interface Setting {
  dark: boolean;
  environ: Environ | null;
  /** A trap's row name in the Roguelike traps table. */
  trap: string | null;
}

export interface Threat {
  /** Share of trials the hero died in. */
  death: number;
  /** Mean share of the hero's current HP lost (a death counts as all of it). */
  hpLoss: number;
  /** Share of trials that left the hero dead or at the brink: a quarter of its current HP or less. */
  brink: number;
  trials: number;
  /** Deaths by whose hand: a player's id, `native`, `environ` or `trap`. */
  killers: Record<string, number>;
}

/** Chance a hidden trap somewhere in the zone is walked on: the hero crosses a good part of a zone, rarely every square. */
export const TRAP_TRIGGER = 0.3;
/** At or under this share of the HP it came in with, a hero is at the brink (`Threat.brink`). */
const BRINK = 0.25;
/** Rounds after which a fight is called off (the hero walks away or the foes do). */
const MAX_ROUNDS = 40;

interface Compiled {
  terms: { count: number; sides: number; sign: number; mult: number; value: number }[];
}

const compiled = new Map<string, Compiled>();
function compile(expr: string): Compiled {
  let c = compiled.get(expr);
  if (!c) {
    c = { terms: parseDice(expr).terms.map((t: Term) => (t.kind === 'constant' ? { count: 0, sides: 0, sign: t.sign, mult: 1, value: t.value } : { count: t.count, sides: t.sides, sign: t.sign, mult: t.multiplier, value: 0 })) };
    compiled.set(expr, c);
  }
  return c;
}

function roll(c: Compiled, rng: RandomSource): number {
  let total = 0;
  for (let i = 0; i < c.terms.length; i++) {
    const t = c.terms[i]!;
    if (t.count === 0) {
      total += t.sign * t.value;
      continue;
    }
    let sum = 0;
    for (let k = 0; k < t.count; k++) sum += 1 + Math.floor(rng.next() * t.sides);
    total += t.sign * sum * t.mult;
  }
  return total;
}

/** Faces of a modifier list: constants summed, each die kept as its sides. */
function modifierParts(mods: readonly Modifier[]): { constant: number; dice: number[] } {
  let constant = 0;
  const dice: number[] = [];
  for (const m of mods) {
    if (typeof m.value === 'number') constant += m.value;
    else for (const t of parseDice(m.value).terms) if (t.kind === 'constant') constant += t.sign * t.value;
    else for (let k = 0; k < t.count; k++) dice.push(t.sides * t.sign);
  }
  return { constant, dice };
}

export interface Odds {
  success: number;
  /** The kept d20 shows 1 (a hit doubles its damage) or 20 (a blow on the hero doubles). */
  one: number;
  twenty: number;
  /** The kept d20 shows 5 or less (a Warrior's Shield Bash on a Defend). */
  low5: number;
}

/** The exact chance of a test shaped by the engine, in floating point: d20 + modifiers under the target, Advantage keeping the lower d20. */
export function oddsOf(s: GameState, spec: TestSpec): Odds {
  const shaped = shapeTest(s, spec);
  const { constant, dice } = modifierParts(shaped.mods);
  // The modifier's distribution: a constant plus a few small dice.
  let dist = new Map<number, number>([[constant, 1]]);
  for (const d of dice) {
    const sides = Math.abs(d);
    const next = new Map<number, number>();
    for (const [v, p] of dist) for (let f = 1; f <= sides; f++) next.set(v + Math.sign(d) * f, (next.get(v + Math.sign(d) * f) ?? 0) + p / sides);
    dist = next;
  }
  let single = 0;
  for (const [m, p] of dist) single += p * Math.min(1, Math.max(0, (shaped.target - m - 1) / 20));
  const edge = shaped.edge;
  const success = edge === 'advantage' ? 1 - (1 - single) ** 2 : edge === 'disadvantage' ? single ** 2 : single;
  const one = edge === 'advantage' ? 1 - (19 / 20) ** 2 : edge === 'disadvantage' ? 1 / 400 : 1 / 20;
  const twenty = edge === 'advantage' ? 1 / 400 : edge === 'disadvantage' ? 1 - (19 / 20) ** 2 : 1 / 20;
  const low5 = edge === 'advantage' ? 1 - (15 / 20) ** 2 : edge === 'disadvantage' ? (5 / 20) ** 2 : 5 / 20;
  return { success, one, twenty, low5 };
}

/**
 * How the hero fights: the bot (and most players) use Dealer of Death as a
 * Warrior; the arena's hero only strikes. A creature that breaks leaves the
 * fight either way: struck as it goes, it keeps running.
 */
export interface Tactics {
  dealer: boolean;
  /**
   * A failed Defend re-rolled with a token (a Stunt) out of what the hero
   * can spare (hand.ts): a model that forgot those tokens took a Warrior
   * with a purse full of them for as frail as one with none, and one that
   * counted all but a refresh took a Level 1 Wizard, whom one failed
   * Defend drops, for one with sixteen re-rolls where the hero has ten.
   */
  stunts: boolean;
}
export const BOT_TACTICS: Tactics = { dealer: true, stunts: true };
export const ARENA_TACTICS: Tactics = { dealer: false, stunts: false };

const ATTR_INDEX: Record<Attr, number> = { STR: 0, DEX: 1, CON: 2, INT: 3, WIS: 4, CHA: 5 };
/** The kinds of test the model caches odds for; a plain test's kind also holds its attribute and Advantage. */
const ATTACK = 0;
const DEAL = 1;
const DEFEND = 2;
const RESIST = 3;
const PLAIN = 4;
type FoeTest = typeof ATTACK | typeof DEAL | typeof DEFEND | typeof RESIST;
/** A test's cache slot: its kind, the creature's HD (HD past 63 share a slot) and the hero's weakness. */
const oddsKey = (kind: number, hd: number, weak: boolean) => (kind * 64 + Math.min(63, hd)) * 2 + (weak ? 1 : 0);
/** Slots for every kind: the plain tests of six attributes, with and without Advantage, come last. */
const ODDS_SLOTS = oddsKey(PLAIN + 12, 0, false);

const OOA_DEATH = OUT_OF_ACTION.rows.filter((r) => r.dead).reduce((n, r) => n + (r.max - r.min + 1), 0) / 6;

/** The hero as the model fights them: chances by creature HD, with and without a curse's weakness. */
export class HeroModel {
  readonly hp: number;
  readonly maxHp: number;
  readonly armour: number;
  readonly level: number;
  readonly warrior: boolean;
  readonly thief: boolean;
  readonly cleric: boolean;
  readonly damage: Compiled;
  readonly breakRule: GameState['options']['armourPrompt'];
  readonly slowed: boolean;
  /** A Warrior holding a shield bashes for Level damage on a Defend roll of 1–5. */
  readonly bash: number;
  /** Failed Defends the hero may re-roll with tokens in one visit (`Tactics.stunts`). */
  readonly stunts: number;
  /** What the hero enters the zone with. */
  readonly weak: boolean;
  readonly poison: number;
  /** The setting's hazards, looked up and parsed once. */
  readonly environDamage: Compiled | null;
  readonly trap: Trap | undefined;
  readonly trapDamage: Compiled | null;
  /**
   * Under `fight=aa-combat` (athack sim only) the hero's Class dice: a fight
   * is then Adventure Algorithms' Combat, played out as aa-fight.ts plays
   * it, not blows against HP. Null under the Black Hack's fights.
   */
  readonly aaDice: number | null;
  /** Odds by `oddsKey`, looked up on every simulated action: a dense array, as one filled sparsely falls back to a slow dictionary. */
  private readonly cache: (Odds | undefined)[] = new Array<Odds | undefined>(ODDS_SLOTS).fill(undefined);
  private readonly states: [GameState, GameState];

  constructor(
    readonly s: GameState,
    readonly setting: Setting,
    readonly tactics: Tactics = BOT_TACTICS,
  ) {
    const hero = s.hero;
    this.hp = hero.hp;
    this.maxHp = hero.maxHp;
    this.armour = armourLeft(hero);
    this.level = hero.level;
    this.warrior = hero.className === 'Warrior';
    this.thief = hero.className === 'Thief';
    this.cleric = hero.className === 'Cleric';
    const weapon = equippedItem(hero, 'weapon');
    const dice = heroDamage(hero, weapon !== undefined);
    this.damage = compile(weapon?.large ? `${dice}+1d4` : dice);
    this.aaDice = s.options.fight === 'aa-combat' ? heroDice(hero.className, hero.level, weapon !== undefined) : null;
    this.breakRule = s.options.armourPrompt;
    this.slowed = setting.environ?.slowed ?? false;
    this.bash = hero.className === 'Warrior' && shieldInHand(hero) ? hero.level : 0;
    this.stunts = tactics.stunts ? Math.max(0, spare(s)) : 0;
    this.weak = hero.conditions.some((c) => c.kind === 'weakened');
    this.poison = hero.conditions.find((c) => c.kind === 'ongoing')?.damage ?? 0;
    this.environDamage = setting.environ?.damage ? compile(setting.environ.damage) : null;
    this.trap = setting.trap ? TRAPS.rows.find((t) => t.name === setting.trap) : undefined;
    this.trapDamage = this.trap?.damage ? compile(this.trap.damage) : null;
    // The state as it would be in this zone: dark if bought so, the environ's hindrances on the hero.
    const extra: Condition[] = setting.environ && setting.environ.disadvantage.length > 0 ? [{ kind: 'disadvantage', attrs: [...setting.environ.disadvantage] as Attr[], minutes: null, source: 'environ' }] : [];
    const zone = s.zone ? s.zones[s.zone] : undefined;
    const zones = zone && setting.dark ? { ...s.zones, [zone.id]: { ...zone, needsLight: true, unlit: zone.unlit || s.consumables.illumination <= 0 } } : s.zones;
    const plain: GameState = { ...s, zones, hero: { ...hero, conditions: [...hero.conditions, ...extra] } };
    const weak: GameState = { ...plain, hero: { ...plain.hero, conditions: [...plain.hero.conditions, { kind: 'weakened', turns: null, source: 'model' }] } };
    this.states = [plain, weak];
  }

  /**
   * Odds are shaped only the first time a test is met: each method below
   * looks its test up and builds the spec only when it is not cached yet.
   */
  private cached(kind: number, hd: number, weak: boolean): Odds | undefined {
    return this.cache[oddsKey(kind, hd, weak)];
  }

  private shape(kind: number, hd: number, weak: boolean, spec: TestSpec): Odds {
    return (this.cache[oddsKey(kind, hd, weak)] = oddsOf(this.states[weak ? 1 : 0], spec));
  }

  private powerful(hd: number): Modifier[] {
    return hd > this.level ? [{ label: 'powerful foe', value: hd - this.level }] : [];
  }

  /** A large weapon's 1d4 (armour the class may not wear is added to every test by the test itself). */
  private gear(): Modifier[] {
    return equippedItem(this.s.hero, 'weapon')?.large ? [{ label: 'large weapon', value: '1d4' }] : [];
  }

  /** A test against a creature of `hd`: ATTACK, DEAL, DEFEND or RESIST. */
  foeTest(kind: FoeTest, hd: number, weak: boolean): Odds {
    return this.cached(kind, hd, weak) ?? this.shape(kind, hd, weak, this.foeSpec(kind, hd));
  }

  private foeSpec(kind: FoeTest, hd: number): TestSpec {
    switch (kind) {
      // The melee attack test (combat.ts `attackSpec`).
      case ATTACK:
        return { label: 'attack', attr: 'STR', mods: [...this.powerful(hd), ...this.gear()] };
      // Dealer of Death's test for one target (abilities.ts).
      case DEAL:
        return { label: 'Dealer of Death', attr: 'STR', mods: [...this.powerful(hd), ...this.gear()] };
      // The Defend test against a creature's blow (combat.ts `creatureAttacks`).
      case DEFEND:
        return { label: 'defend', attr: 'STR', mods: [...this.powerful(hd), ...this.gear()] };
      // Resisting a creature's spell: WIS.
      case RESIST:
        return { label: 'resist', attr: 'WIS', mods: this.powerful(hd) };
    }
  }

  /** A plain test of an attribute; a Cleric shakes off poison and paralysis with Advantage, a Thief dodges traps so. */
  plain(attr: Attr, weak: boolean, advantage = false): Odds {
    const kind = PLAIN + ATTR_INDEX[attr] * 2 + (advantage ? 1 : 0);
    return this.cached(kind, 0, weak) ?? this.shape(kind, 0, weak, { label: attr, attr, advantage });
  }

  /** Would the player break an armour die for this blow? */
  breaks(damage: number, hp: number): boolean {
    if (this.breakRule === 'always') return true;
    if (this.breakRule === 'never') return false;
    return damage >= hp || damage >= Math.max(2, Math.ceil(this.maxHp / 4));
  }

  /** Hit points back after Out of Action (1d4), or death. */
  outOfAction(rng: RandomSource): number {
    return rng.next() < OOA_DEATH ? 0 : 1 + Math.floor(rng.next() * 4);
  }
}

/** A creature in the model's fight: its numbers worked out once per estimate, its state reset each trial. */
class Fighter {
  readonly hd: number;
  readonly damage: Compiled;
  /** Time between its actions: 1/speed, as actors.ts schedules it. */
  readonly step: number;
  readonly casts: boolean;
  readonly poisons: boolean;
  readonly curses: boolean;
  readonly paralyses: boolean;
  /** Whose hand a death by it counts to (`Threat.killers`). */
  readonly key: string;
  hp = 0;
  maxHp = 0;
  delay = 0;
  spell = false;
  halved = false;
  armour = 0;
  /** Its tests' odds by `kind * 2 + weak`, fetched from the hero model the first time they are needed in this estimate. */
  private readonly odds: (Odds | undefined)[] = new Array<Odds | undefined>(8).fill(undefined);

  constructor(readonly spec: FoeSpec) {
    this.hd = spec.hd;
    this.damage = compile(spec.damage);
    this.step = 1 / Math.max(1, spec.speed);
    this.casts = spec.riders.includes('Spell');
    this.poisons = spec.riders.includes('Poison');
    this.curses = spec.riders.includes('Curse');
    this.paralyses = spec.riders.includes('Paralyze');
    this.key = spec.owner === undefined ? 'native' : String(spec.owner);
  }

  /** The odds of a test against it (ATTACK, DEAL, DEFEND or RESIST) for this hero. */
  test(h: HeroModel, kind: FoeTest, weak: boolean): Odds {
    const k = kind * 2 + (weak ? 1 : 0);
    return this.odds[k] ?? (this.odds[k] = h.foeTest(kind, this.hd, weak));
  }

  /** A new trial: does it take part, and with what HP (rolled as HD d8 when not given)? */
  enter(rng: RandomSource): boolean {
    const f = this.spec;
    if (f.joins !== undefined && rng.next() >= f.joins) return false;
    let maxHp = f.maxHp ?? 0;
    if (f.hp === undefined) for (let k = 0; k < f.hd; k++) maxHp += 1 + Math.floor(rng.next() * 8);
    const cur = f.hp ?? maxHp;
    this.hp = cur;
    this.maxHp = Math.max(cur, maxHp);
    this.delay = this.step;
    this.spell = this.casts;
    this.halved = cur * 2 <= maxHp;
    this.armour = f.armour ?? 0;
    return true;
  }
}

/** Damage to a creature (an armour die, while it has one, takes the blow instead); at half HP its morale is tested (d12 at or under its HD holds), and a creature that breaks leaves the fight. */
function hurt(f: Fighter, dmg: number, rng: RandomSource): void {
  if (dmg > 0 && f.armour > 0) {
    f.armour--;
    return;
  }
  f.hp -= dmg;
  if (f.hp > 0 && !f.halved && f.hp * 2 <= f.maxHp) {
    f.halved = true;
    if (1 + Math.floor(rng.next() * 12) > f.hd) f.hp = 0;
  }
}

/** Drops the fallen from the first `count` fighters, keeping the others in order; returns how many are left. */
function removeDown(fighters: Fighter[], count: number): number {
  let n = 0;
  for (let i = 0; i < count; i++) if (fighters[i]!.hp > 0) fighters[n++] = fighters[i]!;
  return n;
}

/**
 * The hero against one set of foes, as every trial of an estimate plays it. The fighters are reused
 * from trial to trial; `live` (those still in the fight) and `hit` (those a Dealer of Death hits) are
 * as long as `all` and filled up to a count kept apart, as growing and cutting an array's length is slow.
 */
interface Fight {
  h: HeroModel;
  all: Fighter[];
  live: Fighter[];
  hit: Fighter[];
  /** Time between the hero's turns. */
  turn: number;
}

function prepare(h: HeroModel, foes: readonly FoeSpec[]): Fight {
  const all = foes.map((f) => new Fighter(f));
  return { h, all, live: [...all], hit: [...all], turn: 1 / (HERO_SPEED * (h.slowed ? 0.5 : 1)) };
}

/** One simulated visit to the zone: returns HP lost (the hero's whole HP on death) and who killed the hero, if anyone did. */
function trial(fight: Fight, rng: RandomSource, budget: Budget): { lost: number; killer: string | null } {
  const h = fight.h;
  let hp = h.hp;
  let armour = h.armour;
  let weak = h.weak;
  let poison = h.poison;
  let paralysed = false;
  let stuck = 0;
  let stunts = h.stunts;
  const environ = h.setting.environ;
  // No simulated action past the budget: a trial it runs out in stands on what was simulated.
  if (environ && budget.left > 0) {
    budget.left--;
    const failed = environ.test === null || rng.next() >= h.plain(environ.test as Attr, weak).success;
    if (failed) {
      if (h.environDamage) hp -= roll(h.environDamage, rng);
      // Downed by something other than a blow: the Out of Action table decides.
      if (hp <= 0 && (hp = h.outOfAction(rng)) <= 0) return { lost: h.hp, killer: 'environ' };
      const c = environ.condition;
      if (c?.kind === 'stuck') stuck = c.turns ?? 1;
      if (c?.kind === 'ongoing' && poison === 0) poison = c.damage ?? 1;
      if (c?.kind === 'weakened') weak = true;
    }
  }
  const trap = h.trap;
  if (trap && budget.left > 0 && rng.next() < TRAP_TRIGGER) {
    budget.left--;
    const spotted = h.thief && 2 + Math.floor(rng.next() * 6) + Math.floor(rng.next() * 6) <= trap.save;
    if (!spotted && rng.next() >= h.plain('DEX', weak, h.thief).success) {
      if (trap.lethal) return { lost: h.hp, killer: 'trap' };
      if (h.trapDamage) hp -= roll(h.trapDamage, rng);
      // Downed by something other than a blow: the Out of Action table decides.
      if (hp <= 0 && (hp = h.outOfAction(rng)) <= 0) return { lost: h.hp, killer: 'trap' };
      if (trap.poisonPerTurn && poison === 0) poison = h.level;
      if (trap.miracle === 'Curse') weak = true;
      // A chute or a teleport carries the hero out of the fight.
      if (trap.moveTo) return { lost: h.hp - hp, killer: null };
    }
  }
  const fighters = fight.live;
  let count = 0;
  for (const f of fight.all) if (f.enter(rng)) fighters[count++] = f;
  if (count === 0) return { lost: h.hp - hp, killer: null };
  if (h.aaDice !== null) return aaTrial(h, fighters, count, hp, rng, budget);
  const turn = fight.turn;
  const heroFirst = rng.next() < h.plain('DEX', weak).success;
  for (let round = 0; round < MAX_ROUNDS && budget.left > 0; round++) {
    // The hero's turn, except at the first Moment when the foes won the initiative: they act first.
    if (round > 0 || heroFirst) {
      budget.left--;
      if (poison > 0) {
        hp -= poison;
        // Downed by something other than a blow: the Out of Action table decides.
        if (hp <= 0 && (hp = h.outOfAction(rng)) <= 0) return { lost: h.hp, killer: 'native' };
      }
      if (paralysed || stuck > 0) {
        if (stuck > 0) stuck--;
      } else if (h.warrior && h.tactics.dealer && (h.level >= 2 || count >= 2)) {
        // Every fighter's test is rolled, in order, before any damage; a fighter downed meanwhile still takes its share.
        const hit = fight.hit;
        let hits = 0;
        for (let i = 0; i < count; i++) if (rng.next() < fighters[i]!.test(h, DEAL, weak).success) hit[hits++] = fighters[i]!;
        for (let d = 0; d < h.level && hits > 0; d++) hurt(hit[d % hits]!, 1 + Math.floor(rng.next() * 6), rng);
      } else {
        let target = fighters[0]!;
        for (let i = 1; i < count; i++) if (fighters[i]!.hp < target.hp) target = fighters[i]!;
        const o = target.test(h, ATTACK, weak);
        const r = rng.next();
        if (r < o.success) hurt(target, roll(h.damage, rng) * (r < Math.min(o.one, o.success) ? 2 : 1), rng);
      }
      count = removeDown(fighters, count);
      if (count === 0) break;
      if (paralysed && rng.next() < h.plain('CON', weak, h.cleric).success) paralysed = false;
      if (poison > 0 && rng.next() < h.plain('CON', weak, h.cleric).success) poison = 0;
    }
    // The creatures' turns, with the arithmetic of actors.ts `runCreatures`: a creature acts while its
    // delay is short of the hero's next turn, 1/speed apart, and keeps the time left past that turn.
    // Foes who won the initiative first take one turn each, whatever their speed (actors.ts `foesActFirst`).
    const first = round === 0 && !heroFirst;
    for (let i = 0; i < count; i++) {
      const f = fighters[i]!;
      let t = first ? turn - f.step : f.delay;
      while (t < turn - 1e-12 && budget.left > 0) {
        t += f.step;
        budget.left--;
        if (f.spell) {
          f.spell = false;
          if (rng.next() >= f.test(h, RESIST, weak).success) hp -= roll(f.damage, rng);
        } else {
          const o = f.test(h, DEFEND, weak);
          const r = rng.next();
          // Shield Bash: a roll of 5 or less, the lowest part of the successes.
          if (h.bash > 0 && r < o.low5) {
            hurt(f, h.bash, rng);
            if (f.hp <= 0) break;
          }
          if (r < o.success) continue;
          if (stunts > 0) {
            stunts--;
            if (rng.next() < o.success) continue;
          }
          let dmg = roll(f.damage, rng);
          if (r >= 1 - o.twenty) dmg *= 2;
          if (armour > 0 && h.breaks(dmg, hp)) {
            armour--;
            continue;
          }
          hp -= dmg;
          if (hp > 0) {
            if (f.poisons && poison === 0) poison = f.hd;
            if (f.curses) weak = true;
            if (f.paralyses) paralysed = true;
          }
        }
        if (hp <= 0) return { lost: h.hp, killer: f.key };
      }
      if (!first) f.delay = Math.max(0, t - turn);
    }
    count = removeDown(fighters, count);
    if (count === 0) break;
  }
  return { lost: Math.min(h.hp, h.hp - hp), killer: null };
}

/**
 * The fight of a trial under `fight=aa-combat`: the hero and every foe that
 * joined settle it at once by the Combat subroutine (aa-fight.ts), one unit
 * of the budget an attack. HP play no part: the hero lives or dies, taken
 * out or caught retreating (by the first foe, as aa-fight.ts names it).
 */
function aaTrial(h: HeroModel, fighters: Fighter[], count: number, hp: number, rng: RandomSource, budget: Budget): { lost: number; killer: string | null } {
  const dice = h.aaDice!;
  const us = combatant(rng, 0, 'hero', 'hero', dice);
  const them = fighters.slice(0, count).map((f, k) => {
    const d = creatureDice(f.hd);
    return combatant(rng, k + 1, f.key, 'foes', d.dice, d.large);
  });
  const r = resolveAaCombat(rng, [us, ...them], dice);
  budget.left -= r.turns;
  if (us.out) return { lost: h.hp, killer: us.outBy! };
  if (r.escaped === false) return { lost: h.hp, killer: them[0]!.name };
  return { lost: h.hp - hp, killer: null };
}

/** `trials` simulated visits to a zone with these foes in this setting (fewer if the budget runs out first, never none). */
export function estimate(h: HeroModel, foes: readonly FoeSpec[], trials: number, rng: RandomSource, budget: Budget): Threat {
  let deaths = 0;
  let lost = 0;
  let brinks = 0;
  let done = 0;
  const killers: Record<string, number> = {};
  const fight = prepare(h, foes);
  while (done < trials && (done === 0 || budget.left > 0)) {
    const t = trial(fight, rng, budget);
    done++;
    lost += h.hp > 0 ? Math.max(0, t.lost) / h.hp : 1;
    if (t.killer || t.lost >= h.hp * (1 - BRINK)) brinks++;
    if (t.killer) {
      deaths++;
      killers[t.killer] = (killers[t.killer] ?? 0) + 1;
    }
  }
  return { death: deaths / done, hpLoss: lost / done, brink: brinks / done, trials: done, killers };
}
