/**
 * Time (RULES.md §2). Exploration runs in Minutes: every 30 hero turns, and
 * on every zone entry, a Minute passes; a lit light rolls its Usage die, and
 * every third Minute brings the encounter roll. While a hostile creature
 * that knows of the hero is within Faraway, turns are Moments of a fight.
 */
import { encounterRoll } from './encounters.js';
import { downgrade } from './usage.js';
import type { Ctx } from './context.js';
import { distance } from './geometry.js';
import { currentZone } from './zones.js';

export const TURNS_PER_MINUTE = 30;
export const ENCOUNTER_EVERY = 3;
const FARAWAY = 12;

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

/** Is the hero in a fight: any hostile creature that knows of them within Faraway? */
export function inFight(ctx: Ctx): boolean {
  if (!ctx.s.zone) return false;
  const { z } = currentZone(ctx.s);
  return z.creatures.some((c) => c.attitude === 'hostile' && c.aware && distance(c, ctx.s.hero) <= FARAWAY);
}

/** Counts a hero turn of exploration, or starts or ends a fight. */
export function tick(ctx: Ctx): void {
  const s = ctx.s;
  if (inFight(ctx)) {
    if (!s.time.fight) {
      const t = ctx.test({ label: 'initiative', attr: 'DEX' });
      s.time.fight = { round: 1, heroFirst: t.success, fired: false };
      ctx.say('combat', t.success ? 'You act before your foes.' : 'Your foes are quicker.');
    } else s.time.fight.round++;
    return;
  }
  if (s.time.fight) {
    const fired = s.time.fight.fired;
    s.time.fight = null;
    ctx.say('combat', 'The fight is over.');
    // Ammunition is counted after the fight, not per shot.
    const ammo = s.hero.items.find((i) => i.kind === 'ammunition');
    if (fired && ammo) downgrade(ctx, ammo, 'after the fight');
  }
  if (++s.time.turnsThisMinute >= TURNS_PER_MINUTE) passMinute(ctx);
}
