/** `athack scores`: the high-score table. */
import type { Command } from 'commander';
import { readScores, scoresFile, type ScoreEntry } from '../persist/scores.js';
import { FailureExit } from './errors.js';
import { readableSaveDir, saveDir } from './dirs.js';
import type { Io } from './io.js';
import { fitLine, fitOr, fitPath, outLines, printJson } from './format.js';
import { counted } from '../base/words.js';
import { fitWidth, textWidth } from '../base/text-width.js';
import { wrap } from '../tui/widgets.js';
import { plainLines, plainText } from '../core/plain-text.js';

/** The width the table keeps to: a terminal's usual 80 columns. */
const LINE = 80;

export function register(program: Command, io: Io): Command {
  return program
    .command('scores')
    .description('the high-score table: score, name, class, level, zones, escalation, cause, date, seed')
    .option('--save-dir <dir>', 'the save folder holding scores.json (ATHACK_SAVE_DIR; default ~/.local/share/athack)')
    .option('--json', 'print JSON')
    .action((opts: { saveDir?: string; json?: boolean }) => {
      const dir = readableSaveDir(saveDir(opts.saveDir, io));
      const table = readScores(dir);
      // A table that cannot be read is not an empty one ("No scores yet" would hide the problem); the
      // entries that could be read are shown, and the damage still fails the command.
      // Their JSON says what was dropped, as the document of a failing command does (`error` and `status`).
      if (!table.problem || table.entries.length > 0) list(io, table.entries, dir, opts.json, table.problem);
      if (table.problem) throw new FailureExit(table.problem);
    });
}

function list(io: Io, entries: ScoreEntry[], dir: string, json?: boolean, problem?: string): void {
  if (json) return printJson(io, problem === undefined ? { scores: entries } : { scores: entries, error: plainLines(problem), status: 1 });
  if (entries.length === 0) return outLines(io, fitPath(io, 'No scores yet', `(${scoresFile(dir)}).`));
  outLines(io, fitOr(io, table(entries), () => entries.flatMap((e, k) => fitLine(io, sentence(e, k + 1)))));
}

/** The table as a terminal of 80 columns or more shows it: the cause, date and seed share the last column, wrapped, so nothing is cut. */
function table(entries: readonly ScoreEntry[]): string[] {
  const lines = [' #  score  name              class    lvl  zones  esc  cause, date, seed'];
  entries.forEach((e, k) => {
    const head = `${String(k + 1).padStart(2)}  ${String(e.score).padStart(5)}  ${fitWidth(plainText(e.name), 16)}  ${e.className.padEnd(7)}  ${String(e.level).padStart(3)}  ${String(e.zones).padStart(5)}  ${String(e.escalation ?? '-').padStart(3)}  `;
    const width = Math.max(20, LINE - textWidth(head));
    // Names, causes and seeds are read from a file anyone may have edited: printed as text only.
    // The date and the seed share a line where it holds them both; else the seed goes under the date, with its word: a
    // game's seed (9 digits) is one column too many beside it, and wrapped as one text it stood apart from "seed".
    const seed = `seed ${plainText(e.seed)}`;
    const when = `${e.date.slice(0, 10)}  ${seed}`;
    const tail = [...wrap(plainText(e.cause), width), ...(textWidth(when) <= width ? [when] : [e.date.slice(0, 10), ...wrap(seed, width)])];
    tail.forEach((part, n) => lines.push(`${n === 0 ? head : ' '.repeat(textWidth(head))}${part}`));
  });
  return lines;
}

/** An entry where the table is too wide: a sentence that names each figure, broken to fit. */
function sentence(e: ScoreEntry, rank: number): string {
  const escalation = e.escalation === undefined ? '' : `, escalation ${e.escalation}`;
  return `${rank}. ${plainText(e.name)}, ${e.className} level ${e.level}: score ${e.score}, ${counted(e.zones, 'zone')}${escalation}; ${plainText(e.cause)}; ${e.date.slice(0, 10)}, seed ${plainText(e.seed)}`;
}
