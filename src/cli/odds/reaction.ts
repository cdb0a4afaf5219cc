/** `athack odds reaction`: the chance of Hackssential's reaction check (`reactions=hackssential`). */
import type { Command } from 'commander';
import { reactionOdds } from '../../core/odds/reaction-check.js';
import { integerArg } from '../integer-arg.js';
import type { Io } from '../io.js';
import { exact, fitLine, fitTable, outLines, percent, printJson } from '../format.js';

export function registerReaction(odds: Command, io: Io): void {
  odds
    .command('reaction')
    .description('Hackssential reaction check: a d10 at or under half WIS (rounded down), or the turn is lost')
    .argument('<wis>', 'the hero’s WIS, 1 to 40', integerArg('WIS', 1, 40))
    .option('--json', 'print JSON')
    .addHelpText('after', '\nExamples:\n  athack odds reaction 10\n  athack odds reaction 7 --json')
    .action((wis: number, opts: { json?: boolean }) => {
      const odds = reactionOdds(wis);
      if (opts.json) {
        printJson(io, { wis, score: odds.score, ...exact(odds.pass), loseTurn: exact(odds.fail) });
        return;
      }
      outLines(io, [
        ...fitLine(io, `Reaction check: d10 at or under ${odds.score} (half of WIS ${wis})`),
        ...fitTable(io, [`  keep your head  ${io.paint.bold(odds.pass.toString().padStart(5))}  ${percent(odds.pass).padStart(7)}`, `  lose the turn   ${odds.fail.toString().padStart(5)}  ${percent(odds.fail).padStart(7)}`], () => [
          { label: 'keep your head', figures: [odds.pass.toString(), percent(odds.pass)] },
          { label: 'lose the turn', figures: [odds.fail.toString(), percent(odds.fail)] },
        ]),
      ]);
    });
}
