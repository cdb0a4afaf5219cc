/** The player's options file on disk: read when it is there, and written new only where none stands. */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { makeDir } from './make-dir.js';

/** The file's text, or undefined when there is no such file (no options file is no error: every setting has a default). */
export function readOptionsFile(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** Writes a new options file; one already there is never written over (it throws EEXIST), since it holds a player's choices. */
export function createOptionsFile(file: string, text: string): void {
  makeDir(dirname(file));
  writeFileSync(file, text, { flag: 'wx' });
}
