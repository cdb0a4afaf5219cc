/** The moves of the mini-games (RULES.md §10): the Survey's and the Workshop's, each sent to its own rules. */
import type { Action } from './actions.js';
import type { Ctx } from './context.js';
import { explore, giveUpSurvey } from './survey.js';
import { giveUpWorkshop, place, work } from './workshop.js';

export type MiniGameMove = Extract<Action, { type: 'explore' | 'work' | 'place' | 'give-up' }>;

export function miniGameMove(ctx: Ctx, action: MiniGameMove): void {
  switch (action.type) {
    case 'explore':
      return explore(ctx, action.die, action.at);
    case 'work':
      return work(ctx, action.dice);
    case 'place':
      return place(ctx, action.die, action.at);
    case 'give-up':
      return ctx.s.pending?.kind === 'survey' ? giveUpSurvey(ctx) : giveUpWorkshop(ctx);
  }
}
