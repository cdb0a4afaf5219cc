/**
 * `sim` on every core: a run's items (fights, games) are cut into pieces of
 * consecutive numbers and handed to worker threads, each of which plays its
 * pieces with the real engine and sends back a tally per piece. Item k is
 * seeded by its number alone, and tallies merge in the order of their
 * pieces, so the figures are the same for any number of threads.
 *
 * The worker is this very module, loaded again on a thread: built, it is
 * the bundle's chunk that holds it; from the sources (tests), it is loaded
 * through tsx.
 */
import { availableParallelism, loadavg } from 'node:os';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { fightShare, fightStats, findFoe, mergeTallies, type FightRun, type FightStats, type FightTally } from '../core/bots/fights.js';
import { gameShare, mergeGames, type GameRun, type GameTally } from '../core/bots/games.js';
import type { Foe } from '../core/bots/arena.js';
import type { Io } from './io.js';

const WORKER = 'athack:sim-pool';

/** A kind of work the pool shares out. */
interface Job<Plain, Tally> {
  /** Below this many items a thread's start-up costs more than it saves; a thread gets at least half as many. */
  poolFrom: number;
  /**
   * Pieces a thread's items are cut into: small pieces keep every thread
   * busy to the end (games range from a few actions to thousands), and let
   * this thread, which plays pieces too, take the share of a thread that
   * is slow to start or finds no core free.
   */
  piecesPerThread: number;
  /** Items a thread plays between two progress reports. */
  reportEvery: number;
  /** Items `from` to `to - 1`; `onDone` hears how many of them are done. */
  share(plain: Plain, from: number, to: number, onDone?: (done: number) => void): Tally;
  merge(a: Tally, b: Tally): Tally;
}

/** A fight run as a message carries it: the creature by name, the progress callback left behind. */
type FightPlain = Omit<FightRun, 'foe' | 'onFight'> & { foe: string };

function foeNamed(name: string): Foe {
  const found = findFoe(name);
  if (!('foe' in found)) throw new Error(`no Appendix A creature "${name}"`);
  return found.foe;
}

const fightJob: Job<FightPlain, FightTally> = {
  poolFrom: 2000,
  piecesPerThread: 8,
  reportEvery: 50,
  share: (plain, from, to, onDone) => fightShare({ ...plain, foe: foeNamed(plain.foe), ...(onDone ? { onFight: onDone } : {}) }, from, to),
  merge: mergeTallies,
};

const gameJob: Job<GameRun, GameTally> = { poolFrom: 4, piecesPerThread: 16, reportEvery: 1, share: gameShare, merge: mergeGames };

const JOBS = { fight: fightJob, game: gameJob };
type Kind = keyof typeof JOBS;
type PlainOf<K extends Kind> = Parameters<(typeof JOBS)[K]['share']>[0];
type TallyOf<K extends Kind> = ReturnType<(typeof JOBS)[K]['share']>;

/** What a thread is started with; then it is sent pieces, and `null` when there are no more. */
interface Start {
  worker: typeof WORKER;
  kind: Kind;
  plain: unknown;
}

type Piece = { from: number; to: number };

/** Items done since the last report, and, at the end of a piece, its tally; `ready` once the thread has loaded and waits for pieces. */
type Report = { done: number; tally?: unknown; ready?: true };

if (!isMainThread && (workerData as Start | undefined)?.worker === WORKER) {
  const { kind, plain } = workerData as Start;
  const job = JOBS[kind] as Job<unknown, unknown>;
  const port = parentPort!;
  port.on('message', (piece: Piece | null) => {
    if (piece === null) return port.close();
    let reported = 0;
    const tally = job.share(plain, piece.from, piece.to, (done) => {
      if (done % job.reportEvery !== 0) return;
      port.postMessage({ done: done - reported } satisfies Report);
      reported = done;
    });
    port.postMessage({ done: piece.to - piece.from - reported, tally } satisfies Report);
  });
  port.postMessage({ done: 0, ready: true } satisfies Report);
}

/**
 * The threads worth using now: the machine's cores less those other
 * programs keep busy (the load average, a core less than half busy counted
 * as free), at least one and at most 16. A thread on a core with no time to
 * spare only adds its start-up to the run.
 */
export function defaultThreads(): number {
  const cores = availableParallelism();
  return Math.max(1, Math.min(cores, 16, Math.round(cores - loadavg()[0]! + 0.5)));
}

function startWorker(start: Start): Worker {
  const url = new URL(import.meta.url);
  if (!url.pathname.endsWith('.ts')) return new Worker(url, { workerData: start });
  // From the sources: the thread needs tsx to load TypeScript, as the tests run it.
  return new Worker(`import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(url.href)}); })`, { eval: true, workerData: start });
}

/**
 * The pieces played on `threads` threads, this one among them, each taking
 * the next piece as it finishes one; their tallies in the order of the
 * pieces. This thread plays pieces between the others' messages, so a
 * machine with no core to spare (or a thread slow to load the program)
 * costs little more than one thread would: the others take what pieces
 * they reach.
 */
