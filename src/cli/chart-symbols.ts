/** The symbol set a command's charts are drawn with, as a player keeps it for the game's walls. */
import type { SymbolSet } from '../tui/style.js';
import type { Io } from './io.js';
import { loadSettings, optionsFile, symbolsArg } from './settings.js';

export const CHART_SYMBOLS_HELP = 'how chart bars are drawn: ascii (#) or lines (Unicode blocks, to an eighth of a cell); dec draws # (default: the options file\'s symbols, else ascii)';

/** `--symbols` of a command that charts: a set that is not one is refused by name. */
export const chartSymbolsFlag = symbolsArg('--symbols');

/** `--symbols` when given, else the options file's `symbols`, its `ascii = yes` meaning `#` whatever that says. */
export function chartSymbols(flag: SymbolSet | undefined, io: Io): SymbolSet {
  if (flag !== undefined) return flag;
  const settings = loadSettings(optionsFile(undefined, undefined, process.env), process.env, io);
  return settings.ascii.value ? 'ascii' : settings.symbols.value;
}
