/**
 * Home and its services (RULES.md §6; docs/home.md): the shop, the stash,
 * the tavern, the temple, the armourer, a Day's rest and the quest board. Every service
 * first settles the hero's return (stale quotes, carousing effects that
 * lasted the visit, debt), and any coins it brings in go to the tavern's
 * debt first.
 */
import type { HomeAction } from '../actions.js';
import type { Ctx } from '../context.js';
import { Refusal } from '../refusal.js';
import { armourer, armourerPrice } from './armourer.js';
import { homecoming, settleDebt } from './ledger.js';
import { abandonQuest, defineQuest } from './quest.js';
import { restDay } from './rest.js';
import { sell, shopBuy, shopPrice } from './shop.js';
import { stash, unstash } from './stash.js';
import { carouse, levelUp, retell } from './tavern.js';
import { temple } from './temple.js';
import { bench } from '../workshop.js';

export { homecoming } from './ledger.js';
export { famous } from './fame.js';
export { HOME_DIE_LIMIT, notSoldAtHome, priceDice, shopStock } from './shop.js';
export { TEMPLE_PRICES } from './temple.js';
export { mendingQuote, repairRow } from './armourer.js';

export const HOME_ACTIONS: readonly HomeAction['type'][] = ['shop-price', 'shop-buy', 'sell', 'stash', 'unstash', 'carouse', 'level-up', 'background', 'temple', 'armourer-price', 'armourer', 'bench', 'rest-day', 'quest', 'quest-abandon'];

export function homeAction(ctx: Ctx, action: HomeAction): void {
  if (ctx.s.phase !== 'home') throw new Refusal('That can only be done at Home.');
  homecoming(ctx);
  switch (action.type) {
    case 'shop-price':
      shopPrice(ctx, action.item, action.haggle);
      break;
    case 'shop-buy':
      shopBuy(ctx, action.item);
      break;
    case 'sell':
      sell(ctx, action.item, action.haggle === true);
      break;
    case 'stash':
      stash(ctx, action.item);
      break;
    case 'unstash':
      unstash(ctx, action.item);
      break;
    case 'carouse':
      carouse(ctx, action.stories, action.extra);
      break;
    case 'level-up':
      levelUp(ctx, action.extra);
      break;
    case 'background':
      retell(ctx, action.text, action.attrs);
      break;
    case 'temple':
      temple(ctx, action.cure);
      break;
    case 'armourer-price':
      armourerPrice(ctx, action.dice, action.haggle);
      break;
    case 'armourer':
      armourer(ctx, action.dice, action.haggle === true);
      break;
    case 'bench':
      bench(ctx, action.dice);
      break;
    case 'rest-day':
      restDay(ctx);
      break;
    case 'quest':
      defineQuest(ctx, action.legs);
      break;
    case 'quest-abandon':
      abandonQuest(ctx);
      break;
    default:
      throw new Refusal('Home offers no such service.');
  }
  settleDebt(ctx);
}
