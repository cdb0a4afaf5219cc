import type { ListTable } from '../table.js';
import type { Appropriateness, Difficulty, QuickFormula } from './schema.js';

const SEED = '001_1a25a2eaf5740a81.txt';

// Seed 001_1a25a2eaf5740a81.txt (Adventure Algorithms), the Quick Formula and its
// "Teaming up" rule.
export const QUICK_FORMULA: ListTable<QuickFormula> = {
  kind: 'list',
  id: 'aa.quick-formula',
  name: 'Quick Formula',
  source: { seed: SEED, table: 'Quick Formula' },
  rows: [{ name: 'Quick Formula', die: '1d6', helperFace: 6 }],
  errata: [
    {
      where: 'helperFace (Teaming up)',
      noPlayChange: 'the hero adventures alone: no helper ever rolls dice for it.',
      printed: 'They roll their dice, adding all 🎲s (and only them) to the total.',
      problem:
        'The die-face picture that says which helper dice count is lost: it shows as a generic die here and is missing altogether in the Legendary items, Survey and Trade passages ("add all s").',
      resolution:
        'Only sixes count. The Large monsters passage settles it: a single die of that face always takes an enemy out, and an attack removes every die at or below the one discarded, which holds only for a 6.',
    },
  ],
};

// Seed 001_1a25a2eaf5740a81.txt (Adventure Algorithms), the Quick Formula's two
// difficulties.
export const DIFFICULTIES: ListTable<Difficulty> = {
  kind: 'list',
  id: 'aa.difficulties',
  name: 'Quick Formula difficulties',
  source: { seed: SEED, table: 'Quick Formula' },
  rows: [
    { name: 'Challenging', difficulty: 10, note: 'A hard task.' },
    { name: 'Borderline impossible', difficulty: 20, note: 'A task at the edge of what can be done.' },
  ],
};

// Seed 001_1a25a2eaf5740a81.txt (Adventure Algorithms), the Quick Formula and step 2
// of "Subroutine 1. Combat": how many of a Class's dice are rolled.
export const APPROPRIATENESS: ListTable<Appropriateness> = {
  kind: 'list',
  id: 'aa.appropriateness',
  name: 'Dice rolled by how well a Class fits',
  source: { seed: SEED, table: 'Quick Formula' },
  rows: [
    { name: 'Appropriate', numerator: 1, denominator: 1, minimum: 0, note: 'The Class is made for the task: every die.' },
    { name: 'Semi-appropriate', numerator: 1, denominator: 2, minimum: 1, note: 'The Class only partly fits: half the dice.' },
    { name: 'Inappropriate', numerator: 0, denominator: 1, minimum: 0, note: 'The Class does not apply, for instance without the gear it depends on.' },
  ],
  errata: [
    {
      where: 'Semi-appropriate',
      printed: 'Roll its full amount of dice if the Class is appropriate to the task, or half dice if it is only semi-appropriate.',
      problem: 'Half of an odd number of dice is not whole, and every example halves an even Class (4 to 2, 6 to 3); no rounding is given.',
      resolution: 'Half rounded down, but never fewer than one die.',
    },
  ],
};
