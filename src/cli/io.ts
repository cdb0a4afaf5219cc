/**
 * Where a command writes, and whether it may colour its output. Commands
 * never touch process.stdout themselves, so tests can run them in-process.
 */
import { asciiInColumns } from '../base/ascii-text.js';
import { fsProblem } from '../persist/fs-problem.js';
import { nonUtf8Locale } from '../base/locale.js';
import type { SymbolSet } from '../tui/style.js';

/** The styles the commands use; plain text when colour is off. */
export interface Paint {
  red(text: string): string;
  green(text: string): string;
  yellow(text: string): string;
  cyan(text: string): string;
  bold(text: string): string;
  dim(text: string): string;
}

export interface Io {
  out(text: string): void;
  err(text: string): void;
  paint: Paint;
  /** The width text is wrapped to: the terminal's, else COLUMNS, else 80 (so a pipe into a pager still reads well). */
  columns: number;
  /**
   * Whether every line is kept within `columns`: at a terminal, or where COLUMNS says the width. Into a pipe or a
   * file with neither, a line longer than 80 columns stays whole, as scripts that read it have always had it.
   */
  fitted: boolean;
  /** How charts draw their bars: the symbol set of `--symbols` or the options file, for the commands that chart; `#` when unset. */
  symbols?: SymbolSet;
  /**
   * Redraws a one-line status (a progress bar) in place on stderr; `null`
   * clears it. Present only when stderr is a terminal, so pipes, logs and
   * tests never see it.
   */
  progress?: (text: string | null) => void;
}

const plain: Paint = { red: String, green: String, yellow: String, cyan: String, bold: String, dim: String };

/**
 * Colour as https://no-color.org has it: a flag on the command line (`--color`, `--no-color`, the last given)
 * wins; then NO_COLOR, any non-empty value, turns colour off, FORCE_COLOR too, since both are the environment
 * and NO_COLOR is the user's standing refusal; then FORCE_COLOR as chalk and Node read it (0 or false off,
 * any other value on, even into a pipe); then colour on a terminal only. colorFrom (settings.ts) reads the
 * environment the same way for the game.
 */
export function wantsColor(stream: { isTTY?: boolean }, env: NodeJS.ProcessEnv, argv: readonly string[]): boolean {
  const flag = [...argv].reverse().find((a) => a === '--color' || a === '--no-color');
  if (flag !== undefined) return flag === '--color';
  return envColor(env) ?? stream.isTTY === true;
}

/** Colour as the environment asks, or undefined where it says nothing: NO_COLOR (not empty) off, over FORCE_COLOR. */
export function envColor(env: NodeJS.ProcessEnv): boolean | undefined {
  if (env.NO_COLOR !== undefined && env.NO_COLOR !== '') return false;
  if (env.FORCE_COLOR !== undefined) return !['0', 'false'].includes(env.FORCE_COLOR.toLowerCase());
  return undefined;
}

/** Chalk costs a noticeable part of start-up, so it is loaded only when colour is wanted. */
async function painter(color: boolean): Promise<Paint> {
  if (!color) return plain;
  const { Chalk } = await import('chalk');
  return new Chalk({ level: 1 });
}

/**
 * Text as a terminal that shows only ASCII is sent it: each character past ASCII a stand-in as wide as it
 * (base/ascii-text.ts), so a table's columns stay lined up. JSON keeps every character, as the \u escape that is
 * JSON's own ASCII for it. Decided as the game decides its screen: `--ascii`, else the options file's `ascii`
 * line (`no` says the terminal shows UTF-8 whatever the locale), else a locale that is not UTF-8. The file is read
 * on the first line a command prints, not before: the game itself prints none, and reads its options on its own.
 * What is wrong with its `ascii` and `symbols` lines is then given to `warn`, as the game says it, once.
 */
