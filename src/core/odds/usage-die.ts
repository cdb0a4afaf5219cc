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
 */
export function usesDistribution(start: UsageDie, cutoff = 1e-6): UsesDistribution {
  const chain = chainFrom(start);
  const drops = chain.map(stepDownChance);
  // alive[k] = P(after n uses, the item is still on chain[k]).
  let alive: Fraction[] = chain.map((_, k) => (k === 0 ? Fraction.ONE : Fraction.ZERO));
  const rows: UsesDistribution['rows'] = [];
  let remaining = Fraction.ONE;
  for (let uses = 1; remaining.toNumber() >= cutoff; uses++) {
    const next = chain.map(() => Fraction.ZERO);
    let usedUp = Fraction.ZERO;
    drops.forEach((drop, k) => {
      next[k] = next[k]!.add(alive[k]!.mul(drop.complement()));
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
