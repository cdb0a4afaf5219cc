import type { ListTable } from '../table.js';
import type { Constant } from './schema.js';

// Seed 000_8e51eaf48aa97e98.txt (ASCII @HACK!): single numbers from the token
// passage, "Home Prep" and "Inventory Limits".
export const CONSTANTS: ListTable<Constant> = {
  kind: 'list',
  id: 'athack.constants',
  name: '@HACK! rules constants',
  source: { seed: '000_8e51eaf48aa97e98.txt', table: 'Tokens, Home Prep, Inventory Limits' },
  rows: [
    { name: 'Starting tokens', value: 20, passage: 'Tokens', note: 'Every player, Adventurer and Opposition alike, begins with this many.' },
    { name: 'Gear limit', value: 10, passage: 'Inventory Limits', note: 'Most pieces of Gear the Adventurer may carry; the rest waits in the Home Bank.' },
    {
      name: 'Largest Gear die at Home',
      value: 8,
      passage: 'Home Prep',
      note: 'Gear bought at Home (starting Gear included) is at most a d8; Gear found in Zones has no such cap.',
    },
  ],
};
