/**
 * Where a command writes, and whether it may colour its output. Commands
 * never touch process.stdout themselves, so tests can run them in-process.
 */
import { Chalk, type ChalkInstance } from 'chalk';

export interface Io {
  out(text: string): void;
  err(text: string): void;
  /** Colour for standard output: only on a TTY, never with NO_COLOR or --no-color. */
  paint: ChalkInstance;
}

export function wantsColor(stream: { isTTY?: boolean }, env: NodeJS.ProcessEnv, argv: readonly string[]): boolean {
  if (argv.includes('--no-color')) return false;
  // NO_COLOR: any non-empty value disables colour (https://no-color.org).
  if (env.NO_COLOR !== undefined && env.NO_COLOR !== '') return false;
  return stream.isTTY === true;
}

export function processIo(argv: readonly string[]): Io {
  const color = wantsColor(process.stdout, process.env, argv);
  // `athack odds roll 20d20 | head` closes the pipe early: that is the reader's choice, not an error.
  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') process.exit(0);
    throw error;
  });
  return {
    out: (text) => process.stdout.write(text.endsWith('\n') ? text : `${text}\n`),
    err: (text) => process.stderr.write(text.endsWith('\n') ? text : `${text}\n`),
    paint: new Chalk({ level: color ? 1 : 0 }),
  };
}

/** An Io that keeps what is written, for tests and for callers that post-process output. */
export function memoryIo(color = false): Io & { stdout: string[]; stderr: string[] } {
  const stdout: string[] = [];
  const stderr: string[] = [];
  return {
    stdout,
    stderr,
    out: (text) => stdout.push(text),
    err: (text) => stderr.push(text),
    paint: new Chalk({ level: color ? 1 : 0 }),
  };
}
