/**
 * The real `bin/athack` in a pseudo-terminal (util-linux `script`, or one
 * of its own that can hang up), with its output read back through a
 * headless xterm: what a user at an 80×24 terminal would see. Shared by the
 * end-to-end and signal tests, the benchmark and the stress run.
 */
import { spawn, spawnSync, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { ensureBuilt } from '../support/built.js';
import { tempFolder } from '../support/temp.js';
import { terminalDriver, type TerminalDriver } from '../support/terminal-driver.js';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** The path of `script`, or an error saying how to get it. */
export function scriptPath(): string {
  const r = spawnSync('which', ['script'], { encoding: 'utf8' });
  const path = r.stdout.trim();
  if (r.status !== 0 || !path) throw new Error('`script` (util-linux) is not installed: the end-to-end test runs the game in the pseudo-terminal it makes. Install it (Debian: apt-get install util-linux) and run again.');
  return path;
}

export { ensureBuilt };

export interface PtyRun extends TerminalDriver {
  proc: ChildProcessWithoutNullStreams;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  kill(): void;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * A data folder of this test process's own, unless a test names one: a game
 * started here keeps its saves, scores and title cache there, never in the
 * real home's data folder. Removed when the test file (or the script) ends.
 */
const DATA_HOME = tempFolder('data-home');

/** The terminal as the tests draw it, whatever the machine's: xterm, its size, and a UTF-8 locale (a C locale draws in ASCII). */
const environment = (env: Record<string, string>, size: { cols: number; rows: number }) => ({ ...process.env, XDG_DATA_HOME: DATA_HOME, TERM: 'xterm-256color', COLUMNS: String(size.cols), LINES: String(size.rows), LC_ALL: '', LC_CTYPE: '', LANG: 'C.UTF-8', ...env });

const quote = (a: string) => `'${a.replace(/'/g, `'\\''`)}'`;

/** Starts `node bin/athack ...args` in an 80×24 pseudo-terminal. */
export function runInPty(args: string[], env: Record<string, string>, size = { cols: 80, rows: 24 }): PtyRun {
  return commandInPty([process.execPath, 'bin/athack', ...args], env, size);
}

/** Starts any program (the first word, with its arguments) in a pseudo-terminal of `size`. */
export function commandInPty(argv: string[], env: Record<string, string>, size = { cols: 80, rows: 24 }): PtyRun {
  const script = scriptPath();
  // stty sets the pseudo-terminal's size: `script` copies it from its own standard input, which is a pipe here.
  const command = `stty cols ${size.cols} rows ${size.rows}; exec ${argv.map(quote).join(' ')}`;
  return drive(spawn(script, ['-qfec', command, '/dev/null'], { cwd: ROOT, env: environment(env, size) }), size);
}

/** How the game in its own terminal ended: its exit code or the signal that killed it, and how long after the hang-up (if there was one). */
export interface Ended {
  code?: number;
  signal?: number;
  msAfterHangUp: number | null;
}

/** The status a shell would show for it (`$?`): the exit code, or 128 and the signal's number. */
export const shellStatus = (ended: Ended): number => ended.code ?? 128 + ended.signal!;

export interface OwnPtyRun extends PtyRun {
  /** The game's process id, once it has started. */
  pid: Promise<number>;
  /** Closes the terminal's far side, as closing a window or dropping a connection does: the game gets SIGHUP. */
  hangUp(): void;
  ended: Promise<Ended>;
}

/**
 * Starts `node bin/athack ...args` as the leader of its own session in a pseudo-terminal
 * (tests/support/pty-host.py), so that a hang-up reaches it as it reaches a login's program,
 * and its own exit code and the time it took to leave are known.
 */
export function runInOwnPty(args: string[], env: Record<string, string>, size = { cols: 80, rows: 24 }): OwnPtyRun {
  return ownPty([process.execPath, 'bin/athack', ...args], env, size);
}

/**
 * An interactive bash (no start-up files) in a terminal of its own, as a login has, running
 * `node bin/athack ...args` as its foreground job: job control (`kill -TSTP`, then `fg`) as a player
 * has it. `pid` is the shell's; `game` the game's.
 */
export async function runUnderShell(args: string[], env: Record<string, string>, size = { cols: 80, rows: 24 }): Promise<OwnPtyRun & { game: number }> {
  const run = ownPty(['bash', '--norc', '--noprofile', '-i'], env, size);
  const shell = await run.pid;
  if (!(await run.until(/[$#]$/m))) throw new Error(`no shell prompt; the screen shows:\n${run.screenText()}`);
  run.proc.stdin.write(`${[process.execPath, 'bin/athack', ...args].map(quote).join(' ')}\r`);
  for (let waited = 0; waited < 10_000; waited += 20) {
    const child = spawnSync('pgrep', ['-P', String(shell)], { encoding: 'utf8' }).stdout.trim();
    if (child) return { ...run, game: Number(child.split('\n')[0]) };
    await sleep(20);
  }
  throw new Error('the game did not start under the shell');
}

/** `command` in a pseudo-terminal of its own (tests/support/pty-host.py). */
function ownPty(command: string[], env: Record<string, string>, size: { cols: number; rows: number }): OwnPtyRun {
  const host = fileURLToPath(new URL('../support/pty-host.py', import.meta.url));
  const proc = spawn('python3', [host, String(size.cols), String(size.rows), ...command], { cwd: ROOT, env: environment(env, size) });
  let report = '';
  const lines = new Promise<Record<string, unknown>[]>((resolve) => {
    proc.stderr.on('data', (d: Buffer) => (report += d.toString('utf8')));
    // 'close', not 'exit': the report's last line may be read after the process has exited.
    proc.on('close', () => resolve(report.split('\n').filter((l) => l.startsWith('{')).map((l) => JSON.parse(l) as Record<string, unknown>)));
  });
  const pid = new Promise<number>((resolve) =>
    proc.stderr.on('data', () => {
      const started = /^\{"pid": (\d+)\}/.exec(report);
      if (started) resolve(Number(started[1]));
    }),
  );
  const run = drive(proc, size, false);
  return {
    ...run,
    pid,
    hangUp: () => proc.stdin.end(),
    // And drawn: a test reads the screen as it ended.
    ended: Promise.all([lines, run.exited]).then(([all]) => all.find((l) => !('pid' in l)) as unknown as Ended),
  };
}

/** Keys to the process's input, its output through a headless xterm of the terminal's size; its stderr is the game's too unless the host keeps its own there. */
function drive(proc: ChildProcessWithoutNullStreams, size: { cols: number; rows: number }, withStderr = true): PtyRun {
  const driver = terminalDriver(size, (bytes) => proc.stdin.write(bytes));
  proc.stdout.on('data', (d: Buffer) => driver.feed(d));
  if (withStderr) proc.stderr.on('data', (d: Buffer) => driver.keep(d));
  let done = false;
  let disposed = false;
  // Once its output is all read ('close'; at 'exit' the last bytes it wrote, a goodbye or a path, may still be on their
  // way) and drawn: the headless xterm parses what it is given later, on a timer.
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    proc.on('close', (code, signal) => {
      done = true;
      driver.end();
      if (disposed) resolve({ code, signal });
      else driver.term.write('', () => resolve({ code, signal }));
    }),
  );
  const run: PtyRun = {
    ...driver,
    proc,
    exited,
    kill() {
      if (!done) proc.kill('SIGKILL');
      disposed = true;
      driver.term.dispose();
    },
  };
  return run;
}
