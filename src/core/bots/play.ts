/**
 * Whole games played by the bot through the reducer, recorded as a save
 * would record them (docs/architecture.md rule 6): the seed, the rules options,
 * every accepted action and the check value after each.
 */
import type { Action } from '../engine/actions.js';
import { newGame } from '../engine/creation.js';
import { step, type StepResult } from '../engine/step.js';
import type { GameState, RulesOptions, SimOptions } from '../engine/types.js';
import { settle, type Taken } from '../opposition/settle.js';
import { Bot, fallbackAction, type BotOptions } from './bot.js';
import { gameOver } from '../engine/game-over.js';

/** The reducer the bot plays through: `step`, or a stand-in that refuses more (tests of a bot coping with refusals). */
export type Reducer = (state: GameState, action: Action) => StepResult;

/** Ideas a bot may try on one turn before it falls back to a safe action. */
export const DEFAULT_BUDGET = 8;

export interface Refused {
  turn: number;
  action: Action;
  error: string;
  /** What the bot did instead, once the reducer accepted something. */
  replacedBy?: Action;
}

export interface TurnResult {
  action: Action;
  /** The turn as a whole: the bot's action and what the AI seats answered to it, their events in order. */
  result: Extract<StepResult, { ok: true }>;
  /** Every action taken this turn with the state after it: the bot's first, then the AI seats'. */
  taken: Taken[];
  refused: Refused[];
}

/**
 * One turn: the bot's ideas are tried with `step`, best first, until one is
 * accepted; after `budget` refusals the fallback action (wait, or the
 * phase's equivalent) is tried. Throws only if even that is refused. The
 * AI seats then answer whatever the action asked of them (`settle`).
 */
export function botTurn(bot: Bot, s: GameState, budget = DEFAULT_BUDGET, reducer: Reducer = step): TurnResult {
  const refused: Refused[] = [];
  for (let attempt = 0; attempt <= budget; attempt++) {
    const action = attempt < budget ? bot.chooseAction(s) : fallbackAction(s);
    const result = reducer(s, action);
    if (result.ok) {
      const ai = settle(result.state);
      bot.accepted(s, action, ai.state);
      for (const r of refused) r.replacedBy = action;
      return { action, result: { ok: true, state: ai.state, events: [...result.events, ...ai.events] }, taken: [{ action, state: result.state }, ...ai.steps], refused };
    }
    bot.refused(s, action);
    refused.push({ turn: s.turn, action, error: result.error });
  }
  throw new Error(`the bot found no action the reducer accepts at turn ${s.turn}: ${refused.map((r) => `${r.action.type}: ${r.error}`).join('; ')}`);
}

export interface PlayOptions extends BotOptions {
  maxSteps: number;
  /** Called after every accepted action with the game so far (autoplay saves from it). */
  onAction?: (sofar: { state: GameState; actions: readonly Action[]; checks: readonly number[] }) => void;
  budget?: number;
  reducer?: Reducer;
}

export interface PlayResult {
  state: GameState;
  /** The bot's actions accepted, the creation included (the AI seats' are not counted). */
  steps: number;
  /** The recording: every accepted action of every seat, in order, from `newGame(seed, options)`. */
  actions: Action[];
  /** `state.check` after each accepted action. */
  checks: number[];
  refused: Refused[];
  /** The last messages of the game, as a morgue file shows them. */
  messages: string[];
}

/** Messages kept for the end of a game. */
const MESSAGES_KEPT = 30;

export function playGame(seed: string, options: Partial<RulesOptions> & SimOptions = {}, play: PlayOptions = { maxSteps: 2000 }): PlayResult {
  const turns = playTurns(seed, options, play);
  for (;;) {
    const next = turns.next();
    if (next.done) return next.value;
  }
}

/**
 * The same game a turn at a time: it pauses after each of the bot's turns, so
 * that a caller may let other work run between them (athack autoplay hears a
 * signal there) or stop; run to its end, it returns the game as played.
 */
export function* playTurns(seed: string, options: Partial<RulesOptions> & SimOptions = {}, play: PlayOptions = { maxSteps: 2000 }): Generator<void, PlayResult, void> {
  const bot = new Bot(seed, play);
  let s = newGame(seed, options).state;
  const actions: Action[] = [];
  const checks: number[] = [];
  const refused: Refused[] = [];
  const messages: string[] = [];
  let steps = 0;
  while (steps < play.maxSteps && !gameOver(s)) {
    steps++;
    const turn = botTurn(bot, s, play.budget ?? DEFAULT_BUDGET, play.reducer);
    refused.push(...turn.refused);
    // The AI seats' answers are recorded with the bot's action, so a replay never runs the AI.
    for (const taken of turn.taken) {
      actions.push(taken.action);
      checks.push(taken.state.check);
    }
    s = turn.result.state;
    play.onAction?.({ state: s, actions, checks });
    messages.push(...turn.result.events.filter((e) => e.kind !== 'roll').map((e) => e.text));
    if (messages.length > MESSAGES_KEPT * 2) messages.splice(0, messages.length - MESSAGES_KEPT);
    yield;
  }
  return { state: s, steps, actions, checks, refused, messages: messages.slice(-MESSAGES_KEPT) };
}

export interface Replay {
  state: GameState;
  checks: number[];
  /** The first turn (index into the actions) where the replay left the recording: a refused action or a different check. */
  divergedAt: number | null;
  reason: string | null;
}

/** Plays a recording back through the reducer and says where, if anywhere, it parts from the recorded checks. */
export function replay(seed: string, options: Partial<RulesOptions>, actions: readonly Action[], expected?: readonly number[]): Replay {
  return replayFrom(newGame(seed, options).state, 0, actions, expected);
}

/** The same from a state reached after `first` actions (a save's snapshot): `actions` and `expected` are those after it, turns counted from the start. */
export function replayFrom(start: GameState, first: number, actions: readonly Action[], expected?: readonly number[]): Replay {
  let s = start;
  const checks: number[] = [];
  for (const [k, action] of actions.entries()) {
    const turn = first + k;
    const r = step(s, action);
    if (!r.ok) return { state: s, checks, divergedAt: turn, reason: `action ${turn} (${action.type}) refused: ${r.error}` };
    s = r.state;
    checks.push(s.check);
    if (expected && expected[k] !== s.check) return { state: s, checks, divergedAt: turn, reason: `check after action ${turn} is ${s.check}, recorded ${expected[k]}` };
  }
  return { state: s, checks, divergedAt: null, reason: null };
}
