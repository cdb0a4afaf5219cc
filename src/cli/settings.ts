/**
 * The settings a player keeps, as NetHack keeps them in .nethackrc and
 * Crawl in init.txt: an options file of `name = value` lines, `#` starting
 * a comment. What a setting ends up as, and where that came from: a
 * command-line flag (which play applies on top), an environment variable,
 * a line of the file, or the default.
 */
import { InvalidArgumentError } from 'commander';
import { isAbsolute, join } from 'node:path';
import { DEFAULT_HP_WARNING, parseHpShare, type HpShare } from '../tui/hp-share.js';
import { DEFAULT_OPTIONS, RULES_ROWS } from '../core/engine/rules-options.js';
import type { RulesOptions } from '../core/engine/types.js';
import { homeFolder } from '../persist/data-dir.js';
import { terminfoProblem } from '../persist/terminfo.js';
import { envColor, type Io } from './io.js';
import { nonUtf8Locale } from '../base/locale.js';
import { flagName, playableValues, ruleWord, rulesArg } from './options.js';
import { wrap } from '../tui/widgets.js';
import type { SymbolSet } from '../tui/style.js';
import { LOG_HEIGHT, MAX_LOG_HEIGHT } from '../tui/layout.js';
import { integerArg } from './integer-arg.js';
import { ASCII_SETTING, parseLines, readOptionsFile, SYMBOLS_SETTING, unsaid, yesNo, type Setting } from './options-lines.js';
import { orList } from '../base/words.js';

export interface Sourced<T> {
  value: T;
  /** `default`, an environment variable's name (with its value, for the locale's), or the file and line that set it. */
  from: string;
}

export interface Settings {
  /** The options file read, or that would be read (it may not exist). */
  file: string;
  color: Sourced<boolean>;
  ascii: Sourced<boolean>;
  symbols: Sourced<SymbolSet>;
  terminal: Sourced<string>;
  /** The share of full hit points below which the game warns of low HP; 0 never warns. */
  hpWarning: Sourced<HpShare>;
  /** The fewest rows of the message log. */
  msgHeight: Sourced<number>;
  /** Plain mode: the game told in lines of text for a screen reader (docs/plain.md). */
  plain: Sourced<boolean>;
  /** Gold stepped onto is picked up at once. */
  autopickup: Sourced<'gold' | 'none'>;
  /** Undefined: the player's data folder. */
  saveDir: Sourced<string | undefined>;
  rules: { [K in keyof RulesOptions]: Sourced<RulesOptions[K]> };
  /** What was wrong with the options file, a sentence each naming the file (and the line): the game's title shows them too. */
  problems: string[];
}

/** The terminfo entry used when nothing names one. */
export const DEFAULT_TERMINAL = 'xterm-256color';

/** `1/3`, `25%` or `0`, the same for `--hp-warning` and the file's `hp_warning`: a bad share is refused by the name it came by. */
export function hpShareArg(name: string) {
  return (value: string): HpShare => {
    try {
      return parseHpShare(value);
    } catch (error) {
      throw new InvalidArgumentError(`${name}: ${(error as Error).message}.`);
    }
  };
}

function autopickupArg(value: string): 'gold' | 'none' {
  const v = value.toLowerCase();
  if (v === 'gold' || v === 'none') return v;
  throw new InvalidArgumentError(`autopickup is gold or none, not "${value}".`);
}

/** `~/games` as a shell would read it. */
const expandHome = (path: string): string => (path === '~' || path.startsWith('~/') ? join(homeFolder(), path.slice(1)) : path);

/** The file's save_dir: a relative folder is refused, as it would be another folder for each folder athack is started from, and the saves would seem lost. */
function fileSaveDir(value: string): string {
  const path = expandHome(value);
  if (!isAbsolute(path)) throw new InvalidArgumentError(`save_dir is a full path (/…) or begins with ~/, not "${value}": a relative one would change with the folder athack is started in.`);
  return path;
}

const RULES_SETTINGS: Setting[] = RULES_ROWS.map((row) => ({
  name: flagName(row),
  help: `${row.label} of a new game: ${orList(playableValues(row).map((v) => ruleWord(row.key, v)))} (--rules ${flagName(row)}=… for one game). ${row.about}`,
  example: ruleWord(row.key, DEFAULT_OPTIONS[row.key]),
  parse: (value: string) => rulesArg(`${flagName(row)}=${value}`)[row.key],
}));

export const SETTINGS: Setting[] = [
  { name: 'color', help: 'Colour in the game: yes or no (--mono, --no-color and NO_COLOR turn it off for one run, --color on; FORCE_COLOR=1 turns it on where NO_COLOR is not set).', example: 'yes', parse: yesNo('color') },
  ASCII_SETTING,
  SYMBOLS_SETTING,
  { name: 'plain', help: 'Plain mode for screen readers and braille displays: each turn told in lines of text, menus as their words, no screen drawing: yes or no (--plain for one run; docs/plain.md).', example: 'no', parse: yesNo('plain') },
  { name: 'terminal', help: `The terminfo entry to draw with (--terminal and ATHACK_TERMINAL for one run); by default $TERM's, or ${DEFAULT_TERMINAL} where that cannot be read.`, example: DEFAULT_TERMINAL, parse: String },
  { name: 'msg_height', help: `The fewest rows the message log has under the map, ${LOG_HEIGHT} to ${MAX_LOG_HEIGHT}; a tall terminal gives it more on its own.`, example: String(LOG_HEIGHT), parse: (v: string) => integerArg('msg_height', LOG_HEIGHT, MAX_LOG_HEIGHT)(v) },
  { name: 'autopickup', help: 'What is picked up on stepping onto it, as the pick-up key would (taking its turn): gold, or none.', example: 'none', parse: autopickupArg },
  { name: 'hp_warning', help: 'Warn when hit points fall to this share of full: a fraction (1/3) or a percentage (25%); 0 never warns.', example: '1/3', parse: hpShareArg('hp_warning') },
  { name: 'save_dir', help: 'Where saves, morgue files and scores go (--save-dir and ATHACK_SAVE_DIR for one run): a full path, or ~/ for your home and what follows.', example: '~/.local/share/athack', parse: fileSaveDir },
  ...RULES_SETTINGS,
];

