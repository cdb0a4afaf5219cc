/**
 * One idea of the bot's: an action and why it would take it. The policy
 * and the bot's magic and Home errands each offer these in turn.
 */
import type { Action } from '../engine/actions.js';

export interface Candidate {
  action: Action;
  /** Why: the bot's memory and the tests read it. */
  intent: string;
}
