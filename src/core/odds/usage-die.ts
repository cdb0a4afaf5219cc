/**
 * The Usage die: each use rolls the die, and a 1–2 steps it down the chain
 * d20 → d12 → d10 → d8 → d6 → d4; a 1–2 on the d4 uses the item up. The
 * number of uses is a sum of geometric waits, one per step of the chain.
 * The chain and the faces that step it down come from the Black Hack table.
 */
import { USAGE_DIE } from '../../data/blackhack/usage.js';
import { Fraction } from '../../base/fraction.js';

export type UsageDie = number;

/** The die sizes of the chain, largest first. */
export const USAGE_CHAIN: readonly UsageDie[] = USAGE_DIE.rows.map((r) => r.sides);

export function isUsageDie(sides: number): sides is UsageDie {
  return USAGE_CHAIN.includes(sides);
}

/** The die after a step down, or undefined when the item is used up. */
export function downgrade(die: UsageDie): UsageDie | undefined {
  return USAGE_CHAIN[USAGE_CHAIN.indexOf(die) + 1];
}

/** The steps a Usage die passes through, from `start` down to the last. */
function chainFrom(start: UsageDie) {
  return USAGE_DIE.rows.slice(USAGE_CHAIN.indexOf(start));
}

/** The chance that one use steps the die down (or, on the last die, uses the item up). */
function stepDownChance(step: (typeof USAGE_DIE.rows)[number]): Fraction {
  return new Fraction(step.downgradeOn.max - step.downgradeOn.min + 1, step.sides);
}

/** Each die is rolled until it steps down, which takes 1/p rolls on average. */
export function expectedUses(start: UsageDie): Fraction {
  return chainFrom(start).reduce((sum, step) => sum.add(Fraction.ONE.div(stepDownChance(step))), Fraction.ZERO);
}

export interface UsesDistribution {
  /** P(exactly `uses` uses), from the fewest possible uses up to where the rest is below the cut-off. */
  rows: { uses: number; probability: Fraction }[];
  /** The exact probability of more uses than the last row. */
  tail: Fraction;
}

/**
 * The exact distribution of the number of uses, listed until the chance of
 * more uses is below `cutoff` (the support is unbounded: a d20 could in
 * principle last for ever).
 *
 * After n uses every chance on the chain is a whole number over D^n, D the
 * least common multiple of the chain's sides, so the chain is worked in
 * whole numerators over that one denominator: a fraction is reduced once
 * per row printed, never for every sum and product along the way (which
 * cost nearly all the time on a d20's ~150 rows), and reduced by the few
 * primes of D alone.
 */
export function usesDistribution(start: UsageDie, cutoff = 1e-6): UsesDistribution {
  const chain = chainFrom(start);
  const lcmOfSides = chain.reduce((l, step) => lcm(l, step.sides), 1);
  const primes = primeFactors(lcmOfSides);
  const D = BigInt(lcmOfSides);
  // drop[k]: the chance that a use steps chain[k] down, as a numerator over D.
  const drop = chain.map((step) => (BigInt(step.downgradeOn.max - step.downgradeOn.min + 1) * D) / BigInt(step.sides));
  // alive[k] / D^n = P(after n uses, the item is still on chain[k]).
  let alive: bigint[] = chain.map((_, k) => (k === 0 ? 1n : 0n));
  let den = 1n;
  const rows: UsesDistribution['rows'] = [];
  // The chance of more uses, over den: only the last one is reduced, for the tail.
  let remaining = 1n;
  for (let uses = 1; Fraction.quotient(remaining, den) >= cutoff; uses++) {
    const next = alive.map((a, k) => a * (D - drop[k]!) + (k > 0 ? alive[k - 1]! * drop[k - 1]! : 0n));
    const usedUp = alive.at(-1)! * drop.at(-1)!;
    alive = next;
    den *= D;
    remaining = next.reduce((sum, a) => sum + a, 0n);
    if (usedUp > 0n || rows.length > 0) rows.push({ uses, probability: Fraction.overPrimes(usedUp, den, primes) });
  }
  return { rows, tail: Fraction.overPrimes(remaining, den, primes) };
}

function lcm(a: number, b: number): number {
  let [x, y] = [a, b];
  while (y !== 0) [x, y] = [y, x % y];
  return (a / x) * b;
}

/** The distinct primes dividing `n`, smallest first. */
function primeFactors(n: number): number[] {
  const out: number[] = [];
  for (let p = 2, m = n; m > 1; p++) {
    if (m % p !== 0) continue;
    out.push(p);
    while (m % p === 0) m /= p;
  }
  return out;
}
