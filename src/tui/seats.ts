/** How the interface names a seat of the game, and the key that lifts its curtain at one keyboard. */
import { ADVENTURER, playerAt, playerName, seatPlayer, seatWord, type Seat } from '../core/engine/seats.js';
import { capitalised } from '../base/words.js';
import type { GameState } from '../core/engine/types.js';

/** The seat as the table calls it: "The Adventurer (Ann)", "Opposition 2 (Bob)", "Opposition 3 (AI fair)", the only seat "The Opposition (AI fair)"; a person left unnamed, "Opposition 2", or "The Opposition" in the only seat. */
export function seatName(s: GameState, seat: Seat): string {
  if (seat === ADVENTURER) return `The Adventurer (${s.hero.name})`;
  const p = playerAt(s, seat)!;
  // The only seat is the whole Opposition, whoever plays it: "The Opposition", as a person left unnamed there is called.
  const word = capitalised(seatWord(s.tokens.opposition.length, p.id - 1));
  if (!p.person) return `${word} (AI ${p.difficulty})`;
  // A person left unnamed goes by the seat's own name: said once, not twice ("Opposition 1 (the Opposition)").
  const name = playerName(s, p.id);
  return name === word ? word : `${word} (${name})`;
}

/** The key that lifts a seat's curtain: its number, or @ for the Adventurer. */
export const seatKey = (seat: Seat): string => (seat === ADVENTURER ? '@' : String(seatPlayer(seat)));
