/** `athack continue`: pick the newest saved game (or a named hero's) up where it stood. */
import type { Command } from 'commander';
import { basename } from 'node:path';
import { findSave, listSaves } from '../persist/save-list.js';
import { closeEndedSaves, overNote } from '../persist/ended.js';
import { hasEnded, readPlayableSave, SaveError } from '../persist/saves.js';
import { counted } from '../base/words.js';
import { plainText } from '../core/plain-text.js';
import { saveDir } from './dirs.js';
import { UsageError } from './errors.js';
import type { Io } from './io.js';
import { HP_WARNING_HELP, hpWarningArg, play, PLAIN_HELP, settingsFor, SYMBOLS_HELP, symbolsFlag, type PlayOptions } from './play.js';
import { version } from './version.js';

export function register(program: Command, io: Io): Command {
  return program
    .command('continue')
    .description('continue the newest saved game, or the named hero\'s')
    .option('--hero <name>', 'the hero whose save to continue')
    .option('--take-over', 'continue even though a lock says another game is playing the hero (when that game is gone)')
    .option('--mono', 'no colour (NO_COLOR does the same)')
    .option('--ascii', 'no line-drawing characters')
    .option('--symbols <set>', SYMBOLS_HELP, symbolsFlag)
    .option('--terminal <name>', 'the terminfo name to use (default: $TERM where blessed can read it, else xterm-256color)')
    .option('--save-dir <dir>', 'where saves are (ATHACK_SAVE_DIR; default ~/.local/share/athack)')
    .option('--config-dir <dir>', 'where keys.json and options are read from')
    .option('--options <file>', 'the options file (default options in the configuration folder)')
    .option('--hp-warning <share>', HP_WARNING_HELP, hpWarningArg)
    .option('--plain', PLAIN_HELP)
    .action((opts: PlayOptions & { hero?: string }) => {
      const dir = saveDir(opts.saveDir, io, settingsFor(opts, io));
      // A save whose game ended (its morgue file not written then) becomes its morgue file now, and is never continued.
      for (const note of closeEndedSaves(dir, version())) io.err(`athack: ${note}`);
      const skipped: string[] = [];
      let continueFile: string;
      try {
        continueFile = opts.hero !== undefined ? heroSave(dir, opts.hero, skipped) : newestSave(dir, skipped);
      } finally {
        // Said before the game takes the terminal, where the player can still read it.
        if (skipped.length > 0) io.err(io.paint.yellow(`athack: skipped ${counted(skipped.length, 'file')} in ${dir} that ${skipped.length === 1 ? 'is not a save' : 'are not saves'}: ${[...new Set(skipped)].sort().join(', ')}`));
      }
      playable(continueFile, opts.hero === undefined ? otherHeroes(dir, continueFile) : undefined);
      return play({ ...opts, mono: opts.mono === true || program.opts().color === false, continueFile }, io);
    });
}

/**
 * A save that cannot be played on is refused before the screen is taken: exit status 2, the problem named (a
 * malformed action by its turn and field). The newest save, taken when no hero was named, says how to play
 * another (`others`): a damaged newest save would otherwise stand between the player and every older one.
 */
function playable(file: string, others?: string[]): void {
  try {
    const save = readPlayableSave(file);
    if (hasEnded(save)) throw new UsageError(`${file}: ${overNote(save)}.`);
  } catch (error) {
    if (!(error instanceof SaveError)) throw error;
    const next = others === undefined ? '' : others.length === 0 ? ' It is left as it is; athack play starts a new game.' : ` It is left as it is; athack continue --hero NAME plays another: ${others.join(', ')}.`;
    throw new UsageError(`${error.message}.${next}`);
  }
}

/** The heroes of the saves in `dir` other than `file`'s, newest first. */
function otherHeroes(dir: string, file: string): string[] {
  // Names read from files anyone may have edited: printed as text only.
  return [...new Set(listSaves(dir).filter((s) => s.file !== file && !s.ended).map((s) => plainText(s.hero)))];
}

function newestSave(dir: string, skipped: string[]): string {
  const newest = listSaves(dir, skipped).find((s) => !s.ended);
  if (!newest) throw new UsageError(`no saved game in ${dir}: start one with athack play.`);
  return newest.file;
}

function heroSave(dir: string, hero: string, skipped: string[]): string {
  const found = findSave(dir, hero);
  if ('file' in found) return found.file;
  if ('missing' in found) {
    const heroes = listSaves(dir, skipped).map((s) => s.hero);
    throw new UsageError(`no saved game for "${hero}" in ${dir}${heroes.length ? `; the saved heroes are ${[...new Set(heroes)].join(', ')}` : ''}.`);
  }
  const picks = found.several.map((s) => `--hero ${basename(s.file, '.json')} (${s.hero}, saved ${new Date(s.mtime).toLocaleString()})`);
  throw new UsageError(`${found.several.length} saved heroes are called "${hero}"; pick one:\n  ${picks.join('\n  ')}`);
}
