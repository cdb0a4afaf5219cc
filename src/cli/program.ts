/**
 * The `athack` commander program. Each subcommand lives in its own file and
 * is imported only when it runs (or when its own help is asked for), so
 * `athack --version` does not pay for the rules tables.
 */
import { Command, type HelpContext } from 'commander';
import type { EventEmitter } from 'node:events';
import type { Io } from './io.js';
import { version } from '../base/version.js';
import { nearestWords } from '../base/edit-distance.js';
import { alsoCalledOf } from './also-called.js';
import { commandPath, helpJson } from './help-json.js';

export interface Subcommand {
  name: string;
  summary: string;
  /** What other programs call such a command: `athack settings` is answered with this one's name. */
  alsoCalled?: readonly string[];
  /**
   * `all` builds the program with every command, for a command that describes them all (completion);
   * `argv`, the command line when one is being run, lets a command of subcommands load only the one it names.
   */
  load: () => Promise<{ register: (program: Command, io: Io, all: () => Promise<Command>, argv?: readonly string[]) => Command | Promise<Command> }>;
}

/** The options that ask for help. */
const HELP_FLAGS = ['-h', '--help'];

/** The words that ask for help on standard output: `-h`, `--help`, and `help [command]`. */
const HELP_WORDS = [...HELP_FLAGS, 'help'];

/** What `athack` runs when no command is named. */
export const DEFAULT_COMMAND = 'play';

export const SUBCOMMANDS: Subcommand[] = [
  { name: 'play', summary: 'play the game in this terminal (the default command)', load: () => import('./play.js') },
  { name: 'continue', summary: 'continue the newest save that can be played (or --hero NAME)', alsoCalled: ['resume', 'load'], load: () => import('./continue.js') },
  { name: 'odds', summary: 'exact rules arithmetic: tests, Usage dice, dice, @HACK! pools, armour, sealed bids, reactions, the Survey and the Workshop, the seeds\' printed figures', load: () => import('./odds/index.js') },
  { name: 'map', summary: 'draw dungeon zones from a seed, with their rolls, description and exits', load: () => import('./map.js') },
  { name: 'autoplay', summary: 'the bot plays headless and leaves a save or a morgue file', load: () => import('./autoplay.js') },
  { name: 'replay', summary: 'watch a save or morgue recording played back, or check it exactly (--verify)', load: () => import('./replay.js') },
  { name: 'scores', summary: 'the high-score table', load: () => import('./scores.js') },
  { name: 'morgue', summary: 'list the morgue files of ended games', load: () => import('./morgue.js') },
  { name: 'check', summary: 'audit the rules tables: coverage, cross-references, cost ladders, known problems', load: () => import('./check.js') },
  { name: 'options', summary: 'the settings in effect and where each came from; --init writes a commented options file', alsoCalled: ['settings', 'config', 'configure', 'preferences', 'prefs'], load: () => import('./options-command.js') },
  { name: 'completion', summary: 'print a shell completion script: athack completion bash|zsh|fish', load: () => import('./completion.js') },
  { name: 'serve', summary: 'serve the game over SSH: each player connects with their own ssh client', load: () => import('./serve.js') },
  { name: 'sim', summary: 'Monte Carlo fights and whole bot games, played by the real rules engine', load: () => import('./sim.js') },
];

/** `--json` among the words before `--`: after it, a word is an argument, whatever it looks like. */
export function jsonAsked(argv: readonly string[]): boolean {
  const end = argv.indexOf('--');
  return (end < 0 ? argv : argv.slice(0, end)).includes('--json');
}

/** A command whose usage errors print the error, its usage line and a hint, then exit 2. */
class AthackCommand extends Command {
  /** Set on the program when the command line asks for JSON: help asked on it is printed as JSON (help-json.ts). */
  helpAsJson = false;

  override createCommand(name?: string): AthackCommand {
    return new AthackCommand(name);
  }

