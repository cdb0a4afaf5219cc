import type { ListTable } from '../table.js';
import type { Craft, SupplyBonus, Workshop } from './schema.js';

const SEED = '001_1a25a2eaf5740a81.txt';

// Seed 001_1a25a2eaf5740a81.txt (Adventure Algorithms), "Subroutine 3. Workshop".
export const WORKSHOP: ListTable<Workshop> = {
  kind: 'list',
  id: 'aa.workshop',
  name: 'Workshop subroutine',
  source: { seed: SEED, table: 'Subroutine 3. Workshop' },
  rows: [{ name: 'Workshop', die: '1d6', placedPerRound: 1 }],
  errata: [
    {
      where: 'setting up the Craft (step 1)',
      printed: 'The GM sets up three piles of three dice each.',
      problem: 'The seed does not say whether the Craft dice are rolled or placed by choice, nor what happens if the piles already match.',
      resolution: 'The game rolls the Craft dice and rolls them again while every pile already has the same total.',
    },
  ],
};

// Seed 001_1a25a2eaf5740a81.txt (Adventure Algorithms), step 1 of
// "Subroutine 3. Workshop": the size of a Craft.
export const CRAFTS: ListTable<Craft> = {
  kind: 'list',
  id: 'aa.workshop-crafts',
  name: 'Workshop Craft sizes',
  source: { seed: SEED, table: 'Subroutine 3. Workshop' },
  rows: [
    { name: 'Standard', piles: 3, dicePerPile: 3 },
    { name: 'Complex', piles: 4, dicePerPile: 3 },
    { name: 'Very complex', piles: 5, dicePerPile: 3 },
  ],
  errata: [
    {
      where: 'Complex, Very complex',
      noPlayChange: 'every Craft the game sets is three piles: no larger Craft is played.',
      printed: 'More complex Crafts are allowed at the GM\'s discretion, with four or five piles.',
      problem: 'The number of dice in each pile is given only for the three-pile Craft.',
      resolution: 'Larger Crafts keep three dice per pile.',
    },
  ],
};

// Seed 001_1a25a2eaf5740a81.txt (Adventure Algorithms), step 2 of
// "Subroutine 3. Workshop": the Supply starts at the Class's dice, plus these.
export const SUPPLY_BONUSES: ListTable<SupplyBonus> = {
  kind: 'list',
  id: 'aa.workshop-supply-bonuses',
  name: 'Workshop Supply bonuses',
  source: { seed: SEED, table: 'Subroutine 3. Workshop' },
  rows: [
    { name: 'Adequate assistance', bonus: 1 },
    { name: 'Ample time', bonus: 1 },
    { name: 'Specialised facility', bonus: 1 },
  ],
};