async function asciiOutput(argv: readonly string[], env: NodeJS.ProcessEnv, warn: (problems: string[]) => void): Promise<(text: string) => string> {
  const shown = (ascii: boolean): ((text: string) => string) => {
    if (!ascii) return String;
    if (argv.includes('--json')) return (text) => text.replace(/[^\x00-\x7f]/g, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`);
    return asciiInColumns;
  };
  const { fileDrawing } = await import('./chart-symbols.js');
  let decided: ((text: string) => string) | undefined;
  return (text) => {
    if (decided === undefined) {
      const file = fileDrawing(argv, env);
      decided = shown(argv.includes('--ascii') || (file.ascii ?? nonUtf8Locale(env) !== undefined));
      // Said once the choice is made, through the same writers: the warning is itself text to show.
      warn(file.problems);
    }
    return decided(text);
  };
}

export async function processIo(argv: readonly string[]): Promise<Io> {
  let watched = false;
  let errWatched = false;
  const { unsaid } = await import('./options-lines.js');
  const shown = await asciiOutput(argv, process.env, (problems) => {
    for (const p of unsaid(problems)) io.err(io.paint.yellow(`athack: ${p}`));
  });
  const io: Io = {
    out: (text) => {
      // Only commands that print lines watch stdout: the game draws on it too, and a terminal failing
      // under it must reach play's own crash handler, which saves the game.
      if (!watched) process.stdout.on('error', writeFailed);
      watched = true;
      process.stdout.write(line(shown(text)));
    },
    err: (text) => {
      // A message no one can read (stderr closed, `2>&-` or a reader gone) is lost, not a crash: the exit status still says it.
      if (!errWatched) process.stderr.on('error', () => {});
      errWatched = true;
      process.stderr.write(line(shown(text)));
    },
    paint: await painter(wantsColor(process.stdout, process.env, argv)),
    columns: outputWidth(process.stdout, process.env),
    fitted: widthGiven(process.stdout, process.env),
    ...(process.stderr.isTTY ? { progress: (text: string | null) => process.stderr.write(text === null ? '\r\x1b[K' : `\r${shown(text)}\x1b[K`) } : {}),
  };
  // A failed write surfaces here, after the command has moved on: the output is lost, so the run ends now.
  const writeFailed = (error: NodeJS.ErrnoException) => {
    // `athack odds roll 20d20 | head` closes the pipe early: that is the reader's choice, not an error. A command
    // that has ended keeps its status (a refusal's JSON unread is still a refusal): the pipe may be found closed only then.
    if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0);
    io.err(io.paint.red(`athack: cannot write the output: ${fsProblem(error)}`));
    process.exit(1);
  };
  return io;
}

type Output = { isTTY?: boolean; columns?: number };

const terminalWidth = (stream: Output): number | undefined => (stream.isTTY && stream.columns && stream.columns > 0 ? stream.columns : undefined);

function envWidth(env: NodeJS.ProcessEnv): number | undefined {
  const columns = Number(env.COLUMNS);
  return Number.isInteger(columns) && columns > 0 ? columns : undefined;
}

export const outputWidth = (stream: Output, env: NodeJS.ProcessEnv): number => terminalWidth(stream) ?? envWidth(env) ?? 80;

/** Whether the output's width is known, from the terminal or COLUMNS, rather than taken as 80. */
const widthGiven = (stream: Output, env: NodeJS.ProcessEnv): boolean => (terminalWidth(stream) ?? envWidth(env)) !== undefined;

/** Every write ends a line, as on a terminal. */
const line = (text: string) => (text.endsWith('\n') ? text : `${text}\n`);

/**
 * An Io that keeps what is written, line-ended exactly as the process would print it, for tests: a terminal
 * `columns` wide, or without `columns` a pipe.
 */
export async function memoryIo(color = false, columns?: number): Promise<Io & { stdout: string[]; stderr: string[] }> {
  const stdout: string[] = [];
  const stderr: string[] = [];
  return { stdout, stderr, out: (text) => stdout.push(line(text)), err: (text) => stderr.push(line(text)), paint: await painter(color), columns: columns ?? 80, fitted: columns !== undefined };
}
