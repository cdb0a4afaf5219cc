/** A row of dice to choose among, as the mini-games show them: each with its key, the chosen one marked. */
import { esc, tone } from '../style.js';
import type { Ui } from '../ui.js';

export const DIE_KEYS = 'abcdefghi';

/** A run of keys as a footer or a note names it: "a-c", or the one key alone (a last supply die read "a-a"). */
export const keyRange = (first: string, last: string, between = '-') => (first === last ? first : `${first}${between}${last}`);

/** The keys of the first `n` dice: "a-c", "a". */
export const dieKeys = (n: number, between = '-') => keyRange('a', DIE_KEYS[Math.max(0, n - 1)]!, between);

export function diceRow(ui: Ui, faces: readonly number[], chosen: number): string {
  return faces.map((f, d) => (d === chosen ? tone(ui.style, 'good', esc(`>${DIE_KEYS[d]} ${f}<`)) : `${tone(ui.style, 'key', DIE_KEYS[d]!)} ${f}`)).join('  ');
}
