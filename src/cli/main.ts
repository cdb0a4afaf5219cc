/**
 * The entry point: builds the program, runs it, and turns every way it can
 * end into an exit status. The one error handler of the CLI.
 */
import { CommanderError } from 'commander';
import type { Io } from './io.js';
import { createProgram, fullProgram, SUBCOMMANDS } from './program.js';
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
  try {
    const program = await createProgram(io, argv);
    await program.parseAsync([...argv], { from: 'user' });
    return 0;
  } catch (error) {
    releaseDrawnTitle();
    return report(error, io);
  }
}

/**
 * `help sim fight` as `sim fight --help`: commander's help command reads one name and drops the rest, so
 * it gave the help of sim for the help of sim fight. One name, or none, or a name of no command, is left to it.
 */
function helpAsked(argv: readonly string[]): readonly string[] {
  const at = argv.findIndex((a) => !a.startsWith('-'));
  if (at < 0 || argv[at] !== 'help' || argv.length - at < 3 || !SUBCOMMANDS.some((c) => c.name === argv[at + 1])) return argv;
  return [...argv.slice(0, at), ...argv.slice(at + 1), '--help'];
}

/**
 * Whether `error` is one the dice raise, known by the name it gives itself: the odds commands are built
 * apart (scripts/build.mjs) with a copy of the dice classes of their own, so what they throw is no instance
 * of the class imported here (and a bundle may rename a class, but not the name set in its constructor).
 */
const named = <T extends Error>(error: unknown, name: 'DiceSyntaxError' | 'DistributionTooLarge'): error is T => error instanceof Error && error.name === name;

function report(error: unknown, io: Io): number {
  if (error instanceof CommanderError) return error.exitCode; // commander has already printed it
  if (named<DiceSyntaxError>(error, 'DiceSyntaxError')) {
    io.err(io.paint.red(`athack: bad dice expression${error.option ? ` in ${error.option}` : ''}: ${error.reason}`));
    io.err(error.pointer('  '));
    return 2;
  }
  if (named<DistributionTooLarge>(error, 'DistributionTooLarge')) {
    io.err(io.paint.red(`athack: ${error.message}: too large to list exactly; try fewer dice`));
    return 2;
  }
  if (error instanceof Error && 'exitCode' in error && typeof error.exitCode === 'number') {
    // A message may quote a name or a file's contents: printed as text only.
    if (error.message) io.err(io.paint.red(`athack: ${plainLines(error.message)}`));
    if ('detail' in error && typeof error.detail === 'string') io.err(plainLines(error.detail));
    return error.exitCode;
  }
  // A file or folder the command could not use (a save folder that is a file, a full disk): the user can fix it.
  if (error instanceof Error && typeof (error as NodeJS.ErrnoException).syscall === 'string') {
    io.err(io.paint.red(`athack: ${fsProblem(error, true)}`));
    return 1;
  }
  io.err(io.paint.red(`athack: internal error: ${error instanceof Error ? error.message : String(error)}`));
  if (process.env.ATHACK_DEBUG && error instanceof Error && error.stack) io.err(error.stack);
  return 70;
}
