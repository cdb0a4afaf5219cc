/**
 * Armour dice after a rest: each Broken d6 is rolled, and mends when it shows
 * more than the armour's AV; otherwise it stays broken until an armourer
 * repairs it. A Warrior (Self Reliant) re-rolls a 1 once.
 */
import { Distribution } from '../../base/dice/index.js';
import { Fraction } from '../../base/fraction.js';

export function mendChance(av: number, selfReliant: boolean): Fraction {
  const mend = new Fraction(Math.max(0, 6 - av), 6);
  // A 1 never mends (AV is at least 1), so the re-roll adds P(1) × P(mend).
  return selfReliant ? mend.add(new Fraction(1, 6).mul(mend)) : mend;
}

/** The distribution of how many of `broken` dice mend. */
export function mendedDistribution(av: number, broken: number, selfReliant: boolean): Distribution {
  const p = mendChance(av, selfReliant);
  const one = Distribution.fromCounts(
    new Map([
      [1, p.num],
      [0, p.den - p.num],
    ]),
    p.den,
  );
  let total = Distribution.constant(0);
  for (let k = 0; k < broken; k++) total = total.plus(one);
  return total;
}
