/**
 * `sim fight` on every core: the run's fights are shared out in contiguous
 * ranges to worker threads, each of which fights its share with the real
 * engine and sends back a tally. Fight k is seeded by its number alone, and
 * tallies merge without regard to order, so the figures are the same for
 * any number of threads.
 *
 * The worker is this very module, loaded again on a thread: built, it is
 * the bundle's chunk that holds it; from the sources (tests), it is loaded
 * through tsx.
 */
import { availableParallelism } from 'node:os';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { emptyTally, fightShare, fightStats, findFoe, mergeTallies, type FightRun, type FightStats, type FightTally } from '../core/bots/fights.js';
import type { ClassName } from '../core/engine/types.js';

const JOB = 'athack:sim-fight';

/** Below this many fights a thread's start-up costs more than it saves. */
export const POOL_FROM = 2000;

/** How many fights a worker plays between two progress reports. */
const REPORT_EVERY = 50;

interface Share {
  job: typeof JOB;
  className: ClassName;
  level: number;
  foe: string;
  seed: string;
  from: number;
  to: number;
}

type Report = { done: number } | { tally: FightTally };

if (!isMainThread && (workerData as Share | undefined)?.job === JOB) {
  const share = workerData as Share;
  const found = findFoe(share.foe);
  if (!('foe' in found)) throw new Error(`no Appendix A creature "${share.foe}"`);
  const run: FightRun = {
    className: share.className,
    level: share.level,
    foe: found.foe,
    n: share.to - share.from,
    seed: share.seed,
    onFight: (done) => {
      if (done % REPORT_EVERY === 0) parentPort!.postMessage({ done: REPORT_EVERY } satisfies Report);
    },
  };
  const tally = fightShare(run, share.from, share.to);
  parentPort!.postMessage({ done: tally.fights % REPORT_EVERY } satisfies Report);
  parentPort!.postMessage({ tally } satisfies Report);
}

/** The threads worth using on this machine. */
export function defaultThreads(): number {
  return Math.max(1, Math.min(availableParallelism(), 16));
}

function startWorker(share: Share): Worker {
  const url = new URL(import.meta.url);
  if (!url.pathname.endsWith('.ts')) return new Worker(url, { workerData: share });
  // From the sources: the thread needs tsx to load TypeScript, as the tests run it.
  return new Worker(`import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(url.href)}); })`, { eval: true, workerData: share });
}

/** One share on its own thread: its progress as it goes, its tally at the end. */
function fightOnThread(share: Share, progress: (fights: number) => void): Promise<FightTally> {
  return new Promise((resolve, reject) => {
    const worker = startWorker(share);
    let tally: FightTally | undefined;
    worker.on('message', (m: Report) => {
      if ('done' in m) progress(m.done);
      else tally = m.tally;
    });
    worker.on('error', reject);
    worker.on('exit', (code) => (tally ? resolve(tally) : reject(new Error(`a fight thread stopped (exit ${code}) before it finished`))));
  });
}

/** The run's fights on `threads` threads (in this one when there are few fights or one thread); `onFight` hears how many are done. */
export async function poolFights(run: FightRun, threads: number): Promise<FightStats> {
  const shares = Math.min(threads, Math.ceil(run.n / (POOL_FROM / 2)));
  if (run.n < POOL_FROM || shares <= 1) return fightStats(fightShare(run, 0, run.n));
  let done = 0;
  const progress = (fights: number) => {
    done += fights;
    run.onFight?.(done);
  };
  const bounds = Array.from({ length: shares + 1 }, (_, k) => Math.round((k * run.n) / shares));
  const tallies = await Promise.all(
    bounds.slice(0, -1).map((from, k) => fightOnThread({ job: JOB, className: run.className, level: run.level, foe: run.foe.row.name, seed: run.seed, from, to: bounds[k + 1]! }, progress)),
  );
  return fightStats(tallies.reduce(mergeTallies, emptyTally()));
}
