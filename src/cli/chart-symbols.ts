/** The symbol set a command's charts are drawn with, as a player keeps it for the game's walls; and the options file's `ascii`, which the commands' text follows too. */
import { Option } from 'commander';
import type { SymbolSet } from '../tui/style.js';
import { ASCII_SETTING, optionsFile, parseLines, readOptionsFile, SYMBOLS_SETTING } from './options-lines.js';
import { symbolsArg } from './symbols-arg.js';

/** `--symbols` of a command that charts. */
export const chartSymbolsOption = () =>
  new Option('--symbols <set>', 'how chart bars are drawn, in any case: ascii (#) or lines (Unicode blocks, to an eighth of a cell); dec draws # (default: the options file\'s symbols, else ascii)').argParser(symbolsArg('--symbols'));

/**
 * `--symbols` when given, else the options file's `symbols`, its `ascii =
 * yes` meaning `#` whatever that says. Only those two lines are read, and
 * their reader (a few KB) comes with the commands that chart, in their own
 * files rather than apart, since each file loaded is a cost of its own: a
 * chart never loads the rest of the settings. A file that cannot be read,
 * or a line that does not parse, leaves the default: what is wrong with it
 * is said by the commands' text (fileDrawing, through io.ts) with the first
 * line printed.
 */
export function chartSymbols(flag: SymbolSet | undefined): SymbolSet {
  if (flag !== undefined) return flag;
  const set = drawingLines(optionsFile(undefined, undefined, process.env)).set;
  return set.get('ascii')?.value === true ? 'ascii' : ((set.get('symbols')?.value as SymbolSet | undefined) ?? 'ascii');
}

/**
 * The options file's `ascii` line (yes or no), or undefined where it has none, for the commands' text as the game
 * reads it over the locale; and what is wrong with the file's `ascii` and `symbols` lines, a sentence each naming the file as the game's settings name it. The file is the one the command line names
 * (`--options`, `--config-dir`), else the configuration folder's.
 */
export function fileDrawing(argv: readonly string[], env: NodeJS.ProcessEnv): { ascii?: boolean; problems: string[] } {
  const file = optionsFile(flagValue(argv, '--options'), flagValue(argv, '--config-dir'), env);
  const { set, problems } = drawingLines(file);
  const ascii = set.get('ascii')?.value as boolean | undefined;
  return { ...(ascii === undefined ? {} : { ascii }), problems };
}

/** The value of `--name V` or `--name=V` on the command line, the last given; an empty one, which the command refuses, as none (this reader must not fail while the refusal is printed). */
function flagValue(argv: readonly string[], name: string): string | undefined {
  let value: string | undefined;
  argv.forEach((a, k) => {
    if (a === name && k + 1 < argv.length) value = argv[k + 1];
    else if (a.startsWith(`${name}=`)) value = a.slice(name.length + 1);
  });
  return value?.trim() ? value : undefined;
}

/**
 * The options file's `ascii` and `symbols` lines, and what is wrong with them. A file that cannot be read (no
 * permission, a folder under its name) sets neither, and says so as the game's settings do: a player who kept
 * `ascii = yes` there would otherwise get a command's text drawn otherwise without a word why.
 */
function drawingLines(file: string): { set: ReturnType<typeof parseLines>['set']; problems: string[] } {
  const { text, problem } = readOptionsFile(file);
  if (problem !== undefined) return { set: new Map(), problems: [problem] };
  const parsed = parseLines(text ?? '', [ASCII_SETTING, SYMBOLS_SETTING]);
  // Only the lines meant for these two: the others are the game's settings, which this reader does not know.
  return { set: parsed.set, problems: parsed.problems.filter((p) => p.setting !== undefined).map((p) => `${file} ${p.text}`) };
}
