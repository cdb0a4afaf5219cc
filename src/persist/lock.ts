/**
 * One process plays a save at a time. A lock file beside the save names
 * who holds it; a lock left by a process that has died (on this machine) is
 * taken over, so a crash never strands a hero.
 */
import { existsSync, lstatSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { hostname, userInfo } from 'node:os';
import { makeDir } from './make-dir.js';
import { numberedSavePath } from './saves.js';

export interface Holder {
  pid: number;
  host: string;
  user: string;
  since: string;
}

export class LockError extends Error {
  constructor(readonly holder: Holder) {
    super(`this hero is being played by ${holder.user} (process ${holder.pid} on ${holder.host}) since ${holder.since}`);
    this.name = 'LockError';
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function currentUser(): string {
  try {
    return userInfo().username;
  } catch {
    return 'someone';
  }
}

/** Takes the lock on `file`, or says who holds it. Returns the release function. */
export function lockSave(file: string, now: () => Date = () => new Date()): () => void {
  const lock = `${file}.lock`;
  makeDir(dirname(file));
  const me: Holder = { pid: process.pid, host: hostname(), user: currentUser(), since: now().toISOString() };
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(lock, JSON.stringify(me), { flag: 'wx' });
      return () => {
        try {
          rmSync(lock, { force: true });
        } catch {
          // The folder itself is gone or replaced: the lock went with it.
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      let holder: Holder | undefined;
      try {
        holder = JSON.parse(readFileSync(lock, 'utf8')) as Holder;
      } catch {
        holder = undefined;
      }
      const stale = !holder || (holder.host === me.host && !alive(holder.pid));
      if (!stale) throw new LockError(holder!);
      rmSync(lock, { force: true });
    }
  }
  throw new LockError({ pid: -1, host: me.host, user: 'another process', since: 'just now' });
}

/**
 * A save of its own for a new hero, locked before anything is written: the
 * first name with no save whose lock it gets (`Ash.json`, else `Ash-2.json`,
 * …). A lock another process holds passes the name over; one left by a dead
 * process is taken over, as `lockSave` does.
 */
export function claimSave(dir: string, hero: string): { file: string; release: () => void } {
  for (let n = 1; ; n++) {
    const file = numberedSavePath(dir, hero, n);
    if (existsSync(file)) continue;
    try {
      return { file, release: lockSave(file) };
    } catch (error) {
      if (!(error instanceof LockError)) throw error;
    }
  }
}

/** Sleeps the thread: the lock below is taken by short synchronous processes. */
function pause(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/**
 * Runs `update` while holding `file`'s lock, so two processes changing the
 * same small file (the high scores) both land: the second waits for the
 * first. A lock older than `staleMs` is from a process that died holding it.
 */
export function withFileLock<T>(file: string, update: () => T, waitMs = 5000, staleMs = 10_000): T {
  const lock = `${file}.lock`;
  for (let waited = 0; ; waited += 10) {
    try {
      writeFileSync(lock, String(process.pid), { flag: 'wx' });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      let age = 0;
      try {
        // lstat: a lock that is a dangling link exists for the 'wx' open yet not for stat, and would be waited on for ever.
        age = Date.now() - lstatSync(lock).mtimeMs;
      } catch {
        continue;
      }
      if (age > staleMs || waited > waitMs) rmSync(lock, { force: true });
      else pause(10);
    }
  }
  try {
    return update();
  } finally {
    rmSync(lock, { force: true });
  }
}
