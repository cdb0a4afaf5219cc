/**
 * Every file athack writes goes through here. A save folder may be shared
 * (saves on a server many players reach), and anyone who can write in it
 * can plant a symbolic link where a file is about to go. So nothing is ever
 * written through a name that may already exist: a temporary file of a
 * fresh random name is created exclusively (O_EXCL, which never follows a
 * link, and O_NOFOLLOW as well), written, synced, and then renamed into
 * place, and a rename replaces a planted link instead of writing through it.
 */
import { randomBytes } from 'node:crypto';
import { closeSync, constants, fsyncSync, linkSync, openSync, renameSync, rmSync, writeSync } from 'node:fs';
import { dirname } from 'node:path';
import { readFileSafely } from './safe-read.js';

const { O_WRONLY, O_CREAT, O_EXCL, O_RDONLY } = constants;
// Node offers O_NOFOLLOW on POSIX systems only; O_EXCL alone already refuses a link there.
const O_NOFOLLOW = constants.O_NOFOLLOW ?? 0;
/** How many fresh names to try: another file of the same random name means one was planted, and a second try ends it. */
const TRIES = 5;

/** What `writeTemporary` adds to a file's name: the process and 6 random bytes. */
const TEMPORARY = /\.tmp-\d+-[0-9a-f]{12}$/;

/** The folder a temporary was written in, for a message: its random name means nothing to the player, the folder does. */
export const temporaryFolder = (path: string): string | undefined => (TEMPORARY.test(path) ? dirname(path) : undefined);

/**
 * Writes `text` to a new file beside `file`, never one that was there
 * before, synced to the disk; returns its path. The caller renames or links
 * it into place, or removes it.
 */
export function writeTemporary(file: string, text: string): string {
  for (let attempt = 1; ; attempt++) {
    const tmp = `${file}.tmp-${process.pid}-${randomBytes(6).toString('hex')}`;
    let fd: number;
    try {
      fd = openSync(tmp, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW, 0o644);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST' && attempt < TRIES) continue;
      throw error;
    }
    try {
      writeSync(fd, text);
      fsyncSync(fd);
    } catch (error) {
      rmSync(tmp, { force: true });
      throw error;
    } finally {
      closeSync(fd);
    }
    return tmp;
  }
}

/** Syncs a folder, so a rename in it survives a power cut; a folder that cannot be opened for it is left as it is. */
function syncFolder(dir: string): void {
  try {
    const fd = openSync(dir, O_RDONLY);
    try {
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
  } catch {
    // Some file systems refuse to sync a folder; the file itself is already synced.
  }
}

/** Moves a written temporary over `file`; the temporary is removed if the move fails. */
function moveInto(tmp: string, file: string): void {
  try {
    renameSync(tmp, file);
  } catch (error) {
    rmSync(tmp, { force: true });
    throw error;
  }
}

/**
 * Writes `text` to `file` atomically: a crash leaves the old file or the new
 * one, never half of one. With `keepBackup`, the old file is kept as
 * `file.bak`, copied the same way (never through a link).
 */
export function writeFileSafely(file: string, text: string, keepBackup = false): void {
  const tmp = writeTemporary(file, text);
  if (keepBackup) {
    let old: string | undefined;
    try {
      old = readFileSafely(file);
    } catch {
      // No old file (or one that is not a plain file of ours): there is nothing to keep.
    }
    if (old !== undefined) {
      try {
        moveInto(writeTemporary(`${file}.bak`, old), `${file}.bak`);
      } catch (error) {
        rmSync(tmp, { force: true });
        throw error;
      }
    }
  }
  moveInto(tmp, file);
  syncFolder(dirname(file));
}

/**
 * Writes `text` to `file` only when nothing stands there: written aside and
 * hard-linked into place, which fails when the name is taken, so the file is
 * never seen half written and never replaces another. False when the name
 * is taken (the temporary is removed either way).
 */
export function createFileSafely(file: string, text: string): boolean {
  const tmp = writeTemporary(file, text);
  try {
    linkSync(tmp, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    rmSync(tmp, { force: true });
  }
  syncFolder(dirname(file));
  return true;
}
