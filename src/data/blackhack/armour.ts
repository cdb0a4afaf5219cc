import type { ListTable } from '../table.js';
import type { ArmourValue } from './schema.js';

// Seed 004_7cb40a2b79f5a3df.txt, "Armor Value Table" (section 3, ARMOUR).
// Each point of AV is one d6 Armour Die; only the best armour counts.
export const ARMOUR_VALUES: ListTable<ArmourValue> = {
  kind: 'list',
  id: 'blackhack.armour-values',
  name: 'Armour Value',
  source: { seed: '004_7cb40a2b79f5a3df.txt', table: 'Armor Value Table' },
  rows: [
    { name: 'Cloth / Improvised', av: 1, poolBonus: 0 },
    { name: 'Leather', av: 2, poolBonus: 0 },
    { name: 'Chain Mail', av: 3, poolBonus: 0 },
    { name: 'Plate & Mail', av: 4, poolBonus: 0 },
    { name: 'Shield / Helmet', av: null, poolBonus: 1 },
  ],
  errata: [
    {
      where: 'Plate & Mail',
      noPlayChange: 'a name: the price list\'s plate armour and this row are one armour, played as AV 4 under either name.',
      printed: 'Plate & Mail | 4',
      problem: 'The price list calls the AV 4 armour "plate armour" and its repair "one Broken plate Armour Die".',
      resolution: 'The price-list "plate armour" is this row (its armourType names it).',
    },
  ],
};
