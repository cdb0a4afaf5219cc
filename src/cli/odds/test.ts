/** `athack odds test`: the chance of passing a Black Hack attribute test. */
import { InvalidArgumentError, type Command } from 'commander';
import { combineEdges, DiceSyntaxError, parseDice, formatDice, type DiceExpression } from '../../base/dice/index.js';
import { Fraction } from '../../base/fraction.js';
import { testD20, testOdds } from '../../core/odds/attribute-test.js';
import { integerArg } from '../integer-arg.js';
import type { Io } from '../io.js';
import { exact, fitLine, notedTable, outLines, percent, printJson, type NotedRow } from '../format.js';

/** `--mod`'s dice; a word of two dashes is no dice but an option (`--mod --adv`), refused as commander refuses a value. */
function modArg(value: string): DiceExpression {
  if (value.startsWith('--')) throw new InvalidArgumentError(`--mod takes a number or dice, not "${value}".`);
  try {
    return parseDice(value);
  } catch (error) {
    if (error instanceof DiceSyntaxError) error.option = '--mod';
    throw error;
  }
}

export function registerTest(odds: Command, io: Io): void {
  odds
    .command('test')
    .description('a d20 roll-under test: success when d20 + modifiers is below the target')
    .argument('<target>', 'the attribute (or target number), 1 to 40', integerArg('target', 1, 40))
    .option('--adv', 'with Advantage (roll twice, keep the lower d20)')
    .option('--dis', 'with Disadvantage (roll twice, keep the higher d20)')
    .option('--mod <n>', 'added to the d20: a number such as 2 or -1, or dice such as 1d4 for a large weapon', modArg)
    .option('--json', 'print JSON')
    .addHelpText('after', '\nExamples:\n  athack odds test 13\n  athack odds test 15 --adv --mod 2\n  athack odds test 12 --mod 1d4 --json')
    .action((target: number, opts: { adv?: boolean; dis?: boolean; mod?: DiceExpression; json?: boolean }) => {
      const edge = combineEdges(opts.adv === true, opts.dis === true);
      const mod = opts.mod ? formatDice(opts.mod) : '0';
      const odds = testOdds(target, opts.mod ?? 0, edge);
      if (opts.json) {
        printJson(io, { target, modifier: mod, edge, ...exact(odds.success), naturalOne: exact(odds.naturalOne), naturalTwenty: exact(odds.naturalTwenty) });
        return;
      }
      const modText = mod === '0' ? '' : mod.startsWith('-') ? ` ${mod}` : ` +${mod}`;
      const edgeText = edge === 'normal' ? (opts.adv ? ' (Advantage and Disadvantage cancel)' : '') : ` with ${edge === 'advantage' ? 'Advantage' : 'Disadvantage'}`;
      const row = (label: string, p: Fraction, note?: string): NotedRow => ({ label, figures: [p.toString(), percent(p)], ...(note ? { note } : {}) });
      // Each natural's figure is its chance of doubling damage: a natural 1 that passes, a natural 20 that fails. The
      // modifiers may make it pass (or fail) always or sometimes, as a target above 20 makes every natural 20 pass:
      // its note says which, so a natural 20 of 0% is not read as a face that is never rolled.
      const d20 = testD20(edge);
      const natural = (face: 1 | 20, p: Fraction, counts: string, doubles: string, otherwise: string, none: string): NotedRow => {
        const total = `${face}${modText}`;
        if (p.equals(d20.probability(face))) return row(`natural ${face}`, p, `${counts}: ${doubles}`);
        if (p.equals(Fraction.ZERO)) return row(`natural ${face}`, p, `${otherwise}: ${total} is ${face === 1 ? 'not ' : ''}below ${target}, so ${none}`);
        return row(`natural ${face}`, p, `${counts} when ${total} is ${face === 1 ? '' : 'not '}below ${target}: ${doubles}`);
      };
      const rows = [
        row('success', odds.success),
        row('failure', odds.success.complement()),
        natural(1, odds.naturalOne, 'a pass', 'an Attack that hits for double damage', 'a failure', 'no Attack hits for double damage'),
        natural(20, odds.naturalTwenty, 'a failure', 'a Defend that takes double damage', 'a pass', 'no Defend takes double damage'),
      ];
      // The chance of success stands out, the answer to the question asked.
      const shown = (r: NotedRow) => (r === rows[0] ? io.paint.bold(r.figures[0]!.padStart(7)) : r.figures[0]!.padStart(7));
      outLines(io, [...fitLine(io, `Test: d20${modText} below ${target}${edgeText}`), ...notedTable(io, rows, (r) => `  ${r.label.padEnd(10)} ${shown(r)}  ${r.figures[1]!.padStart(7)}`)]);
    });
}
