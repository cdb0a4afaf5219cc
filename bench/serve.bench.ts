/**
 * `athack serve` under load, on loopback: the real server in a process of
 * its own and 50 players logged in through ssh2's client, each in the
 * dungeon. What it costs in memory a player (the server's RSS growth over
 * the 50), and how long one player's key takes to come back as a whole
 * frame while the 49 others each press 4 keys a second. The floors,
 * measured in the same run: the server's RSS with nobody logged in, and the
 * same player's key → frame while the others sit still.
 *
 * `serve.openssh.*`: a player over the real OpenSSH client at Home, where
 * the disk is asked to keep every action's line, key → frame; with
 * ATHACK_BENCH_PEER naming another built checkout, that build's server
 * too, a key on each in turn, so the two are read against each other in
 * one run.
 *
 * `npm run bench -- serve` runs it alone.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { quantile, type Bench } from './bench.js';
import { clocked, frame } from './pty.bench.js';
import { ensureBuilt } from '../tests/support/built.js';
import { opensshKey, opensshPlayer } from '../tests/serve/openssh.js';
import { login, newKey, shell, type Player } from '../tests/serve/ssh-client.js';
import { createHero, startGame } from '../tests/tui/flow.js';
import type { PtyRun } from '../tests/tui/pty.js';

const PLAYERS = 50;
/** Each of the others presses a key this often: 4 a second. */
const KEY_EVERY_MS = 250;
const ALONE_KEYS = 60;
const LOADED_KEYS = 120;
/** A key whose frame has not come by then is counted lost. */
const LOST_MS = 10_000;
/** The longest a phase runs: a server that cannot keep up would otherwise hold the bench for ever. */
const LONGEST_MS = 60_000;
/** A frame is whole once the link has been quiet this long after it. */
const FRAME_QUIET_MS = 40;

/** What the server logged, shown when the run fails. */
let serverLog = '';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The server's resident memory, in MiB, as the kernel counts it (what a MemoryMax= limit holds it to). */
function rssMiB(pid: number): number {
  const kb = Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
  return kb / 1024;
}

/** The CPU time the server has used so far, in ms (user and system, from the kernel's ticks of 1/100 s). */
function cpuMs(pid: number): number {
  // Fields 14 and 15 of /proc/PID/stat, counted after the command name's closing parenthesis.
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** `athack serve` of the build in `root` (this one unless told), on a free port. */
async function startServerProcess(dataDir: string, root = '.'): Promise<{ proc: ChildProcess; port: number }> {
  ensureBuilt();
  const proc = spawn(process.execPath, [...(process.env.ATHACK_SERVE_PROF ? ['--cpu-prof', '--cpu-prof-dir', process.env.ATHACK_SERVE_PROF] : []), 'bin/athack', 'serve', '--port', '0', '--data-dir', dataDir, '--seed', '7', '--max-connections', '200', '--max-per-address', '200'], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  proc.stderr!.on('data', (d: Buffer) => (serverLog += d.toString()));
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    proc.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /listening on \S+ port (\d+)/.exec(out);
      if (m) resolve(Number(m[1]));
    });
    proc.once('exit', (code) => reject(new Error(`athack serve exited ${code} before it listened:\n${out}`)));
  });
  return { proc, port };
}

/** A player logged in and in the dungeon; its screen is drawn until it is in, then only its bytes are kept flowing. */
async function seated(port: number, n: number): Promise<Player> {
  const player = await shell(await login(port, `p${String(n).padStart(2, '0')}`, newKey()));
  await startGame(player, `P${n}`);
  return player;
}

/**
 * The measured player opens the inventory and closes it, over and over:
 * two whole frames that take no turn, so no monster ends the run and every
 * key draws.
 */
const MEASURED_KEYS = ['i', '\x1b'];

/** Key → frame: from the key's write to the last byte of the answer that follows it. */
async function keyToFrame(player: Player, key: string): Promise<number | undefined> {
  let last = 0;
  const mark = () => (last = performance.now());
  player.channel.on('data', mark);
  const sent = performance.now();
  player.channel.write(key);
  while (performance.now() - sent < LOST_MS && (last === 0 || performance.now() - last < FRAME_QUIET_MS)) await sleep(5);
  player.channel.removeListener('data', mark);
  return last === 0 ? undefined : last - sent;
}