/** The settings a file's text sets, by name, and one message for each line that sets nothing (its number first). */
export const parseOptions = (text: string) => parseLines(text, SETTINGS);

/** Colour as the environment asks, before the file, read as the commands read it (envColor): NO_COLOR, then FORCE_COLOR. */
function colorFrom(env: NodeJS.ProcessEnv): Sourced<boolean> | undefined {
  const value = envColor(env);
  if (value === undefined) return undefined;
  return { value, from: env.NO_COLOR ? 'NO_COLOR' : 'FORCE_COLOR' };
}

/** Plain ASCII where the locale says the terminal's characters are not UTF-8, as most terminal programs fall back. */
function asciiFromLocale(env: NodeJS.ProcessEnv): Sourced<boolean> | undefined {
  const from = nonUtf8Locale(env);
  return from === undefined ? undefined : { value: true, from };
}

/** The terminal's own name when blessed can read its terminfo; otherwise the one it always can, saying why. */
/**
 * The terminal by $TERM when the file names none: $TERM's entry where blessed
 * can read it, else the default, saying why. Looked up when first asked, so
 * the commands that never open a screen (odds, sim) never read terminfo.
 */
function terminalFromTerm(env: NodeJS.ProcessEnv): Sourced<string> {
  let problem: string | undefined | null = null;
  const asked = () => (problem === null ? (problem = env.TERM ? terminfoProblem(env.TERM, env) : undefined) : problem);
  return {
    get value() {
      return env.TERM && asked() === undefined ? env.TERM : DEFAULT_TERMINAL;
    },
    get from() {
      if (!env.TERM) return 'default';
      const why = asked();
      return why ? `default, since ${why}` : 'TERM';
    },
  };
}

/** The effective settings, the options file's bad lines reported on stderr (the rest still load); `namedBy`, the flag that named the file, if one did. */
export function loadSettings(file: string, env: NodeJS.ProcessEnv, io: Io, namedBy?: string): Settings {
  const { text, problem } = readOptionsFile(file);
  const said: string[] = problem === undefined ? [] : [problem];
  // A file named for the run that is not there is most likely a slip of the typing: its settings would be missed unsaid.
  if (problem === undefined && text === undefined && namedBy) said.push(`the options file ${file} (from ${namedBy}) does not exist; the defaults are used.`);
  const { set, problems } = parseOptions(text ?? '');
  said.push(...problems.map((p) => `${file} ${p.text}`));
  for (const p of unsaid(said)) io.err(io.paint.yellow(`athack: ${p}`));
  const pick = <T>(name: string, fallback: T, envName?: string, fromEnv?: (v: string) => T): Sourced<T> => {
    const e = envName ? env[envName] : undefined;
    if (envName && fromEnv && e) return { value: fromEnv(e), from: envName };
    const line = set.get(name);
    return line ? { value: line.value as T, from: `${file} line ${line.line}` } : { value: fallback, from: 'default' };
  };
  const rules = Object.fromEntries(RULES_ROWS.map((row) => [row.key, pick(flagName(row), DEFAULT_OPTIONS[row.key])])) as Settings['rules'];
  const named = pick<string | undefined>('terminal', undefined, 'ATHACK_TERMINAL', String);
  const terminal = named.value === undefined ? terminalFromTerm(env) : { value: named.value, from: named.from };
  // The file's ascii wins over the locale: `ascii = no` is a player saying the terminal shows UTF-8 whatever the locale.
  const ascii = pick('ascii', false);
  return {
    file,
    color: colorFrom(env) ?? pick('color', true),
    ascii: ascii.from === 'default' ? (asciiFromLocale(env) ?? ascii) : ascii,
    symbols: pick<SymbolSet>('symbols', 'ascii'),
    plain: pick('plain', false),
    terminal,
    msgHeight: pick('msg_height', LOG_HEIGHT),
    autopickup: pick<'gold' | 'none'>('autopickup', 'none'),
    hpWarning: pick('hp_warning', DEFAULT_HP_WARNING),
    saveDir: pick<string | undefined>('save_dir', undefined, 'ATHACK_SAVE_DIR', String),
    rules,
    problems: said,
  };
}

/** The rules options the file (not the defaults) sets: what a new game starts from before the command line's flags. */
export function rulesSet(settings: Settings): Partial<RulesOptions> {
  const out: Record<string, unknown> = {};
  for (const [key, s] of Object.entries(settings.rules)) if (s.from !== 'default') out[key] = s.value;
  return out as Partial<RulesOptions>;
}

/** The commented file `athack options --init` writes: every setting, each commented out at its default, so it changes nothing until edited. */
export function optionsTemplate(): string {
  const head = [
    '# athack options: one setting a line, written name = value.',
    '# A line starting with # is a comment; remove the # of a setting to use it.',
    '# Flags on the command line win over this file; `athack options` shows',
    '# what each setting is and where that came from.',
  ];
  return `${[...head, ...SETTINGS.flatMap((s) => ['', ...wrap(s.help, 76).map((l) => `# ${l}`), `#${s.name} = ${s.example}`])].join('\n')}\n`;
}
