/**
 * Exact probability distributions over integers: every outcome's count over
 * one common denominator, in BigInt so that 20d20 stays exact.
 */
import { Fraction } from '../fraction.js';
import type { DiceExpression } from './parse.js';

/** Above this many distinct outcomes an exact table is refused rather than left to crawl. */
export const MAX_OUTCOMES = 20_000;

/**
 * Above this many pairs of outcomes added together over a whole sum, an exact
 * table is refused: each term is cheap alone, but a hundred different dice
 * one after another took seconds.
 */
export const MAX_SUM_WORK = 2_000_000;

export class DistributionTooLarge extends Error {
  constructor(
    readonly what: string,
    limit = `has more than ${MAX_OUTCOMES.toLocaleString('en-US')} outcomes`,
  ) {
    super(`the exact distribution of ${what} ${limit}`);
    this.name = 'DistributionTooLarge';
  }
}

export class Distribution {
  /**
   * Sorted by value; counts are positive and sum to `den`. `primes` are the primes of `den` (the dice's sides), so
   * a chance is brought to lowest terms by dividing them out (Fraction.overPrimes): Euclid's gcd on the hundreds of
   * digits of 100d200's chances took seconds for a chart that reads a few of them. Undefined where they are not
   * known (a large denominator given to fromCounts): the chances are then reduced by gcd.
   */
  private constructor(
    readonly values: readonly number[],
    readonly counts: readonly bigint[],
    readonly den: bigint,
    private readonly primes: readonly number[] | undefined,
  ) {}

  static fromCounts(counts: Map<number, bigint>, den: bigint): Distribution {
    return Distribution.counted(counts, den, primesOf(den));
  }

  private static counted(counts: Map<number, bigint>, den: bigint, primes: readonly number[] | undefined): Distribution {
    const values = [...counts.keys()].filter((v) => counts.get(v)! > 0n).sort((a, b) => a - b);
    return new Distribution(values, values.map((v) => counts.get(v)!), den, primes);
  }

  static constant(value: number): Distribution {
    return new Distribution([value], [1n], 1n, []);
  }

  /** One die: 1 to `sides`, equally likely. */
  static die(sides: number): Distribution {
    return Distribution.dice(1, sides);
  }

  /** The total of `count` dice of `sides` faces. */
  static dice(count: number, sides: number): Distribution {
    const outcomes = count * (sides - 1) + 1;
    if (outcomes > MAX_OUTCOMES) throw new DistributionTooLarge(`${count}d${sides}`);
    // counts[t] = ways to total count + t; adding a die is a moving sum of width `sides`.
    let ways: bigint[] = [1n];
    for (let k = 0; k < count; k++) {
      const next = new Array<bigint>(ways.length + sides - 1).fill(0n);
      let window = 0n;
      for (let t = 0; t < next.length; t++) {
        if (t < ways.length) window += ways[t]!;
        if (t - sides >= 0) window -= ways[t - sides]!;
        next[t] = window;
      }
      ways = next;
    }
    const values = ways.map((_, t) => count + t);
    return new Distribution(values, ways, BigInt(sides) ** BigInt(count), count === 0 ? [] : primesOf(BigInt(sides)));
  }

  /** The distribution of `f(x)`: outcomes that map to the same value merge. */
  map(f: (value: number) => number): Distribution {
    const merged = new Map<number, bigint>();
    this.values.forEach((v, k) => {
      const w = f(v);
      merged.set(w, (merged.get(w) ?? 0n) + this.counts[k]!);
    });
    return Distribution.counted(merged, this.den, this.primes);
  }

  /** The distribution of the sum of one draw from each. */
  plus(other: Distribution): Distribution {
    if (this.values.length * other.values.length > MAX_OUTCOMES * 100) throw new DistributionTooLarge('this expression');
    const sums = new Map<number, bigint>();
    this.values.forEach((a, i) => {
      other.values.forEach((b, j) => {
        sums.set(a + b, (sums.get(a + b) ?? 0n) + this.counts[i]! * other.counts[j]!);
      });
    });
    if (sums.size > MAX_OUTCOMES) throw new DistributionTooLarge('this expression');
    const primes = this.primes && other.primes && [...new Set([...this.primes, ...other.primes])];
    return Distribution.counted(sums, this.den * other.den, primes);
  }

