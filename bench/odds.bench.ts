/**
 * `athack odds usage d20` against `athack --version` in the same run,
 * interleaved: the exact odds of the longest Usage die chain, start-up
 * included, over the program doing nothing but start.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { once, type Bench } from './bench.js';

const bin = new URL('../bin/athack', import.meta.url).pathname;

function timeRun(args: string[]): number {
  const start = process.hrtime.bigint();
  const r = spawnSync(process.execPath, [bin, ...args], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`athack ${args.join(' ')} failed: ${r.stderr}`);
  return Number(process.hrtime.bigint() - start) / 1e6;
}

function usageTimes(): { usage: number[]; ratio: number[] } {
  if (!existsSync(new URL('../dist/main.js', import.meta.url))) throw new Error('run `npm run build` first');
  timeRun(['odds', 'usage', 'd20']); // warm the file cache
  const out = { usage: [] as number[], ratio: [] as number[] };
  for (let k = 0; k < 21; k++) {
    const version = timeRun(['--version']);
    const usage = timeRun(['odds', 'usage', 'd20']);
    out.usage.push(usage);
    out.ratio.push(usage / version);
  }
  return out;
}

const timesOnce = once(usageTimes);

export const benches: Bench[] = [
  { name: 'odds.usage', unit: 'ms', samples: () => timesOnce().usage },
  { name: 'odds.usage.ratio', unit: '× --version', samples: () => timesOnce().ratio },
];
