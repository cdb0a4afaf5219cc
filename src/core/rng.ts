/**
 * Seeded random number streams (ARCHITECTURE.md rules 2 and 3).
 *
 * Every job that needs randomness (gameplay, each zone's generation, each AI
 * player, cosmetic flavour) draws from its own stream, derived from the game
 * seed and the stream's name, so drawing from one never moves another and a
 * seed replays the same on every machine.
 */
import seedrandom from 'seedrandom';

/** The serialisable state of a stream: enough to resume it exactly. */
export interface StreamState {
  name: string;
  alea: { c: number; s0: number; s1: number; s2: number };
}

/** Anything that hands out uniform numbers in [0, 1): a stream, or forced rolls in tests. */
export interface RandomSource {
  next(): number;
}

export class Stream implements RandomSource {
  // Baagoe's Alea, as seedrandom computes it: kept here as four numbers so
  // that a step can resume a stream from its saved state without building
  // a generator (seedrandom still does the seeding, in `derive`).
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
    return new Stream(name, seedrandom.alea(JSON.stringify([seed, name]), { state: true }).state());
  }

  static restore(state: StreamState): Stream {
    return new Stream(state.name, state.alea);
  }

  /** A uniform number in [0, 1). */
  next(): number {
    const t = 2091639 * this.s0 + this.c * 2.3283064365386963e-10; // 2^-32
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

