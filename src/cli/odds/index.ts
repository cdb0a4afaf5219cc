/** `athack odds`: exact answers to rules questions, as fractions. */
import type { Command } from 'commander';
import type { SymbolSet } from '../../tui/style.js';
import type { Io } from '../io.js';
import { chartSymbols, chartSymbolsOption } from '../chart-symbols.js';
import { registerTest } from './test.js';
import { registerUsage } from './usage.js';
import { registerRoll } from './roll.js';
import { registerPool } from './pool.js';
import { registerArmour } from './armour.js';
import { registerTables } from './tables.js';
import { registerBid } from './bid.js';
import { registerReaction } from './reaction.js';
import { registerSurvey, registerWorkshop } from './mini-games.js';

/** The subcommands that draw a distribution. */
const CHARTING = new Set([registerUsage, registerRoll, registerPool, registerArmour, registerBid]);

export function register(program: Command, io: Io): Command {
  // The subcommands that chart do it through this Io, whose symbol set is known once the command line is read.
  const charted: Io = { ...io };
  const chartNames = new Set<string>();
  const odds = program
    .command('odds')
    .description('exact probabilities of the rules (fractions, not samples)')
    .addOption(chartSymbolsOption())
    .hook('preAction', async (command, action) => {
      if (chartNames.has(action.name()) && !action.opts<{ json?: boolean }>().json) charted.symbols = await chartSymbols(command.opts<{ symbols?: SymbolSet }>().symbols, io);
    });
  for (const add of [registerTest, registerUsage, registerRoll, registerPool, registerArmour, registerBid, registerReaction, registerSurvey, registerWorkshop, registerTables]) {
    const charts = CHARTING.has(add);
    add(odds, charts ? charted : io);
    if (charts) chartNames.add(odds.commands.at(-1)!.name());
  }
  return odds;
}
