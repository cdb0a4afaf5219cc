/** How long `athack` takes to start: what a user waits for before every command. */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { Bench } from './bench.js';

const bin = new URL('../bin/athack', import.meta.url).pathname;

function timeRun(args: string[]): number {
  const start = process.hrtime.bigint();
  const r = spawnSync(process.execPath, args, { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`node ${args.join(' ')} failed: ${r.stderr}`);
  return Number(process.hrtime.bigint() - start) / 1e6;
}

function samples(args: string[], n = 25): number[] {
  if (!existsSync(new URL('../dist/main.js', import.meta.url))) throw new Error('run `npm run build` first');
  timeRun(args); // warm the file cache
  return Array.from({ length: n }, () => timeRun(args));
}

export const benches: Bench[] = [
  // Node's own start on this machine, the floor under every figure below.
  { name: 'node.start', unit: 'ms', samples: () => samples(['-e', '0']) },
  { name: 'cli.start', unit: 'ms', samples: () => samples([bin, '--version']) },
  { name: 'cli.odds-test', unit: 'ms', samples: () => samples([bin, 'odds', 'test', '13', '--adv']) },
];
