/**
 * A seat's action answering its open decision (decisions.ts), the
 * Adventurer's too when it objects to an Opposition seat's spend:
 * each goes to the rule that opened the decision, which carries on from
 * where it stopped once every owner has answered.
 */
import type { Action } from './actions.js';
import type { Ctx } from './context.js';
import { answerRequirement, answerStocking } from './enter.js';
import type { Seat } from './seats.js';
import { answerObjection, sealOppositionBid } from './spends/contest.js';
import { answerEscalation } from './travel.js';

export function oppositionAction(ctx: Ctx, seat: Seat, action: Action): void {
  if (ctx.s.decision?.kind === 'challenge') return answerRequirement(ctx, seat, action);
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
