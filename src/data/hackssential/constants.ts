import type { ListTable } from '../table.js';
import type { Constant } from './schema.js';

// Seed 002_0e1f0607dc69d40d.txt (Hackssential, chapter V): single numbers from
// "V.1 Time", "V.3 Load" and "V.8 Bonus/malus".
export const CONSTANTS: ListTable<Constant> = {
  kind: 'list',
  id: 'hackssential.constants',
  name: 'Hackssential rules constants',
  source: { seed: '002_0e1f0607dc69d40d.txt', table: 'V. Mechanics' },
  rows: [
    { name: 'Turn length (seconds)', value: 6, passage: 'V.1 Time', note: 'Everything inside one turn counts as simultaneous.' },
    { name: 'Unencumbered item limit', value: 3, passage: 'V.3 Load', note: 'Inventory Items a character carries freely.' },
    { name: 'Max load base', value: 3, passage: 'V.3 Load', note: 'Max load is this many Inventory Items plus BU.' },
    { name: 'Control per item over max load', value: -1, passage: 'V.3 Load', note: 'Cumulative, and movement follows the lowered Control.' },
    { name: 'Advantage', value: 1, passage: 'V.8 Bonus/malus', note: 'Added to the check for each favourable circumstance.' },
    { name: 'Disadvantage', value: -1, passage: 'V.8 Bonus/malus', note: 'Added to the check for each unfavourable circumstance.' },
  ],
};
