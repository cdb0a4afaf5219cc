/**
 * Exact rational numbers on BigInt, for probabilities that the rules make
 * discrete: an answer like 11/20 is printed as 11/20, never as 0.55000001.
 */
/** Passed only from this module: the numerator and denominator are already in lowest terms. */
const LOWEST = Symbol('lowest terms');

export class Fraction {
  #num: bigint;
  #den: bigint;
  /**
   * The primes still to divide out of a fraction made by `overPrimes`,
   * until its terms are first read: a chart of a Usage die's ~150 rows
   * prints most as a percentage alone, which needs no lowest terms, and
   * reducing every row was two thirds of the arithmetic.
   */
  #primes: readonly number[] | undefined;

  constructor(num: bigint | number, den: bigint | number = 1n, lowest?: typeof LOWEST) {
    if (lowest === LOWEST) {
      this.#num = BigInt(num);
      this.#den = BigInt(den);
      return;
    }
    let n = BigInt(num);
    let d = BigInt(den);
    if (d === 0n) throw new RangeError('fraction with a zero denominator');
    if (d < 0n) {
      n = -n;
      d = -d;
    }
    const g = gcd(n < 0n ? -n : n, d);
    this.#num = g > 1n ? n / g : n;
    this.#den = g > 1n ? d / g : d;
  }

  /** The numerator, in lowest terms. */
  get num(): bigint {
    this.#lowest();
    return this.#num;
  }

  /** The denominator, in lowest terms, above zero. */
  get den(): bigint {
    this.#lowest();
    return this.#den;
  }

  /**
   * `num/den` (den > 0) when every prime factor of `den` is one of `primes`,
   * brought to lowest terms when its terms are first read (below).
   */
  static overPrimes(num: bigint, den: bigint, primes: readonly number[]): Fraction {
    const f = new Fraction(num, den, LOWEST);
    f.#primes = primes;
    return f;
  }

  /**
   * Lowest terms by dividing out the primes `overPrimes` was given, which on
   * numbers of hundreds of digits costs a few divisions where Euclid's gcd
   * takes hundreds (a chance after n rolls of a die is a whole number over
   * a power of its sides). Each prime goes out as p, p², p⁴… dividing by
   * the largest powers first: a prime that divides both hundreds of times is
   * gone in a dozen divisions, not hundreds.
   */
  #lowest(): void {
    if (this.#primes === undefined) return;
    let n = this.#num;
    let d = this.#den;
    for (const prime of this.#primes) {
      const powers: bigint[] = [];
      for (let power = BigInt(prime); d % power === 0n; power *= power) powers.push(power);
      // What is left to divide out is below twice the power tried, so each is tried once.
      for (const power of powers.reverse()) {
        if (d % power !== 0n || n % power !== 0n) continue;
        n /= power;
        d /= power;
      }
    }
    this.#num = n;
    this.#den = d;
    this.#primes = undefined;
  }

  static readonly ZERO = new Fraction(0n);
  static readonly ONE = new Fraction(1n);

  add(o: Fraction): Fraction {
    return new Fraction(this.num * o.den + o.num * this.den, this.den * o.den);
  }

  sub(o: Fraction): Fraction {
    return new Fraction(this.num * o.den - o.num * this.den, this.den * o.den);
  }

  mul(o: Fraction): Fraction {
    return new Fraction(this.num * o.num, this.den * o.den);
  }

  div(o: Fraction): Fraction {
    return new Fraction(this.num * o.den, this.den * o.num);
  }

  /** 1 − this: the chance of the opposite outcome. */
  complement(): Fraction {
    return Fraction.ONE.sub(this);
  }

  compare(o: Fraction): number {
    const l = this.num * o.den;
    const r = o.num * this.den;
    return l < r ? -1 : l > r ? 1 : 0;
  }

  equals(o: Fraction): boolean {
    return this.num === o.num && this.den === o.den;
  }

  toNumber(): number {
    // The value is the same in any terms: a percentage needs no reducing.
    return Fraction.quotient(this.#num, this.#den);
  }

  /** `num/den` (den > 0) as a double, in lowest terms or not: for a test against a bound that needs no exact value. */
  static quotient(num: bigint, den: bigint): number {
    // Dividing two huge BigInts as doubles overflows; scale down first.
    if (den < TWO_TO_1000) return Number(num) / Number(den);
    const shift = BigInt(bitLength(den) - 1000);
    return Number(num >> shift) / Number(den >> shift);
  }

  /** `11/20`, or `1` and `0` for whole numbers. */
  toString(): string {
    return this.den === 1n ? this.num.toString() : `${this.num}/${this.den}`;
  }

  /** A percentage with `digits` decimals, e.g. `55.00%`. */
  toPercent(digits = 2): string {
    return `${(this.toNumber() * 100).toFixed(digits)}%`;
  }
}

export function gcd(a: bigint, b: bigint): bigint {
  while (b !== 0n) [a, b] = [b, a % b];
  return a;
}

/** Below it a denominator needs no scaling down: one comparison, where its bit length builds a string of its digits. */
const TWO_TO_1000 = 1n << 1000n;

/** How many bits `n` (> 0) takes: from its hex digits, a quarter of the binary string's length to build. */
function bitLength(n: bigint): number {
  const hex = n.toString(16);
  return (hex.length - 1) * 4 + (32 - Math.clz32(parseInt(hex[0]!, 16)));
}
