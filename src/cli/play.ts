/**
 * `athack play` (and `athack` on its own, `npm start`): the game in the
 * terminal. The terminal is always given back: on quit, on a crash (the
 * game is saved first and the save's path printed) and on a signal.
 */
import type { Command } from 'commander';
import { saveDir } from './dirs.js';
import { oppositionArg, opponentsArg, rulesArg, rulesFrom, RULES_HELP } from './options.js';
import type { RulesOptions } from '../core/engine/types.js';
import { UsageError } from './errors.js';
import type { Io } from './io.js';
import { version } from './program.js';

export interface PlayOptions {
  opposition?: RulesOptions['opposition'];
  opponents?: number;
  rules?: Partial<RulesOptions>;
  /** Continue this save at once (athack continue). */
  continueFile?: string;
  seed?: string;
  mono?: boolean;
  ascii?: boolean;
  terminal?: string;
  saveDir?: string;
  configDir?: string;
}

export async function play(opts: PlayOptions, io: Io): Promise<void> {
  const out = process.stdout;
  if (!out.isTTY || !process.stdin.isTTY) throw new UsageError('playing needs a terminal (standard input and output must be a TTY); the other commands work anywhere: athack --help.');
  const [{ startSession }, { configDir, loadKeys, KeysFileError }] = await Promise.all([import('../tui/session.js'), import('../tui/keys.js')]);
  let keys;
  try {
    keys = loadKeys(configDir(opts.configDir, process.env));
  } catch (error) {
    if (error instanceof KeysFileError) throw new UsageError(error.message);
    throw error;
  }
  const mono = opts.mono === true || (process.env.NO_COLOR !== undefined && process.env.NO_COLOR !== '');
  const app = startSession({
    input: process.stdin,
    output: out,
    style: { mono, ascii: opts.ascii === true },
    keys,
    terminal: opts.terminal ?? process.env.ATHACK_TERMINAL ?? 'xterm-256color',
    saveDir: saveDir(opts.saveDir),
    ...(opts.seed !== undefined ? { seed: opts.seed } : {}),
    ...(opts.continueFile !== undefined ? { continueFile: opts.continueFile } : {}),
    options: rulesFrom(opts),
    version: version(),
    randomSeed: () => String(Math.floor(Math.random() * 1_000_000_000)),
  });
  // blessed exits the process on an uncaught exception; save and restore the terminal first instead.
  process.removeAllListeners('uncaughtException');
  process.on('uncaughtException', (error) => {
    app.ui.save();
    app.destroy();
    io.err(`athack crashed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    const saved = app.savedTo();
    io.err(saved ? `Your game was saved to ${saved}: athack continue picks it up.` : 'There was no game in play to save.');
    process.exit(70);
  });
  const hangUp = () => {
    app.ui.save();
    app.destroy();
    process.exit(0);
  };
  for (const signal of ['SIGHUP', 'SIGTERM', 'SIGQUIT'] as const) process.on(signal, hangUp);
  // A terminal that goes away (its window closed, an SSH link dropped) ends the input, often before the
  // hang-up signal comes; with nothing left to wait on, node would leave without saving.
  process.stdin.once('end', hangUp);
  const code = await app.done;
  const saved = app.savedTo();
  if (saved) io.err(`Saved to ${saved}`);
  process.exitCode = code;
  // stdin stays open under blessed; leave promptly once the interface is done.
  setImmediate(() => process.exit(code));
}

export function register(program: Command, io: Io): Command {
  return program
    .command('play', { isDefault: true })
    .description('play the game in this terminal (the default command)')
    .option('--seed <seed>', 'the seed of a new game (random when left out)')
    .option('--mono', 'no colour (NO_COLOR does the same)')
    .option('--ascii', 'no line-drawing characters')
    .option('--terminal <name>', 'the terminfo name to use (default xterm-256color)')
    .option('--opposition <ai>', 'the Opposition for a new game: easy, fair (default), hard, none, humans, or its seats listed as fair,person:Bea,hard', oppositionArg)
    .option('--opponents <n>', 'how many AI Opposition players, 1 to 4', opponentsArg)
    .option('--rules <list>', RULES_HELP, rulesArg)
    .option('--save-dir <dir>', 'where saves go (ATHACK_SAVE_DIR; default saves/ in the project)')
    .option('--config-dir <dir>', 'where keys.json is read from (ATHACK_CONFIG_DIR; default ~/.config/athack)')
    .action((opts: PlayOptions) => play(opts, io));
}
