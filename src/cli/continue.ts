/** `athack continue`: pick the newest saved game (or a named hero's) up where it stood. */
import type { Command } from 'commander';
import { basename } from 'node:path';
import { closeEndedSaves, overNote } from '../persist/ended.js';
import { findSave, hasEnded, listSaves, readPlayableSave, SaveError } from '../persist/saves.js';
import { saveDir } from './dirs.js';
import { UsageError } from './errors.js';
import type { Io } from './io.js';
import { play, type PlayOptions } from './play.js';
import { version } from './program.js';

export function register(program: Command, io: Io): Command {
  return program
    .command('continue')
    .description('continue the newest saved game, or the named hero\'s')
    .option('--hero <name>', 'the hero whose save to continue')
    .option('--mono', 'no colour (NO_COLOR does the same)')
    .option('--ascii', 'no line-drawing characters')
    .option('--terminal <name>', 'the terminfo name to use (default xterm-256color)')
    .option('--save-dir <dir>', 'where saves are (ATHACK_SAVE_DIR; default saves/ in the project)')
    .option('--config-dir <dir>', 'where keys.json is read from')
    .action((opts: PlayOptions & { hero?: string }) => {
      const dir = saveDir(opts.saveDir);
      // A save whose game ended (its morgue file not written then) becomes its morgue file now, and is never continued.
      for (const note of closeEndedSaves(dir, version())) io.err(`athack: ${note}`);
      const file = opts.hero !== undefined ? heroSave(dir, opts.hero) : newestSave(dir);
      playable(file);
      return play({ ...opts, continueFile: file }, io);
    });
}

/** A save that cannot be played on is refused before the screen is taken: exit status 2, the problem named (a malformed action by its turn and field). */
function playable(file: string): void {
  try {
    const save = readPlayableSave(file);
    if (hasEnded(save)) throw new UsageError(`${file}: ${overNote(save)}.`);
  } catch (error) {
    if (error instanceof SaveError) throw new UsageError(error.message);
    throw error;
  }
}

function newestSave(dir: string): string {
  const newest = listSaves(dir).find((s) => !s.ended);
  if (!newest) throw new UsageError(`no saved game in ${dir}: start one with athack play.`);
  return newest.file;
}

function heroSave(dir: string, hero: string): string {
  const found = findSave(dir, hero);
  if ('file' in found) return found.file;
  if ('missing' in found) {
    const heroes = listSaves(dir).map((s) => s.hero);
    throw new UsageError(`no saved game for "${hero}" in ${dir}${heroes.length ? `; the saved heroes are ${[...new Set(heroes)].join(', ')}` : ''}.`);
  }
  const picks = found.several.map((s) => `--hero ${basename(s.file, '.json')} (${s.hero}, saved ${new Date(s.mtime).toLocaleString()})`);
  throw new UsageError(`${found.several.length} saved heroes are called "${hero}"; pick one:\n  ${picks.join('\n  ')}`);
}
