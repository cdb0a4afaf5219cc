/**
 * Hackssential's reaction check (`reactions=hackssential`): a d10 at or
 * under SOM, which the game reads as ⌊WIS/2⌋. The score is here, not with
 * the check in engine/reactions.ts, so `athack odds` does not load the zones.
 */
import { REACTION } from '../../data/hackssential/reaction.js';
import { Fraction } from '../../base/fraction.js';

/** SOM, the score a reaction check must roll at or under: half WIS, rounded down. */
export function reactionScore(wis: number): number {
  return Math.floor(wis / 2);
}

export interface ReactionOdds {
  score: number;
  /** The hero keeps its head. */
  pass: Fraction;
  /** The hero loses its turn. */
  fail: Fraction;
}

export function reactionOdds(wis: number): ReactionOdds {
  const sides = Number(/^1d(\d+)$/.exec(REACTION.rows[0]!.die)![1]);
  const score = reactionScore(wis);
  const pass = new Fraction(Math.min(sides, Math.max(0, score)), sides);
  return { score, pass, fail: Fraction.ONE.sub(pass) };
}
