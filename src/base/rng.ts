/**
 * Seeded random number streams (docs/architecture.md rules 2 and 3).
 *
 * Every job that needs randomness (gameplay, each zone's generation, each AI
 * player, cosmetic flavour) draws from its own stream, derived from the game
 * seed and the stream's name, so drawing from one never moves another and a
 * seed replays the same on every machine.
 */
/** The serialisable state of a stream: enough to resume it exactly. */
export interface StreamState {
  readonly name: string;
  readonly alea: { readonly c: number; readonly s0: number; readonly s1: number; readonly s2: number };
}

/** Anything that hands out uniform numbers in [0, 1): a stream, or forced rolls in tests. */
export interface RandomSource {
  next(): number;
}

const TWO_TO_MINUS_32 = 2.3283064365386963e-10;

/**
 * Baagoe's Mash, the hash Alea is seeded with: `data` hashed on from the
 * state `n` a call before left, as in seedrandom's `alea`, whose numbers
 * these are exactly (tests/core/rng.test.ts holds the two side by side).
 * The new state; `mashed` reads its number.
 */
function mash(n: number, data: string): number {
  for (let i = 0; i < data.length; i++) {
    n += data.charCodeAt(i);
    let h = 0.02519603282416938 * n;
    n = h >>> 0;
    h -= n;
    h *= n;
    n = h >>> 0;
    h -= n;
    n += h * 0x100000000; // 2^32
  }
  return n;
}

const mashed = (n: number) => (n >>> 0) * TWO_TO_MINUS_32;

/** Alea hashes three spaces before its key, whatever the key: their state and numbers are worked out once. */
const SPACES = (() => {
  const n1 = mash(0xefc8249d, ' ');
  const n2 = mash(n1, ' ');
  const n3 = mash(n2, ' ');
  return { n: n3, s0: mashed(n1), s1: mashed(n2), s2: mashed(n3) };
})();

/** Alea's state seeded from `key`, as seedrandom seeds it. */
function seeded(key: string): StreamState['alea'] {
  let { n, s0, s1, s2 } = SPACES;
  n = mash(n, key);
  s0 -= mashed(n);
  if (s0 < 0) s0 += 1;
  n = mash(n, key);
  s1 -= mashed(n);
  if (s1 < 0) s1 += 1;
  n = mash(n, key);
  s2 -= mashed(n);
  if (s2 < 0) s2 += 1;
  return { c: 1, s0, s1, s2 };
}

/** Characters JSON writes otherwise than as themselves: quotes, backslashes, controls, and surrogates (lone ones are escaped). */
const ESCAPED = /["\\\u0000-\u001f\ud800-\udfff]/;

/** `JSON.stringify([seed, name])` without JSON's machinery when neither holds a character it would escape: a stream is derived for every game, zone and AI decision. */
const pairKey = (seed: string, name: string) => (ESCAPED.test(seed) || ESCAPED.test(name) ? JSON.stringify([seed, name]) : `["${seed}","${name}"]`);

export class Stream implements RandomSource {
  // Baagoe's Alea, kept as four numbers so that a step resumes a stream
  // from its saved state without building a generator.
  private c: number;
  private s0: number;
  private s1: number;
  private s2: number;

  private constructor(
    readonly name: string,
    alea: StreamState['alea'],
  ) {
    this.c = alea.c;
    this.s0 = alea.s0;
    this.s1 = alea.s1;
    this.s2 = alea.s2;
  }

  /** The stream `name` of the game seeded with `seed` (the seed as the user typed it). */
  static derive(seed: string, name: string): Stream {
    // JSON keeps the pair unambiguous: seed "a:b" + name "c" never meets seed "a" + name "b:c".
    return new Stream(name, seeded(pairKey(seed, name)));
  }

  static restore(state: StreamState): Stream {
    return new Stream(state.name, state.alea);
  }

  /** A uniform number in [0, 1). */
  next(): number {
    const t = 2091639 * this.s0 + this.c * TWO_TO_MINUS_32;
    this.s0 = this.s1;
    this.s1 = this.s2;
    this.c = t | 0;
    return (this.s2 = t - this.c);
  }

  state(): StreamState {
    return { name: this.name, alea: { c: this.c, s0: this.s0, s1: this.s1, s2: this.s2 } };
  }
}

/** A uniform integer from `lo` to `hi` inclusive. */
export function randomInt(source: RandomSource, lo: number, hi: number): number {
  return lo + Math.floor(source.next() * (hi - lo + 1));
}

