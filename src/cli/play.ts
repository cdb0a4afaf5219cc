/**
 * `athack play` (and `athack` on its own, `npm start`): the game in the
 * terminal. The terminal is always given back: on quit, on a crash (the
 * game is saved first and the save's path printed) and on a signal (see
 * leaving.ts).
 */
import type { Command } from 'commander';
import type { HpShare } from '../tui/hp-share.js';
import { join } from 'node:path';
import { oldSaveDir, saveDir } from './dirs.js';
import { takeDrawnTitle, titleContext } from './early-title.js';
import { projectRoot } from '../base/root.js';
import { writeTitleCache } from '../persist/title-cache-write.js';
import type { TitleFrame } from '../persist/title-cache.js';
import type { AppOptions } from '../tui/app.js';
import { oppositionArg, opponentsArg, rulesArg, rulesFrom, RULES_HELP, seedArg } from './options.js';
import type { RulesOptions } from '../core/engine/types.js';
import { UsageError } from './errors.js';
import type { Io } from './io.js';
import { version } from '../base/version.js';
import { leaveCleanly, stopAsJob } from './leaving.js';
import { DEFAULT_TERMINAL, hpShareArg, loadSettings, rulesSet, type Settings } from './settings.js';
import { terminfoProblem } from '../persist/terminfo.js';
import { optionsFile } from './options-lines.js';
import { symbolsArg } from './symbols-arg.js';
import type { SymbolSet } from '../tui/style.js';

export interface PlayOptions {
  opposition?: RulesOptions['opposition'];
  opponents?: number;
  rules?: Partial<RulesOptions>;
  /** Continue this save at once (athack continue). */
  continueFile?: string;
  /** Take the save's lock even from a game that may still hold it (athack continue --take-over). */
  takeOver?: boolean;
  /** What the command said on stderr before the screen covered it (athack continue: a newer save in use), said again in the continued game's log. */
  notices?: readonly string[];
  seed?: string;
  mono?: boolean;
  /** Colour asked for on the command line (--color): it wins over NO_COLOR and the options file. */
  color?: boolean;
  ascii?: boolean;
  symbols?: SymbolSet;
  terminal?: string;
  saveDir?: string;
  configDir?: string;
  hpWarning?: HpShare;
  /** The options file, instead of the one in the configuration folder. */
  options?: string;
  /** Lines of text for a screen reader instead of the full screen (docs/plain.md). */
  plain?: boolean;
}

export const PLAIN_HELP = 'for screen readers: each turn as lines of text (status, news, what is seen, the keys asked), no screen drawing; keys may come from a pipe or a file';

export const HP_WARNING_HELP = 'stop play for a key when a hurt leaves HP below this share of the maximum: a fraction or a percentage (default 1/3; 0: never)';

export const ASCII_HELP = 'nothing but ASCII: frames, rules and walls, and stand-ins for the other characters of the words, such as * for a bullet (the default where LC_ALL, LC_CTYPE or LANG names a locale that is not UTF-8, such as C; ascii = no in the options file says the terminal shows UTF-8 all the same)';

export const SYMBOLS_HELP = 'how walls are drawn: ascii, lines or dec (default: the options file\'s symbols, else ascii)';

/** `--symbols`: a set that is not one is refused before the screen opens. */
export const symbolsFlag = symbolsArg('--symbols');

/** `--hp-warning`: a bad share is refused by name before the screen opens. */
export const hpWarningArg = hpShareArg('--hp-warning');

/**
 * athack's own `--color` and `--no-color` (before or after the command's name) with a command's `--mono`: `--no-color`
 * is `--mono`, and `--color` asks for colour whatever NO_COLOR or the file say; `--mono` with `--color` is refused.
 */
export function colourFlags(mono: boolean | undefined, program: Command): Pick<PlayOptions, 'mono' | 'color'> {
  const color = program.opts<{ color?: boolean }>().color;
  if (mono === true && color === true) throw new UsageError('--mono and --color disagree: give one.');
  return { mono: mono === true || color === false, color: color === true };
}

