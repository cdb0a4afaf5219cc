/**
 * Every file athack reads from a save folder comes through here. A folder
 * may hold anything under a save's name: a FIFO, which blocks a plain read
 * for ever, a link to /dev/zero, which never ends, or a file too large to
 * be a save. So the file is opened without following a link and without
 * waiting (O_NOFOLLOW | O_NONBLOCK), only a regular file is read, and no
 * more than a cap.
 */
import { closeSync, constants, fstatSync, openSync, readSync, type Stats } from 'node:fs';

const { O_RDONLY } = constants;
// Node offers these on POSIX systems only; elsewhere the fstat check below still refuses a special file.
const O_NOFOLLOW = constants.O_NOFOLLOW ?? 0;
const O_NONBLOCK = constants.O_NONBLOCK ?? 0;

const MIB = 1024 * 1024;
/**
 * The most a save, a morgue file or a recording may hold. A save costs about
 * 90 bytes an action (measured with autoplay games of 100 to 1,300 actions),
 * so 64 MiB is some 700,000 actions, far more than any game plays, and still
 * little memory to read and check.
 */
export const FILE_CAP = 64 * MIB;

/** A file that is there but is not one athack reads: the message says what it is instead. */
export class NotAFileError extends Error {
  constructor(
    readonly path: string,
    message: string,
    readonly folder = false,
  ) {
    super(message);
    this.name = 'NotAFileError';
  }
}

/** What stands at a path instead of a regular file. */
export function kind(st: Stats): string {
  if (st.isSymbolicLink()) return 'a symbolic link';
  if (st.isDirectory()) return 'a folder';
  if (st.isFIFO()) return 'a FIFO';
  if (st.isSocket()) return 'a socket';
  if (st.isCharacterDevice() || st.isBlockDevice()) return 'a device';
  return 'not a regular file';
}

const size = (n: number) => (n >= MIB ? `${Math.round(n / MIB)} MiB` : `${n} bytes`);

/**
 * The text of `file`, a regular file of at most `cap` bytes. Throws Node's
 * error when it cannot be opened (ENOENT, EACCES; ELOOP for a symbolic
 * link unless `followLinks`), or a NotAFileError for anything else that is
 * not such a file.
 */
export function readFileSafely(file: string, cap = FILE_CAP, followLinks = false): string {
  const fd = openSync(file, O_RDONLY | (followLinks ? 0 : O_NOFOLLOW) | O_NONBLOCK);
  try {
    const st = fstatSync(fd);
    if (!st.isFile()) throw new NotAFileError(file, `it is ${kind(st)}, not a file athack reads`, st.isDirectory());
    if (st.size > cap) throw new NotAFileError(file, `it is ${size(st.size)}, larger than the ${size(cap)} athack reads`);
    // The file may grow while it is read: read to its end, but never past the cap.
    let buf = Buffer.alloc(st.size + 1);
    let used = 0;
    for (;;) {
      if (used === buf.length) {
        if (used > cap) throw new NotAFileError(file, `it grew larger than the ${size(cap)} athack reads`);
        const more = Buffer.alloc(Math.min(buf.length * 2, cap + 1));
        buf.copy(more);
        buf = more;
      }
      const n = readSync(fd, buf, used, buf.length - used, null);
      if (n === 0) break;
      used += n;
    }
    return buf.toString('utf8', 0, used);
  } finally {
    closeSync(fd);
  }
}
