/**
 * Sealed bids (RULES.md §5): every bid token is lost, the larger total
 * wins and a tie goes to the hero. An AI player's bid is a share of its
 * tokens times a random factor, so its exact distribution comes from the
 * same `bidFor` the game rolls with.
 */
import { BID_FACTOR, bidFor, type BidBasis } from '../opposition/bids.js';
import { Distribution } from '../../base/dice/distribution.js';
import type { Fraction } from '../../base/fraction.js';

/** The exact distribution of one AI player's sealed bid. */
export function aiBidDistribution(basis: BidBasis): Distribution {
  const counts = new Map<number, bigint>();
  for (let f = BID_FACTOR.low; f <= BID_FACTOR.high; f++) {
    const bid = bidFor(basis, f);
    counts.set(bid, (counts.get(bid) ?? 0n) + 1n);
  }
  return Distribution.fromCounts(counts, BigInt(BID_FACTOR.high - BID_FACTOR.low + 1));
}

/** The Opposition's total when each of `players` bids on its own. */
export function totalBid(players: readonly Distribution[]): Distribution {
  return players.reduce((sum, d) => sum.plus(d), Distribution.constant(0));
}

/** The hero's chance of winning with `heroBid`, each token counting `rate` (three at Home toward a Consumable). */
export function heroWins(heroBid: number, opposition: Distribution, rate = 1): Fraction {
  return opposition.chance((total) => heroBid * rate >= total);
}

/** The smallest bid that wins at least `share` of the time (ties go to the hero), with each token counting `rate`. */
export function bidToWin(opposition: Distribution, share: Fraction, rate = 1): number {
  for (let bid = 0; ; bid++) if (heroWins(bid, opposition, rate).compare(share) >= 0) return bid;
}
