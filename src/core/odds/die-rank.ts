/**
 * ASCII @HACK! die ranks: a die succeeds on 4 or more and fails on a 1; a
 * pool's net successes are its successes less its failures, and may be
 * negative.
 */
import { Distribution } from '../dice/index.js';
import { Fraction } from '../fraction.js';

export const DIE_RANKS = [4, 6, 8, 10, 12, 20] as const;
export type DieRank = (typeof DIE_RANKS)[number];

export function isDieRank(sides: number): sides is DieRank {
  return (DIE_RANKS as readonly number[]).includes(sides);
}

export interface RankOdds {
  sides: number;
  success: Fraction;
  failure: Fraction;
}

export function rankOdds(sides: number): RankOdds {
  return { sides, success: new Fraction(Math.max(0, sides - 3), sides), failure: new Fraction(1, sides) };
}

/** One die's contribution: +1 on 4+, −1 on a 1, 0 otherwise. */
function netOfOneDie(sides: number): Distribution {
  const counts = new Map<number, bigint>([
    [1, BigInt(Math.max(0, sides - 3))],
    [-1, 1n],
    [0, BigInt(Math.min(2, sides - 1))],
  ]);
  return Distribution.fromCounts(counts, BigInt(sides));
}

/** The distribution of a pool's net successes. */
export function netSuccesses(pool: readonly number[]): Distribution {
  return pool.reduce((sum, sides) => sum.plus(netOfOneDie(sides)), Distribution.constant(0));
}

/** A pitch between two pools: the chance each side ends with more net successes. */
export function pitchOdds(mine: readonly number[], theirs: readonly number[]) {
  const margin = netSuccesses(mine).plus(netSuccesses(theirs).map((v) => -v));
  return {
    margin,
    win: margin.chance((m) => m > 0),
    tie: margin.chance((m) => m === 0),
    lose: margin.chance((m) => m < 0),
  };
}
