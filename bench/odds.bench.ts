/**
 * `athack odds usage d20` and `athack odds roll 100d200 --adv` against
 * `athack --version` in the same run, interleaved: the exact odds of the
 * longest Usage die chain, and the largest roll odds lists with its
 * ~20,000 exact chances of hundreds of digits, start-up included, over the
 * program doing nothing but start.
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

/** The largest roll `odds roll` takes (100 dice), twice: 19,901 totals, each chance over 200^400. */
const BIG_ROLL = ['odds', 'roll', '100d200', '--adv'];

function oddsTimes(): { usage: number[]; ratio: number[]; roll: number[]; rollRatio: number[] } {
  if (!existsSync(new URL('../dist/main.js', import.meta.url))) throw new Error('run `npm run build` first');
  timeRun(['odds', 'usage', 'd20']); // warm the file cache
  timeRun(BIG_ROLL);
  const out = { usage: [] as number[], ratio: [] as number[], roll: [] as number[], rollRatio: [] as number[] };
  for (let k = 0; k < 21; k++) {
    const version = timeRun(['--version']);
    const usage = timeRun(['odds', 'usage', 'd20']);
    out.usage.push(usage);
    out.ratio.push(usage / version);
    // A third of the rounds: each takes several starts' time, and its ratio is far from its target's edge.
    if (k % 3 !== 0) continue;
    const roll = timeRun(BIG_ROLL);
    out.roll.push(roll);
    out.rollRatio.push(roll / version);
  }
  return out;
}

const timesOnce = once(oddsTimes);

export const benches: Bench[] = [
  { name: 'odds.usage', unit: 'ms', samples: () => timesOnce().usage },
  { name: 'odds.usage.ratio', unit: '× --version', samples: () => timesOnce().ratio },
  { name: 'odds.roll-adv', unit: 'ms', samples: () => timesOnce().roll },
  { name: 'odds.roll-adv.ratio', unit: '× --version', samples: () => timesOnce().rollRatio },
];
