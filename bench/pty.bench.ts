/**
 * The game as a player over a terminal link feels it, measured on a real
 * pseudo-terminal at 80×24 (TERM=xterm-256color), each figure beside a
 * floor or a peer taken in the same run: these machines are noisy, and a
 * ratio holds where an absolute time does not.
 *
 * - bytes written per walking step, beside NetHack's on the same kind of walk;
 * - key → last byte of its frame, beside NetHack's and a raw `cat`'s (the harness's own floor);
 * - spawn → the whole title on screen, beside `node -e 0` (spawn → exit);
 * - the game's peak resident memory after 500 steps.
 *
 * The walk is the same every run: a new game of a fixed seed, two steps into
 * the first room, then steps back
 * and forth between the hero's square and an open floor square next to it,
 * read from the screen as a player would (so the same walk works on NetHack).
 * NetHack is Debian's `nethack-console`; when it is not installed its figures
 * say so and athack's are still measured.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { commandInPty, ensureBuilt, type PtyRun } from '../tests/tui/pty.js';
import { startGame } from '../tests/tui/flow.js';
import type { Bench } from './bench.js';

const STEPS = 500;
const PEER_STEPS = 200;
const NETHACK = '/usr/lib/games/nethack/nethack-console';
/** athack as a user starts it: the launcher, which gives Node its flags (not `node bin/athack`, which runs without them). */
const ATHACK = 'bin/athack';
/** Quiet this long after a key's last byte: its frame is over. */
const FRAME_END_MS = 60;

export interface Frame {
  bytes: number;
  /** From the key written to the last byte of its frame read back (NaN when it wrote none). */
  ms: number;
}

