/**
 * Class abilities that are actions of their own: the Warrior's Dealer of
 * Death and throwing (a Thief always has a knife to hand).
 */
import type { Ctx } from './context.js';
import { attackSpec, heroAttacks, hitDamage, hurtCreature } from './combat.js';
import { heroDamage } from './hero.js';
import { BAND_REACH, distance, key } from './geometry.js';
import { Refusal } from './refusal.js';
import { heroSees } from './view.js';
import { currentZone } from './zones.js';

/** Thrown weapons reach Nearby. */
export const THROW_RANGE = BAND_REACH.Nearby;

/**
 * Dealer of Death: a pool of damage dice equal to the Warrior's HD, spread
 * over the hostile creatures in view within Nearby. One STR attack test per
 * target, as an attack (Powerful Foe, a large weapon's 1d4); the pool's dice
 * are dealt out in turn to the targets that were hit, and each rolls its
 * share as a hit does (a large weapon's 1d4, doubled on a natural 1).
 */
export function dealerOfDeath(ctx: Ctx): void {
  const hero = ctx.s.hero;
  if (hero.className !== 'Warrior') throw new Refusal('Only a Warrior deals death.');
  const { z } = currentZone(ctx.s);
  const seen = heroSees(ctx);
  // Foes in flight are foes still: the Warrior may cut them down as they go.
  const targets = z.creatures.filter((c) => (c.attitude === 'hostile' || c.attitude === 'fleeing') && distance(c, hero) <= THROW_RANGE && seen.has(key(c.x, c.y)));
  if (targets.length === 0) throw new Refusal('No hostile or fleeing creature is Nearby.');
  const hit = targets
    .map((c) => ({ c, t: ctx.test({ ...attackSpec(ctx.s, c, false), label: `Dealer of Death: ${c.name}` }) }))
    .filter((h) => h.t.success);
  if (hit.length === 0) return ctx.say('combat', 'Every blow goes wide.');
  hit.forEach(({ c, t }, k) => {
    const share = Math.floor(hero.level / hit.length) + (k < hero.level % hit.length ? 1 : 0);
    if (share > 0) hurtCreature(ctx, c, hitDamage(ctx, c, t.d20, heroDamage(hero, undefined, share), true), 'you');
  });
}

/** Throwing: a DEX attack at a creature in view within Nearby; a thrown item lands by the target. */
export function throwAt(ctx: Ctx, targetId: number, itemId?: number): void {
  const hero = ctx.s.hero;
  const { z } = currentZone(ctx.s);
  const c = z.creatures.find((o) => o.id === targetId);
  if (!c || !heroSees(ctx).has(key(c.x, c.y))) throw new Refusal('You cannot see that target.');
  if (distance(c, hero) > THROW_RANGE) throw new Refusal('Too far to throw: it must be Nearby.');
  const item = itemId === undefined ? undefined : hero.items.find((i) => i.id === itemId);
  if (itemId !== undefined && !item) throw new Refusal('You carry no such thing.');
  if (!item && hero.className !== 'Thief') throw new Refusal('Throw what? Choose an item.');
  const { x, y } = c;
  heroAttacks(ctx, c, true, item?.kind === 'weapon' || !item ? '1d4' : '1');
  if (item) {
    // The item as the attack left it (ammunition counted at a fight's end is a new item), or as it was if it is used up.
    const thrown = hero.items.find((i) => i.id === item.id) ?? item;
    hero.items = hero.items.filter((i) => i.id !== item.id);
    for (const slot of Object.keys(hero.equipped) as (keyof typeof hero.equipped)[]) if (hero.equipped[slot] === item.id) hero.equipped[slot] = null;
    z.items.push({ x, y, item: thrown, chest: false });
  }
}
