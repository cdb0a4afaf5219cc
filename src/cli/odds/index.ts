/** `athack odds`: exact answers to rules questions, as fractions. */
import type { Command } from 'commander';
import type { Io } from '../io.js';
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
  const odds = program
    .command('odds')
    .description('exact probabilities of the rules (fractions, not samples)');
  for (const add of [registerTest, registerUsage, registerRoll, registerPool, registerArmour, registerBid, registerReaction, registerSurvey, registerWorkshop, registerTables]) add(odds, io);
  return odds;
}