  override error(given: string, options?: { code?: string; exitCode?: number }): never {
    // Every unknown command is named with the commands meant most likely, commander's refusals among them.
    const unknown = options?.code === 'commander.unknownCommand' ? /^error: unknown command '(.*)'$/m.exec(given) : null;
    const path = commandPath(this);
    const message = unknown ? `error: unknown command '${unknown[1]}'${this.meant(unknown[1]!)}` : `${given}${this.negativeValue(given, options?.code, path)}`;
    // `athack --bogus` is refused by the default command: its usage shows that the name may be left out.
    const shown = path.length === 2 && path[1] === DEFAULT_COMMAND ? [path[0], `[${DEFAULT_COMMAND}]`] : path;
    const usage = `Usage: ${shown.join(' ')} ${this.usage()}\nTry '${path.join(' ')} --help' for more.`;
    // Usage mistakes exit 2; an error that already chose its status keeps it.
    const exitCode = options?.exitCode && options.exitCode !== 1 ? options.exitCode : 2;
    return super.error(`${optionTakenAsValue(this) ?? optionRefusedAsValue(this, message) ?? message}\n${usage}`, { ...options, exitCode });
  }

  /**
   * commander calls for help as an error in two cases athack reads otherwise:
   * a command of subcommands named alone (`athack odds`) asks for its help;
   * `help <name>` for a name with no command is an unknown command, not the
   * whole help with status 1 and no word of what is wrong (`help help`
   * is read as `help` before commander sees it: main.ts).
   */
  override help(context?: HelpContext | ((text: string) => string)): never {
    const [word, name] = this.args;
    if (typeof context === 'object' && context.error) {
      if (word === undefined) return super.help();
      if (word === 'help' && name !== undefined) return this.error(`error: unknown command '${name}'`, { code: 'commander.unknownCommand' });
    }
    return super.help(context as HelpContext);
  }

  /**
   * Help asked after a word that names no command (`athack settings --help`): commander printed this command's
   * own help, status 0, as if the word were not there. The word is the mistake, and it is what the user hears.
   */
  override outputHelp(context?: HelpContext | ((text: string) => string)): void {
    const [word] = this.args;
    if (this.commands.length > 0 && word !== undefined && !word.startsWith('-') && word !== 'help' && !this.commands.some((c) => c.name() === word || c.aliases().includes(word))) {
      this.error(`error: unknown command '${word}'`, { code: 'commander.unknownCommand' });
    }
    let root: Command = this;
    while (root.parent) root = root.parent;
    // Help shown for a mistake goes to stderr as text; standard output then carries the error's JSON (main.ts).
    const error = typeof context === 'object' && context.error;
    if (root instanceof AthackCommand && root.helpAsJson && !error) return void this.configureOutput().writeOut!(helpJson(this));
    super.outputHelp(context as HelpContext);
  }

  /**
   * commander looks for a required option before an unknown one, so `autoplay --bogus` was told that --seed is
   * missing: the unknown option, the user's own slip, is told first. Help asked anywhere on the line still wins.
   */
  override parseOptions(argv: string[]): ReturnType<Command['parseOptions']> {
    const parsed = super.parseOptions(argv);
    const [flag] = parsed.unknown;
    if (this.commands.length === 0 && flag?.startsWith('-') && !parsed.unknown.some((a) => HELP_FLAGS.includes(a))) {
      // commander's own refusal of it (not in its typings), so the message and its suggestion are the ones it gives later.
      (this as unknown as { unknownOption(flag: string): never }).unknownOption(flag);
    }
    return parsed;
  }

  /**
   * An argument that begins with `-` and a figure (`odds roll -1d6+10`) reads as an option, which commander takes
   * a negative number alone not to be: the user meant a value, and `--` says so.
   */
  private negativeValue(given: string, code: string | undefined, path: readonly string[]): string {
    const word = code === 'commander.unknownOption' ? /^error: unknown option '(-\.?\d[^']*|-d\d[^']*)'/.exec(given)?.[1] : undefined;
    if (word === undefined || this.registeredArguments.length === 0) return '';
    return `\n(${word} begins with -, so it reads as an option: put -- before the values, as in ${path.join(' ')} -- ${word})`;
  }

