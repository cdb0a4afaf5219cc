/** Draw rate of a seeded stream: the ceiling on every simulation. */
import { Stream } from '../src/base/rng.js';
import type { Bench } from './bench.js';

function rate(): number {
  const s = Stream.derive('bench', 'gameplay');
  const n = 2_000_000;
  let sink = 0;
  const start = process.hrtime.bigint();
  for (let k = 0; k < n; k++) sink += s.next();
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  if (sink < 0) throw new Error('unreachable: keeps the loop from being optimised away');
  return n / seconds / 1e6;
}

export const benches: Bench[] = [{ name: 'rng.calls', unit: 'M draws/s', samples: () => Array.from({ length: 15 }, rate) }];
