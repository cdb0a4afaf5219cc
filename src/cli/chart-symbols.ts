/** The symbol set a command's charts are drawn with, as a player keeps it for the game's walls; and the options file's `ascii`, which the commands' text follows too. */
import { Option } from 'commander';
import type { SymbolSet } from '../tui/style.js';
import { ASCII_SETTING, optionsFile, parseLines, SYMBOLS_SETTING } from './options-lines.js';
import { readConfigFile } from '../persist/options-file.js';
import { symbolsArg } from './symbols-arg.js';

/** `--symbols` of a command that charts. */
export const chartSymbolsOption = () =>
  new Option('--symbols <set>', 'how chart bars are drawn, in any case: ascii (#) or lines (Unicode blocks, to an eighth of a cell); dec draws # (default: the options file\'s symbols, else ascii)').argParser(symbolsArg('--symbols'));

/**
 * `--symbols` when given, else the options file's `symbols`, its `ascii =
 * yes` meaning `#` whatever that says. Only those two lines are read, and
 * their reader (a few KB) comes with the commands that chart, in their own
 * files rather than apart, since each file loaded is a cost of its own: a
 * chart never loads the rest of the settings (the game's commands report
 * the file's other lines). A file that cannot be read, or a line that does
 * not parse, leaves the default.
 */
export function chartSymbols(flag: SymbolSet | undefined): SymbolSet {
  if (flag !== undefined) return flag;
  const set = drawingLines(process.env);
  return set.get('ascii')?.value === true ? 'ascii' : ((set.get('symbols')?.value as SymbolSet | undefined) ?? 'ascii');
}

/** The options file's `ascii` line (yes or no), or undefined where it has none: for the commands' text, as the game reads it over the locale. */
export function fileAscii(env: NodeJS.ProcessEnv): boolean | undefined {
  return drawingLines(env).get('ascii')?.value as boolean | undefined;
}

/** The options file's `ascii` and `symbols` lines; none where it cannot be read. */
function drawingLines(env: NodeJS.ProcessEnv): ReturnType<typeof parseLines>['set'] {
  let text: string | undefined;
  try {
    text = readConfigFile(optionsFile(undefined, undefined, env));
  } catch {
    return new Map();
  }
  return parseLines(text ?? '', [ASCII_SETTING, SYMBOLS_SETTING]).set;
}
