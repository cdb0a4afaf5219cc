/**
 * Every way the playing process ends, in one place: a quit, a crash, a
 * signal from outside, a terminal that goes away. Each saves the game in
 * play, lets its lock go, gives the terminal back if it is still there
 * (and never writes to it again if it is not), and exits; whichever comes
 * first is the only one that runs, so one game is saved once and one death
 * leaves one morgue file.
 */
import { closeSync } from 'node:fs';
import { constants } from 'node:os';
import { isatty } from 'node:tty';
import { fsProblem } from '../persist/fs-problem.js';
import type { App } from '../tui/app.js';
import type { Session } from '../tui/session.js';
import type { Io } from './io.js';
import { signalStatus } from './errors.js';

/**
 * Signals that end the game, each saving it first. SIGUSR1 starts Node's
 * inspector, and SIGSEGV, SIGBUS, SIGFPE and SIGILL leave nothing safe to run.
 */
const ENDING = ['SIGHUP', 'SIGINT', 'SIGTERM', 'SIGQUIT', 'SIGUSR2', 'SIGALRM', 'SIGVTALRM', 'SIGXCPU', 'SIGPWR'] as const;

/** Ctrl-Z where the game owns the terminal: the stop goes through the SIGTSTP handler below, which gives the shell its screen first. */
export const stopAsJob = (): void => void process.kill(process.pid, 'SIGTSTP');

/**
 * What ends with the process: a playing session, which saves its game and
 * says where, or an interface with no game of its own (a replay watched).
 */
export type Leaving = App & Partial<Pick<Session, 'keep' | 'savedTo'>>;

/**
 * Takes over how the process ends while `session` runs. The returned
 * `leave` is the one way out: `saving` when the game in play is to be saved
 * on the way (a quit has saved already), `words` for the terminal once given back.
 */
export function leaveCleanly(session: Leaving, io: Io): (code: number, saving: boolean, words?: string) => void {
  let leaving = false;
  // Plain mode may read a pipe or a file and write to one: those never hang up.
  const onTerminal = isatty(0) && isatty(1);
  /** Whether the terminal is still there: a hung-up one answers no terminal query, so it is not a TTY any more. */
  const terminalAlive = (): boolean => !onTerminal || (isatty(0) && isatty(1));

  const leave = (code: number, saving: boolean, words?: string) => {
    if (leaving) return;
    leaving = true;
    let saved: string | undefined;
    let unsaved: unknown;
    try {
      saved = saving ? session.keep?.() : session.savedTo?.();
    } catch (error) {
      // Whatever went wrong, the terminal is still given back and the process still ends: leaving runs once.
      unsaved = error;
    }
    if (terminalAlive()) {
      session.destroy();
      if (words) io.err(words);
      if (saved) io.err(saving ? `Your game was saved to ${saved}: athack continue picks it up.` : `Saved to ${saved}`);
      else if (unsaved !== undefined) io.err(`The game could not be saved: ${unsaved instanceof Error ? unsaved.message : String(unsaved)}`);
      else if (words) io.err('There was no game in play to save.');
    } else {
      session.abandon();
      // Node 20 sets a terminal's mode back as it exits, and aborts when the terminal has hung up
      // (ARCHITECTURE.md): a closed descriptor is passed over, so nothing touches the dead terminal.
      for (const fd of [0, 1, 2]) {
        try {
          closeSync(fd);
        } catch {
          // Already closed: nothing to pass over.
        }
      }
      // Ended by a signal, the game ends by the hang-up itself: at once, with no exit handlers and
      // nothing of Node's own tidying (measured: tens of milliseconds, at times hundreds, on a busy machine).
      if (code > 128) {
        process.removeAllListeners('SIGHUP');
        process.kill(process.pid, 'SIGHUP');
      }
    }
    process.exit(code);
  };

  // blessed exits on an uncaught exception and on SIGINT without saving: these come first and alone.
  process.removeAllListeners('uncaughtException');
  process.on('uncaughtException', (error) => leave(70, true, `athack crashed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`));
  for (const signal of ENDING) {
    if (!(signal in constants.signals)) continue;
    const ending = () => leave(signalStatus(signal), true);
    process.on(signal, ending);
    // The others go only once this one is in: with no listener left, Node would close the signal's watch and drop a
    // signal that came while the screen was starting (its first frame drawn, a long --to-turn played), still undelivered.
    for (const other of process.listeners(signal)) if (other !== ending) process.removeListener(signal, other);
  }
  // A terminal that goes away (its window closed, an SSH link dropped) ends or breaks the input, often
  // before the hang-up signal comes; with nothing left to wait on, node would leave without saving.
  const hungUp = () => leave(signalStatus('SIGHUP'), true);
  // The end of a pipe or a file of keys is the end of the play it held: the game saved, as by a quit.
  process.stdin.once('end', onTerminal ? hungUp : () => leave(0, true, 'The input ended.'));
  process.stdin.once('error', hungUp);
  // Written to a pipe or a file, an output that fails ends the play with the game saved: a reader that closed
  // early (`| head`) chose to, as it may for every command; anything else is said.
  if (!onTerminal) {
    process.stdout.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EPIPE') leave(0, true, 'The output was closed.');
      else leave(1, true, `athack: cannot write the output: ${fsProblem(error)}`);
    });
  }
  // A stop from outside (kill -TSTP, a supervisor) gives the shell a usable terminal; SIGSTOP, which
  // cannot be caught, then stops the process as SIGTSTP would have.
  process.on('SIGTSTP', () => {
    if (leaving) return;
    session.suspend();
    process.kill(process.pid, 'SIGSTOP');
  });
  process.on('SIGCONT', () => {
    if (!leaving) session.resume();
  });
  return leave;
}
