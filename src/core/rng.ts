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
  private readonly prng: seedrandom.StatefulPRNG<seedrandom.State.Alea>;

  private constructor(
    readonly name: string,
    prng: seedrandom.StatefulPRNG<seedrandom.State.Alea>,
  ) {
    this.prng = prng;
  }

  /** The stream `name` of the game seeded with `seed` (the seed as the user typed it). */
  static derive(seed: string, name: string): Stream {
    // JSON keeps the pair unambiguous: seed "a:b" + name "c" never meets seed "a" + name "b:c".
    return new Stream(name, seedrandom.alea(JSON.stringify([seed, name]), { state: true }));
  }

  static restore(state: StreamState): Stream {
    return new Stream(state.name, seedrandom.alea('', { state: { ...state.alea } }));
  }

  /** A uniform number in [0, 1). */
  next(): number {
    return this.prng();
  }

  state(): StreamState {
    return { name: this.name, alea: this.prng.state() };
  }
}

/** A uniform integer from `lo` to `hi` inclusive. */
export function randomInt(source: RandomSource, lo: number, hi: number): number {
  return lo + Math.floor(source.next() * (hi - lo + 1));
}

