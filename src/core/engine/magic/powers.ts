/** Powerful Foe (Black Hack): + the foe's HD − the hero's Level to the d20, when positive. */
import type { Modifier } from '../context.js';
import type { CreatureState, GameState } from '../types.js';

export function powerfulFoe(s: GameState, c: CreatureState): Modifier[] {
  const diff = c.hd - s.hero.level;
  return diff > 0 ? [{ label: 'powerful foe', value: diff }] : [];
}