/** Presses `n` keys, one each KEY_EVERY_MS at most, each one's frame timed; a server that falls behind ends it after LONGEST_MS. */
async function timedKeys(player: Player, n: number, lost: { count: number }): Promise<number[]> {
  const times: number[] = [];
  const began = performance.now();
  for (let k = 0; k < n && performance.now() - began < LONGEST_MS; k++) {
    const start = performance.now();
    const ms = await keyToFrame(player, MEASURED_KEYS[k % MEASURED_KEYS.length]!);
    // A lost key counts as LOST_MS: the figures are then at least what they say.
    if (ms === undefined) lost.count++;
    times.push(ms ?? LOST_MS);
    await sleep(Math.max(0, KEY_EVERY_MS - (performance.now() - start)));
  }
  return times;
}

interface Load {
  /** Keys of the measured player that drew nothing within LOST_MS (counted as LOST_MS in the times). */
  lost: number;
  /** Server CPU time a key costs, in ms, while the others press: the keys sent, not those answered, so a server that falls behind shows less than it costs. */
  cpuPerKey: number;
  rssIdle: number;
  rssPerPlayer: number;
  rssPerPlayerLoaded: number;
  alone: number[];
  loaded: number[];
}

async function load(): Promise<Load> {
  const dir = mkdtempSync(join(tmpdir(), 'athack-serve-bench-'));
  const { proc, port } = await startServerProcess(join(dir, 'data'));
  const players: Player[] = [];
  const timers: NodeJS.Timeout[] = [];
  try {
    await sleep(1000);
    const rssIdle = rssMiB(proc.pid!);
    for (let n = 1; n <= PLAYERS; n += 5) players.push(...(await Promise.all([0, 1, 2, 3, 4].map((k) => seated(port, n + k)))));
    const measured = players.at(-1)!;
    const others = players.slice(0, -1);
    let pressed = 0;
    // The others' screens are not drawn from here on: the bench's own work stays small beside the server's.
    for (const p of others) {
      p.channel.removeAllListeners('data');
      p.channel.on('data', () => {});
    }
    await sleep(2000);
    const rssSeated = rssMiB(proc.pid!);
    const lost = { count: 0 };
    const alone = await timedKeys(measured, ALONE_KEYS, lost);
    for (const p of others) {
      const press = () => {
        pressed++;
        p.channel.write('.');
      };
      timers.push(setTimeout(() => timers.push(setInterval(press, KEY_EVERY_MS)), Math.random() * KEY_EVERY_MS));
    }
    await sleep(2000);
    const [cpuBefore, pressedBefore] = [cpuMs(proc.pid!), pressed];
    const loaded = await timedKeys(measured, LOADED_KEYS, lost);
    const cpuPerKey = (cpuMs(proc.pid!) - cpuBefore) / (pressed - pressedBefore + loaded.length);
    const rssLoaded = rssMiB(proc.pid!);
    if (!/Turn \d+/.test(measured.screenText())) throw new Error(`the measured player left the dungeon; the screen:\n${measured.screenText()}`);
    return { lost: lost.count, cpuPerKey, rssIdle, rssPerPlayer: (rssSeated - rssIdle) / PLAYERS, rssPerPlayerLoaded: (rssLoaded - rssIdle) / PLAYERS, alone, loaded };
  } finally {
    for (const t of timers) clearInterval(t);
    for (const p of players) p.client.end();
    proc.kill('SIGTERM');
    await new Promise((resolve) => proc.once('exit', resolve));
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Keys timed on each server at Home. */
const HOME_KEYS = 100;
/** A checkout of athack, built, whose server is measured beside this one's. */
const PEER = process.env.ATHACK_BENCH_PEER;

interface AtHome {
  run: PtyRun;
  arrivals: ReturnType<typeof clocked>;
  proc: ChildProcess;
}

/**
 * A player over the OpenSSH client on the server of the build in `root`,
 * at Home on the equipment page: each Enter takes off or puts on the
 * first thing carried, an action at Home, whose line the disk is asked to
 * keep (docs/saves.md).
 */
async function atHome(dir: string, root: string, name: string): Promise<AtHome> {
  const { proc, port } = await startServerProcess(join(dir, name), root);
  const run = opensshPlayer(port, opensshKey(join(dir, `id_${name}`)), join(dir, `known_${name}`), name);
  try {
    await createHero(run, 'Ash');
    await run.press('e');
    if (!(await run.until(/Equipment/))) throw new Error(`no equipment page:\n${run.screenText()}`);
  } catch (error) {
    run.kill();
    proc.kill('SIGTERM');
    throw error;
  }
  return { run, arrivals: clocked(run), proc };
}

const turnShown = (run: PtyRun): number => Number(/Turn (\d+)/.exec(run.screenText())?.[1]);

/** Key → frame at Home over OpenSSH, on this build's server and on the peer's when there is one, a key on each in turn. */
async function homeKeys(): Promise<{ own: number[]; peer: number[] }> {
  const dir = mkdtempSync(join(tmpdir(), 'athack-serve-home-'));
  const sides: AtHome[] = [];
  try {
    sides.push(await atHome(dir, '.', 'own'));
    if (PEER) sides.push(await atHome(dir, PEER, 'peer'));
    const times: number[][] = sides.map(() => []);
    const turns = sides.map((side) => turnShown(side.run));
    for (let k = 0; k < HOME_KEYS; k++) {
      for (const [i, side] of sides.entries()) times[i]!.push((await frame(side.run, side.arrivals, '\r')).ms);
    }
    // Each key an action: the turn moved on by one a key.
    for (const [i, side] of sides.entries()) if (turnShown(side.run) !== turns[i]! + HOME_KEYS) throw new Error(`not every key took an action:\n${side.run.screenText()}`);
    return { own: times[0]!.filter((t) => !Number.isNaN(t)), peer: (times[1] ?? []).filter((t) => !Number.isNaN(t)) };
  } finally {
    for (const side of sides) {
      side.run.kill();
      side.proc.kill('SIGTERM');
      await new Promise((resolve) => side.proc.once('exit', resolve));
    }
    rmSync(dir, { recursive: true, force: true });
  }
}

let home: Promise<{ own: number[]; peer: number[] }> | undefined;
const homeOnce = () => (home ??= homeKeys());

let measured: Promise<Load> | undefined;
const run = () => (measured ??= load());
const p95 = (xs: number[]) => quantile([...xs].sort((a, b) => a - b), 0.95);

export const benches: Bench[] = [
  { name: 'serve.keysLost', unit: 'keys', samples: async () => [(await run()).lost] },
  { name: 'serve.cpuPerKey', unit: 'ms', samples: async () => [(await run()).cpuPerKey] },
  { name: 'serve.rss.idle', unit: 'MiB', samples: async () => [(await run()).rssIdle] },
  { name: 'serve.rss.perPlayer', unit: 'MiB', samples: async () => [(await run()).rssPerPlayer] },
  { name: 'serve.rss.perPlayerPressing', unit: 'MiB', samples: async () => [(await run()).rssPerPlayerLoaded] },
  { name: 'serve.keyFrame.alone', unit: 'ms', samples: async () => (await run()).alone },
  { name: 'serve.keyFrame.50', unit: 'ms', samples: async () => (await run()).loaded },
  { name: 'serve.keyFrame.50.p95', unit: 'ms', samples: async () => [p95((await run()).loaded)] },
  { name: 'serve.keyFrame.50.p95/alone', unit: '×', samples: async () => [p95((await run()).loaded) / p95((await run()).alone)] },
  { name: 'serve.openssh.homeKeyFrame', unit: 'ms', versus: 'serve.openssh.homeKeyFrame.peer', samples: async () => (await homeOnce()).own },
  { name: 'serve.openssh.homeKeyFrame.peer', unit: 'ms', samples: async () => (await homeOnce()).peer, missing: 'no peer: ATHACK_BENCH_PEER names a built checkout to measure beside this one' },
];
