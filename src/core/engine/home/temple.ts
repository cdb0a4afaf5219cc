/**
 * The temple (RULES.md §6): cures poison, curses and disease for a fixed
 * donation. Poison is Ongoing Damage, a curse is Weakened until cured
 * (RULES.md §4.7); a disease is any hindrance whose source names one.
 */
import type { Ctx } from '../context.js';
import { Refusal } from '../refusal.js';
import type { Condition } from '../types.js';
import { pay } from './ledger.js';
import { coins } from '../../../base/words.js';

export type Cure = 'poison' | 'curse' | 'disease';

/** Coins the temple asks for each cure: about a common price for poison, more for the rest. */
export const TEMPLE_PRICES: Record<Cure, number> = { poison: 5, disease: 10, curse: 20 };

const DISEASE = /disease|plague|fever|rot\b|sickness|lycanthrop|mummy/i;

export function afflicts(c: Condition, cure: Cure): boolean {
  switch (cure) {
    case 'poison':
      return c.kind === 'ongoing';
    case 'curse':
      return c.kind === 'weakened';
    case 'disease':
      return DISEASE.test(c.source);
  }
}

export function temple(ctx: Ctx, cure: Cure): void {
  const hero = ctx.s.hero;
  if (!(cure in TEMPLE_PRICES)) throw new Refusal('The temple cures poison, curses and disease.');
  const cured = hero.conditions.filter((c) => afflicts(c, cure));
  if (cured.length === 0) throw new Refusal(`You are not ${cure === 'poison' ? 'poisoned' : cure === 'curse' ? 'cursed' : 'diseased'}.`);
  const price = TEMPLE_PRICES[cure];
  pay(ctx, price, `A cure for ${cure}`);
  hero.conditions = hero.conditions.filter((c) => !cured.includes(c));
  ctx.say('heal', `The priests take ${coins(price)} and cure you of ${cured.map((c) => c.source).join(', ')}.`, { cure, price, cured: cured.map((c) => c.source) });
}
