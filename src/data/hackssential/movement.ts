import type { ListTable } from '../table.js';
import type { Movement } from './schema.js';

// Seed 002_0e1f0607dc69d40d.txt (Hackssential, chapter V), "V.2 Movement": MOV by
// Control score. Looked up by score, not rolled, so it is a list table whose rows
// cover Control 1 to 10.
export const MOVEMENT: ListTable<Movement> = {
  kind: 'list',
  id: 'hackssential.movement',
  name: 'Movement rate (MOV) by Control',
  source: { seed: '002_0e1f0607dc69d40d.txt', table: 'V.2 Movement' },
  rows: [
    { min: 1, max: 2, name: 'Minimum', mov: 4 },
    { min: 3, max: 4, name: 'Below average', mov: 6 },
    { min: 5, max: 6, name: 'Average', mov: 8 },
    { min: 7, max: 8, name: 'Above average', mov: 10 },
    { min: 9, max: 10, name: 'Maximum', mov: 12 },
  ],
  errata: [
    {
      where: 'the MOV table',
      printed: 'a score in Control higher than average grants a bonus while a score lower than average imposes a malus as follows:',
      problem: 'The numeric table this sentence introduces is missing from the seed; nothing follows the colon.',
      resolution:
        'The rows come from the qualitative list the seed gives as equivalent: 4 m/turn at Control 1-2, 8 at 5-6, 12 at 9-10, and 2 less or more than 8 at 3-4 and 7-8.',
    },
  ],
};
