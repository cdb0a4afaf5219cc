/**
 * `sim` on every core: a run's items (fights, games) are cut into pieces of
 * consecutive numbers and handed to worker threads, each of which plays its
 * pieces with the real engine and sends back a tally per piece. Item k is
 * seeded by its number alone, and tallies merge in the order of their
 * pieces, so the figures are the same for any number of threads.
 *
 * A run can be stopped (Ctrl-C): every thread ends its piece at its next
 * item and the tallies of what was played are merged as they would be. This
 * thread plays in slices of a few milliseconds with the event loop turning
 * between them, or it would hear no signal until the whole run was done.
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
  /** Items `from` to `to - 1`, or those before the first that `stop` refuses; `onDone` hears how many of them are done. */
  share(plain: Plain, from: number, to: number, onDone?: (done: number) => void, stop?: () => boolean): Tally;
  merge(a: Tally, b: Tally): Tally;
  /** How many items a tally is of. */
  size(tally: Tally): number;
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
  share: (plain, from, to, onDone, stop) => fightShare({ ...plain, foe: foeNamed(plain.foe), ...(onDone ? { onFight: onDone } : {}) }, from, to, stop),
  merge: mergeTallies,
  size: (tally) => tally.fights,
};

const gameJob: Job<GameRun, GameTally> = { poolFrom: 4, piecesPerThread: 16, reportEvery: 1, share: gameShare, merge: mergeGames, size: (tally) => tally.length };

const JOBS = { fight: fightJob, game: gameJob };
type Kind = keyof typeof JOBS;
type PlainOf<K extends Kind> = Parameters<(typeof JOBS)[K]['share']>[0];
type TallyOf<K extends Kind> = ReturnType<(typeof JOBS)[K]['share']>;

/** What a thread is started with; then it is sent pieces, and `null` when there are no more. */
interface Start {
  worker: typeof WORKER;
  kind: Kind;
  plain: unknown;
  /** Shared with every thread: not 0 once the run is stopped, read before each item (a message would wait for the piece's end). */
  stop: Int32Array;
}

type Piece = { from: number; to: number };

/** Items done since the last report, and, at the end of a piece, its tally; `ready` once the thread has loaded and waits for pieces. */
type Report = { done: number; tally?: unknown; ready?: true };

