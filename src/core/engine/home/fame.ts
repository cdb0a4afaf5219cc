/**
 * Fame from carousing as a CHA test reads it: apart from the ledger's Home
 * bookkeeping, so the step's context, which shapes every test, stands on it
 * without naming the ledger (which takes that context).
 */
import type { GameState } from '../types.js';

/** Fame from carousing: Advantage on CHA tests until the hero next comes Home. */
export function famous(s: GameState): boolean {
  return s.home.effects.some((e) => e.kind === 'fame');
}
