/**
 * How the exact chance of a test reads on screen. The chance itself comes
 * from the engine (core/engine/chance.ts), which shapes the test exactly as
 * the reducer will roll it.
 */
import type { Fraction } from '../../base/fraction.js';
import type { Chance } from '../../core/engine/chance.js';

export { attackChance, castChance, chanceOf, type Chance } from '../../core/engine/chance.js';

/** `11/20 = 55.00%`. */
export function percentText(f: Fraction): string {
  return `${f.toString()} = ${f.toPercent(2)}`;
}

/** One line: the test, its modifiers and edge, and the exact chance. */
export function chanceText(c: Chance): string {
  const mods = c.mods.map((m) => ` ${typeof m.value === 'number' ? (m.value < 0 ? `-${-m.value}` : `+${m.value}`) : `+${m.value}`} ${m.label}`).join(',');
  const reasons = c.why;
  const edge = c.edge === 'normal' ? (reasons.length > 0 ? ` (${reasons.join(', ')} cancel)` : '') : ` ${c.edge === 'advantage' ? 'Advantage' : 'Disadvantage'}${reasons.length > 0 ? ` (${reasons.join(', ')})` : ''}`;
  return `${c.attr} ${c.target}${mods}${edge}: ${percentText(c.success)}`;
}
