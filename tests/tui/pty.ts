/**
 * The real `bin/athack` in a pseudo-terminal (util-linux `script`), with its
 * output read back through a headless xterm: what a user at an 80×24
 * terminal would see. Shared by the end-to-end test and the benchmark.
 */
import { spawn, spawnSync, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import xterm from '@xterm/headless';
import type { Terminal } from '@xterm/headless';
import type { Driver } from './flow.js';
import { sequence } from './harness.js';
import { ensureBuilt } from '../support/built.js';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** The path of `script`, or an error saying how to get it. */
export function scriptPath(): string {
  const r = spawnSync('which', ['script'], { encoding: 'utf8' });
  const path = r.stdout.trim();
  if (r.status !== 0 || !path) throw new Error('`script` (util-linux) is not installed: the end-to-end test runs the game in the pseudo-terminal it makes. Install it (Debian: apt-get install util-linux) and run again.');
  return path;
}

export { ensureBuilt };

export interface PtyRun extends Driver {
  proc: ChildProcessWithoutNullStreams;
  term: Terminal;
  /** Everything the program wrote to its terminal. */
  raw(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Waits until the output has been quiet for `quietMs` (or `maxMs` passed). */
  quiet(quietMs?: number, maxMs?: number): Promise<void>;
  kill(): void;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

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
  const term: Terminal = new xterm.Terminal({ cols: size.cols, rows: size.rows, allowProposedApi: true });
  const chunks: Buffer[] = [];
  let last = Date.now();
  let received = 0;
  proc.stdout.on('data', (d: Buffer) => {
    chunks.push(d);
    received += d.length;
    last = Date.now();
    term.write(d);
  });
  proc.stderr.on('data', (d: Buffer) => chunks.push(d));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => proc.on('exit', (code, signal) => resolve({ code, signal })));
  let done = false;
  void exited.then(() => (done = true));

  const parsed = () => new Promise<void>((resolve) => term.write('', resolve));
  const lines = () => {
    const buf = term.buffer.active;
    return Array.from({ length: term.rows }, (_, y) => (buf.getLine(buf.viewportY + y)?.translateToString(true) ?? '').trimEnd());
  };
  const quiet = async (quietMs = 40, maxMs = 3000) => {
    const start = Date.now();
    const before = received;
    // Wait for the frame to begin (a key may draw nothing), then for the output to stop.
    while (!done && Date.now() - start < maxMs && (received === before ? Date.now() - start < 300 : Date.now() - last < quietMs)) await sleep(5);
    await parsed();
  };

  const run: PtyRun = {
    proc,
    term,
    raw: () => Buffer.concat(chunks).toString('utf8'),
    exited,
    quiet,
    async press(...keys) {
      for (const k of keys) {
        proc.stdin.write(sequence(k));
        await quiet();
      }
    },
    async type(text) {
      for (const ch of text) {
        proc.stdin.write(ch);
        await quiet();
      }
    },
    async until(pattern, ms = 5000) {
      const start = Date.now();
      for (;;) {
        await parsed();
        if (pattern.test(lines().join('\n'))) return true;
        if (done || Date.now() - start > ms) return false;
        await sleep(10);
      }
    },
    screenText: () => lines().join('\n'),
    kill() {
      if (!done) proc.kill('SIGKILL');
      term.dispose();
    },
  };
  return run;
}
