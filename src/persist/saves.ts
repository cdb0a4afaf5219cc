/**
 * Save files on disk: one per hero. A save is written whole (safe-write.ts:
 * a temporary file in the same folder, flushed and synced, then renamed over
 * the old one, which is kept as a `.bak`) when a hero is made or an older
 * save is taken up; the game then appends to it (src/persist/save-writer.ts).
 * Reading checks everything and names the problem; a bad file is never
 * changed.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { fsProblem } from './fs-problem.js';
import { snapshotProblem } from './snapshot.js';
import { saveText, type Recording, type SavedMessage, type SaveFile } from './recording.js';
import { SaveError } from './save-error.js';
import { parseSaveFile } from './save-text.js';
import { NotAFileError, readFileSafely } from './safe-read.js';
import { writableFolder } from './safe-folder.js';
import { writeFileSafely } from './safe-write.js';
import { gameOver } from '../core/engine/game-over.js';
import type { Seat } from '../core/engine/types.js';

/**
 * Files that share the save folder and that no hero's save may take the name of: scores.json, and keys.json where
 * the configuration folder is the save folder. (Named, not imported: scores.ts reaches this file through lock.ts.)
 */
const RESERVED = new Set(['scores', 'keys']);

/** A hero's name as a file name: letters, digits, dash and underscore only, so no name can leave the folder. */
export function saveName(hero: string): string {
  const safe = hero.normalize('NFKD').replace(/[^A-Za-z0-9_-]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 40) || 'hero';
  return `${RESERVED.has(safe.toLowerCase()) ? `${safe}-hero` : safe}.json`;
}

export { parseSaveFile, SaveError };

export function savePath(dir: string, hero: string): string {
  return join(dir, saveName(hero));
}

/** The save name a hero's file name is numbered from (numbered-name.ts): `Ash` for `Ash.json`, `Ash-2.json`, … */
export function saveStem(hero: string): string {
  return saveName(hero).replace(/\.json$/, '');
}

/** Writes the whole save to `file` (by default the one named after the hero), with the last of the `messages` the player saw. */
export function writeSave(dir: string, rec: Recording, game: string, file = savePath(dir, rec.snapshot.hero.name), messages?: readonly SavedMessage[], keyboard?: Seat): string {
  writableFolder(dir);
  writeFileSafely(file, saveText(rec, game, messages, keyboard), true);
  return file;
}

/** Reads and checks a save to play on from: it must be whole, unedited, of a format this athack knows, with a state that has every part play reads. */
export function readPlayableSave(file: string): SaveFile {
  const save = readSaveFile(file);
  const problem = snapshotProblem(save.recording.snapshot);
  if (problem) throw new SaveError(file, `holds a damaged game state: ${problem}`);
  return save;
}

/** The recording of a save checked as `readPlayableSave` checks it. */
export function readSave(file: string): Recording {
  return readPlayableSave(file).recording;
}

/** A save as `readSave` checks it, with the version of athack that wrote it. */
export function readSaveFile(file: string): SaveFile {
  return parseSaveFile(readSaveText(file), file);
}

/** The text of a save or morgue file, read as safe-read.ts reads: a SaveError names what stands there instead of a file. */
export function readSaveText(file: string): string {
  try {
    return readFileSafely(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new SaveError(file, 'does not exist');
    if (error instanceof NotAFileError && error.folder) throw new SaveError(file, 'is a folder, not a save file');
    throw new SaveError(file, `cannot be read: ${fsProblem(error)}`);
  }
}

/** Whether a save's game has ended (a death or a win recorded in it): such a save is never played on, only made a morgue file. */
export const hasEnded = (save: SaveFile) => gameOver(save.recording.snapshot);

/** Removes a save and its backup: a hero whose game has ended cannot be loaded again. */
export function removeSave(file: string): void {
  rmSync(file, { force: true });
  rmSync(`${file}.bak`, { force: true });
}
