/**
 * A save folder others can write is no place for saves: anyone who can
 * write in it can remove a hero's save, or rename another file into its
 * place. Such a folder is refused, unless it is sticky (mode +t, as /tmp
 * is), where only a file's owner may remove or rename it. Folders athack
 * makes itself are never writable by others.
 */
import { statSync } from 'node:fs';
import { makeDir } from './make-dir.js';

const GROUP_OR_OTHERS_WRITE = 0o022;
const STICKY = 0o1000;

/** A folder refused for saves: the message says why and what to do. */
export class UnsafeFolderError extends Error {
  // Marks it as a problem with a file, which the CLI's error handler reports with exit status 1.
  readonly syscall = 'open';
  constructor(
    readonly dir: string,
    mode: number,
  ) {
    const who = mode & 0o002 ? 'every user' : 'its group';
    super(`${dir} can be written by ${who} (mode ${(mode & 0o7777).toString(8).padStart(4, '0')}) and is not sticky: another user could swap a save for something else. Make it yours alone (chmod go-w ${dir}) or sticky (chmod +t ${dir}), or save elsewhere with --save-dir`);
    this.name = 'UnsafeFolderError';
  }
}

/** Throws an UnsafeFolderError when `dir` is a folder that others can write and is not sticky; a missing folder passes. */
export function checkFolder(dir: string): void {
  let mode: number;
  try {
    // stat, not lstat: a link to a folder is as safe as the folder it leads to.
    mode = statSync(dir).mode;
  } catch {
    return;
  }
  if (mode & GROUP_OR_OTHERS_WRITE && !(mode & STICKY)) throw new UnsafeFolderError(dir, mode);
}

/** Makes `dir` (and its parents) if missing, and checks that it is safe to write saves in. */
export function writableFolder(dir: string): void {
  makeDir(dir);
  checkFolder(dir);
}
