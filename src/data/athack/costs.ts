import type { ListTable } from '../table.js';
import type { CostRow, DieRankRow } from './schema.js';

const SEED = '000_8e51eaf48aa97e98.txt';

// Seed 000_8e51eaf48aa97e98.txt (ASCII @HACK!), the cost table under "Adventurer Prep"
// (columns "Talent/Environ Cost" and "Gear/Trap Cost" by "Die Value").
export const COSTS: ListTable<CostRow> = {
  kind: 'list',
  id: 'athack.costs',
  name: 'Token cost ladders by die rank',
  source: { seed: SEED, table: 'Adventurer Prep: Talent/Environ Cost, Gear/Trap Cost, Die Value' },
  rows: [
    { rank: 'd4', die: '1d4', talentCost: 1, gearCost: 1 },
    { rank: 'd6', die: '1d6', talentCost: 2, gearCost: 2 },
    { rank: 'd8', die: '1d8', talentCost: 4, gearCost: 3 },
    { rank: 'd10', die: '1d10', talentCost: 8, gearCost: 5 },
    { rank: 'd12', die: '1d12', talentCost: 16, gearCost: 8 },
    { rank: 'd20', die: '1d20', talentCost: 32, gearCost: 13 },
  ],
  errata: [
    {
      where: 'Talent d8 to d10 (Advancement example)',
      printed: 'to restore or increase a Talent from d8 to d10 costs 2 Tokens',
      problem:
        'On the Talent ladder a d8 costs 4 and a d10 costs 8, so the step costs 4 tokens; 2 is the step on the Gear ladder (3 to 5). The example disagrees with the table.',
      resolution:
        'Raising or restoring a rank costs the difference between the two ranks on the element\'s own ladder: 4 tokens for a Talent from d8 to d10, 2 for Gear.',
    },
  ],
};

// Seed 000_8e51eaf48aa97e98.txt (ASCII @HACK!), the "Die Value" and "Probabilities"
// columns of the cost table under "Adventurer Prep". Success is a roll of 4 or more,
// Failure a roll of 1 (the Pitch passage).
export const DIE_RANKS: ListTable<DieRankRow> = {
  kind: 'list',
  id: 'athack.die-ranks',
  name: 'Die ranks: chance of Success and Failure',
  source: { seed: SEED, table: 'Adventurer Prep: Die Value, Probabilities' },
  rows: [
    { rank: 'd4', die: '1d4', sides: 4, printedSuccess: '25%', printedFailure: '25%' },
    { rank: 'd6', die: '1d6', sides: 6, printedSuccess: '50%', printedFailure: '17%' },
    { rank: 'd8', die: '1d8', sides: 8, printedSuccess: '63%', printedFailure: '13%' },
    { rank: 'd10', die: '1d10', sides: 10, printedSuccess: '70%', printedFailure: '10%' },
    { rank: 'd12', die: '1d12', sides: 12, printedSuccess: '75%', printedFailure: '08%' },
    { rank: 'd20', die: '1d20', sides: 20, printedSuccess: '80%', printedFailure: '05%' },
  ],
  errata: [
    {
      where: 'd20: Success',
      noPlayChange: 'a printed percentage: the game rolls the d20 and shows the exact odds, so the figure enters no play.',
      printed: '80% Success',
      problem: 'A d20 rolls 4 or more on 17 faces of 20, which is 85%, not 80%.',
      resolution: 'The printed figure is kept for the audit; the game and the odds tool use the exact 17/20 (85%).',
    },
  ],
};
