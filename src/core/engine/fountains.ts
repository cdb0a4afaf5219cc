/**
 * Drinking from a fountain (RULES.md §4.5): its nature was rolled with the
 * zone and is unknown until tasted. A good one heals 1d8 or grants a chosen
 * blessing; a poisoned one deals ongoing damage equal to the hero's Level
 * until a CON test ends it, whatever was hoped for. Each fountain gives one
 * draught; Purify Food and Drink makes a poisoned one wholesome.
 *
 * The hero names what they drink for before tasting, as the water's nature
 * is hidden: the choice is part of the action, so it is recorded and
 * replayed. The blessings are the Cleric prayers' own (the same effect, for
 * the prayer's duration), chosen for a hero alone: Bless helps every attack
 * and every test against harm, Protection from Evil every test against the
 * undead and daemons. Both last Minutes, long enough to carry into the next
 * fight; Prayer's few Moments would mostly be gone before it.
 */
import type { Ctx } from './context.js';
import { key } from './geometry.js';
import { bestowBoon } from './magic/effects/wards.js';
import { purifiedFountain } from './magic/hooks.js';
import { spellNamed } from './magic/lists.js';
import { Refusal } from './refusal.js';
import { currentZone } from './zones.js';
import { healHero } from './healing.js';
import { FOUNTAIN_WISHES, type FountainWish } from './actions.js';


export function drink(ctx: Ctx, wish: FountainWish = 'healing'): void {
  const hero = ctx.s.hero;
  const { zone, z } = currentZone(ctx.s);
  const fountain = zone.fountains.find((f) => f.x === hero.x && f.y === hero.y);
  if (!fountain) throw new Refusal('There is no fountain here.');
  // A recording is read from disk unchecked: a hand-edited wish is refused, not drunk.
  if (!FOUNTAIN_WISHES.includes(wish)) throw new Refusal(`You cannot drink for that: a fountain grants ${FOUNTAIN_WISHES.slice(0, -1).join(', ')} or ${FOUNTAIN_WISHES.at(-1)}.`);
  const at = key(fountain.x, fountain.y);
  if (z.fountainsUsed.includes(at)) throw new Refusal('The fountain has run dry.');
  z.fountainsUsed.push(at);
  if (fountain.outcome === 'poison' && !purifiedFountain(ctx.s, fountain.x, fountain.y)) {
    hero.conditions.push({ kind: 'ongoing', damage: hero.level, source: 'fountain poison' });
    ctx.say('heal', `The water is foul: you are poisoned (${hero.level} damage each turn until a CON test shakes it off).`);
    return;
  }
  if (wish !== 'healing') {
    ctx.say('magic', `The water is sweet and clear, and you feel the ${wish === 'Bless' ? 'blessing' : 'protection'} you drank for settle on you.`);
    return bestowBoon(ctx, wish, spellNamed('Cleric', wish)!.duration);
  }
  healHero(ctx, ctx.roll('fountain', '1d8'), (n) => `The water is sweet and clear: you recover ${n} HP`);
}
