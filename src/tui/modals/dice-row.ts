/** A row of dice to choose among, as the mini-games show them: each with its key, the chosen one marked. */
import { esc, tone } from '../style.js';
import type { Ui } from '../ui.js';

export const DIE_KEYS = 'abcdefghi';

export function diceRow(ui: Ui, faces: readonly number[], chosen: number): string {
  return faces.map((f, d) => (d === chosen ? tone(ui.style, 'good', esc(`>${DIE_KEYS[d]} ${f}<`)) : `${tone(ui.style, 'key', DIE_KEYS[d]!)} ${f}`)).join('  ');
}
