/** The player's settings files on disk: read when they are there, and the options file written new only where none stands. */
import { writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { makeDir } from './make-dir.js';
import { readFileSafely } from './safe-read.js';

/** The key bindings' file in the configuration folder, which may be the save folder too: no save takes its name. */
export const KEYS_FILE = 'keys.json';

/**
 * A player's settings are a few kilobytes; a megabyte is room for any
 * amount of comments and still refuses /dev/zero behind the name.
 */
const CONFIG_CAP = 1024 * 1024;

/**
 * The text of a file in the configuration folder (the options file,
 * keys.json), or undefined when there is none (no such file is no error:
 * every setting has a default). A FIFO or a device under the name is
 * refused rather than waited on for ever; a symbolic link is followed,
 * since players keep their settings in linked dotfiles.
 */
export function readConfigFile(file: string): string | undefined {
  try {
    return readFileSafely(file, CONFIG_CAP, true);
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
