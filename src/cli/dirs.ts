/**
 * Where saves (and the morgue and scores beside them) live: --save-dir,
 * ATHACK_SAVE_DIR, or the player's data folder. Not the install folder:
 * reinstalling or upgrading athack replaces that folder, and what was in it.
 */
import { join } from 'node:path';
import { dataDir } from '../persist/data-dir.js';
import { fsProblem } from '../persist/fs-problem.js';
import { hasSaves, moveSaves } from '../persist/move-saves.js';
import { notAFolder } from '../persist/save-list.js';
import { UsageError } from './errors.js';
import type { Io } from './io.js';
import { projectRoot } from '../base/root.js';
import { loadSettings, type Settings } from './settings.js';
import { optionsFile } from './options-lines.js';

/** Where earlier versions of athack kept saves: saves/ in the project folder. */
export const oldSaveDir = (): string => join(projectRoot(), 'saves');

/** --save-dir, else ATHACK_SAVE_DIR or the options file's save_dir (`settings`, else the default options file's), else the data folder. */
export function saveDir(flag: string | undefined, io: Io, settings?: Settings): string {
  if (flag !== undefined && flag.trim() === '') throw new UsageError('--save-dir needs a folder.');
  if (flag !== undefined) return flag;
  // An empty ATHACK_SAVE_DIR counts as unset, as shells leave it after `ATHACK_SAVE_DIR=`: the settings skip it.
  const chosen = (settings ?? loadSettings(optionsFile(undefined, undefined, process.env), process.env, io)).saveDir.value;
  if (chosen !== undefined) return chosen;
  const dir = dataDir();
  moveOldSaves(oldSaveDir(), dir, io);
  return dir;
}

/**
 * A save folder a command only reads (continue, morgue, scores), where a file stands instead: refused, saying so. Read as
 * an empty folder it had the player told to start a game, or that no game had ended, while the folder was never there.
 * One missing is left to the command: a folder not made yet holds nothing.
 */
export function readableSaveDir(dir: string): string {
  const problem = notAFolder(dir);
  if (problem) throw new UsageError(`${problem}.`);
  return dir;
}

/** The first run after an upgrade moves what the old folder held, and says so; a move that fails leaves everything where it was and goes on. */
function moveOldSaves(from: string, to: string, io: Io): void {
  if (!hasSaves(from)) return;
  let result;
  try {
    result = moveSaves(from, to);
  } catch (error) {
    io.err(io.paint.yellow(`athack: could not move your saves from ${from} to ${to} (${fsProblem(error, true)}); what was not moved is still in ${from} (--save-dir ${from} plays from there).`));
    return;
  }
  if (result.moved.length > 0) io.err(io.paint.yellow(`athack: moved ${result.moved.join(', ')} from ${from} to ${to}: athack keeps saves, morgue files and scores there now.`));
  if (result.kept.length > 0) io.err(io.paint.yellow(`athack: left ${result.kept.join(', ')} in ${from}: ${to} already has ${result.kept.length === 1 ? 'one' : 'ones'} of the same name.`));
}
