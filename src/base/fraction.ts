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
      // What is left to divide out is below twice the power tried, so each is tried once.
      for (const power of powersDividing(this.#den, prime)) {
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
    // The value is the same in any terms, and so is its double (quotient rounds once): a percentage needs no reducing.
    return Fraction.quotient(this.#num, this.#den);
  }

  /**
   * `num/den` (den > 0) as the double nearest to it, in lowest terms or not: a chance whose terms are reduced only
   * when read (overPrimes) gives the same double before and after. Terms that are doubles exactly are divided as
   * doubles, which rounds once; larger ones give a quotient of 66 bits or more, the bits below it folded into its
   * last, and that is rounded once to a double's 53.
   */
  static quotient(num: bigint, den: bigint): number {
    const size = num < 0n ? -num : num;
    if (size <= MAX_EXACT && den <= MAX_EXACT) return Number(num) / Number(den);
    if (size === 0n) return 0;
    // 2^shift scales the quotient to at least 66 bits: a floor of a floor is the floor, so shifting num right is exact too.
    const shift = bitLength(den) - bitLength(size) + 66;
    const scaled = shift >= 0 ? size << BigInt(shift) : size >> BigInt(-shift);
    let q = scaled / den;
    // What is left, below the 66 bits, only decides a tie: a bit set at the bottom says it is not one.
    if (q * den !== scaled || (shift < 0 && (size & ((1n << BigInt(-shift)) - 1n)) !== 0n)) q |= 1n;
    let value = Number(q);
    // Scaled back in steps a double can hold (2^1000 each).
    for (let k = shift; k !== 0; ) {
      const step = Math.max(-1000, Math.min(1000, k));
      value /= 2 ** step;
      k -= step;
    }
    return num < 0n ? -value : value;
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

/**
 * p, p², p⁴… while they divide `den`, largest first. The chances of one distribution share their denominator, so
 * the last one's powers are kept: a chart or a JSON document of thousands of rows squares them once, not per row.
 * Powers of the whole denominator serve once some are divided out too: one that no longer divides is passed over.
 */
function powersDividing(den: bigint, prime: number): readonly bigint[] {
  if (den !== powersOf.den) powersOf = { den, byPrime: new Map() };
  let powers = powersOf.byPrime.get(prime);
  if (powers === undefined) {
    powers = [];
    for (let power = BigInt(prime); den % power === 0n; power *= power) powers.push(power);
    powers.reverse();
    powersOf.byPrime.set(prime, powers);
  }
  return powers;
}
let powersOf: { den: bigint; byPrime: Map<number, bigint[]> } = { den: 0n, byPrime: new Map() };

export function gcd(a: bigint, b: bigint): bigint {
  while (b !== 0n) [a, b] = [b, a % b];
  return a;
}

/** The largest whole number every smaller one of which a double holds exactly (2^53 − 1). */
const MAX_EXACT = BigInt(Number.MAX_SAFE_INTEGER);

/** How many bits `n` (> 0) takes: from its hex digits, a quarter of the binary string's length to build. */
function bitLength(n: bigint): number {
  const hex = n.toString(16);
  return (hex.length - 1) * 4 + (32 - Math.clz32(parseInt(hex[0]!, 16)));
}
