import { describe, expect, it } from 'vitest';
import { parseDice } from '../../src/base/dice/index.js';
import { testOdds } from '../../src/core/odds/attribute-test.js';
import { expectedUses, usesDistribution } from '../../src/core/odds/usage-die.js';
import { Fraction } from '../../src/base/fraction.js';
import { netSuccesses, pitchOdds, rankOdds } from '../../src/core/odds/die-rank.js';
import { mendChance, mendedDistribution } from '../../src/core/odds/armour-dice.js';

describe('attribute tests (hand-computed)', () => {
  it('d20 below 13 succeeds on 1..12: 12/20 = 3/5', () => {
    expect(testOdds(13, 0, 'normal').success.toString()).toBe('3/5');
  });
  it('with Advantage: 1 − (8/20)² = 84/100 = 21/25', () => {
    expect(testOdds(13, 0, 'advantage').success.toString()).toBe('21/25');
  });
  it('with Disadvantage: (12/20)² = 9/25', () => {
    expect(testOdds(13, 0, 'disadvantage').success.toString()).toBe('9/25');
  });
  it('+2 powerful foe against 13 succeeds on 1..10: 1/2', () => {
    expect(testOdds(13, 2, 'normal').success.toString()).toBe('1/2');
  });
  it('a modifier that leaves no roll below the target fails always; a negative one can make it certain', () => {
    expect(testOdds(5, 4, 'normal').success.toString()).toBe('0');
    expect(testOdds(18, -5, 'normal').success.toString()).toBe('1');
  });
  it('a large weapon\'s +1d4 against 12: (10+9+8+7)/80 = 17/40', () => {
    expect(testOdds(12, parseDice('1d4'), 'normal').success.toString()).toBe('17/40');
  });
  it('a natural 1 comes up 39/400 with Advantage and 1/400 with Disadvantage', () => {
    expect(testOdds(10, 0, 'advantage').naturalOne.toString()).toBe('39/400');
    expect(testOdds(10, 0, 'disadvantage').naturalOne.toString()).toBe('1/400');
    expect(testOdds(10, 0, 'disadvantage').naturalTwenty.toString()).toBe('39/400');
  });
  it('a natural 1 counts only when it passes, a natural 20 only when it fails', () => {
    // 1 + 5 is not below 5, so no natural 1 hits; 20 - 15 is below 30, so no natural 20 fails.
    expect(testOdds(5, 5, 'normal').naturalOne.toString()).toBe('0');
    expect(testOdds(30, -15, 'normal').naturalTwenty.toString()).toBe('0');
    // Against 3 a natural 1 passes only with a 1 on the 1d4: 1/20 × 1/4; against 23 a natural 20 fails on a 3 or 4: 1/20 × 2/4.
    expect(testOdds(3, parseDice('1d4'), 'normal').naturalOne.toString()).toBe('1/80');
    expect(testOdds(23, parseDice('1d4'), 'normal').naturalTwenty.toString()).toBe('1/40');
  });
});

describe('Usage dice', () => {
  it.each([
    [4, '2'],
    [6, '5'],
    [8, '9'],
    [10, '14'],
    [12, '20'],
    [20, '30'],
  ] as const)('Ud%i lasts %s uses on average', (die, mean) => {
    expect(expectedUses(die).toString()).toBe(mean);
  });

  it('Ud4 lasts exactly n uses with (1/2)^n', () => {
    const d = usesDistribution(4);
    expect(d.rows[0]).toMatchObject({ uses: 1 });
    expect(d.rows.slice(0, 3).map((r) => r.probability.toString())).toEqual(['1/2', '1/4', '1/8']);
  });

  it('Ud6 cannot end in one use; two uses is 1/3 × 1/2 = 1/6; three is 7/36', () => {
    const d = usesDistribution(6);
    expect(d.rows[0]!.uses).toBe(2);
    expect(d.rows[0]!.probability.toString()).toBe('1/6');
    // (2/3)(1/3)(1/2) + (1/3)(1/2)(1/2) = 1/9 + 1/12 = 7/36
    expect(d.rows[1]!.probability.toString()).toBe('7/36');
  });

  it('the listed rows and the tail add up to exactly 1, and the mean of the rows approaches the expectation', () => {
    const d = usesDistribution(20);
    const total = d.rows.reduce((s, r) => s.add(r.probability), d.tail);
    expect(total.toString()).toBe('1');
    const mean = d.rows.reduce((s, r) => s + r.uses * r.probability.toNumber(), 0);
    expect(mean).toBeCloseTo(30, 2);
    expect(d.rows[0]!.uses).toBe(6);
  });

  it('a chance over a power of the dice sides comes to the lowest terms Euclid gives, by dividing out those primes alone', () => {
    const den = 120n ** 40n;
    for (const num of [0n, 1n, 7n, 2n ** 50n, 3n ** 41n * 5n, 120n ** 39n * 11n, 120n ** 40n, den - 1n, 2n ** 121n * 3n ** 40n * 5n ** 2n * 13n]) {
      const fast = Fraction.overPrimes(num, den, [2, 3, 5]);
      const euclid = new Fraction(num, den);
      expect(`${fast.num}/${fast.den}`).toBe(`${euclid.num}/${euclid.den}`);
    }
  });
});

describe('@HACK! die ranks', () => {
  it('success on 4+ and failure on 1', () => {
    expect(rankOdds(4).success.toString()).toBe('1/4');
    expect(rankOdds(8).success.toString()).toBe('5/8');
    expect(rankOdds(20).success.toString()).toBe('17/20');
    expect(rankOdds(12).failure.toString()).toBe('1/12');
  });

  it('a d4 and a d6: net −2 needs both to show 1, 1/24', () => {
    const d = netSuccesses([4, 6]);
    expect(d.probability(-2).toString()).toBe('1/24');
    // +2: 1/4 × 1/2
    expect(d.probability(2).toString()).toBe('1/8');
    expect([d.min, d.max]).toEqual([-2, 2]);
  });

  it('a pitch of d6 against d6 is symmetric', () => {
    const p = pitchOdds([6], [6]);
    expect(p.win.equals(p.lose)).toBe(true);
    // tie: both 0 (1/3)², both +1 (1/2)², both −1 (1/6)² → 1/9 + 1/4 + 1/36 = 7/18
    expect(p.tie.toString()).toBe('7/18');
  });
});

describe('armour dice', () => {
  it('leather (AV 2) mends on 3–6: 2/3; a Warrior re-rolling 1s: 2/3 + 1/6 × 2/3 = 7/9', () => {
    expect(mendChance(2, false).toString()).toBe('2/3');
    expect(mendChance(2, true).toString()).toBe('7/9');
  });
  it('plate (AV 4) with two broken dice mends both with (1/3)² = 1/9', () => {
    expect(mendedDistribution(4, 2, false).probability(2).toString()).toBe('1/9');
  });
});
