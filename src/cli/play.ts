/**
 * `athack play` (and `athack` on its own, `npm start`): the game in the
 * terminal. The terminal is always given back: on quit, on a crash (the
 * game is saved first and the save's path printed) and on a signal (see
 * leaving.ts).
 */
import { InvalidArgumentError, type Command } from 'commander';
import { parseHpShare, type HpShare } from '../tui/hp-share.js';
import { saveDir } from './dirs.js';
import { oppositionArg, opponentsArg, rulesArg, rulesFrom, RULES_HELP } from './options.js';
import type { RulesOptions } from '../core/engine/types.js';
import { UsageError } from './errors.js';
import type { Io } from './io.js';
import { version } from './program.js';
import { leaveCleanly } from './leaving.js';

export interface PlayOptions {
  opposition?: RulesOptions['opposition'];
  opponents?: number;
  rules?: Partial<RulesOptions>;
  /** Continue this save at once (athack continue). */
  continueFile?: string;
  /** Take the save's lock even from a game that may still hold it (athack continue --take-over). */
  takeOver?: boolean;
  seed?: string;
  mono?: boolean;
  ascii?: boolean;
  terminal?: string;
  saveDir?: string;
  configDir?: string;
  hpWarning?: HpShare;
}

export const HP_WARNING_HELP = 'stop play for a key when a hurt leaves HP below this share of the maximum: a fraction or a percentage (default 1/3; 0: never)';

/** `--hp-warning`: a bad share is refused by name before the screen opens. */
export function hpWarningArg(value: string): HpShare {
  try {
    return parseHpShare(value);
  } catch (error) {
    throw new InvalidArgumentError(`--hp-warning: ${(error as Error).message}.`);
  }
}

export async function play(opts: PlayOptions, io: Io): Promise<void> {
  const out = process.stdout;
  if (!out.isTTY || !process.stdin.isTTY) throw new UsageError('playing needs a terminal (standard input and output must be a TTY); the other commands work anywhere: athack --help.');
  const [{ startSession }, { configDir, loadKeys, KeysFileError }] = await Promise.all([import('../tui/session.js'), import('../tui/keys.js')]);
  let keys;
  const notices: string[] = [];
  try {
    keys = loadKeys(configDir(opts.configDir, process.env), notices);
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
    ...(opts.takeOver ? { takeOver: true } : {}),
    options: rulesFrom(opts),
    version: version(),
    randomSeed: () => String(Math.floor(Math.random() * 1_000_000_000)),
    notices,
    ...(opts.hpWarning ? { hpWarning: opts.hpWarning } : {}),
  });
  const leave = leaveCleanly(app, io);
  leave(await app.done, false);
}

export function register(program: Command, io: Io): Command {
  return program
    .command('play', { isDefault: true })
    .description('play the game in this terminal (the default command)')
    .option('--seed <seed>', 'the seed of a new game (random when left out)')
    .option('--mono', 'no colour (NO_COLOR does the same)')
    .option('--ascii', 'no line-drawing characters')
    .option('--terminal <name>', 'the terminfo name to use (default xterm-256color)')
    .option('--opposition <ai>', 'the AI Opposition for a new game: easy, fair (default), hard or none', oppositionArg)
    .option('--opponents <n>', 'how many AI Opposition players, 1 to 4', opponentsArg)
    .option('--rules <list>', RULES_HELP, rulesArg)
    .option('--save-dir <dir>', 'where saves go (ATHACK_SAVE_DIR; default saves/ in the project)')
    .option('--config-dir <dir>', 'where keys.json is read from (ATHACK_CONFIG_DIR; default ~/.config/athack)')
    .option('--hp-warning <share>', HP_WARNING_HELP, hpWarningArg)
    .action((opts: PlayOptions) => play(opts, io));
}
