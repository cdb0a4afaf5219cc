/** The symbol set a command's charts are drawn with, as a player keeps it for the game's walls. */
import { Option } from 'commander';
import type { SymbolSet } from '../tui/style.js';
import { symbolsArg } from './symbols-arg.js';
import type { Io } from './io.js';

/** `--symbols` of a command that charts. */
export const chartSymbolsOption = () =>
  new Option('--symbols <set>', 'how chart bars are drawn, in any case: ascii (#) or lines (Unicode blocks, to an eighth of a cell); dec draws # (default: the options file\'s symbols, else ascii)').argParser(symbolsArg('--symbols'));

/**
 * `--symbols` when given, else the options file's `symbols`, its `ascii =
 * yes` meaning `#` whatever that says. The file's reader is loaded only
 * here, when a chart is about to be drawn: the answers without one start
 * as fast without it.
 */
export async function chartSymbols(flag: SymbolSet | undefined, io: Io): Promise<SymbolSet> {
  if (flag !== undefined) return flag;
  const { loadSettings, optionsFile } = await import('./settings.js');
  const settings = loadSettings(optionsFile(undefined, undefined, process.env), process.env, io);
  return settings.ascii.value ? 'ascii' : settings.symbols.value;
}