if (!isMainThread && (workerData as Start | undefined)?.worker === WORKER) {
  const { kind, plain, stop } = workerData as Start;
  const job = JOBS[kind] as Job<unknown, unknown>;
  const port = parentPort!;
  const stopped = () => Atomics.load(stop, 0) !== 0;
  port.on('message', (piece: Piece | null) => {
    if (piece === null) return port.close();
    let reported = 0;
    const tally = job.share(
      plain,
      piece.from,
      piece.to,
      (done) => {
        if (done % job.reportEvery !== 0) return;
        port.postMessage({ done: done - reported } satisfies Report);
        reported = done;
      },
      stopped,
    );
    port.postMessage({ done: job.size(tally) - reported, tally } satisfies Report);
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

/** How long this thread plays before the event loop turns: a signal, and the other threads' messages, wait no longer. */
const SLICE_MS = 50;

const turn = () => new Promise<void>((go) => setImmediate(go));

/**
 * Items `from` to `to - 1` played on this thread in slices of about SLICE_MS, the event loop turning between
 * them; once `stopped`, no further item is begun. The slices' tallies, in order.
 */
async function playSliced<Plain, Tally>(job: Job<Plain, Tally>, plain: Plain, from: number, to: number, stopped: () => boolean, onDone?: (done: number) => void): Promise<Tally[]> {
  const tallies: Tally[] = [];
  for (let at = from; at < to && !stopped(); ) {
    const until = performance.now() + SLICE_MS;
    const before = at - from;
    const tally = job.share(plain, at, to, onDone && ((done) => onDone(before + done)), () => performance.now() >= until);
    tallies.push(tally);
    at += job.size(tally);
    await turn();
  }
  return tallies;
}

/** Tallies merged in their order, halves first: merged one by one onto a growing whole, its lists would be copied over and over. */
function mergeAll<Plain, Tally>(job: Job<Plain, Tally>, plain: Plain, tallies: Tally[]): Tally {
  if (tallies.length === 0) return job.share(plain, 0, 0);
  if (tallies.length === 1) return tallies[0]!;
  const half = Math.ceil(tallies.length / 2);
  return job.merge(mergeAll(job, plain, tallies.slice(0, half)), mergeAll(job, plain, tallies.slice(half)));
}

/**
 * The pieces played on `threads` threads, this one among them, each taking
 * the next piece as it finishes one; their tallies in the order of the
 * pieces. This thread plays pieces in slices, hearing the others' messages
 * between them, so a machine with no core to spare (or a thread slow to
 * load the program) costs little more than one thread would: the others
 * take what pieces they reach. Once `stopped`, no piece is handed out and
 * those being played end at their next item: the tallies are of what was
 * played.
 */
function onThreads<Tally>(start: Start, pieces: Piece[], threads: number, here: (piece: Piece, onDone: (done: number) => void) => Promise<Tally[]>, progress: (done: number) => void, stopped: () => boolean): Promise<Tally[]> {
  return new Promise((resolve, reject) => {
    const tallies: Tally[][] = [];
    const workers: Worker[] = [];
    let next = 0;
    /** Pieces handed out and not yet back. */
    let busy = 0;
    let ended = false;
    const end = (error?: Error) => {
      if (ended) return;
      ended = true;
      // A thread still loading when the run ends is not waited for.
      for (const w of workers) void w.terminate();
      if (error) reject(error);
      else resolve(tallies.flat());
    };
    const take = (): number | null => {
      if (stopped() || next >= pieces.length) return null;
      busy++;
      return next++;
    };
    const done = (k: number, tally: Tally[]) => {
      tallies[k] = tally;
      busy--;
      if (busy === 0 && (stopped() || next >= pieces.length)) end();
    };
    const hire = () => {
      const worker = startWorker(start);
      let current: number | null = null;
      const assign = () => {
        current = take();
        worker.postMessage(current === null ? null : pieces[current]);
      };
      worker.on('message', (m: Report) => {
        // No piece is promised to a thread before it can play one: until then this thread may take them all.
        if (m.ready) return assign();
        progress(m.done);
        if (!('tally' in m)) return;
        const k = current!;
        assign();
        done(k, [m.tally as Tally]);
      });
      worker.on('error', end);
      worker.on('exit', (code) => current !== null && end(new Error(`a ${start.kind} thread stopped (exit ${code}) before it finished`)));
      workers.push(worker);
    };
    const playHere = async () => {
      for (let k = take(); k !== null && !ended; k = take()) {
        let reported = 0;
        try {
          done(
            k,
            await here(pieces[k]!, (d) => {
              progress(d - reported);
              reported = d;
            }),
          );
        } catch (error) {
          // As a thread's error would: the run fails, its threads stopped.
          return end(error instanceof Error ? error : new Error(String(error)));
        }
      }
      if (busy === 0) end();
    };
    for (let k = 1; k < threads; k++) hire();
    setImmediate(() => void playHere());
  });
}

/** Items 0 to n - 1 of a run on `threads` threads (in this one alone when there are few items or one thread); `onDone` hears how many are done. Once `signal` aborts, no further item is begun and the tally is of those played. */
async function pool<K extends Kind>(kind: K, plain: PlainOf<K>, n: number, threads: number, onDone?: (done: number) => void, signal?: AbortSignal): Promise<TallyOf<K>> {
  const job = JOBS[kind] as unknown as Job<PlainOf<K>, TallyOf<K>>;
  const stopped = () => signal?.aborted === true;
  const used = Math.min(threads, Math.ceil(n / (job.poolFrom / 2)));
  if (n < job.poolFrom || used <= 1) return mergeAll(job, plain, await playSliced(job, plain, 0, n, stopped, onDone));
  const count = Math.min(n, used * job.piecesPerThread);
  const bounds = Array.from({ length: count + 1 }, (_, k) => Math.round((k * n) / count));
  const pieces = bounds.slice(0, -1).map((from, k) => ({ from, to: bounds[k + 1]! }));
  const stop = new Int32Array(new SharedArrayBuffer(4));
  const raise = () => Atomics.store(stop, 0, 1);
  signal?.addEventListener('abort', raise, { once: true });
  if (stopped()) raise();
  let done = 0;
  try {
    const tallies = await onThreads<TallyOf<K>>(
      { worker: WORKER, kind, plain, stop },
      pieces,
      used,
      (piece, onPiece) => playSliced(job, plain, piece.from, piece.to, stopped, onPiece),
      (items) => {
        done += items;
        onDone?.(done);
      },
      stopped,
    );
    return mergeAll(job, plain, tallies);
  } finally {
    signal?.removeEventListener('abort', raise);
  }
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

/** The run's fights; stopped by `signal`, the figures of those played. */
export async function poolFights(run: FightRun, threads: number, signal?: AbortSignal): Promise<FightStats> {
  const plain: FightPlain = { className: run.className, level: run.level, foe: run.foe.row.name, n: run.n, seed: run.seed, ...(run.fight ? { fight: run.fight } : {}), ...(run.rules ? { rules: run.rules } : {}) };
  return fightStats(await pool('fight', plain, run.n, threads, run.onFight, signal));
}

/** The run's games, in the order of their numbers; stopped by `signal`, those played. */
export function poolGames(run: GameRun, threads: number, onGame?: (done: number) => void, signal?: AbortSignal): Promise<GameTally> {
  return pool('game', run, run.n, threads, onGame, signal);
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