/** How the screen looks: a flag for this run wins over the options file. Watching a replay looks as playing does. */
export const styleFor = (opts: Pick<PlayOptions, 'mono' | 'color' | 'ascii' | 'symbols'>, settings: Settings) => ({
  mono: opts.mono === true || (opts.color !== true && !settings.color.value),
  ascii: opts.ascii === true || settings.ascii.value,
  symbols: opts.symbols ?? settings.symbols.value,
  autopickupGold: settings.autopickup.value === 'gold',
  logRows: settings.msgHeight.value,
});

export const settingsFor = (opts: PlayOptions, io: Io): Settings => loadSettings(optionsFile(opts.options, opts.configDir, process.env), process.env, io, opts.options === undefined ? undefined : '--options');

/** A new game's rules options: the options file's, then the flags', which win; the file's opponents mean nothing when the flags choose no Opposition. */
function newGameRules(settings: Settings, opts: PlayOptions): Partial<RulesOptions> {
  const flags = rulesFrom(opts);
  const out = { ...rulesSet(settings), ...flags };
  if (out.opposition === 'none' && flags.opponents === undefined) delete out.opponents;
  return out;
}

/**
 * A dumb terminal is refused, from wherever it is named. A terminal named for this run (by --terminal,
 * ATHACK_TERMINAL or the options file) that blessed cannot read is refused, saying why: blessed would draw with its own xterm entry instead, unasked and unsaid. $TERM's is
 * checked where it is read, and falls back on its own (settings.ts).
 */
function checkNamedTerminal(opts: PlayOptions, settings: Settings): void {
  if (opts.terminal !== undefined && opts.terminal.trim() === '') throw new UsageError(`--terminal needs a terminfo name, such as ${DEFAULT_TERMINAL}; left out, $TERM's is used.`);
  const from = opts.terminal !== undefined ? '--terminal' : settings.terminal.from;
  const name = opts.terminal ?? settings.terminal.value;
  // A dumb terminal (an editor's shell buffer, a log) cannot move the cursor: blessed would fill it with escape sequences.
  if (name === 'dumb') throw new UsageError(`the terminal dumb (from ${from}) cannot draw the game's screen, as it cannot move the cursor. Play with --plain, which tells the game in lines of text (docs/plain.md), or name a terminal that can (TERM, --terminal).`);
  if (from === 'TERM' || from.startsWith('default')) return;
  const problem = terminfoProblem(name, process.env);
  if (problem) throw new UsageError(`the terminal ${name} (from ${from}): ${problem}. Name another, or leave it out to draw with $TERM's entry (else ${DEFAULT_TERMINAL}).`);
}

