/**
 * Folders for saves, the morgue and the high scores, made with their
 * parents. Node's own `mkdirSync(dir, { recursive: true })` never returns
 * where mkdir answers ENOENT under a parent that exists (`/proc/x` on
 * Linux): it makes the parent again, finds it there, and tries the folder
 * once more, for ever, and the blocked event loop never runs the game's
 * signal handlers. This one climbs only as far as the path has parents, so
 * it always ends.
 */
import { existsSync, mkdirSync, statSync } from 'node:fs';
import { dirname } from 'node:path';
import { fsProblem } from './fs-problem.js';

/** A folder that cannot be made although its parent stands: the message names both. */
export class DirError extends Error {
  // Marks it as a failed system call, which the CLI's error handler reports as a file problem with exit status 1.
  readonly syscall = 'mkdir';
  constructor(readonly dir: string, reason: string) {
    super(`cannot create ${dir}: ${reason}`);
    this.name = 'DirError';
  }
}

function isFolder(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

/** mkdir once; a folder already there is success. */
function mkdirOnce(dir: string): NodeJS.ErrnoException | undefined {
  try {
    // Never writable by others, whatever the umask: a folder others can write is refused for saves (safe-folder.ts).
    mkdirSync(dir, 0o755);
    return undefined;
  } catch (error) {
    const e = error as NodeJS.ErrnoException;
    return e.code === 'EEXIST' && isFolder(dir) ? undefined : e;
  }
}

/**
 * Makes `dir` and any parents it lacks; throws Node's error when `dir` itself fails, or a DirError. A parent
 * that cannot be made is named with the folder it was made for, the one the player asked for or knows of
 * (`cannot create ~/.local/share/athack: permission denied (~/.local)`).
 */
export function makeDir(dir: string): void {
  try {
    makeWithParents(dir);
  } catch (error) {
    if (error instanceof DirError || (error as NodeJS.ErrnoException).path === dir) throw error;
    throw new DirError(dir, fsProblem(error, true));
  }
}

function makeWithParents(dir: string): void {
  const error = mkdirOnce(dir);
  if (!error) return;
  const parent = dirname(dir);
  if (error.code !== 'ENOENT' || parent === dir) throw error;
  if (existsSync(parent)) throw new DirError(dir, `no folder can be made in ${parent}`);
  makeWithParents(parent);
  const again = mkdirOnce(dir);
  if (again) throw again;
}