/** Every chunk a pseudo-terminal's program wrote, with when it arrived. */
export function clocked(run: PtyRun) {
  const arrivals: { at: bigint; bytes: number }[] = [];
  run.proc.stdout.on('data', (d: Buffer) => arrivals.push({ at: process.hrtime.bigint(), bytes: d.length }));
  return arrivals;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Writes `keys` to the terminal and waits for the frame they draw to end. */
export async function frame(run: PtyRun, arrivals: ReturnType<typeof clocked>, keys: string): Promise<Frame> {
  const first = arrivals.length;
  const sent = process.hrtime.bigint();
  run.proc.stdin.write(keys);
  const idle = () => Number(process.hrtime.bigint() - (arrivals.at(-1)?.at ?? sent)) / 1e6;
  const since = () => Number(process.hrtime.bigint() - sent) / 1e6;
  // A frame that writes nothing is over after the same quiet time.
  while (arrivals.length === first ? since() < FRAME_END_MS * 3 : idle() < FRAME_END_MS) await sleep(2);
  await new Promise<void>((resolve) => run.term.write('', resolve));
  const mine = arrivals.slice(first);
  const bytes = mine.reduce((n, a) => n + a.bytes, 0);
  return { bytes, ms: mine.length === 0 ? NaN : Number(mine.at(-1)!.at - sent) / 1e6 };
}

/** The screen's rows as text. */
function rows(run: PtyRun): string[] {
  return run.screenText().split('\n');
}

/** Where the hero's `@` is on the map rows (from `top`), if it shows. */
function hero(run: PtyRun, top: number, bottom: number): { x: number; y: number } | undefined {
  const all = rows(run);
  for (let y = top; y < Math.min(bottom, all.length); y++) {
    const x = all[y]!.indexOf('@');
    if (x >= 0) return { x, y };
  }
  return undefined;
}

const AWAY: [string, string, number, number][] = [
  ['l', 'h', 1, 0],
  ['h', 'l', -1, 0],
  ['j', 'k', 0, 1],
  ['k', 'j', 0, -1],
];

/**
 * `count` steps back and forth between the hero's square and a floor square
 * beside it (vi keys, as both games take them), each step's frame measured.
 */
async function walk(run: PtyRun, arrivals: ReturnType<typeof clocked>, count: number, map: { top: number; bottom: number; floor: string; first?: string }): Promise<Frame[]> {
  for (const key of map.first ?? '') await frame(run, arrivals, key);
  const at = hero(run, map.top, map.bottom);
  if (!at) throw new Error(`no @ on the screen:\n${run.screenText()}`);
  const line = (y: number) => rows(run)[y] ?? '';
  const pair = AWAY.find(([, , dx, dy]) => map.floor.includes(line(at.y + dy)[at.x + dx] ?? ''));
  if (!pair) throw new Error(`no open floor beside the @:\n${run.screenText()}`);
  const out: Frame[] = [];
  for (let k = 0; k < count; k++) out.push(await frame(run, arrivals, k % 2 === 0 ? pair[0] : pair[1]));
  // Most steps drawing nothing is a walk that stopped (a message waiting on a key, something in the way), not a figure.
  if (out.filter((f) => f.bytes === 0).length > count / 2) throw new StuckWalk(run.screenText());
  return out;
}

/** Most of the walk's steps drew nothing: the hero stopped walking. */
class StuckWalk extends Error {
  constructor(screen: string) {
    super(`the walk stopped: most steps drew nothing:\n${screen}`);
  }
}

interface AthackWalk {
  steps: Frame[];
  peakRssMb: number;
}

/** The resident set's peak so far of the program a pseudo-terminal runs (`script`'s child), in MB. */
function peakRss(run: PtyRun): number {
  const child = spawnSync('pgrep', ['-P', String(run.proc.pid)], { encoding: 'utf8' }).stdout.trim().split('\n')[0];
  const status = readFileSync(`/proc/${child}/status`, 'utf8');
  return Number(/VmHWM:\s+(\d+) kB/.exec(status)![1]) / 1024;
}

/** athack: a new game of seed 2 in a fresh save folder, no Opposition, then the walk; its peak memory after it. */
async function athackWalk(): Promise<AthackWalk> {
  ensureBuilt();
  const dir = mkdtempSync(join(tmpdir(), 'athack-bench-'));
  const run = commandInPty([ATHACK, 'play', '--seed', '2', '--opposition', 'none', '--save-dir', dir, '--config-dir', dir], {});
  try {
    const arrivals = clocked(run);
    await startGame(run);
    await run.quiet(200);
    // Two steps from the entrance into the room, then along it.
    const steps = await walk(run, arrivals, STEPS, { top: 0, bottom: 24, floor: '.·', first: 'kk' });
    return { steps, peakRssMb: peakRss(run) };
  } finally {
    run.kill();
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * NetHack 3.6 from Debian's package, on the same kind of walk: a Valkyrie with
 * no pet (nothing else moves the screen), colour and the turn counter on (as
 * athack's panel shows its turn). Quit at the end, so no save is left behind.
 */
async function nethackWalk(): Promise<Frame[] | undefined> {
  if (!existsSync(NETHACK)) return undefined;
  // Each start is a new random level: one where the walk stops (a monster's --More--) is played again, a few times at most.
  for (let tries = 1; ; tries++) {
    try {
      return await nethackGame();
    } catch (error) {
      if (!(error instanceof StuckWalk)) throw error;
      if (tries === NETHACK_TRIES) {
        // The peer's bad luck costs its own figures, not the rest of the run.
        nethackMissing = `NetHack's walk stopped in each of ${NETHACK_TRIES} random levels (a monster's --More--): run again`;
        return undefined;
      }
    }
  }
}

async function nethackGame(): Promise<Frame[]> {
  const options = `name:bench${process.pid},role:valkyrie,race:human,gender:female,align:neutral,pettype:none,!legacy,!news,!autopickup,color,time,!splash_screen`;
  const run = commandInPty([NETHACK], { NETHACKOPTIONS: options, HACKDIR: '/usr/lib/games/nethack' });
  try {
    const arrivals = clocked(run);
    if (!(await run.until(/Dlvl:1/, 10_000))) throw new Error(`NetHack did not start:\n${run.screenText()}`);
    // The welcome line waits on the first key in some versions: one look (`:`) clears it.
    await frame(run, arrivals, '\x1b');
    return await walk(run, arrivals, PEER_STEPS, { top: 1, bottom: 22, floor: '.' });
  } finally {
    run.proc.stdin.write('\x1b#quit\ry');
    await sleep(300);
    run.proc.stdin.write('q\x1b\x1b\x1b');
    await sleep(300);
    run.kill();
  }
}

/** A raw `cat` through the same harness: the floor under any program's key → last byte. */
async function catFrames(): Promise<Frame[]> {
  const run = commandInPty(['sh', '-c', 'stty raw -echo; exec cat'], {});
  try {
    const arrivals = clocked(run);
    await sleep(300);
    const out: Frame[] = [];
    for (let k = 0; k < PEER_STEPS; k++) out.push(await frame(run, arrivals, k % 2 === 0 ? 'l' : 'h'));
    return out;
  } finally {
    run.kill();
  }
}

/** Milliseconds from spawning `argv` in the harness's pseudo-terminal until `done` says so, the first of `n + 1` runs left out (it warms the file cache). */
async function startTimes(argv: () => string[], done: (run: PtyRun, started: bigint) => Promise<number>, n = 15): Promise<number[]> {
  const times: number[] = [];
  for (let k = 0; k <= n; k++) {
    const started = process.hrtime.bigint();
    const run = commandInPty(argv(), {});
    try {
      const ms = await done(run, started);
      if (k > 0) times.push(ms);
    } finally {
      run.kill();
    }
  }
  return times;
}

/** Spawn of `athack` to the chunk that completed its title on screen (with a seed given, the game opens its setup instead). */
async function titleTimes(): Promise<number[]> {
  ensureBuilt();
  return startTimes(
    () => [ATHACK],
    async (run, started) => {
      let at: bigint | undefined;
      run.proc.stdout.on('data', () => {
        const arrived = process.hrtime.bigint();
        // The screen is read once the terminal has taken this chunk in.
        run.term.write('', () => {
          if (at === undefined && /q Quit/.test(run.screenText())) at = arrived;
        });
      });
      if (!(await run.until(/q Quit/, 10_000))) throw new Error(`no title:\n${run.screenText()}`);
      await run.quiet(20);
      run.proc.stdin.write('q');
      await run.exited;
      return Number(at! - started) / 1e6;
    },
  );
}

/** Spawn of `node -e 0` to its exit: Node's own start, the floor under the title. */
function nodeTimes(): Promise<number[]> {
  return startTimes(
    () => [process.execPath, '-e', '0'],
    async (run, started) => {
      await run.exited;
      return Number(process.hrtime.bigint() - started) / 1e6;
    },
  );
}

let athack: Promise<AthackWalk> | undefined;
const athackOnce = () => (athack ??= athackWalk());
let nethack: Promise<Frame[] | undefined> | undefined;
const nethackOnce = () => (nethack ??= nethackWalk());
const NETHACK_TRIES = 5;
/** Why NetHack's figures are missing, when they are. */
let nethackMissing = 'peer not installed (Debian: apt-get install nethack-console)';

const bytes = (fs: Frame[]) => fs.map((f) => f.bytes);
const latency = (fs: Frame[]) => fs.filter((f) => !Number.isNaN(f.ms)).map((f) => f.ms);

export const benches: Bench[] = [
  { name: 'pty.bytesPerStep', unit: 'bytes', versus: 'pty.bytesPerStep.nethack', samples: async () => bytes((await athackOnce()).steps) },
  { name: 'pty.bytesPerStep.nethack', unit: 'bytes', samples: async () => bytes((await nethackOnce()) ?? []), get missing() {
      return nethackMissing;
    } },
  { name: 'pty.keyToLastByte', unit: 'ms', versus: 'pty.keyToLastByte.cat', samples: async () => latency((await athackOnce()).steps) },
  { name: 'pty.keyToLastByte.nethack', unit: 'ms', versus: 'pty.keyToLastByte.cat', samples: async () => latency((await nethackOnce()) ?? []), get missing() {
      return nethackMissing;
    } },
  { name: 'pty.keyToLastByte.cat', unit: 'ms', samples: async () => latency(await catFrames()) },
  { name: 'pty.title', unit: 'ms', versus: 'pty.title.node', samples: () => titleTimes() },
  { name: 'pty.title.node', unit: 'ms', samples: () => nodeTimes() },
  { name: 'pty.peakRss', unit: 'MB', samples: async () => [(await athackOnce()).peakRssMb] },
];
