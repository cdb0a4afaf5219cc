/**
 * ASCII @HACK! die ranks: a die succeeds on 4 or more and fails on a 1 (the
 * Pitch); a pool's net successes are its successes less its failures, and
 * may be negative. Ranks and thresholds come from the @HACK! tables.
 */
import { COSTS } from '../../data/athack/costs.js';
import { PITCH } from '../../data/athack/combat.js';
import { Distribution } from '../../base/dice/index.js';
import { Fraction } from '../../base/fraction.js';

export type { DieRank } from '../../base/ranks.js';
import type { DieRank } from '../../base/ranks.js';

/** The die sizes of the ranks, d4 to d20. */
export const DIE_RANKS: readonly DieRank[] = COSTS.rows.map((r) => Number(r.rank.slice(1)));

const { successAtLeast, failureOn } = PITCH.rows[0]!;

export function isDieRank(sides: number): sides is DieRank {
  return DIE_RANKS.includes(sides);
}

export interface RankOdds {
  sides: number;
  success: Fraction;
  failure: Fraction;
}

/** Faces of a die of `sides` that succeed, and that fail. */
function faces(sides: number): { succeed: number; fail: number } {
  return { succeed: Math.max(0, sides - successAtLeast + 1), fail: failureOn <= sides ? 1 : 0 };
}

export function rankOdds(sides: number): RankOdds {
  const { succeed, fail } = faces(sides);
  return { sides, success: new Fraction(succeed, sides), failure: new Fraction(fail, sides) };
}

/** One die's contribution: +1 on a success, −1 on a failure, 0 otherwise. */
function netOfOneDie(sides: number): Distribution {
  const { succeed, fail } = faces(sides);
  const counts = new Map<number, bigint>([
    [1, BigInt(succeed)],
    [-1, BigInt(fail)],
    [0, BigInt(sides - succeed - fail)],
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
