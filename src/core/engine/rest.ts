/**
 * An hour's rest (RULES.md §3): only with no hostile creature aware of the
 * hero in the zone. Roll one Hit Die to heal, roll each Broken armour die
 * (above AV mends; a Warrior re-rolls 1s), and an hour passes: six Minutes,
 * with their light and encounter rolls.
 */
import type { Ctx } from './context.js';
import { rollBrokenDice } from './armour.js';
import { heroClass } from './hero.js';
import { Refusal } from './movement.js';
import { passMinute } from './time.js';
import { currentZone } from './zones.js';

export const REST_MINUTES = 6;

export function rest(ctx: Ctx): void {
  const hero = ctx.s.hero;
  const { z } = currentZone(ctx.s);
  if (z.creatures.some((c) => c.attitude === 'hostile' && c.aware)) throw new Refusal('You cannot rest with enemies about.');
  const healed = ctx.roll('rest: one Hit Die', heroClass(hero).hitDie);
  hero.hp = Math.min(hero.maxHp, hero.hp + healed);
  ctx.say('heal', `You rest for an hour and recover ${healed} HP (${hero.hp}/${hero.maxHp}).`);
  rollBrokenDice(ctx);
  for (let m = 0; m < REST_MINUTES && ctx.s.phase === 'dungeon'; m++) passMinute(ctx);
}
