/** A file in the server's data folder that it cannot use as it stands: named, left untouched, and the server does not start (exit status 1). */
export class DataFileError extends Error {
  readonly exitCode = 1;
  constructor(message: string) {
    super(message);
    this.name = 'DataFileError';
  }
}