  /** "(Did you mean …?)" after an unknown command: the names nearest to it, or the command other programs call so. */
  private meant(word: string): string {
    const names = this.commands.flatMap((c) => [c.name(), ...c.aliases()]);
    // At the top the commands are loaded only when run, so their other words are listed with them (`athack settings`).
    const top = this.parent ? [] : SUBCOMMANDS.flatMap((sub) => (sub.alsoCalled ?? []).map((w) => [w, sub.name] as const));
    const also = [...top, ...this.commands.flatMap((c) => alsoCalledOf(c).map((w) => [w, c.name()] as const))];
    const commandOf = new Map([...names.map((n) => [n, n] as const), ...also]);
    // A word other programs use (`settings`), or a name in capitals, is the command itself; else the nearest slips.
    const exact = commandOf.get(word.toLowerCase());
    const found = exact ? [exact] : [...new Set(nearestWords(word, [...commandOf.keys()]).map((w) => commandOf.get(w)!))].sort((a, b) => a.localeCompare(b));
    return found.length === 0 ? '' : `\n(Did you mean ${found.length === 1 ? found[0] : `one of ${found.join(', ')}`}?)`;
  }
}

/**
 * The subcommand `argv` asks for: its first word after the program's own
 * options (looking through `help <name>`), or `play` when there is none. A
 * first word that names no command is left for commander to refuse.
 */
function requested(argv: readonly string[], program: Command): string | undefined {
  const own = new Set(program.options.flatMap((o) => [o.long, o.short]));
  // `athack -- odds`: commander runs the word after `--` as the command, so it is the one to load (else only its stub, which does nothing).
  const first = argv.find((a) => !own.has(a) && a !== '--');
  if (first === undefined || first.startsWith('-')) return argv.some((a) => ['-h', '--help', '-V', '--version'].includes(a)) ? undefined : DEFAULT_COMMAND;
  return first === 'help' ? argv[argv.indexOf(first) + 1] : first;
}

/**
 * `--version` prints the version, after a command's name as before it (`athack map --version`, as `athack map
 * --help` gives map's help and `athack map --no-color` takes the program's colour option); commander printed it
 * whatever else the line held (`athack --version extra`), exit 0, the rest unread. Any other word, one after `--`
 * among them, is a usage error, told as one, naming the word (`--` itself ends the options and is no word); the
 * colour options change nothing it prints, and help asked on the same line is still help.
 */
function refuseWordsBesideVersion(program: Command, argv: readonly string[]): void {
  const end = argv.indexOf('--');
  const words = end < 0 ? argv : argv.slice(0, end);
  const others = words.filter((w) => !['-V', '--version', '--color', '--no-color'].includes(w));
  if (others.length === 0 && (end < 0 || end === argv.length - 1)) return;
  // commander's Command is an EventEmitter, though its typings give it only `on`: its printing listener is called
  // from this one, once the line is found to ask for the version alone.
  const emitter = program as Command & Pick<EventEmitter, 'listeners' | 'removeAllListeners'>;
  const print = emitter.listeners('option:version') as (() => void)[];
  emitter.removeAllListeners('option:version');
  program.on('option:version', () => {
    if (words.some((w) => HELP_FLAGS.includes(w))) return;
    // The commands named first are where the version was asked, not words beside it: read once they are registered.
    let command = program;
    let named = 0;
    for (const word of others) {
      const next = command.commands.find((c) => c.name() === word || c.aliases().includes(word));
      if (next === undefined) break;
      command = next;
      named++;
    }
    const extra = [...others.slice(named), ...(end < 0 ? [] : argv.slice(end + 1))][0];
    if (extra !== undefined) program.error(`error: --version takes no other words: '${extra}'`);
    for (const listener of print) listener();
  });
}