export async function play(opts: PlayOptions, io: Io): Promise<void> {
  const out = process.stdout;
  const settings = settingsFor(opts, io);
  const plainMode = opts.plain === true || settings.plain.value;
  // Plain mode draws no screen: it has no use for terminfo.
  if (!plainMode) checkNamedTerminal(opts, settings);
  // Plain mode writes lines and reads lines, so a pipe or a file serves it as well as a terminal (docs/plain.md).
  if (!plainMode && (!out.isTTY || !process.stdin.isTTY)) throw new UsageError('playing needs a terminal (standard input and output must be a TTY), or --plain, which reads keys from a pipe or a file; the other commands work anywhere: athack --help.');
  const [{ startSession }, { configDir, loadKeys, KeysFileError }, plain] = await Promise.all([import('../tui/session.js'), import('../tui/keys.js'), plainMode ? import('../tui/plain/app.js') : undefined]);
  let keys;
  const keysDir = configDir(opts.configDir, process.env);
  const keyProblems: string[] = [];
  try {
    keys = loadKeys(keysDir, keyProblems);
  } catch (error) {
    if (error instanceof KeysFileError) throw new UsageError(error.message);
    throw error;
  }
  // Said on the terminal, which the screen covers until the game ends, as the options file's are; and on the title, where the game is played.
  // Plain mode covers nothing: the options file's lines, said on the terminal already, are not said again.
  if (!plainMode) for (const p of keyProblems) io.err(io.paint.yellow(`athack: ${p}`));
  const notices = plainMode ? keyProblems : [...settings.problems, ...keyProblems, ...(opts.notices ?? [])];
  const saves = saveDir(opts.saveDir, io, settings);
  const drawn = takeDrawnTitle();
  // Anything said before the screen opened (the warnings on the player's files) would land on a title drawn early: such a title is not kept.
  const said = process.stderr.bytesWritten > 0;
  const app = startSession({
    input: process.stdin,
    output: out,
    style: styleFor(opts, settings),
    keys,
    terminal: opts.terminal ?? settings.terminal.value,
    saveDir: saves,
    hpWarning: opts.hpWarning ?? settings.hpWarning.value,
    ...(opts.seed !== undefined ? { seed: opts.seed, newGame: true } : {}),
    ...(opts.continueFile !== undefined ? { continueFile: opts.continueFile } : {}),
    ...(opts.takeOver ? { takeOver: true } : {}),
    options: newGameRules(settings, opts),
    version: version(),
    randomSeed: () => String(Math.floor(Math.random() * 1_000_000_000)),
    notices,
    onStop: stopAsJob,
    ...(plain ? { app: plain.startPlainApp } : { title: titleCache(opts, [keysDir, saves], drawn, said) }),
  });
  const leave = leaveCleanly(app, io);
  leave(await app.done, false);
}

/** The title drawn early, and what keeps this one for the next start: the files and folders it is made from are every one play reads before it. */
function titleCache(opts: PlayOptions, folders: (string | undefined)[], drawn: TitleFrame | undefined, said: boolean): Pick<AppOptions, 'drawn' | 'onFirstFrame'> {
  const context = titleContext(process.argv.slice(2));
  const read = [
    join(projectRoot(), 'package.json'),
    join(projectRoot(), 'dist', 'main.js'),
    optionsFile(opts.options, opts.configDir, process.env),
    ...folders,
    oldSaveDir(),
    '/etc/localtime',
  ].filter((path): path is string => path !== undefined);
  return {
    ...(drawn ? { drawn } : {}),
    onFirstFrame: (frame) => {
      if (!said) setImmediate(() => writeTitleCache(context, frame, read));
    },
  };
}

export function register(program: Command, io: Io): Command {
  return program
    .command('play', { isDefault: true })
    .description('play the game in this terminal (the default command)')
    .option('--seed <seed>', 'the seed of a new game (random when left out)', seedArg)
    .option('--mono', 'no colour (as --no-color and NO_COLOR)')
    .option('--ascii', ASCII_HELP)
    .option('--symbols <set>', SYMBOLS_HELP, symbolsFlag)
    .option('--terminal <name>', 'the terminfo name to use (default: $TERM where blessed can read it, else xterm-256color)')
    .option('--opposition <ai>', 'the Opposition for a new game: easy, fair (default), hard, none, humans, or its seats listed as fair,person:Bea,hard', oppositionArg)
    .option('--opponents <n>', 'how many seats one --opposition value fills, 1 to 4: AI players, or people with --opposition humans', opponentsArg)
    .option('--rules <list>', RULES_HELP, rulesArg)
    .option('--save-dir <dir>', 'where saves go (ATHACK_SAVE_DIR; default ~/.local/share/athack)')
    .option('--config-dir <dir>', 'where keys.json and options are read from (ATHACK_CONFIG_DIR; default ~/.config/athack)')
    .option('--options <file>', 'the options file (default options in the configuration folder; athack options shows it)')
    .option('--hp-warning <share>', HP_WARNING_HELP, hpWarningArg)
    .option('--plain', PLAIN_HELP)
    .action((opts: PlayOptions) => play({ ...opts, ...colourFlags(opts.mono, program) }, io));
}
