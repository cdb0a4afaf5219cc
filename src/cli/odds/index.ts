/**
 * `athack odds`: exact answers to rules questions, as fractions. Each odds
 * command is loaded only when it is the one run (its help, its arithmetic
 * and the tables behind it): `athack odds usage d20` reads none of the
 * others. Help, completion and a name that is no command load them all.
 */
import type { Command } from 'commander';
import type { Io } from '../io.js';

type Register = (odds: Command, io: Io) => void;

/** Each odds command by its names, in the order help lists them. */
const COMMANDS: [names: string[], load: () => Promise<Register>][] = [
  [['test'], async () => (await import('./test.js')).registerTest],
  [['usage'], async () => (await import('./usage.js')).registerUsage],
  [['roll'], async () => (await import('./roll.js')).registerRoll],
  [['pool'], async () => (await import('./pool.js')).registerPool],
  [['armour', 'armor'], async () => (await import('./armour.js')).registerArmour],
  [['bid'], async () => (await import('./bid.js')).registerBid],
  [['reaction'], async () => (await import('./reaction.js')).registerReaction],
  [['survey'], async () => (await import('./mini-games.js')).registerSurvey],
  [['workshop'], async () => (await import('./mini-games.js')).registerWorkshop],
  [['tables'], async () => (await import('./tables.js')).registerTables],
];

export async function register(program: Command, io: Io, _all?: () => Promise<Command>, argv: readonly string[] = []): Promise<Command> {
  const odds = program
    .command('odds')
    .description('exact probabilities of the rules (fractions, not samples)');
  const asked = argv[argv.indexOf('odds') + 1];
  const only = COMMANDS.filter(([names]) => asked !== undefined && names.includes(asked));
  for (const [, load] of only.length > 0 ? only : COMMANDS) (await load())(odds, io);
  return odds;
}
