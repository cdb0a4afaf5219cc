/**
 * The Usage die: each use rolls the die, and a 1–2 steps it down the chain
 * d20 → d12 → d10 → d8 → d6 → d4; a 1–2 on the d4 uses the item up.
 * The number of uses is a sum of geometric waits, one per step of the chain.
 */
import { Fraction } from '../fraction.js';

export const USAGE_CHAIN = [20, 12, 10, 8, 6, 4] as const;
export type UsageDie = (typeof USAGE_CHAIN)[number];

export function isUsageDie(sides: number): sides is UsageDie {
  return (USAGE_CHAIN as readonly number[]).includes(sides);
}

/** The dice a Usage die passes through, from `start` down to the d4. */
export function usageChainFrom(start: UsageDie): UsageDie[] {
  return USAGE_CHAIN.slice(USAGE_CHAIN.indexOf(start));
}

/** The die after a 1–2, or undefined when the item is used up. */
export function downgrade(die: UsageDie): UsageDie | undefined {
  return USAGE_CHAIN[USAGE_CHAIN.indexOf(die) + 1];
}

/** Each die is rolled until a 1–2, which takes sides/2 rolls on average. */
export function expectedUses(start: UsageDie): Fraction {
  return usageChainFrom(start).reduce((sum, sides) => sum.add(new Fraction(sides, 2)), Fraction.ZERO);
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
 */
export function usesDistribution(start: UsageDie, cutoff = 1e-6): UsesDistribution {
  const chain = usageChainFrom(start);
  // alive[k] = P(after n uses, the item is still on chain[k]).
  let alive: Fraction[] = chain.map((_, k) => (k === 0 ? Fraction.ONE : Fraction.ZERO));
  const rows: UsesDistribution['rows'] = [];
  let remaining = Fraction.ONE;
  for (let uses = 1; remaining.toNumber() >= cutoff; uses++) {
    const next = chain.map(() => Fraction.ZERO);
    let usedUp = Fraction.ZERO;
    chain.forEach((sides, k) => {
      const drop = new Fraction(2, sides);
      next[k] = next[k]!.add(alive[k]!.mul(Fraction.ONE.sub(drop)));
      const fallen = alive[k]!.mul(drop);
      if (k + 1 < chain.length) next[k + 1] = next[k + 1]!.add(fallen);
      else usedUp = fallen;
    });
    alive = next;
    remaining = remaining.sub(usedUp);
    if (usedUp.num > 0n || rows.length > 0) rows.push({ uses, probability: usedUp });
  }
  return { rows, tail: remaining };
}
