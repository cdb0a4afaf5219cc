/**
 * The Opposition's decisions (docs/architecture.md, "Seats, views and
 * drivers"): a rule that needs an Opposition seat to choose opens a
 * decision naming the seats that own it and stops; the seats' actions
 * answer it through `step`, and the last answer carries the rule on from
 * where it stopped. Nothing here chooses for a seat: the AI is a driver
 * above the engine, and a person answers at the keyboard.
 */
import type { OppositionAction } from './actions.js';
import type { Ctx } from './context.js';
import { Refusal } from './refusal.js';
import { ADVENTURER, playerAt, playerName, seatPlayer, type Seat } from './seats.js';
import type { Decision, GameState, OppositionPlayer } from './types.js';

/** A decision without its number: `openDecision` numbers it. */
export type NewDecision = Decision extends infer D ? (D extends Decision ? Omit<D, 'number'> : never) : never;

/** Opens a decision: numbered in the order decisions open, so an AI seat's stream for it is fixed by the seed. */
export function openDecision(ctx: Ctx, d: NewDecision): void {
  const s = ctx.s;
  const number = s.decisions ?? 0;
  s.decisions = number + 1;
  s.decision = { ...d, number } as Decision;
}

/** The Opposition player acting from a seat: refused if the seat has none. */
export function seatedPlayer(s: GameState, seat: Seat): OppositionPlayer {
  const p = playerAt(s, seat);
  if (!p) throw new Refusal(`${seat} is not a seat of this game.`);
  return p;
}

/** The seat has answered: it leaves the owners; true when no owner is left. */
export function answered(s: GameState, seat: Seat): boolean {
  const d = s.decision!;
  d.owners = d.owners.filter((o) => o !== seat);
  return d.owners.length === 0;
}

type Answer = OppositionAction['type'] | 'bid' | 'escalate' | 'insist';

/** Which action answers which decision (the Adventurer's objection, by its stage). */
function answer(d: Decision): Answer {
  if (d.kind === 'challenge') return d.stage === 'object' ? 'object' : d.stage;
  return d.kind;
}

/** What a seat may do now, or why not: an Opposition seat answers its decisions, the Adventurer its objection to one seat's spend. */
export function seatProblem(s: GameState, seat: Seat, type: string): string | undefined {
  const hero = seat === ADVENTURER;
  if (!hero && (seatPlayer(seat) === null || !playerAt(s, seat))) return `${seat} is not a seat of this game.`;
  const who = hero ? 'The Adventurer' : playerName(s, seatPlayer(seat)!);
  const d = s.decision;
  if (!d || !d.owners.includes(seat)) return `${who} is not asked to act now.`;
  if (answer(d) !== type) return `${who} is asked to ${answer(d)}, not to ${type}.`;
  return undefined;
}
