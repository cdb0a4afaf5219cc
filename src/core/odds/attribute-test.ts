/**
 * The Black Hack attribute test: roll a d20, add the modifiers, and succeed
 * when the result is below the attribute. Advantage rolls twice and keeps the
 * lower d20 (the better for a roll-under test); Disadvantage keeps the higher.
 */
import { Distribution, distributionOf, type DiceExpression, type Edge } from '../../base/dice/index.js';
import type { Fraction } from '../../base/fraction.js';

export interface TestOdds {
  success: Fraction;
  /** A natural 1 on the d20 that passes: on an Attack, a hit for double damage. */
  naturalOne: Fraction;
  /** A natural 20 on the d20 that fails: on a Defend, double damage taken. */
  naturalTwenty: Fraction;
}

/** The d20 of a test, after Advantage or Disadvantage picks between two. */
export function testD20(edge: Edge): Distribution {
  const d20 = Distribution.die(20);
  if (edge === 'normal') return d20;
  return d20.bestOfTwo(edge === 'advantage' ? 'low' : 'high');
}

/** The exact odds of a test against `target`, with `modifier` (a constant or dice, such as a large weapon's 1d4) added to the roll. */
export function testOdds(target: number, modifier: DiceExpression | number, edge: Edge): TestOdds {
  const d20 = testD20(edge);
  const mod = typeof modifier === 'number' ? Distribution.constant(modifier) : distributionOf(modifier);
  // The d20 and the modifier are independent, so a natural result's chance
  // of passing is the modifier's chance of keeping the total under target.
  return {
    success: d20.plus(mod).chance((total) => total < target),
    naturalOne: d20.probability(1).mul(mod.chance((m) => 1 + m < target)),
    naturalTwenty: d20.probability(20).mul(mod.chance((m) => 20 + m >= target)),
  };
}
