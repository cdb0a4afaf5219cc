/**
 * The real `bin/athack` in a pseudo-terminal (util-linux `script`), with its
 * output read back through a headless xterm: what a user at an 80×24
 * terminal would see. Shared by the end-to-end test and the benchmark.
 */
import { spawn, spawnSync, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { ensureBuilt } from '../support/built.js';
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

/** Starts `node bin/athack ...args` in an 80×24 pseudo-terminal. */
export function runInPty(args: string[], env: Record<string, string>, size = { cols: 80, rows: 24 }): PtyRun {
  return commandInPty([process.execPath, 'bin/athack', ...args], env, size);
}

/** Starts any program (the first word, with its arguments) in a pseudo-terminal of `size`. */
export function commandInPty(argv: string[], env: Record<string, string>, size = { cols: 80, rows: 24 }): PtyRun {
  const script = scriptPath();
  const quote = (a: string) => `'${a.replace(/'/g, `'\\''`)}'`;
  // stty sets the pseudo-terminal's size: `script` copies it from its own standard input, which is a pipe here.
  const command = `stty cols ${size.cols} rows ${size.rows}; exec ${argv.map(quote).join(' ')}`;
  const proc = spawn(script, ['-qfec', command, '/dev/null'], {
    cwd: ROOT,
    env: { ...process.env, TERM: 'xterm-256color', COLUMNS: String(size.cols), LINES: String(size.rows), ...env },
  });
  const driver = terminalDriver(size, (bytes) => proc.stdin.write(bytes));
  proc.stdout.on('data', (d: Buffer) => driver.feed(d));
  proc.stderr.on('data', (d: Buffer) => driver.keep(d));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => proc.on('exit', (code, signal) => resolve({ code, signal })));
  let done = false;
  void exited.then(() => {
    done = true;
    driver.end();
  });
  const run: PtyRun = {
    ...driver,
    proc,
    exited,
    kill() {
      if (!done) proc.kill('SIGKILL');
      driver.term.dispose();
    },
  };
  return run;
}
