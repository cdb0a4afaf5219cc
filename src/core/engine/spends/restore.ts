/**
 * Restoring the hero with tokens (RULES.md §5): HP by the Hit Die rolled
 * (at most the hero's Level of them; prices.ts says what a die costs), and a Broken armour die mended
 * for its Gear cost (a d6: 2 tokens), permanently Broken ones first, as the
 * armourer does. Both work in the dungeon and at Home.
 */
import type { Ctx } from '../context.js';
import { heroClass } from '../hero.js';
import { healHero } from '../healing.js';

export function heal(ctx: Ctx, dice: number): void {
  const hero = ctx.s.hero;
  const sides = /d(\d+)/.exec(heroClass(hero).hitDie)![1];
  healHero(ctx, ctx.roll(`${dice} Hit ${dice === 1 ? 'Die' : 'Dice'} for tokens`, `${dice}d${sides}`), (n) => `You recover ${n} HP`);
}

export function mend(ctx: Ctx, dice: number): void {
  const hero = ctx.s.hero;
  const permanent = Math.min(dice, hero.armourPermanent);
  hero.armourPermanent -= permanent;
  hero.armourBroken -= dice - permanent;
  ctx.say('combat', `${dice === 1 ? 'An armour die is' : `${dice} armour dice are`} mended.`, { dice, permanent });
}
