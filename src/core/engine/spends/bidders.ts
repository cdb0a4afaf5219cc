/**
 * What a bid may be: the piece every sealed bid shares, the hero's spends'
 * and the Adventurer's objection to the Opposition's. A leaf: the rules that
 * open bids import it, and it imports none of them.
 */
import { counted } from '../../../base/words.js';
import { Refusal } from '../refusal.js';

/** A bid as a number of tokens a side may bid: refused with the reason otherwise. */
export function checkedBid(tokens: unknown, has: number, who: string): number {
  if (typeof tokens !== 'number' || !Number.isInteger(tokens) || tokens < 0) throw new Refusal('A bid is a whole number of tokens, 0 or more.');
  if (tokens > has) throw new Refusal(`${who} only ${counted(has, 'token')} to bid.`);
  return tokens;
}
