/**
 * Time (RULES.md §2). Exploration runs in Minutes: every 30 hero turns, and
 * on every zone entry, a Minute passes; a lit light rolls its Usage die, and
 * every third Minute brings the encounter roll. While a hostile creature
 * that knows of the hero is within Faraway, turns are Moments of a fight.
 */
import { encounterRoll, STRESS_SOURCE } from './encounters.js';
import { downgrade } from './usage.js';
import type { Ctx } from './context.js';
import type { Condition, CreatureState } from './types.js';
import { BAND_REACH, distance } from './geometry.js';
import { currentZone } from './zones.js';
import { isAmbush, reactionCheck } from './reactions.js';
import { aaFight } from './aa-fight.js';

export const TURNS_PER_MINUTE = 30;
export const ENCOUNTER_EVERY = 3;
const FARAWAY = BAND_REACH.Faraway;

export function passMinute(ctx: Ctx): void {
  const s = ctx.s;
  s.time.minutes++;
  s.time.turnsThisMinute = 0;
  const light = s.hero.items.find((i) => i.id === s.hero.equipped.light);
  if (light?.usageDie) downgrade(ctx, light, 'light');
  for (const c of s.hero.conditions) if (c.kind === 'disadvantage' && c.minutes !== null) c.minutes--;
  s.hero.conditions = s.hero.conditions.filter((c) => !(c.kind === 'disadvantage' && c.minutes !== null && c.minutes <= 0));
  if (s.time.minutes % ENCOUNTER_EVERY === 0 && s.zone) encounterRoll(ctx, 'every third Minute');
}

/** A hostile creature that knows of the hero, within Faraway, or one cornered in its flight: one that keeps the hero in a fight. */
export function isFoe(c: CreatureState, hero: { x: number; y: number }): boolean {
  return (c.attitude === 'hostile' || (c.attitude === 'fleeing' && c.cornered === true)) && c.aware && distance(c, hero) <= FARAWAY;
}

/** Is the hero in a fight: any foe in the zone? */
export function inFight(ctx: Ctx): boolean {
  if (!ctx.s.zone) return false;
  return currentZone(ctx.s).z.creatures.some((c) => isFoe(c, ctx.s.hero));
}

/**
 * The first Moment of a fight (RULES.md §2): the hero's DEX test. Won, the
 * hero's next action comes before any creature's; lost, each foe acts first.
 */
function startFight(ctx: Ctx): 'hero' | 'foes' {
  // Adventure Algorithms' Combat (athack sim only) settles the whole fight now: no Moments follow.
  if (ctx.s.options.fight === 'aa-combat') {
    aaFight(ctx, currentZone(ctx.s).z.creatures.filter((c) => isFoe(c, ctx.s.hero)));
    return 'hero';
  }
  const t = ctx.test({ label: 'initiative', attr: 'DEX' });
  ctx.s.time.fight = { round: 1, fired: false };
  const creatures = currentZone(ctx.s).z.creatures;
  // A creature's "or Spell" is once a fight: each fight gives it back.
  for (const c of creatures) c.spellUsed = false;
  ctx.say('combat', t.success ? 'You act before your foes.' : 'Your foes are quicker.');
  if (isAmbush(ctx, creatures.filter((c) => isFoe(c, ctx.s.hero)))) reactionCheck(ctx, 'ambushed');
  return t.success ? 'hero' : 'foes';
}

/**
 * A fight that began at the end of a turn, as a foe came into view or within
 * Faraway: true when the initiative is lost and the foes must act now,
 * before the hero's next action.
 */
export function fightBegins(ctx: Ctx): boolean {
  return !ctx.s.time.fight && inFight(ctx) && startFight(ctx) === 'foes';
}

/** The Disadvantage that stress (encounters.ts) lays on the hero. */
const stressed = (c: Condition) => c.kind === 'disadvantage' && c.source === STRESS_SOURCE;

/**
 * Stress lasts until the next Minute, but a fight's turns are Moments and
 * pass no Minute: it ends with the fight at the latest, and the hero leaves
 * it behind with the zone (Home included).
 */
function endStress(ctx: Ctx): void {
  const h = ctx.s.hero;
  if (!h.conditions.some(stressed)) return;
  h.conditions = h.conditions.filter((c) => !stressed(c));
  ctx.say('time', 'Your nerves steady.');
}

/** The fight is over, or left behind (with the zone): ammunition is counted now, not per shot. */
export function endFight(ctx: Ctx, over: boolean): void {
  const fight = ctx.s.time.fight;
  if (!fight) return endStress(ctx);
  ctx.s.time.fight = null;
  if (over) ctx.say('combat', 'The fight is over.');
  endStress(ctx);
  const ammo = ctx.s.hero.items.find((i) => i.kind === 'ammunition');
  if (fight.fired && ammo) downgrade(ctx, ammo, 'after the fight');
}

/**
 * Counts a hero turn of exploration, or a round of a fight, or starts or ends
 * a fight. When the hero's own action began a fight, says who acts first
 * after it.
 */
export function tick(ctx: Ctx): 'hero' | 'foes' | null {
  const s = ctx.s;
  if (inFight(ctx)) {
    if (!s.time.fight) return startFight(ctx);
    s.time.fight.round++;
    return null;
  }
  endFight(ctx, true);
  if (++s.time.turnsThisMinute >= TURNS_PER_MINUTE) passMinute(ctx);
  return null;
}
