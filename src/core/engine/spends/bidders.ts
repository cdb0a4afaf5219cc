/**
 * Who bids, and what a bid may be: the pieces every sealed bid shares, the
 * hero's spends' and the Adventurer's objection to the Opposition's. A leaf:
 * the rules that open bids import it, and it imports none of them.
 */
import { capitalised, counted } from '../../../base/words.js';
import { Refusal } from '../refusal.js';
import type { GameState } from '../types.js';

/** An Opposition player's name; `capital` for the start of a sentence. */
export function playerName(s: GameState, id: number, capital = true): string {
  const name = s.tokens.opposition.find((p) => p.id === id)?.name ?? `Opposition ${id}`;
  return capital ? `${capitalised(name)}` : name;
}

/** A bid as a number of tokens a side may bid: refused with the reason otherwise. */
export function checkedBid(tokens: unknown, has: number, who: string): number {
  if (typeof tokens !== 'number' || !Number.isInteger(tokens) || tokens < 0) throw new Refusal('A bid is a whole number of tokens, 0 or more.');
  if (tokens > has) throw new Refusal(`${who} only ${counted(has, 'token')} to bid.`);
  return tokens;
}
