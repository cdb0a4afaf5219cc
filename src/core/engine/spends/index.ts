/**
 * The hero's token spends (RULES.md §5; docs/rules.md "Token spends"): find
 * a Device, raise Sustenance or Illumination, create an exit, Escape a
 * fight, a Stunt, restore HP, mend armour; each open to the Opposition's
 * objection and a sealed bid (contest.ts).
 */
import type { SpendAction } from '../actions.js';
import type { Ctx } from '../context.js';
import type { Spend } from '../types.js';
import { declareSpend, insist, placeBid } from './contest.js';

export { SPENDS, MEND_COST, HOME_CONSUMABLE_RATE, CONSUMABLE_MAX, describeSpend, spendCost, spendInfo, consumablePoints, type SpendInfo } from './catalogue.js';
export { spendProblem } from './check.js';
export { exitPrice, healDiePrice } from './prices.js';
export { escapeWays, inFight } from './escape.js';
export { exitItems, exitElement, PASSAGE_GLYPH } from './exit.js';
export { standingObjectors } from './contest.js';
export { sealHash, shownHash } from './seal.js';

export function spendAction(ctx: Ctx, action: SpendAction): void {
  switch (action.type) {
    case 'spend': {
      const { type: _type, ...spend } = action;
      return declareSpend(ctx, spend as Spend);
    }
    case 'insist':
      return insist(ctx, action.yes);
    case 'bid':
      return placeBid(ctx, action.tokens);
  }
}
export { ledgerText, purchaseText } from './ledger.js';
