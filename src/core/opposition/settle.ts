/**
 * The one runner of the AI seats: while a decision is open and an AI seat
 * is among those asked, that seat's driver chooses from its own view and
 * its action goes through `step`, like any seat's. The interface, autoplay,
 * the bots and the simulators all play through `act` (or `settle` after a
 * state of their own), and record every action it returns, so a replay
 * reads the AI's choices from the recording and never runs the AI again.
 */
import type { Action } from '../engine/actions.js';
import type { GameEvent } from '../engine/events.js';
import { viewFor } from '../engine/seat-view.js';
import { aiSeat, askedSeats } from '../engine/seats.js';
import { step, type StepResult } from '../engine/step.js';
import type { GameState } from '../engine/types.js';
import { aiAction } from './driver.js';

export interface Acted {
  state: GameState;
  /** The events of every step, the AI's reasons before each of its actions. */
  events: GameEvent[];
  /** The actions taken, in order, each with the state after it (for a recording, its check value). */
  steps: Taken[];
}

export interface Taken {
  action: Action;
  state: GameState;
}

/** Runs the AI seats until none is asked: a person's turn, the hero's, or the end. */
export function settle(state: GameState): Acted {
  let s = state;
  const events: GameEvent[] = [];
  const steps: Taken[] = [];
  for (;;) {
    const seat = askedSeats(s).find((q) => aiSeat(s, q));
    if (seat === undefined) return { state: s, events, steps };
    const { action, notes } = aiAction(viewFor(s, seat), seat);
    const r = step(s, action);
    // The driver answers only what it is asked, with what its seat holds: a refusal is a defect in the AI.
    if (!r.ok) throw new Error(`the AI of ${seat} chose ${action.type}, refused: ${r.error}`);
    events.push(...notes, ...r.events);
    steps.push({ action, state: r.state });
    s = r.state;
  }
}

export type ActResult = ({ ok: true } & Acted) | { ok: false; error: string; state: GameState };

/**
 * One seat's action, then the AI seats it set going: a refusal leaves the state as it was. `r` is the action's
 * step from `state`, given when it was taken already (the interface works likely moves out ahead).
 */
export function act(state: GameState, action: Action, r: StepResult = step(state, action)): ActResult {
  if (!r.ok) return r;
  const after = settle(r.state);
  return { ok: true, state: after.state, events: [...r.events, ...after.events], steps: [{ action, state: r.state }, ...after.steps] };
}
