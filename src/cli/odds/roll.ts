/** `athack odds roll`: the exact distribution of any dice expression. */
import type { Command } from 'commander';
import { combineEdges, distributionOf, formatDice, parseDice } from '../../base/dice/index.js';
import type { Io } from '../io.js';
import { alsoCalled } from '../also-called.js';
import type { Fraction } from '../../base/fraction.js';
import { barChart, chartRows, exact, fitLine, outLines, printJson, readableFraction } from '../format.js';

export function registerRoll(odds: Command, io: Io): void {
  alsoCalled(odds.command('roll'), ['dice', 'dist', 'distribution'])
    .description('distribution, mean, min and max of a dice expression')
    .argument('<expr...>', 'a dice expression such as 2d6+3, 1d6+1d8 or 4d8x10 (spaces allowed)')
    .option('--adv', 'roll twice and keep the higher total')
    .option('--dis', 'roll twice and keep the lower total')
    .option('--json', 'print JSON')
    .addHelpText('after', '\nExamples:\n  athack odds roll 2d6\n  athack odds roll 1d6+1d8 --json\n  athack odds roll 4d8x10')
    .action((words: string[], opts: { adv?: boolean; dis?: boolean; json?: boolean }) => {
      const expr = parseDice(words.join(' '));
      const edge = combineEdges(opts.adv === true, opts.dis === true);
      const once = distributionOf(expr);
      const dist = edge === 'normal' ? once : once.bestOfTwo(edge === 'advantage' ? 'high' : 'low');
      const mean = dist.mean();
      if (opts.json) {
        printJson(io, {
          expression: formatDice(expr),
          edge,
          mean: mean.toNumber(),
          meanFraction: mean.toString(),
          min: dist.min,
          max: dist.max,
          distribution: dist.entries().map((e) => ({ value: e.value, ...exact(e.probability) })),
        });
        return;
      }
      // Both flags cancel, as they do for a test: said, so the answer is not read as one of them.
      const edgeText = edge === 'normal' ? (opts.adv ? ', rolled once (--adv and --dis cancel)' : '') : edge === 'advantage' ? ', rolled twice keeping the higher' : ', rolled twice keeping the lower';
      const { shown, cut } = chartRows(dist.entries().map((e) => ({ label: String(e.value), probability: e.probability })));
      outLines(io, [
        ...fitLine(io, `${formatDice(expr)}${edgeText}`),
        ...fitLine(io, `  mean ${meanText(io, mean)}   min ${dist.min}   max ${dist.max}`),
        ...barChart(io, shown),
        ...(cut ? fitLine(io, `  (${cut})`) : []),
      ]);
    });
}

/** The exact mean while it is short enough to read; past that, its decimal, saying where the exact one is. */
function meanText(io: Io, mean: Fraction): string {
  if (mean.den === 1n) return io.paint.bold(mean.toString());
  const decimal = mean.toNumber().toFixed(3);
  const fraction = readableFraction(mean);
  return fraction ? `${io.paint.bold(fraction)} (${decimal})` : `${io.paint.bold(decimal)} (rounded: the exact fraction is too long to show; --json has it)`;
}
