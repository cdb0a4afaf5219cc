/**
 * The server's own files (its host key, its accounts): secrets, so the
 * folder is 0700 and each file 0600, and no symbolic link is followed, so
 * a link planted in the data folder cannot make the server write elsewhere
 * or read another file as its key.
 */
import { chmodSync, closeSync, constants, fsyncSync, lstatSync, openSync, readFileSync, renameSync, rmSync, writeSync } from 'node:fs';
import { makeDir } from './make-dir.js';

/** Makes `dir` (and its parents) and keeps it to its owner; a link or a file in its place is refused. */
export function privateDir(dir: string): void {
  makeDir(dir);
  const st = lstatSync(dir);
  if (!st.isDirectory()) throw new PrivateFileError(dir, 'is not a folder (a link is not followed)');
  if ((st.mode & 0o077) !== 0) chmodSync(dir, 0o700);
}

export class PrivateFileError extends Error {
  readonly syscall = 'open';
  constructor(readonly file: string, reason: string) {
    super(`${file} ${reason}`);
    this.name = 'PrivateFileError';
  }
}

/** The text of `file`, or undefined when there is none; a link in its place is refused, never read through. */
export function readPrivate(file: string): string | undefined {
  let fd: number;
  try {
    fd = openSync(file, constants.O_RDONLY | constants.O_NOFOLLOW);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return undefined;
    if (code === 'ELOOP') throw new PrivateFileError(file, 'is a symbolic link: athack serve reads its own files only');
    throw error;
  }
  try {
    return readFileSync(fd, 'utf8');
  } finally {
    closeSync(fd);
  }
}

/** Writes `text` to `file` atomically, 0600: a new temporary file (never an existing one or a link) synced and renamed over it. */
export function writePrivate(file: string, text: string): void {
  const tmp = `${file}.tmp-${process.pid}`;
  rmSync(tmp, { force: true });
  const fd = openSync(tmp, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW, 0o600);
  try {
    writeSync(fd, text);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(tmp, file);
}