function onThreads<Tally>(start: Start, pieces: Piece[], threads: number, here: (piece: Piece, onDone: (done: number) => void) => Tally, progress: (done: number) => void): Promise<Tally[]> {
  return new Promise((resolve, reject) => {
    const tallies: Tally[] = [];
    const workers: Worker[] = [];
    let next = 0;
    let finished = 0;
    let failed = false;
    const fail = (error: Error) => {
      failed = true;
      for (const w of workers) void w.terminate();
      reject(error);
    };
    const done = (k: number, tally: Tally) => {
      tallies[k] = tally;
      finished++;
      if (finished < pieces.length) return;
      // A thread still loading when the last piece is done is not waited for.
      for (const w of workers) void w.terminate();
      resolve(tallies);
    };
    const hire = () => {
      const worker = startWorker(start);
      let current: number | null = null;
      const assign = () => {
        current = next < pieces.length ? next++ : null;
        worker.postMessage(current === null ? null : pieces[current]);
      };
      worker.on('message', (m: Report) => {
        // No piece is promised to a thread before it can play one: until then this thread may take them all.
        if (m.ready) return assign();
        progress(m.done);
        if (!('tally' in m)) return;
        const k = current!;
        assign();
        done(k, m.tally as Tally);
      });
      worker.on('error', fail);
      worker.on('exit', (code) => current !== null && fail(new Error(`a ${start.kind} thread stopped (exit ${code}) before it finished`)));
      workers.push(worker);
    };
    const playHere = () => {
      if (failed || next >= pieces.length) return;
      const k = next++;
      let reported = 0;
      let tally: Tally;
      try {
        tally = here(pieces[k]!, (d) => {
          progress(d - reported);
          reported = d;
        });
      } catch (error) {
        // As a thread's error would: the run fails, its threads stopped.
        return fail(error instanceof Error ? error : new Error(String(error)));
      }
      done(k, tally);
      // Between pieces, the other threads' messages are heard.
      setImmediate(playHere);
    };
    for (let k = 1; k < threads; k++) hire();
    setImmediate(playHere);
  });
}

/** Items 0 to n - 1 of a run on `threads` threads (in this one alone when there are few items or one thread); `onDone` hears how many are done. */
async function pool<K extends Kind>(kind: K, plain: PlainOf<K>, n: number, threads: number, onDone?: (done: number) => void): Promise<TallyOf<K>> {
  const job = JOBS[kind] as unknown as Job<PlainOf<K>, TallyOf<K>>;
  const used = Math.min(threads, Math.ceil(n / (job.poolFrom / 2)));
  if (n < job.poolFrom || used <= 1) return job.share(plain, 0, n, onDone);
  const count = Math.min(n, used * job.piecesPerThread);
  const bounds = Array.from({ length: count + 1 }, (_, k) => Math.round((k * n) / count));
  const pieces = bounds.slice(0, -1).map((from, k) => ({ from, to: bounds[k + 1]! }));
  let done = 0;
  const tallies = await onThreads<TallyOf<K>>(
    { worker: WORKER, kind, plain },
    pieces,
    used,
    (piece, onPiece) => job.share(plain, piece.from, piece.to, onPiece),
    (items) => {
      done += items;
      onDone?.(done);
    },
  );
  return tallies.reduce((a, b) => job.merge(a, b));
}

/**
 * Fewer fights than this play on one thread unless `--threads` asks for
 * more: measured on a quiet two-core machine, 10,000 fights took 1.2–1.4
 * times as long on two threads as on one (each thread loads the engine and
 * warms its compiler for itself), and 40,000 took 0.84–0.98 times as long.
 */
export const FIGHTS_WORTH_THREADS = 40_000;

/** Below this many fights `sim fight` plays on one thread. */
export const POOL_FROM = fightJob.poolFrom;

export async function poolFights(run: FightRun, threads: number): Promise<FightStats> {
  const plain: FightPlain = { className: run.className, level: run.level, foe: run.foe.row.name, n: run.n, seed: run.seed, ...(run.fight ? { fight: run.fight } : {}), ...(run.rules ? { rules: run.rules } : {}) };
  return fightStats(await pool('fight', plain, run.n, threads, run.onFight));
}

/** The run's games, in the order of their numbers. */
export function poolGames(run: GameRun, threads: number, onGame?: (done: number) => void): Promise<GameTally> {
  return pool('game', run, run.n, threads, onGame);
}

/** The longest progress bar, and the shortest worth drawing: narrower, the line says the share in figures alone. */
const BAR = 30;
const MIN_BAR = 5;

/**
 * A progress bar redrawn only when it visibly changes; none where `io` has no terminal to draw on. The line stays
 * short of the terminal's last column: one that wrapped could not be drawn over in place, and each redraw would
 * leave a line behind.
 */
export function progressBar(io: Io, total: number, doing: string): ((done: number) => void) | undefined {
  const draw = io.progress;
  if (!draw) return undefined;
  let shown = -1;
  return (done) => {
    const percent = Math.floor((done / total) * 100);
    if (percent === shown && done !== total) return;
    shown = percent;
    const figures = `${percent}% ${done}/${total}`;
    const room = io.columns - 1;
    const bar = Math.min(BAR, room - doing.length - figures.length - 4);
    const filled = Math.floor((done / total) * bar);
    if (bar >= MIN_BAR) return draw(`${doing} [${'#'.repeat(filled)}${'.'.repeat(bar - filled)}] ${figures}`);
    // Narrower, the longest of these that fits: the share matters most, then the count, then the word.
    const said = [`${doing} ${figures}`, figures, `${percent}%`].find((t) => t.length <= room) ?? `${percent}%`;
    draw(said);
  };
}
