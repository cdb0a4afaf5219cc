/** `athack odds usage`: how long a consumable with a Usage die lasts. */
import { InvalidArgumentError, type Command } from 'commander';
import { expectedUses, isUsageDie, usesDistribution, USAGE_CHAIN, type UsageDie } from '../../core/odds/usage-die.js';
import type { Io } from '../io.js';
import { barChart, chartRows, exact, fitLine, outLines, percent, printJson } from '../format.js';

function usageDieArg(value: string): UsageDie {
  const m = /^(?:ud|d)?(\d+)$/i.exec(value.trim());
  const sides = m ? Number(m[1]) : NaN;
  if (!isUsageDie(sides)) throw new InvalidArgumentError(`a Usage die is one of ${USAGE_CHAIN.map((s) => `d${s}`).join(', ')}, not "${value}".`);
  return sides;
}

export function registerUsage(odds: Command, io: Io): void {
  odds
    .command('usage')
    .description('Usage die: expected uses and the distribution of the number of uses')
    .argument('<die>', 'the Usage die: d4, d6, d8, d10, d12 or d20 (Ud6 and 6 work too)', usageDieArg)
    .option('--json', 'print JSON')
    .addHelpText('after', '\nExamples:\n  athack odds usage d6\n  athack odds usage Ud20 --json')
    .action((die: UsageDie, opts: { json?: boolean }) => {
      const mean = expectedUses(die);
      const dist = usesDistribution(die);
      if (opts.json) {
        printJson(io, {
          die: `d${die}`,
          expectedUses: mean.toNumber(),
          expectedUsesFraction: mean.toString(),
          distribution: dist.rows.map((r) => ({ uses: r.uses, ...exact(r.probability) })),
          tail: { moreUsesThan: dist.rows.at(-1)?.uses ?? 0, ...exact(dist.tail) },
        });
        return;
      }
      outLines(io, fitLine(io, `Usage die d${die}: each use rolls it; 1-2 steps it down (${USAGE_CHAIN.slice(USAGE_CHAIN.indexOf(die)).map((s) => `d${s}`).join(' > ')} > gone)`));
      outLines(io, fitLine(io, `  expected uses  ${io.paint.bold(mean.toString())}`));
      const { shown, cut } = chartRows(dist.rows);
      io.out('  uses  probability');
      outLines(io, barChart(io, shown.map((r) => ({ label: String(r.uses), probability: r.probability }))));
      if (cut) outLines(io, fitLine(io, `  (${cut}; more than ${dist.rows.at(-1)!.uses} uses: ${percent(dist.tail)})`));
    });
}
