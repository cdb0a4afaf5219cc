/**
 * `athack odds`: exact answers to rules questions, as fractions. Each odds
 * command is loaded only when it is the one run (its help, its arithmetic
 * and the tables behind it): `athack odds usage d20` reads none of the
 * others. Help, completion and a name that is no command load them all.
 */
import type { Command } from 'commander';
import type { SymbolSet } from '../../tui/style.js';
import type { Io } from '../io.js';
import { chartSymbols, chartSymbolsOption } from '../chart-symbols.js';

type Register = (odds: Command, io: Io) => void;

/** Each odds command by its names, in the order help lists them, and whether it draws a distribution. */
const COMMANDS: [names: string[], charts: boolean, load: () => Promise<Register>][] = [
  [['test'], false, async () => (await import('./test.js')).registerTest],
  [['usage'], true, async () => (await import('./usage.js')).registerUsage],
  [['roll'], true, async () => (await import('./roll.js')).registerRoll],
  [['pool'], true, async () => (await import('./pool.js')).registerPool],
  [['armour', 'armor'], true, async () => (await import('./armour.js')).registerArmour],
  [['bid'], true, async () => (await import('./bid.js')).registerBid],
  [['reaction'], false, async () => (await import('./reaction.js')).registerReaction],
  [['survey'], false, async () => (await import('./mini-games.js')).registerSurvey],
  [['workshop'], false, async () => (await import('./mini-games.js')).registerWorkshop],
  [['tables'], false, async () => (await import('./tables.js')).registerTables],
];

export async function register(program: Command, io: Io, _all?: () => Promise<Command>, argv: readonly string[] = []): Promise<Command> {
  // The subcommands that chart do it through this Io, whose symbol set is known once the command line is read.
  const charted: Io = { ...io };
  const chartNames = new Set<string>();
  const odds = program
    .command('odds')
    .description('exact probabilities of the rules (fractions, not samples)')
    .addOption(chartSymbolsOption())
    .hook('preAction', (command, action) => {
      if (chartNames.has(action.name()) && !action.opts<{ json?: boolean }>().json) charted.symbols = chartSymbols(command.opts<{ symbols?: SymbolSet }>().symbols);
    });
  const asked = argv[argv.indexOf('odds') + 1];
  const only = COMMANDS.filter(([names]) => asked !== undefined && names.includes(asked));
  for (const [names, charts, load] of only.length > 0 ? only : COMMANDS) {
    (await load())(odds, charts ? charted : io);
    if (charts) chartNames.add(names[0]!);
  }
  return odds;
}
