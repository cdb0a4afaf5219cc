/**
 * One process plays a save at a time. A lock file beside the save names
 * who holds it: the process, its start time, the user, the machine and a
 * random token. The lock appears whole or not at all (written aside, then
 * hard-linked into place, which fails when a lock is there), so no one ever
 * reads half a lock and mistakes it for a dead one. A lock is stale when its
 * process has ended, or when the process of that number is not the one that
 * took it (the number was used again, or a container's pid 1 is another
 * program): a stale lock is taken over. One held by another machine, or by a
 * live game, is taken over only when the player asks (`--take-over`).
 */
import { randomBytes } from 'node:crypto';
import { existsSync, linkSync, lstatSync, renameSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { hostname, userInfo } from 'node:os';
import { firstFree } from './numbered-name.js';
import { saveStem } from './saves.js';
import { readFileSafely } from './safe-read.js';
import { writableFolder } from './safe-folder.js';
import { createFileSafely } from './safe-write.js';

export interface Holder {
  pid: number;
  host: string;
  user: string;
  since: string;
  /** Unique to this taking of the lock: its holder lets go only of a lock that still carries it. */
  token?: string;
  /** When the process started (the boot and the clock tick, on Linux): a process of the same number started at another time is not the holder. */
  started?: string;
}

/** The lock is held: by `holder`, or, when it is unknown, by a process taking it at this moment. */
export class LockError extends Error {
  constructor(readonly holder?: Holder) {
    super(holder ? `this hero is being played by ${holder.user} (process ${holder.pid} on ${holder.host}) since ${holder.since}` : 'another process is taking this hero up at this very moment');
    this.name = 'LockError';
  }
}

/** The longest a lock file (or a /proc file read about its holder) may be: a few short fields. */
const LOCK_CAP = 16 * 1024;
/**
 * How long a lock that cannot be read counts as held. This athack's locks
 * appear whole, but an older athack wrote its lock after creating the file,
 * so an empty lock may be one being taken this very moment.
 */
const UNREAD_MS = 10_000;

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

/** A small file's text, or undefined when it is gone or is not a small regular file (a lock that is a planted link, say). */
function textOf(path: string): string | undefined {
  try {
    return readFileSafely(path, LOCK_CAP);
  } catch {
    return undefined;
  }
}

/** When process `pid` started, as this machine's boot id and the clock tick of field 22 of /proc/PID/stat; undefined where there is no /proc. */
function processStart(pid: number): string | undefined {
  const stat = textOf(`/proc/${pid}/stat`);
  const boot = textOf('/proc/sys/kernel/random/boot_id')?.trim();
  // The command name (field 2) may hold spaces and parentheses: the fields are counted after its last ')'.
  const fields = stat?.slice(stat.lastIndexOf(')') + 2).split(' ');
  const tick = fields?.[22 - 3];
  return tick && boot ? `${boot}:${tick}` : undefined;
}

/** Whether the lock's holder may still be playing: on another machine it cannot be told, so it is. */
function holds(holder: Holder | undefined, host: string, lock: string): boolean {
  if (!holder) return young(lock);
  if (holder.host !== host) return true;
  if (!alive(holder.pid)) return false;
  const started = processStart(holder.pid);
  if (holder.started !== undefined && started !== undefined) return started === holder.started;
  // A lock from before start times were kept: the process must at least be an athack.
  const command = textOf(`/proc/${holder.pid}/cmdline`);
  return command === undefined || command.includes('athack');
}

function readHolder(text: string | undefined): Holder | undefined {
  if (text === undefined) return undefined;
  try {
    const h = JSON.parse(text) as Partial<Holder> | null;
    // Only a real process number: 0 and -1 would ask about whole groups of processes.
    return h && Number.isInteger(h.pid) && h.pid! > 0 && typeof h.host === 'string' ? ({ user: 'someone', since: 'some time', ...h } as Holder) : undefined;
  } catch {
    return undefined;
  }
}

/** A lock file that cannot be read yet, as an older athack's is while it is written; a link or the like is no lock at all. */
function young(lock: string): boolean {
  try {
    const st = lstatSync(lock);
    return st.isFile() && Date.now() - st.mtimeMs < UNREAD_MS;
  } catch {
    return false;
  }
}

/** Puts the lock in place if there is none; false when there is one. */
function create(lock: string, me: Holder): boolean {
  return createFileSafely(lock, JSON.stringify(me));
}

/**
 * Removes the lock `seen` was read from. It is moved aside first and then
 * checked: when another process took the lock over between the look and the
 * move, the lock moved is a new one, and it is put back.
 */
function removeLock(lock: string, seen: string | undefined): void {
  const aside = `${lock}.stale-${randomBytes(6).toString('hex')}`;
  try {
    renameSync(lock, aside);
  } catch {
    return; // Gone already: another process took it over first.
  }
  if (textOf(aside) !== seen) {
    try {
      linkSync(aside, lock);
    } catch {
      // A third process has taken the lock meanwhile: it holds it, and the one moved aside goes.
    }
  }
  rmSync(aside, { force: true });
}

/**
 * A lock taken: calling it lets go of the lock, unless another process has
 * taken it over since, which `held` tells. A lock that cannot be read (its
 * folder broken or gone) is no sign of another game: `held` says so only
 * when another holder's lock stands in its place.
 */
export type Release = (() => void) & { held(): boolean };

/**
 * What tells one lock file from another without reading it: a lock is never
 * changed in place, only put in place whole (a new file) or moved away, and
 * the change time and size tell a new file from one given the same inode.
 */
function identity(lock: string): string | undefined {
  try {
    const st = lstatSync(lock, { bigint: true });
    return `${st.dev}:${st.ino}:${st.ctimeNs}:${st.size}`;
  } catch {
    return undefined;
  }
}

function taken(lock: string, token: string): Release {
  /** The lock file last read and found to be this one: while it stands, `held` asks the folder, not the file (it is asked every step). */
  let mine: string | undefined;
  const held = (): boolean => {
    const seen = identity(lock);
    if (seen !== undefined && seen === mine) return true;
    const now = readHolder(textOf(lock));
    // Read after its identity: a lock put in its place meanwhile holds another token, and is not taken for this one.
    mine = now?.token === token ? seen : undefined;
    return now === undefined || now.token === token;
  };
  const release = () => {
    try {
      if (readHolder(textOf(lock))?.token === token) rmSync(lock, { force: true });
    } catch {
      // The folder itself is gone or replaced: the lock went with it.
    }
  };
  return Object.assign(release, { held });
}

function holder(): Holder {
  const started = processStart(process.pid);
  return { pid: process.pid, host: hostname(), user: currentUser(), since: new Date().toISOString(), token: randomBytes(12).toString('hex'), ...(started ? { started } : {}) };
}

export interface LockOptions {
  /** Take the lock even from a holder that may still be playing: the player has said it is not. */
  takeOver?: boolean;
}

/**
 * Who holds `file`'s lock, as taking it would be told, without taking it:
 * undefined when it is free or stale. For choosing among saves only: what
 * decides is `lockSave`, as another game may take the lock after the look.
 */
export function lockHeld(file: string): LockError | undefined {
  const lock = `${file}.lock`;
  const other = readHolder(textOf(lock));
  return holds(other, hostname(), lock) ? new LockError(other) : undefined;
}

/** Takes the lock on `file`, or says who holds it (a LockError). Returns the release function. */
export function lockSave(file: string, o: LockOptions = {}): Release {
  const lock = `${file}.lock`;
  writableFolder(dirname(file));
  const me = holder();
  for (let attempt = 0; attempt < 3; attempt++) {
    if (create(lock, me)) return taken(lock, me.token!);
    const seen = textOf(lock);
    const other = readHolder(seen);
    if (holds(other, me.host, lock) && !o.takeOver) throw new LockError(other);
    removeLock(lock, seen);
  }
  // Taken by others each time it came free: someone else is starting this hero right now.
  throw new LockError();
}

/**
 * A save of its own for a new hero, locked before anything is written: the
 * first name with no save whose lock it gets (`Ash.json`, else `Ash-2.json`,
 * …). A lock another process holds passes the name over; one left by a dead
 * process is taken over, as `lockSave` does.
 */
export function claimSave(dir: string, hero: string): { file: string; release: Release } {
  return firstFree(join(dir, saveStem(hero)), '.json', (file) => {
    if (existsSync(file)) return undefined;
    let release: Release;
    try {
      release = lockSave(file);
    } catch (error) {
      if (!(error instanceof LockError)) throw error;
      return undefined;
    }
    // Another game may have written its save and let go of the lock between the look and the lock.
    if (!existsSync(file)) return { file, release };
    release();
    return undefined;
  });
}

/** Sleeps the thread: the lock below is taken by short synchronous processes. */
function pause(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/**
 * Runs `update` while holding `file`'s lock, so two processes changing the
 * same small file (the high scores) both land: the second waits for the
 * first. A lock whose holder has ended, or held longer than `waitMs` (a
 * process that hangs), is taken over.
 */
export function withFileLock<T>(file: string, update: () => T, waitMs = 5000): T {
  const lock = `${file}.lock`;
  const me = holder();
  for (let waited = 0; !create(lock, me); waited += 10) {
    const seen = textOf(lock);
    if (!holds(readHolder(seen), me.host, lock) || waited > waitMs) removeLock(lock, seen);
    else pause(10);
  }
  try {
    return update();
  } finally {
    taken(lock, me.token!)();
  }
}
