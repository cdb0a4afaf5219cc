/**
 * Save files on disk: one per hero. A save is written whole atomically (a
 * temporary file in the same folder, flushed and synced, then renamed over
 * the old one, which is kept as a `.bak`) when a hero is made or an older
 * save is taken up; the game then appends to it (src/persist/save-writer.ts).
 * Reading checks everything and names the problem; a bad file is never
 * changed.
 */
import { closeSync, copyFileSync, existsSync, fsyncSync, openSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fsProblem } from './fs-problem.js';
import { snapshotProblem } from './snapshot.js';
import { saveText, type Recording, type SavedMessage, type SaveFile } from './recording.js';
import { SaveError } from './save-error.js';
import { parseSaveFile } from './save-text.js';
import { makeDir } from './make-dir.js';

/** Files that share the save folder and that no hero's save may take the name of. */
const RESERVED = new Set(['scores']);

/** A hero's name as a file name: letters, digits, dash and underscore only, so no name can leave the folder. */
export function saveName(hero: string): string {
  const safe = hero.normalize('NFKD').replace(/[^A-Za-z0-9_-]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 40) || 'hero';
  return `${RESERVED.has(safe.toLowerCase()) ? `${safe}-hero` : safe}.json`;
}

export { parseSaveFile, SaveError };

/** Writes `text` to `file` atomically: a synced temporary file renamed over it. */
export function writeAtomic(file: string, text: string, keepBackup: boolean): void {
  const tmp = `${file}.tmp-${process.pid}`;
  const fd = openSync(tmp, 'w');
  try {
    writeSync(fd, text);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  if (keepBackup && existsSync(file)) copyFileSync(file, `${file}.bak`);
  renameSync(tmp, file);
}

export function savePath(dir: string, hero: string): string {
  return join(dir, saveName(hero));
}

/** The `n`th save path a hero called `hero` may take: `Ash.json`, then `Ash-2.json`, … */
export function numberedSavePath(dir: string, hero: string, n: number): string {
  const base = saveName(hero).replace(/\.json$/, '');
  return join(dir, n === 1 ? `${base}.json` : `${base}-${n}.json`);
}

/** Writes the whole save to `file` (by default the one named after the hero), with the last of the `messages` the player saw. */
export function writeSave(dir: string, rec: Recording, game: string, file = savePath(dir, rec.snapshot.hero.name), messages?: readonly SavedMessage[]): string {
  makeDir(dir);
  writeAtomic(file, saveText(rec, game, messages), true);
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
  let text: string;
  try {
    if (statSync(file).isDirectory()) throw new SaveError(file, 'is a folder, not a save file');
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if (error instanceof SaveError) throw error;
    throw new SaveError(file, (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'does not exist' : `cannot be read: ${fsProblem(error)}`);
  }
  return parseSaveFile(text, file);
}

/** Whether a save's game has ended (a death or a win recorded in it): such a save is never played on, only made a morgue file. */
export const hasEnded = (save: SaveFile) => save.recording.snapshot.phase === 'dead' || save.recording.snapshot.phase === 'won';

/** Removes a save and its backup: a hero whose game has ended cannot be loaded again. */
export function removeSave(file: string): void {
  rmSync(file, { force: true });
  rmSync(`${file}.bak`, { force: true });
}

/** The hero a save holds (the second Ash's save is `Ash-2.json`, but its hero is Ash), and whether that hero's game has ended. */
function heroOf(file: string): { hero: string; ended?: true } {
  try {
    const save = readSaveFile(file);
    return hasEnded(save) ? { hero: save.recording.snapshot.hero.name, ended: true } : { hero: save.recording.snapshot.hero.name };
  } catch {
    // A save that cannot be read still needs a name in the list, where loading it says what is wrong.
    return { hero: basename(file, '.json') };
  }
}

/** A save in the folder: `ended` when its recording ends in a death or a win, so it is never offered to continue. */
export interface SaveEntry {
  file: string;
  hero: string;
  mtime: number;
  ended?: true;
}

/** Saves in the folder, newest first, each with the name of its hero. */
export function listSaves(dir: string): SaveEntry[] {
  let names: string[];
  try {
    names = readdirSync(dir).filter((n) => n.endsWith('.json') && n !== 'scores.json');
  } catch {
    return [];
  }
  return names
    .flatMap((n) => {
      const file = join(dir, n);
      try {
        return [{ file, ...heroOf(file), mtime: statSync(file).mtimeMs }];
      } catch {
        return [];
      }
    })
    .sort((a, b) => b.mtime - a.mtime);
}

/**
 * The save a player means by a hero's name: the file of that name if there
 * is one (so `Ash-2` picks `Ash-2.json`), else the one save whose hero is
 * called so, in any case. Several such heroes are an ambiguity, answered with
 * the file names that pick each.
 */
export function findSave(dir: string, name: string): { file: string } | { missing: true } | { several: SaveEntry[] } {
  const exact = savePath(dir, name);
  if (existsSync(exact)) return { file: exact };
  const wanted = name.trim().toLowerCase();
  const matches = listSaves(dir).filter((s) => s.hero.toLowerCase() === wanted || basename(s.file, '.json').toLowerCase() === wanted);
  if (matches.length === 0) return { missing: true };
  if (matches.length === 1) return { file: matches[0]!.file };
  return { several: matches };
}
