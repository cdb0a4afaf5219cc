/** How the interface names a seat of the game, and the key that lifts its curtain at one keyboard. */
import { ADVENTURER, playerName, seatLabel, seatPlayer, type Seat } from '../core/engine/seats.js';
import { counted } from '../base/words.js';
import type { GameState } from '../core/engine/types.js';

/**
 * The seat as the table calls it: "The Adventurer (Ann)", and an Opposition seat as its label (`seatLabel`):
 * "Opposition 2 (Bob)", "The Opposition (AI fair)", "Opposition 2" for a person left unnamed. `who` names who plays
 * a person's seat instead, in the same form: a table served over SSH names the account there ("Opposition 2 (bea)",
 * "The Adventurer (ada)"), or "open".
 */
export function seatName(s: GameState, seat: Seat, who?: string): string {
  return seat === ADVENTURER ? `The Adventurer (${who ?? s.hero.name})` : seatLabel(s, seatPlayer(seat)!, who);
}

/**
 * Every side's tokens, as a box that covers the panel tells them to `seat`: its own first, then the others named as
 * the game's lines name them ("You have 5 tokens; the Adventurer 19 tokens, Bea 20 tokens, Opposition 3 7 tokens.").
 */
export function everySide(s: GameState, seat: Seat): string {
  const me = seatPlayer(seat);
  const own = me === null ? s.tokens.hero : (s.tokens.opposition.find((p) => p.id === me)?.tokens ?? 0);
  const others = [...(me === null ? [] : [`the Adventurer ${counted(s.tokens.hero, 'token')}`]), ...s.tokens.opposition.filter((p) => p.id !== me).map((p) => `${playerName(s, p.id, false)} ${counted(p.tokens, 'token')}`)];
  return `You have ${counted(own, 'token')}${others.length > 0 ? `; ${others.join(', ')}` : ''}.`;
}

/** The key that lifts a seat's curtain: its number, or @ for the Adventurer. */
export const seatKey = (seat: Seat): string => (seat === ADVENTURER ? '@' : String(seatPlayer(seat)));
