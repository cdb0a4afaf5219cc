/** `athack odds armour`: mending Broken armour dice after a rest. */
import type { Command } from 'commander';
import { mendChance, mendedDistribution } from '../../core/odds/armour-dice.js';
import { integerArg } from '../integer-arg.js';
import type { Io } from '../io.js';
import { barChart, exact, fitLine, outLines, percent, printJson } from '../format.js';
import { ARMOUR_VALUES } from '../../data/blackhack/armour.js';

// Shields and helmets add dice to the pool, never AV: the armour rows alone bound it.
const ARMOURS = ARMOUR_VALUES.rows.flatMap((r) => (r.av === null ? [] : [{ name: r.name.toLowerCase(), av: r.av }]));
const [LIGHTEST, HEAVIEST] = [ARMOURS[0]!, ARMOURS.at(-1)!];

export function registerArmour(odds: Command, io: Io): void {
  odds
    .command('armour')
    .alias('armor')
    .description('Broken armour dice after a rest: a d6 above the AV mends, the rest stay broken')
    .argument('<av>', `the armour value, ${LIGHTEST.av} (${LIGHTEST.name}) to ${HEAVIEST.av} (${HEAVIEST.name})`, integerArg('AV', LIGHTEST.av, HEAVIEST.av))
    .option('--broken <n>', 'how many dice are broken', integerArg('--broken', 1, 12), 1)
    .option('--self-reliant', 'a Warrior re-rolls 1s')
    .option('--json', 'print JSON')
    .addHelpText('after', '\nExamples:\n  athack odds armour 2\n  athack odds armour 3 --broken 3 --self-reliant')
    .action((av: number, opts: { broken: number; selfReliant?: boolean; json?: boolean }) => {
      const p = mendChance(av, opts.selfReliant === true);
      const dist = mendedDistribution(av, opts.broken, opts.selfReliant === true);
      if (opts.json) {
        printJson(io, { av, broken: opts.broken, selfReliant: opts.selfReliant === true, mend: exact(p), mended: dist.entries().map((e) => ({ value: e.value, ...exact(e.probability) })) });
        return;
      }
      outLines(io, [
        ...fitLine(io, `AV ${av}: a Broken die mends on ${av + 1}+${opts.selfReliant ? ', re-rolling a 1' : ''}`),
        ...fitLine(io, `  each die mends  ${io.paint.bold(p.toString())}  ${percent(p)}`),
        ...fitLine(io, `Dice mended of ${opts.broken} broken`),
        ...barChart(io, dist.entries().map((e) => ({ label: String(e.value), probability: e.probability }))),
      ]);
    });
}
