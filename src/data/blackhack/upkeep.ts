import type { ListTable } from '../table.js';
import type { Load, Rest } from './schema.js';

const seed = '004_7cb40a2b79f5a3df.txt';

// Seed 004_7cb40a2b79f5a3df.txt, "RESTING" (with the Broken Armour Die roll of "ARMOUR":
// above the armour's AV mends the die, otherwise it stays Broken until an armourer repairs it).
export const RESTING: ListTable<Rest> = {
  kind: 'list',
  id: 'blackhack.resting',
  name: 'Resting',
  source: { seed, table: 'RESTING' },
  rows: [
    {
      name: 'Hour of rest',
      unit: 'hours',
      hitDiceRolled: 1,
      rollsBrokenArmour: true,
      summary: 'Roll one Hit Die and regain that many HP; roll each Broken Armour Die.',
    },
    {
      name: 'Day of rest',
      unit: 'days',
      hitDiceRolled: 'all',
      rollsBrokenArmour: true,
      summary: 'With no STR or DEX tests taken, roll every Hit Die and regain that many HP.',
    },
  ],
};

// Seed 004_7cb40a2b79f5a3df.txt, "INVENTORY".
export const INVENTORY: ListTable<Load> = {
  kind: 'list',
  id: 'blackhack.inventory',
  name: 'Inventory load',
  source: { seed, table: 'INVENTORY' },
  rows: [
    { name: 'Unencumbered', maxItemsTimesStr: 1, allowed: true, disadvantageOnAllTests: false },
    { name: 'Encumbered', maxItemsTimesStr: 2, allowed: true, disadvantageOnAllTests: true },
    { name: 'Over the limit', maxItemsTimesStr: null, allowed: false, disadvantageOnAllTests: true },
  ],
};
