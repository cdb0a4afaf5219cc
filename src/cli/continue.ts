/** `athack continue`: pick the newest saved game (or a named hero's) up where it stood. */
import type { Command } from 'commander';
import { listSaves, savePath } from '../persist/saves.js';
import { existsSync } from 'node:fs';
import { saveDir } from './dirs.js';
import { UsageError } from './errors.js';
import type { Io } from './io.js';
import { play, type PlayOptions } from './play.js';

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
      const file = opts.hero !== undefined ? savePath(dir, opts.hero) : listSaves(dir)[0]?.file;
      if (!file || !existsSync(file)) throw new UsageError(opts.hero !== undefined ? `no saved game for "${opts.hero}" in ${dir}.` : `no saved game in ${dir}: start one with athack play.`);
      return play({ ...opts, continueFile: file }, io);
    });
}
