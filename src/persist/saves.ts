/**
 * Save files on disk: one per hero, written atomically (safe-write.ts: a
 * temporary file in the same folder, flushed and synced, then renamed over
 * the old one, which is kept as a `.bak`). Reading checks everything and
 * names the problem; a bad file is never changed.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { fsProblem } from './fs-problem.js';
import { snapshotProblem } from './snapshot.js';
import { optionsProblem } from '../core/engine/rules-options.js';
import { checksum, migrate, SAVE_FORMAT, savedMessages, wrap, type Recording, type SavedMessage, type SaveFile } from './recording.js';
import { NotAFileError, readFileSafely } from './safe-read.js';
import { writableFolder } from './safe-folder.js';
import { writeFileSafely } from './safe-write.js';

/** Files that share the save folder and that no hero's save may take the name of. */
const RESERVED = new Set(['scores']);

/** A hero's name as a file name: letters, digits, dash and underscore only, so no name can leave the folder. */
export function saveName(hero: string): string {
  const safe = hero.normalize('NFKD').replace(/[^A-Za-z0-9_-]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 40) || 'hero';
  return `${RESERVED.has(safe.toLowerCase()) ? `${safe}-hero` : safe}.json`;
}

export class SaveError extends Error {
  constructor(
    readonly file: string,
    readonly problem: string,
  ) {
    super(`${file}: ${problem}`);
    this.name = 'SaveError';
  }
}

export function savePath(dir: string, hero: string): string {
  return join(dir, saveName(hero));
}

/** The `n`th save path a hero called `hero` may take: `Ash.json`, then `Ash-2.json`, … */
export function numberedSavePath(dir: string, hero: string, n: number): string {
  const base = saveName(hero).replace(/\.json$/, '');
  return join(dir, n === 1 ? `${base}.json` : `${base}-${n}.json`);
}

/** Writes the save to `file` (by default the one named after the hero), with the last of the `messages` the player saw. */
export function writeSave(dir: string, rec: Recording, game: string, file = savePath(dir, rec.snapshot.hero.name), messages?: readonly SavedMessage[]): string {
  writableFolder(dir);
  writeFileSafely(file, `${JSON.stringify(wrap(rec, game, messages))}\n`, true);
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

/** Checks a save's text; `file` names it in the messages. */
export function parseSaveFile(text: string, file: string): SaveFile {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new SaveError(file, 'is cut short or damaged: it is not complete JSON');
  }
  if (typeof raw !== 'object' || raw === null || typeof (raw as { format?: unknown }).format !== 'number') throw new SaveError(file, 'is not an athack save');
  const format = (raw as { format: number }).format;
  if (format > SAVE_FORMAT) throw new SaveError(file, `was written by a newer athack (save format ${format}; this one reads formats 1 to ${SAVE_FORMAT})`);
  if (format < 1 || !Number.isInteger(format)) throw new SaveError(file, `has an unknown save format (${format})`);
  const save = migrate(raw as Record<string, unknown>);
  const rec = save.recording;
  if (!rec || typeof rec !== 'object' || !rec.snapshot || !Array.isArray(rec.actions) || !Array.isArray(rec.checks) || typeof rec.seed !== 'string') throw new SaveError(file, 'is missing parts of a save');
  if (format >= 2 && checksum(rec) !== save.checksum) throw new SaveError(file, 'does not match its checksum: it has been edited or damaged');
  // A snapshot with no options at all is a damaged state, which the state check names.
  const rules = optionsProblem(rec.options ?? {}) ?? optionsProblem((rec.snapshot as { options?: unknown }).options ?? {});
  if (rules) throw new SaveError(file, `holds rules options this athack cannot play: ${rules}`);
  // The messages are outside the checksum: damaged ones cost only the old log, never the game.
  const { messages, ...rest } = save;
  const kept = savedMessages(messages);
  return kept ? { ...rest, messages: kept } : rest;
}

/** Removes a save and its backup: a hero whose game has ended cannot be loaded again. */
export function removeSave(file: string): void {
  rmSync(file, { force: true });
  rmSync(`${file}.bak`, { force: true });
}