/**
 * An option that takes a value takes the next word whatever it is, so
 * `athack map --seed --json` would seed the map with "--json". A value
 * that is one of the command's own options is a value left out: this says
 * so, and it is what any error of that command line reports, since the
 * words after it (`sim fight --vs --n 10` leaves a stray `10`) only look
 * wrong because of it.
 */
function optionTakenAsValue(command: Command): string | undefined {
  const names = new Set(command.options.flatMap((o) => [o.long, o.short]).filter((n) => n !== undefined));
  for (const o of command.options) {
    const value: unknown = command.getOptionValue(o.attributeName());
    const option = (Array.isArray(value) ? value : [value]).find((v) => typeof v === 'string' && names.has(v));
    if (option !== undefined) return `error: option '${o.flags}' argument missing: '${option}' is an option, not a value`;
  }
  return undefined;
}

/**
 * The same mistake where the option reads its value as it is parsed (`odds bid --tokens --spend escape`): the
 * value, one of the command's own options, is refused as a bad value ("must be a whole number, not
 * "--spend""), where it is a value left out.
 */
function optionRefusedAsValue(command: Command, message: string): string | undefined {
  const m = /^error: option '([^']+)' argument '([^']*)' is invalid/.exec(message);
  if (!m || !command.options.some((o) => o.long === m[2] || o.short === m[2])) return undefined;
  return `error: option '${m[1]}' argument missing: '${m[2]}' is an option, not a value`;
}

/**
 * commander's refusal of a value with the reason after it: commander ends
 * its sentence ("argument 'x' is invalid."), and the reason, written to be
 * read after a colon as well, begins the next one with a capital, unless
 * it begins with what is typed as it is (`--n`, `fight=aa-combat`).
 */
export const sentences = (message: string): string => message.replace(/^(error: .*? is invalid(?: for argument '[^']*')?\. )(\p{Ll})(?=[\p{L}']* )/u, (_, head: string, first: string) => `${head}${first.toUpperCase()}`);

/** athack itself: its name, description and own options, before any command. */
const baseProgram = () =>
  new AthackCommand('athack')
    .description('ASCII @HACK!: a terminal roguelike and rules lab')
    .version(version(), '-V, --version', 'print the version')
    .helpOption('-h, --help', 'show help')
    .option('--color', 'colour in the output even into a pipe, and in the game, whatever NO_COLOR and the options file say')
    .option('--no-color', 'no colour in the output or the game (as NO_COLOR, set to any value but empty)');

export async function createProgram(io: Io, argv: readonly string[]): Promise<Command> {
  const program = baseProgram()
    .configureOutput({ writeOut: (s) => io.out(s), writeErr: (s) => io.err(s), outputError: (s, write) => write(io.paint.red(sentences(s))) })
    .exitOverride()
    .showSuggestionAfterError(true)
    .allowExcessArguments(false)
    // A command line with no other error is refused here: `error` names the option left without its value.
    .hook('preAction', (_program, action) => void (optionTakenAsValue(action) && action.error('')));
  program.helpAsJson = jsonAsked(argv);
  // Help laid out for the output's width, loaded only when help is asked for: every other start is spared its text layout.
  // JSON is the same at any width.
  if (argv.some((a) => HELP_WORDS.includes(a)) && !program.helpAsJson) {
    const { helpLayout, helpOutput } = await import('./help-layout.js');
    program.configureOutput(helpOutput(io)).configureHelp(helpLayout(io));
  }
  refuseWordsBesideVersion(program, argv);
  const wanted = requested(argv, program);
  for (const sub of SUBCOMMANDS) {
    if (sub.name === wanted) await (await sub.load()).register(program, io, () => fullProgram(io), argv);
    else program.command(sub.name).summary(sub.summary);
  }
  return program;
}

/** The program with every command registered, for what describes them all at once (completion scripts, the man page). */
export async function fullProgram(io: Io): Promise<Command> {
  const program = baseProgram();
  for (const sub of SUBCOMMANDS) await (await sub.load()).register(program, io, () => fullProgram(io));
  return program;
}
