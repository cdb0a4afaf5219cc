/**
 * The options file's `name = value` lines read against a list of settings,
 * and the two settings that say how text is drawn. The whole settings
 * (settings.ts) read every line with this; a chart reads only `ascii` and
 * `symbols` with it, so drawing a chart never loads the rest of the
 * settings, nor the rules they name.
 */
import { InvalidArgumentError } from 'commander';
import { join } from 'node:path';
import { configDir } from '../tui/keys.js';
import { symbolsArg } from './symbols-arg.js';
import { readConfigFile } from '../persist/options-file.js';
import { fsProblem } from '../persist/fs-problem.js';
import { UsageError } from './errors.js';

/** One setting of the file: its name, what it means (the comment `options --init` writes), its default as written, and its parser. */
export interface Setting {
  name: string;
  help: string;
  example: string;
  parse(value: string): unknown;
}

/** A setting's value as a line of the file set it, with the line's number (for `athack options` and the messages). */
export interface Line {
  value: unknown;
  line: number;
}

/** A yes-or-no setting or flag: a word that is neither is refused by the name it came by. */
export function yesNo(name: string) {
  return (value: string): boolean => {
    const v = value.toLowerCase();
    if (['yes', 'on', 'true', '1'].includes(v)) return true;
    if (['no', 'off', 'false', '0'].includes(v)) return false;
    throw new InvalidArgumentError(`${name} is yes or no, not "${value}".`);
  };
}

export const ASCII_SETTING: Setting = { name: 'ascii', help: 'Nothing but ASCII, frames, rules and words (stand-ins such as * for a bullet): yes or no (--ascii for one run). Left out, it is yes where LC_ALL, LC_CTYPE or LANG names a locale that is not UTF-8 (C, POSIX), else no; no says the terminal shows UTF-8 whatever the locale.', example: 'no', parse: yesNo('ascii') };

export const SYMBOLS_SETTING: Setting = { name: 'symbols', help: 'How walls are drawn: ascii (#), lines (Unicode line drawing, joined as the walls run) or dec (the same lines from the VT100 alternate character set, for terminals without UTF-8); ascii = yes draws # whatever this says (--symbols for one run).', example: 'ascii', parse: symbolsArg('symbols') };

/** What is wrong with a line: a sentence beginning with its number, and the setting it is meant for, where it names one of those read. */
export interface LineProblem {
  text: string;
  setting?: string;
}

/** The settings among `settings` a file's text sets, by name, and one message for each line that sets none of them (its number first). */
export function parseLines(text: string, settings: readonly Setting[]): { set: Map<string, Line>; problems: LineProblem[] } {
  const set = new Map<string, Line>();
  const problems: LineProblem[] = [];
  // The settings are listed once, at the first name that is none: a file of several would otherwise print them for each.
  let listed = false;
  text.split(/\r?\n/).forEach((raw, k) => {
    const line = k + 1;
    const text = raw.trim();
    if (text === '' || text.startsWith('#')) return;
    const eq = text.indexOf('=');
    const name = (eq < 0 ? text : text.slice(0, eq)).trim().toLowerCase();
    const value = eq < 0 ? '' : text.slice(eq + 1).trim();
    const setting = settings.find((s) => s.name === name);
    // `symbols: lines` or `symbols lines`: a setting written as other files write theirs.
    const word = /^([A-Za-z_]+)\s*[:\s]\s*(.*)$/.exec(text);
    const named = word?.[1]!.toLowerCase();
    if (!setting && eq < 0 && settings.some((s) => s.name === named)) return problems.push({ text: `line ${line}: write ${named} = ${word![2] || 'value'}, with an equals sign between the setting and its value.`, setting: named });
    if (!setting) {
      const list = listed ? ' (the settings are listed above)' : `; the settings are ${settings.map((s) => s.name).join(', ')}`;
      listed = true;
      return problems.push({ text: `line ${line}: "${name}" is not a setting${list}.` });
    }
    if (eq < 0 || value === '') return problems.push({ text: `line ${line}: write ${name} = value (such as ${name} = ${setting.example}).`, setting: name });
    const earlier = set.get(name);
    if (earlier) return problems.push({ text: `line ${line}: ${name} is already set on line ${earlier.line}; this line is left out.`, setting: name });
    try {
      set.set(name, { value: setting.parse(value), line });
    } catch (error) {
      problems.push({ text: `line ${line}: ${(error as Error).message.replace(/^error: /, '')}`, setting: name });
    }
  });
  return { set, problems };
}

/** The options file's text, or undefined where there is none; or, where it cannot be read, the sentence that says so (the defaults are used). */
export function readOptionsFile(file: string): { text?: string; problem?: string } {
  try {
    return { text: readConfigFile(file) };
  } catch (error) {
    return { problem: `cannot read the options file ${file} (${fsProblem(error)}); the defaults are used.` };
  }
}

/**
 * The sentences about the options file not said yet this run, each marked said: the game's settings and the
 * commands' text (io.ts) read the same file, and a command may load its settings twice (continue, then play),
 * yet a bad line is told once.
 */
const said = new Set<string>();
export const unsaid = (sentences: readonly string[]): string[] => sentences.filter((s) => !said.has(s) && Boolean(said.add(s)));

/** The options file: --options, else `options` in the configuration folder (--config-dir, ATHACK_CONFIG_DIR, XDG_CONFIG_HOME, ~/.config/athack). */
export function optionsFile(flag: string | undefined, configFlag: string | undefined, env: NodeJS.ProcessEnv): string {
  // An empty name is a slip (a variable unset in a script): refused, as --save-dir's, rather than read as no file or the default folder.
  if (flag !== undefined && flag.trim() === '') throw new UsageError('--options needs a file.');
  if (configFlag !== undefined && configFlag.trim() === '') throw new UsageError('--config-dir needs a folder.');
  if (flag !== undefined) return flag;
  return join(configDir(configFlag, env), 'options');
}
