/**
 * A save is a recording (ARCHITECTURE.md rules 6, 7): the seed and rules
 * options, every action taken, the check value after each, and a snapshot
 * of the state for fast loading.
 */
import type { Action } from '../core/engine/actions.js';
import type { GameState, RulesOptions } from '../core/engine/types.js';

/** Save format versions, one line per change, oldest first. */
export const SAVE_FORMATS = [{ version: 1, change: 'seed, options, actions, checks and a snapshot' }] as const;
export const SAVE_FORMAT = SAVE_FORMATS[SAVE_FORMATS.length - 1]!.version;

export interface Recording {
  format: number;
  game: string;
  seed: string;
  options: Partial<RulesOptions>;
  actions: Action[];
  /** `state.check` after each action, so a replay that goes astray names its turn. */
  checks: number[];
  snapshot: GameState;
}