  /** Two independent draws, keeping the higher (`'high'`) or the lower (`'low'`). */
  bestOfTwo(keep: 'high' | 'low'): Distribution {
    // P(max = v) = F(v)² − F(v⁻)², with F counted over den; the min mirrors it.
    const order = keep === 'high' ? this.values.map((_, k) => k) : this.values.map((_, k) => this.values.length - 1 - k);
    const counts = new Map<number, bigint>();
    let below = 0n;
    for (const k of order) {
      const upTo = below + this.counts[k]!;
      counts.set(this.values[k]!, upTo * upTo - below * below);
      below = upTo;
    }
    return Distribution.counted(counts, this.den * this.den, this.primes);
  }

  probability(value: number): Fraction {
    const k = this.values.indexOf(value);
    return k < 0 ? Fraction.ZERO : this.#chance(this.counts[k]!);
  }

  /** The chance that an outcome satisfies `test`. */
  chance(test: (value: number) => boolean): Fraction {
    let hits = 0n;
    this.values.forEach((v, k) => {
      if (test(v)) hits += this.counts[k]!;
    });
    return this.#chance(hits);
  }

  mean(): Fraction {
    let total = 0n;
    this.values.forEach((v, k) => (total += BigInt(v) * this.counts[k]!));
    return this.#chance(total);
  }

  /** `count` over the denominator, to be brought to lowest terms when its terms are read. */
  #chance(count: bigint): Fraction {
    return this.primes ? Fraction.overPrimes(count, this.den, this.primes) : new Fraction(count, this.den);
  }

  get min(): number {
    return this.values[0]!;
  }

  get max(): number {
    return this.values.at(-1)!;
  }

  /** Every outcome with its exact probability, lowest first. */
  entries(): { value: number; probability: Fraction }[] {
    return this.values.map((value, k) => ({ value, probability: this.#chance(this.counts[k]!) }));
  }

  /**
   * The outcomes gathered into ranges `width` wide, each starting at a multiple of it (the first and last cut to
   * the outcomes there are), lowest first: a range no outcome falls in is left out. Summed as counts, so exactly.
   */
  ranges(width: number): { from: number; to: number; probability: Fraction }[] {
    const out: { from: number; to: number; count: bigint }[] = [];
    this.values.forEach((value, k) => {
      const start = Math.floor(value / width) * width;
      const last = out.at(-1);
      if (last !== undefined && last.from >= start) {
        last.to = value;
        last.count += this.counts[k]!;
      } else out.push({ from: value, to: value, count: this.counts[k]! });
    });
    return out.map((r) => ({ from: r.from, to: r.to, probability: this.#chance(r.count) }));
  }
}

/** The primes of `n`, found by trial division where `n` is small enough (a die's sides, a bid's range); else undefined. */
function primesOf(n: bigint): number[] | undefined {
  if (n > 0xffffffffn) return undefined;
  let rest = Number(n);
  const primes: number[] = [];
  for (let p = 2; p * p <= rest; p++) {
    if (rest % p !== 0) continue;
    primes.push(p);
    while (rest % p === 0) rest /= p;
  }
  if (rest > 1) primes.push(rest);
  return primes;
}

/** The exact distribution of a parsed dice expression's total. */
export function distributionOf(expr: DiceExpression): Distribution {
  let total = Distribution.constant(0);
  let work = 0;
  for (const part of alikeDiceTogether(expr)) {
    work += total.values.length * part.values.length;
    if (work > MAX_SUM_WORK) throw new DistributionTooLarge('this expression', `needs more than ${MAX_SUM_WORK.toLocaleString('en-US')} additions of outcomes`);
    total = total.plus(part);
  }
  return total;
}

/**
 * One distribution per kind of die (and one for the constants): `1d6+1d6` is
 * `2d6`, whose table is a cheap moving sum where adding die after die to a
 * growing total is not.
 */
function alikeDiceTogether(expr: DiceExpression): Distribution[] {
  let constant = 0;
  const dice = new Map<string, { count: number; sides: number; factor: number }>();
  for (const term of expr.terms) {
    if (term.kind === 'constant') {
      constant += term.sign * term.value;
      continue;
    }
    const factor = term.sign * term.multiplier;
    const key = `${term.sides}x${factor}`;
    const kind = dice.get(key) ?? { count: 0, sides: term.sides, factor };
    kind.count += term.count;
    dice.set(key, kind);
  }
  const parts = [...dice.values()].map((d) => Distribution.dice(d.count, d.sides).map((v) => v * d.factor));
  return constant === 0 ? parts : [...parts, Distribution.constant(constant)];
}
