/** `athack odds roll`: the exact distribution of any dice expression. */
import type { Command } from 'commander';
import { combineEdges, distributionOf, formatDice, parseDice, type Distribution } from '../../base/dice/index.js';
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
      const { shown, cut, width } = rollRows(dist);
      outLines(io, [
        ...fitLine(io, `${formatDice(expr)}${edgeText}`),
        ...fitLine(io, `  mean ${meanText(io, mean)}   min ${dist.min}   max ${dist.max}`),
        ...(width > 1 ? fitLine(io, `  totals in ranges of ${width} (too many, each too rare, to list one by one; --json lists each)`) : []),
        ...barChart(io, shown),
        ...(cut ? fitLine(io, `  (${cut})`) : []),
      ]);
    });
}

/** The rows under 0.1% may hold this much of the chance before a chart lists ranges of totals in place of each total. */
const MOST_LEFT_OUT = 0.01;
/** The ranges a chart of ranges aims for across its middle 99.9%: a screen's worth. */
const RANGES = 30;

/**
 * The rows of a roll's chart: each total, the rarest left out as any long chart leaves them (`chartRows`); but
 * where those left out would hold more than 1% of the chance (3d1000, 100d100: every total, or most, is under
 * 0.1%), ranges of totals of a round width (2, 5, 10, 20, 50, 100...), about 30 of them across the middle 99.9%,
 * so the chart still shows the roll's shape. The ranges under 0.1% are left out and counted in their turn.
 */
function rollRows(dist: Distribution): { shown: { label: string; probability: Fraction }[]; cut?: string; width: number } {
  const entries = dist.entries();
  const each = chartRows(entries.map((e) => ({ label: String(e.value), probability: e.probability })));
  const leftOut = each.shown.reduce((rest, r) => rest - r.probability.toNumber(), 1);
  if (leftOut <= MOST_LEFT_OUT) return { ...each, width: 1 };
  // Each chance as a double once: the two quantiles read them all.
  const chances = entries.map((e) => ({ value: e.value, chance: e.probability.toNumber() }));
  const width = roundWidth((quantile(chances, 0.9995, dist.max) - quantile(chances, 0.0005, dist.max)) / RANGES);
  const rows = dist.ranges(width).map((r) => ({ label: r.from === r.to ? String(r.from) : `${r.from}..${r.to}`, probability: r.probability }));
  return { ...chartRows(rows, 0), width };
}

/** The lowest total at or under which at least `share` of the chance lies (near enough: as doubles), else `max`. */
function quantile(chances: readonly { value: number; chance: number }[], share: number, max: number): number {
  let below = 0;
  return chances.find((e) => (below += e.chance) >= share)?.value ?? max;
}

/** The least of 2, 5, 10, 20, 50, 100... that is at least `width`. */
function roundWidth(width: number): number {
  for (let tens = 1; ; tens *= 10) for (const step of [2, 5, 10]) if (step * tens >= width) return step * tens;
}

/** The exact mean while it is short enough to read; past that, its decimal, saying where the exact one is. */
function meanText(io: Io, mean: Fraction): string {
  if (mean.den === 1n) return io.paint.bold(mean.toString());
  const decimal = mean.toNumber().toFixed(3);
  const fraction = readableFraction(mean);
  return fraction ? `${io.paint.bold(fraction)} (${decimal})` : `${io.paint.bold(decimal)} (rounded: the exact fraction is too long to show; --json has it)`;
}
