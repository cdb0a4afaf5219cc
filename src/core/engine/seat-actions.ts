/**
 * An Opposition seat's action, answering its open decision (decisions.ts):
 * each goes to the rule that opened the decision, which carries on from
 * where it stopped once every owner has answered.
 */
import type { Action } from './actions.js';
import type { Ctx } from './context.js';
import { answerStocking } from './enter.js';
import type { Seat } from './seats.js';
import { answerObjection, sealOppositionBid } from './spends/contest.js';
import { answerEscalation } from './travel.js';

export function oppositionAction(ctx: Ctx, seat: Seat, action: Action): void {
  switch (action.type) {
    case 'stock':
      return answerStocking(ctx, seat, action.orders);
    case 'object':
      return answerObjection(ctx, seat, action.yes === true);
    case 'bid':
      return sealOppositionBid(ctx, seat, action.tokens);
    case 'escalate':
      return answerEscalation(ctx, seat, action.yes);
  }
}
