/**
 * Environs (RULES.md §5; the table in src/data/athack/environs.ts): an
 * effect the Opposition bought for a zone, which strikes on every entry.
 * The hero tests the environ's attribute (a Thief and a Cleric with the
 * Advantage their class has against traps); a failure costs its damage (one
 * of its own die) and its hindrance. What holds while the hero stays in
 * the zone (Disadvantage on some tests, half speed) holds whatever the
 * test gave, and ends on leaving: the next zone's entry or the way Home
 * clears it.
 */
import { ENVIRONS } from '../../data/athack/environs.js';
import type { Environ } from '../../data/athack/schema.js';
import type { Ctx } from './context.js';
import { hurtHero } from './combat.js';
import type { Condition, GameState } from './types.js';
import { ENVIRON_SOURCE } from './condition-source.js';
import { andList, counted } from '../../base/words.js';

const SIDES: Record<string, number> = { d4: 4, d6: 6, d8: 8, d10: 10, d12: 12, d20: 20 };

export function environRow(name: string): Environ | undefined {
  return ENVIRONS.rows.find((e) => e.name === name);
}

/** The sides of an environ's die (its rank). */
export function environDie(e: Environ): number {
  return SIDES[e.rank]!;
}

/** The environ of the zone the hero stands in, if any. */
export function currentEnviron(s: GameState): Environ | undefined {
  const z = s.zone ? s.zones[s.zone] : undefined;
  return z?.environ ? environRow(z.environ.name) : undefined;
}

/** The hero's speed is multiplied by this in the zone: ½ where an environ slows movement. */
export function heroSpeedFactor(s: GameState): number {
  return currentEnviron(s)?.slowed ? 0.5 : 1;
}

/** Lifts the hindrances of the zone the hero has left. */
export function liftEnviron(s: GameState): void {
  s.hero.conditions = s.hero.conditions.filter((c) => !(c.kind === 'disadvantage' && c.source.startsWith(ENVIRON_SOURCE)));
}

function failure(ctx: Ctx, e: Environ): void {
  const hero = ctx.s.hero;
  const what = e.name.toLowerCase();
  if (e.damage) hurtHero(ctx, ctx.roll(`${e.name} damage`, e.damage), `the ${what}`);
  if (ctx.s.phase !== 'dungeon' || !e.condition) return;
  const c = e.condition;
  let condition: Condition;
  if (c.kind === 'ongoing') {
    if (hero.conditions.some((x) => x.kind === 'ongoing')) return;
    const owner = ctx.s.zone ? ctx.s.zones[ctx.s.zone]!.environ?.owner : undefined;
    condition = { kind: 'ongoing', damage: c.damage ?? 1, source: `the ${what}`, ...(owner === undefined ? {} : { owner }) };
    ctx.say('damage', `The ${what} poisons you: ${condition.damage} damage each turn until a CON test shakes it off.`);
  } else if (c.kind === 'weakened') {
    if (hero.conditions.some((x) => x.kind === 'weakened')) return;
    condition = { kind: 'weakened', turns: null, source: `the ${what}` };
    ctx.say('damage', `The ${what} leaves you weakened until cured.`);
  } else {
    condition = { kind: c.kind, turns: c.turns, source: `the ${what}` };
    const span = c.turns === null ? '' : ` for ${counted(c.turns, 'turn')}`;
    ctx.say('damage', c.kind === 'stuck' ? `You are stuck fast${span}.` : `You are distracted${span}.`);
  }
  hero.conditions.push(condition);
}

/** Hindrances a Cleric's Divine Fortification resists: poison (ongoing damage), and being impeded (stuck, distracted). */
const FORTIFIED = new Set(['ongoing', 'stuck', 'distracted']);

/**
 * Class Advantage on an environ's test, as on a trap's (the seed makes
 * environs traps that trigger on entering): a Thief's Nimble Expertise on
 * DEX, and a Cleric's Divine Fortification on CON against an environ that
 * poisons or impedes.
 */
function classAdvantage(s: GameState, e: Environ): boolean {
  const cls = s.hero.className;
  if (e.test === 'DEX') return cls === 'Thief';
  return e.test === 'CON' && cls === 'Cleric' && e.condition !== null && FORTIFIED.has(e.condition.kind);
}

/**
 * Entering a zone (every time): the last zone's environ lets go, and this
 * zone's, if it has one, strikes once.
 */
export function environOnEntry(ctx: Ctx): void {
  const s = ctx.s;
  liftEnviron(s);
  const e = currentEnviron(s);
  if (!e || s.phase !== 'dungeon') return;
  const what = e.name.toLowerCase();
  ctx.say('zone', `${e.text} (${e.name}, ${e.rank})`, { environ: e.name, rank: e.rank });
  const passed = e.test === null ? false : ctx.test({ label: `brave the ${what}`, attr: e.test, advantage: classAdvantage(s, e) }).success;
  if (passed) ctx.say('zone', `You brave the ${what}.`);
  else failure(ctx, e);
  if (s.phase !== 'dungeon') return;
  if (e.disadvantage.length > 0) {
    s.hero.conditions.push({ kind: 'disadvantage', attrs: [...e.disadvantage], minutes: null, source: `${ENVIRON_SOURCE}${what}` });
    ctx.say('zone', `While you stay here, ${andList(e.disadvantage)} tests have Disadvantage.`);
  }
  if (e.slowed) ctx.say('zone', 'While you stay here, you move at half speed.');
}
