import type { DieTable } from '../table.js';
import type { NamedRoll } from './schema.js';

// Seed 004_7cb40a2b79f5a3df.txt, "D12 INSPIRATION" (background ideas).
export const BACKGROUND_INSPIRATION: DieTable<NamedRoll> = {
  kind: 'die',
  id: 'blackhack.background-inspiration',
  name: 'Background inspiration',
  source: { seed: '004_7cb40a2b79f5a3df.txt', table: 'D12 INSPIRATION' },
  die: '1d12',
  rows: [
    { min: 1, max: 1, name: 'Raised as a poor street child' },
    { min: 2, max: 2, name: 'Escaped being held prisoner' },
    { min: 3, max: 3, name: 'Won freedom through valour' },
    { min: 4, max: 4, name: 'Reputation ruined by vices' },
    { min: 5, max: 5, name: 'Fleeing a broken noble house' },
    { min: 6, max: 6, name: 'Sold to a wizard as a child' },
    { min: 7, max: 7, name: 'Fought a distant, useless war' },
    { min: 8, max: 8, name: 'Smuggler of illegal goods' },
    { min: 9, max: 9, name: 'Chosen as a god’s instrument' },
    { min: 10, max: 10, name: 'Survived an arcane disaster' },
    { min: 11, max: 11, name: 'Child of political exiles' },
    { min: 12, max: 12, name: 'Lost heir to an old throne' },
  ],
};
