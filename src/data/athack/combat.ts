import type { ListTable } from '../table.js';
import type { NearRangeRow, Pitch, StuntCostRow } from './schema.js';

const SEED = '000_8e51eaf48aa97e98.txt';

// Seed 000_8e51eaf48aa97e98.txt (ASCII @HACK!), the Combat passage the seed calls
// "the Pitch": how the rolled dice of both sides are read.
export const PITCH: ListTable<Pitch> = {
  kind: 'list',
  id: 'athack.pitch',
  name: 'The Pitch: reading invoked dice',
  source: { seed: SEED, table: 'Pitch' },
  rows: [{ name: 'Pitch', successAtLeast: 4, failureOn: 1, ranksPerNetSuccess: 1, deadAtOrBelow: 'd4' }],
};

// Seed 000_8e51eaf48aa97e98.txt (ASCII @HACK!), Combat, the invocation passage on
// Stunt dice: a third of the Gear cost of the same rank, at least 1 token.
export const STUNT_COSTS: ListTable<StuntCostRow> = {
  kind: 'list',
  id: 'athack.stunt-costs',
  name: 'Stunt die cost by rank',
  source: { seed: SEED, table: 'Combat: Stunt dice' },
  rows: [
    { rank: 'd4', cost: 1 },
    { rank: 'd6', cost: 1 },
    { rank: 'd8', cost: 1 },
    { rank: 'd10', cost: 2 },
    { rank: 'd12', cost: 3 },
    { rank: 'd20', cost: 5 },
  ],
  errata: [
    {
      where: 'all ranks',
      noPlayChange: 'the game\'s Stunt is a re-roll at the spend list\'s flat price: no Stunt is bought by rank.',
      printed: 'costs a third of what they would cost if bought as Adventurer Gear (minimum of 1 Token)',
      problem: 'Only the d8 Gear cost (3) divides by three; the seed does not say how to round the others (d10 5/3, d12 8/3, d20 13/3).',
      resolution: 'A third of the Gear cost rounded up, never below 1: 1, 1, 1, 2, 3, 5 tokens from d4 to d20.',
    },
  ],
};

// Seed 000_8e51eaf48aa97e98.txt (ASCII @HACK!), Combat, the range passage: a ranged
// Talent or Gear used at Near range counts as half its die, to the nearest die.
export const NEAR_RANGE: ListTable<NearRangeRow> = {
  kind: 'list',
  id: 'athack.near-range',
  name: 'Ranged dice at Near range',
  source: { seed: SEED, table: 'Combat: Range' },
  rows: [
    { rank: 'd4', atNear: 'd2' },
    { rank: 'd6', atNear: 'd4' },
    { rank: 'd8', atNear: 'd4' },
    { rank: 'd10', atNear: 'd4' },
    { rank: 'd12', atNear: 'd6' },
    { rank: 'd20', atNear: 'd10' },
  ],
  errata: [
    {
      where: 'd6 and d10',
      noPlayChange: 'the game does not halve a die for near range: no rule of play reads this table.',
      printed: 'rounded to the nearest whole die value (e.g. a d10 or d6 becomes a d4)',
      problem:
        'Half a d6 is a d3, exactly between d2 and d4, and the seed rounds it up; half a d10 is a d5, exactly between d4 and d6, and the seed rounds it down. The two examples break ties in opposite directions, and no rule is given.',
      resolution: 'The examples are followed as printed (d6 and d10 both become d4); the other ranks halve exactly (d8 to d4, d12 to d6, d20 to d10, d4 to a useless d2).',
    },
  ],
};
