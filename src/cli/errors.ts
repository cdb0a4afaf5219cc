/** Errors a command raises on purpose, each with the exit status it means. */
import { constants } from 'node:os';

/** Bad input from the user: exit status 2, like a usage error. */
export class UsageError extends Error {
  readonly exitCode = 2;
  constructor(message: string, readonly detail?: string) {
    super(message);
    this.name = 'UsageError';
  }
}

/** The command ran and found a problem it reports (e.g. the audit failed): exit status 1. */
export class FailureExit extends Error {
  readonly exitCode = 1;
  constructor(message = '') {
    super(message);
    this.name = 'FailureExit';
  }
}

/** The shell's convention: a process ended by signal N exits 128 + N. */
export const signalStatus = (signal: NodeJS.Signals): number => 128 + constants.signals[signal];

/** A run stopped by a signal (Ctrl-C) once it has tidied up: it exits as the signal would have it. */
export class Interrupted extends Error {
  readonly exitCode: number;
  constructor(signal: NodeJS.Signals, message: string) {
    super(message);
    this.name = 'Interrupted';
    this.exitCode = signalStatus(signal);
  }
}
