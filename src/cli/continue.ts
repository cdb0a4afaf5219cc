/** `athack continue`: pick the newest save that can be played (or a named hero's) up where it stood. */
import type { Command } from 'commander';
import { basename } from 'node:path';
import { findSave, heroKey, listSaves } from '../persist/save-list.js';
import { closeEndedSaves, overNote } from '../persist/ended.js';
import { hasEnded, readPlayableSave, SaveError } from '../persist/saves.js';
import { lockHeld } from '../persist/lock.js';
import { capitalised, counted } from '../base/words.js';
import { plainText } from '../core/plain-text.js';
import { readableSaveDir, saveDir } from './dirs.js';
import { UsageError } from './errors.js';
import type { Io } from './io.js';
import { ASCII_HELP, colourFlags, HP_WARNING_HELP, hpWarningArg, play, PLAIN_HELP, settingsFor, SYMBOLS_HELP, symbolsFlag, type PlayOptions } from './play.js';
import { version } from '../base/version.js';
import { when } from '../base/when.js';

export function register(program: Command, io: Io): Command {
  return program
    .command('continue')
    .description('continue the newest save that can be played (a damaged or ended one is passed over), or the named hero\'s')
    .option('--hero <name>', 'the hero whose save to continue')
    .option('--take-over', 'continue even though a lock says another game is playing the hero (when that game is gone)')
    .option('--mono', 'no colour (as --no-color and NO_COLOR)')
    .option('--ascii', ASCII_HELP)
    .option('--symbols <set>', SYMBOLS_HELP, symbolsFlag)
    .option('--terminal <name>', 'the terminfo name to use (default: $TERM where blessed can read it, else xterm-256color)')
    .option('--save-dir <dir>', 'where saves are (ATHACK_SAVE_DIR; default ~/.local/share/athack)')
    .option('--config-dir <dir>', 'where keys.json and options are read from')
    .option('--options <file>', 'the options file (default options in the configuration folder)')
    .option('--hp-warning <share>', HP_WARNING_HELP, hpWarningArg)
    .option('--plain', PLAIN_HELP)
    .action((opts: PlayOptions & { hero?: string }) => {
      if (opts.hero !== undefined && opts.hero.trim() === '') throw new UsageError('--hero needs a name: athack continue alone takes the newest save.');
      const dir = readableSaveDir(saveDir(opts.saveDir, io, settingsFor(opts, io)));
      // A save whose game ended (its morgue file not written then) becomes its morgue file now, and is never continued.
      for (const note of closeEndedSaves(dir, version())) io.err(`athack: ${note}`);
      const skipped: string[] = [];
      const passed: string[] = [];
      const notes: string[] = [];
      let continueFile: string;
      try {
        continueFile = opts.hero !== undefined ? heroSave(dir, opts.hero, skipped, notes) : newestSave(dir, skipped, passed, notes);
      } finally {
        // Said before the game takes the terminal, where the player can still read it.
        if (skipped.length > 0) io.err(io.paint.yellow(`athack: skipped ${counted(skipped.length, 'file')} in ${dir} that ${skipped.length === 1 ? 'is not a save' : 'are not saves'}: ${[...new Set(skipped)].sort().join(', ')}`));
      }
      for (const problem of passed) io.err(io.paint.yellow(`athack: ${problem}. It is left as it is.`));
      for (const note of notes) io.err(io.paint.yellow(`athack: ${note}.`));
      playable(continueFile);
      // Said again in the game's log, where the player looks once the screen covers what was said here.
      return play({ ...opts, ...colourFlags(opts.mono, program), continueFile, notices: notes.map((n) => `${capitalised(n)}.`) }, io);
    });
}

/**
 * A save that cannot be played on is refused before the screen is taken: exit status 2, the problem named (a
 * malformed action by its turn and field), the file left as it is.
 */
function playable(file: string): void {
  try {
    const save = readPlayableSave(file);
    if (hasEnded(save)) throw new UsageError(`${file}: ${overNote(save)}.`);
  } catch (error) {
    if (!(error instanceof SaveError)) throw error;
    throw new UsageError(`${error.message}. It is left as it is.`);
  }
}

/**
 * The newest save that can be played on, as the title offers it: a damaged save newer than it would
 * otherwise stand between the player and every older one. What is wrong with each passed over goes into
 * `passed`; with none playable, the refusal names them all.
 */
function newestSave(dir: string, skipped: string[], passed: string[], notes: string[]): string {
  const open = listSaves(dir, skipped).filter((s) => !s.ended);
  const playable = open.filter((s) => s.damaged === undefined);
  // A save another running game holds would only meet its lock: the newest that is free is taken, and the player told why.
  const held = playable.map((s) => lockHeld(s.file));
  const free = held.findIndex((h) => h === undefined);
  const newest = playable[Math.max(free, 0)];
  if (free > 0) {
    const inUse = playable.slice(0, free).map((s, k) => `${s.file} (${plainText(s.hero)}) is in use: ${held[k]!.message}`);
    notes.push(`${inUse.join('; ')}. Continuing ${newest!.file} (${plainText(newest!.hero)}), the newest save that is free`);
  }
  // Problems read from files anyone may have edited: printed as text only.
  const damaged = open.filter((s) => s.damaged !== undefined && (!newest || s.mtime >= newest.mtime)).map((s) => plainText(s.damaged!));
  if (newest) {
    passed.push(...damaged);
    return newest.file;
  }
  if (damaged.length === 1) throw new UsageError(`${damaged[0]}. It is left as it is; athack play starts a new game.`);
  if (damaged.length > 1) throw new UsageError(`no saved game in ${dir} can be played on:\n  ${damaged.join('.\n  ')}.\nEach is left as it is; athack play starts a new game.`);
  throw new UsageError(`no saved game in ${dir}: start one with athack play.`);
}

/**
 * The save `--hero` names. A file of that name is taken at once, as the pick a refusal offers; where other saves' heroes
 * go by the name too (a second Ash, saved as Ash-2.json), `notes` says which flag continues each, so a player who
 * meant the newer one is not left in the older unawares.
 */
function heroSave(dir: string, hero: string, skipped: string[], notes: string[]): string {
  const found = findSave(dir, hero);
  if ('file' in found) {
    const others = listSaves(dir).filter((s) => s.file !== found.file && !s.ended && heroKey(s.hero) === heroKey(hero));
    if (others.length > 0) notes.push(`continuing ${found.file}; ${others.length === 1 ? 'another saved hero is' : `${others.length} other saved heroes are`} called "${plainText(hero)}" too: ${others.map((s) => `--hero ${basename(s.file, '.json')} (saved ${when(s.mtime)})`).join(', ')} continues ${others.length === 1 ? 'it' : 'each'}`);
    return found.file;
  }
  if ('missing' in found) {
    const heroes = listSaves(dir, skipped).map((s) => s.hero);
    throw new UsageError(`no saved game for "${hero}" in ${dir}${heroes.length ? `; the saved heroes are ${[...new Set(heroes)].join(', ')}` : ''}.`);
  }
  const picks = found.several.map((s) => `--hero ${basename(s.file, '.json')} (${s.hero}, saved ${when(s.mtime)})`);
  throw new UsageError(`${found.several.length} saved heroes are called "${hero}"; pick one:\n  ${picks.join('\n  ')}`);
}
