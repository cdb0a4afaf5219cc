/** Powerful Foe (Black Hack): + the foe's HD − the hero's Level to the d20, when positive. */
import type { Ctx, Modifier } from '../context.js';
import type { CreatureState } from '../types.js';

export function powerfulFoe(ctx: Ctx, c: CreatureState): Modifier[] {
  const diff = c.hd - ctx.s.hero.level;
  return diff > 0 ? [{ label: 'powerful foe', value: diff }] : [];
}
