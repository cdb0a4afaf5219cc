/**
 * rot.js keeps one global RNG. Every generator that draws from it runs inside
 * `withRotRng`, seeded from the zone's own stream and restored afterwards,
 * so nothing outside (nor the order zones are made in) can change a map
 * (docs/architecture.md rule 4).
 */
import { RNG } from 'rot-js';
import type { RandomSource } from '../base/rng.js';

export function withRotRng<T>(stream: RandomSource, run: () => T): T {
  const saved = RNG.getState();
  RNG.setSeed(Math.floor(stream.next() * 0x1_0000_0000) || 1);
  try {
    return run();
  } finally {
    RNG.setState(saved);
  }
}
