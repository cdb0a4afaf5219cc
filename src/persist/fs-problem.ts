/**
 * What went wrong with a file, in words a player can act on: Node's errors
 * name a system call and an error code ("EEXIST: file already exists,
 * mkdir '/x'"), which says little about what to do.
 */
import { temporaryFolder } from './safe-write.js';

const PROBLEMS: Record<string, string> = {
  EACCES: 'permission denied',
  EPERM: 'permission denied',
  ENOENT: 'it does not exist',
  ENOSPC: 'the disk is full',
  EDQUOT: 'the disk quota is used up',
  // Past the file size this process may write (the shell's `ulimit -f`).
  EFBIG: 'the file would be larger than this process may write',
  EROFS: 'the file system is read-only',
  EISDIR: 'a folder stands where a file should be',
  // mkdir of a folder whose name a plain file has, and a path through a plain file.
  EEXIST: 'a file stands where a folder should be',
  ENOTDIR: 'a file stands where a folder should be',
  ENAMETOOLONG: 'the name is too long',
  EMFILE: 'too many files are open',
  EIO: 'the disk reported an input/output error',
  // Opened with O_NOFOLLOW (safe-read.ts): a link planted in a save folder is never followed.
  ELOOP: 'it is a symbolic link, which athack does not follow',
  ENXIO: 'it is a socket or a device, not a file',
};

/**
 * The reason, followed by the path the system call was given when `where` is set and the error names one: for a
 * temporary file (safe-write.ts), the folder it was written in, which is what the player can put right.
 */
export function fsProblem(error: unknown, where = false): string {
  const e = error as NodeJS.ErrnoException;
  const reason = e?.code ? (PROBLEMS[e.code] ?? e.code) : e instanceof Error ? e.message : String(error);
  if (!where || !e?.path) return reason;
  const folder = temporaryFolder(e.path);
  return folder ? `${reason} (writing in ${folder})` : `${reason} (${e.path})`;
}
