/** `athack odds`: exact answers to rules questions, as fractions. */
import type { Command } from 'commander';
import type { Io } from '../io.js';
import { CHART_SYMBOLS_HELP, chartSymbols, chartSymbolsFlag } from '../chart-symbols.js';
import { registerTest } from './test.js';
import { registerUsage } from './usage.js';
import { registerRoll } from './roll.js';
import { registerPool } from './pool.js';
import { registerArmour } from './armour.js';
import { registerTables } from './tables.js';
import { registerBid } from './bid.js';
import { registerReaction } from './reaction.js';
import { registerSurvey, registerWorkshop } from './mini-games.js';

export function register(program: Command, io: Io): Command {
  // The subcommands chart through this Io, whose symbol set is known once the command line is read.
  const charted: Io = { ...io };
  const odds = program
    .command('odds')
    .description('exact probabilities of the rules (fractions, not samples)')
    .option('--symbols <set>', CHART_SYMBOLS_HELP, chartSymbolsFlag)
    .hook('preAction', (command) => void (charted.symbols = chartSymbols(command.opts<{ symbols?: Io['symbols'] }>().symbols, io)));
  for (const add of [registerTest, registerUsage, registerRoll, registerPool, registerArmour, registerBid, registerReaction, registerSurvey, registerWorkshop, registerTables]) add(odds, charted);
  return odds;
}
