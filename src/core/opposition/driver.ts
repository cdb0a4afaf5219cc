/**
 * The AI driver of one Opposition seat: given the seat's view (and nothing
 * more) it returns the seat's action for the open decision, with the
 * events that say what it chose and why. Its randomness is a stream
 * derived from the seed, the seat and the decision's number, so the same
 * decision always gets the same answer and no other draw can move it.
 */
import type { Action } from '../engine/actions.js';
import type { OppositionEvent } from '../engine/events.js';
import type { SeatView } from '../engine/seat-view.js';
import { playerAt, type Seat } from '../engine/seats.js';
import { Stream } from '../../base/rng.js';
import { aiBid, aiInsists, aiObjects, aiRequirementBid, bidInput } from './bids.js';
import { aiEscalates } from './policy.js';
import { aiStocking } from './stock.js';

export interface AiChoice {
  action: Action;
  /** The AI's reasons, sealed from the hero like the ledger. */
  notes: OppositionEvent[];
}

/** The stream of one seat's answer to one decision. */
export const decisionStream = (seed: string, seat: Seat, number: number) => Stream.derive(seed, `ai:${seat}:${number}`);

const inFinale = (view: SeatView) => view.zone !== null && view.zone === view.finalZone;

/** The AI's action for `seat`, read from its view: throws if the seat is not an AI seat asked to act. */
export function aiAction(view: SeatView, seat: Seat): AiChoice {
  const d = view.decision;
  const p = playerAt(view, seat);
  if (!d || !p || p.person || !d.owners.includes(seat)) throw new Error(`${seat} is not an AI seat asked to act`);
  const rng = decisionStream(view.seed, seat, d.number);
  switch (d.kind) {
    case 'stock': {
      const { orders, note } = aiStocking(view, p, d.restock, rng, d.number);
      return { action: { type: 'stock', seat, orders }, notes: [note] };
    }
    case 'object':
      return { action: { type: 'object', seat, yes: aiObjects(bidInput(p, d.contest, inFinale(view)), rng) }, notes: [] };
    case 'bid': {
      if (view.pending?.kind !== 'bid') throw new Error('a bid decision with no bid open');
      return { action: { type: 'bid', seat, tokens: aiBid(bidInput(p, view.pending.contest, inFinale(view)), rng) }, notes: [] };
    }
    case 'challenge':
      if (d.stage === 'insist') return { action: { type: 'insist', seat, yes: aiInsists(p) }, notes: [] };
      return { action: { type: 'bid', seat, tokens: aiRequirementBid(p, rng), against: false }, notes: [] };
    case 'escalate': {
      const { yes, note } = aiEscalates(view, p, rng);
      return { action: { type: 'escalate', seat, yes }, notes: [note] };
    }
  }
}
