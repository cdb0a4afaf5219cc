/** Sealing a bid (RULES.md §5): a SHA-256 of the player, the tokens and a salt, shown before the reveal so the bid cannot change unseen. */
import { createHash } from 'node:crypto';
import { randomInt, type RandomSource } from '../../../base/rng.js';
import type { SealedBid } from '../types.js';

/** The side of a bid, when it has one, is sealed with it (an absent side leaves the hash as it always was). */
export function sealHash(player: number, tokens: number, salt: string, against?: boolean): string {
  return createHash('sha256').update(JSON.stringify({ player, tokens, salt, against })).digest('hex');
}

/**
 * A seal's hash as a box or the log shows it: its first 12 hex digits, one length wherever a player reads it, so
 * the hash shown when a bid is sealed reads the same as the one shown at its reveal, and is short enough to compare
 * by eye. The ledger at the end of the game gives each hash whole, to check against the salt.
 */
export const shownHash = (hash: string): string => hash.slice(0, 12);

/** A bid sealed with a salt from the Opposition's stream, so the hash cannot be guessed from the number alone. */
export function sealBid(player: number, tokens: number, rng: RandomSource, against?: boolean): SealedBid {
  const salt = Array.from({ length: 4 }, () => randomInt(rng, 0, 0xffff).toString(16).padStart(4, '0')).join('');
  return { player, tokens, salt, hash: sealHash(player, tokens, salt, against), ...(against === undefined ? {} : { against }) };
}
