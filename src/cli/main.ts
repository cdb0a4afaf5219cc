/**
 * The entry point: builds the program, runs it, and turns every way it can
 * end into an exit status. The one error handler of the CLI.
 */
import { CommanderError } from 'commander';
import type { Io } from './io.js';
import { createProgram, fullProgram, jsonAsked, sentences, SUBCOMMANDS } from './program.js';
import { memoryIo } from './io.js';
import { manPage } from './man.js';
import { version } from '../base/version.js';
import type { DiceSyntaxError } from '../base/dice/parse.js';
import type { DistributionTooLarge } from '../base/dice/distribution.js';
import { fsProblem } from '../persist/fs-problem.js';
import { plainLines } from '../core/plain-text.js';
import { releaseDrawnTitle } from './early-title.js';

export { processIo } from './io.js';

/** The manual page, for the build to write as athack.1. */
export async function manual(): Promise<string> {
  return manPage(await fullProgram(await memoryIo()), version());
}

export async function run(given: readonly string[], io: Io): Promise<number> {
  const argv = helpAsked(given);
  let printed = false;
  const watched: Io = { ...io, out: (text) => ((printed = true), io.out(text)) };
  try {
    const program = await createProgram(watched, argv);
    await program.parseAsync([...argv], { from: 'user' });
    return 0;
  } catch (error) {
    releaseDrawnTitle();
    const status = report(error, io);
    // A script that asked for JSON reads JSON whatever happened: a command that ends before printing its document
    // prints one saying why, beside the message on stderr. One that printed its document (check's audit, a damaged
    // scores table's entries) has said what it found in it.
    if (status !== 0 && !printed && jsonAsked(argv)) io.out(JSON.stringify({ error: errorText(error), status }, null, 2));
    return status;
  }
}

/**
 * `help sim fight` as `sim fight --help`: commander's help command reads one name and drops the rest, so
 * it gave the help of sim for the help of sim fight. One name, or none, or a name of no command, is left to it.
 * `help` said twice is said once (`help help odds` is `help odds`, `odds help help roll` is `odds help roll`):
 * commander read the second as the name asked about and dropped the words after it, even one that names no command.
 */
function helpAsked(given: readonly string[]): readonly string[] {
  const at = given.findIndex((a) => !a.startsWith('-'));
  // The `help` first on the line (`help help odds`), or after a command's name (`odds help help roll`).
  const argv = at < 0 ? given : onceHelp(given, given[at] === 'help' ? at : at + 1);
  if (at < 0 || argv[at] !== 'help' || argv.length - at < 3 || !SUBCOMMANDS.some((c) => c.name === argv[at + 1])) return argv;
  return [...argv.slice(0, at), ...argv.slice(at + 1), '--help'];
}

/** `argv` with the words `help` that follow the `help` at `at`, one after another, left out. */
function onceHelp(argv: readonly string[], at: number): readonly string[] {
  if (argv[at] !== 'help') return argv;
  let past = at + 1;
  while (argv[past] === 'help') past++;
  return [...argv.slice(0, at + 1), ...argv.slice(past)];
}

/**
 * Whether `error` is one the dice raise, known by the name it gives itself: the odds commands are built
 * apart (scripts/build.mjs) with a copy of the dice classes of their own, so what they throw is no instance
 * of the class imported here (and a bundle may rename a class, but not the name set in its constructor).
 */
const named = <T extends Error>(error: unknown, name: 'DiceSyntaxError' | 'DistributionTooLarge'): error is T => error instanceof Error && error.name === name;

/** What went wrong, in the words said after `athack: ` (commander's own refusal: its first line, without its `error: `). */
function errorText(error: unknown): string {
  if (error instanceof CommanderError) return plainLines(sentences(error.message.split('\n')[0]!).replace(/^error: /, ''));
  if (named<DiceSyntaxError>(error, 'DiceSyntaxError')) return `bad dice expression${error.option ? ` in ${error.option}` : ''}: ${error.reason}`;
  if (named<DistributionTooLarge>(error, 'DistributionTooLarge')) return `${error.message}: too large to list exactly; try fewer dice`;
  // A message may quote a name or a file's contents: printed as text only.
  if (error instanceof Error && 'exitCode' in error && typeof error.exitCode === 'number') return plainLines(error.message);
  // A file or folder the command could not use (a save folder that is a file, a full disk): the user can fix it.
  if (error instanceof Error && typeof (error as NodeJS.ErrnoException).syscall === 'string') return fsProblem(error, true);
  return `internal error: ${error instanceof Error ? error.message : String(error)}`;
}

/** Says what went wrong on stderr, and gives the exit status it means. */
function report(error: unknown, io: Io): number {
  if (error instanceof CommanderError) return error.exitCode; // commander has already printed it
  const text = errorText(error);
  if (text) io.err(io.paint.red(`athack: ${text}`));
  if (named<DiceSyntaxError>(error, 'DiceSyntaxError')) {
    io.err(error.pointer('  '));
    return 2;
  }
  if (named<DistributionTooLarge>(error, 'DistributionTooLarge')) return 2;
  if (error instanceof Error && 'exitCode' in error && typeof error.exitCode === 'number') {
    if ('detail' in error && typeof error.detail === 'string') io.err(plainLines(error.detail));
    return error.exitCode;
  }
  if (error instanceof Error && typeof (error as NodeJS.ErrnoException).syscall === 'string') return 1;
  if (process.env.ATHACK_DEBUG && error instanceof Error && error.stack) io.err(error.stack);
  return 70;
}
