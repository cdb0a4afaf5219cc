/** Home and its services (RULES.md §6). */
import type { HomeAction } from '../actions.js';
import type { Ctx } from '../context.js';
import { Refusal } from '../movement.js';

export const HOME_ACTIONS: readonly HomeAction['type'][] = ['shop-price', 'shop-buy', 'sell', 'stash', 'unstash', 'carouse', 'level-up', 'temple', 'armourer', 'rest-day'];

export function homeAction(_ctx: Ctx, action: HomeAction): void {
  throw new Refusal(`${action.type} is not available yet.`);
}
