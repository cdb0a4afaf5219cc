import type { ListTable } from '../table.js';
import type { DeclarationOrder } from './schema.js';

// Seed 002_0e1f0607dc69d40d.txt (Hackssential, chapter V), "V.5 Sequence": the order
// in which participants declare actions, with its tie-breaks.
export const DECLARATION_ORDER: ListTable<DeclarationOrder> = {
  kind: 'list',
  id: 'hackssential.declaration-order',
  name: 'Order of declaration',
  source: { seed: '002_0e1f0607dc69d40d.txt', table: 'V.5 Sequence' },
  rows: [
    { order: 1, name: 'Composure', key: 'SOM', direction: 'ascending' },
    { order: 2, name: 'Empathy tie-break', key: 'Empathy', direction: 'ascending' },
    { order: 3, name: 'Roll-off', key: '1d10', direction: 'ascending' },
  ],
  errata: [
    {
      where: 'tie-breaks',
      noPlayChange: 'the game does not play Hackssential\'s declaration order (RULES.md takes only reactions, load and movement).',
      printed: 'In case of a tie, the order is resolved on Empathy score, lastly on a 1d10 roll.',
      problem: 'The direction of the Empathy and 1d10 tie-breaks is not given, only that SOM runs from lowest to highest.',
      resolution: 'Both tie-breaks run lowest first, like SOM.',
    },
  ],
};
