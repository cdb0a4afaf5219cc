/**
 * An hour's rest (RULES.md §3): only with no hostile creature aware of the
 * hero in the zone. An hour passes (six Minutes, with their encounter rolls);
 * then the hero rolls one Hit Die to heal and rolls each Broken armour die
 * (above AV mends; a Warrior re-rolls 1s). Creatures that come through a
 * doorway break the rest, and a broken rest heals nothing.
 */
import type { Ctx } from './context.js';
import { rollBrokenDice } from './armour.js';
import { equippedItem, heroClass } from './hero.js';
import { Refusal } from './refusal.js';
import { passMinute } from './time.js';
import { currentZone } from './zones.js';
import { counted } from '../../base/words.js';
import { healHero } from './healing.js';

export const REST_MINUTES = 6;

export function rest(ctx: Ctx): void {
  const hero = ctx.s.hero;
  if (currentZone(ctx.s).z.creatures.some((c) => c.attitude === 'hostile' && c.aware)) throw new Refusal('You cannot rest with enemies about.');
  // A light left burning through an hour's sleep would be spent for nothing: it is put out, and lit again after.
  const light = equippedItem(hero, 'light');
  const shaded = light?.usageDie ? light : undefined;
  if (shaded) {
    hero.equipped.light = null;
    ctx.say('item', `You put out your ${shaded.name} to rest.`);
  }
  const crowd = currentZone(ctx.s).z.creatures.length;
  let minutes = 0;
  while (minutes < REST_MINUTES && ctx.s.phase === 'dungeon' && currentZone(ctx.s).z.creatures.length === crowd) {
    passMinute(ctx);
    minutes++;
  }
  if (ctx.s.phase !== 'dungeon') return;
  if (shaded && hero.items.some((i) => i.id === shaded.id)) {
    hero.equipped.light = shaded.id;
    ctx.say('item', `You light your ${shaded.name} again.`);
  }
  if (currentZone(ctx.s).z.creatures.length !== crowd) return ctx.say('time', `Your rest is broken after ${counted(minutes, 'Minute')}, and does you no good.`);
  healHero(ctx, ctx.roll('rest: one Hit Die', heroClass(hero).hitDie), (n) => `You rest for an hour and recover ${n} HP`);
  rollBrokenDice(ctx);
}
