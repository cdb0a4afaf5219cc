/** Errors a command raises on purpose, each with the exit status it means. */

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
