/**
 * Healing the hero, whatever heals: a rest, a fountain, tokens, magic. Max
 * HP caps it, and the line says what was gained, not what the dice showed
 * (the roll event beside it shows those).
 */
import type { Ctx } from './context.js';

/** Heals up to `amount`; `says(gained)` is the sentence, to which the HP and Max HP are added. Returns the HP gained. */
export function healHero(ctx: Ctx, amount: number, says: (gained: number) => string): number {
  const hero = ctx.s.hero;
  const before = hero.hp;
  hero.hp = Math.min(hero.maxHp, hero.hp + amount);
  const gained = hero.hp - before;
  ctx.say('heal', `${says(gained)} (${hero.hp}/${hero.maxHp}).`, { healed: gained });
  return gained;
}
