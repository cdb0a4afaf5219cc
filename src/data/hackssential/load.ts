import type { ListTable } from '../table.js';
import type { LoadTier } from './schema.js';

// Seed 002_0e1f0607dc69d40d.txt (Hackssential, chapter V), "V.3 Load": the load tiers.
export const LOAD_TIERS: ListTable<LoadTier> = {
  kind: 'list',
  id: 'hackssential.load-tiers',
  name: 'Load tiers',
  source: { seed: '002_0e1f0607dc69d40d.txt', table: 'V.3 Load' },
  rows: [
    { name: 'Unencumbered', maxItems: { base: 3, perBody: 0 }, minControl: null, controlPerExtraItem: 0, note: 'Three Inventory Items or fewer.' },
    { name: 'Encumbered', maxItems: { base: 3, perBody: 1 }, minControl: null, controlPerExtraItem: 0, note: 'More than three, up to max load (3 + BU).' },
    { name: 'Burdened', maxItems: null, minControl: 3, controlPerExtraItem: -1, note: 'Past max load, while Control stays at 3 or more.' },
    { name: 'Overloaded', maxItems: null, minControl: null, controlPerExtraItem: -1, note: 'The load has pushed Control down to 2 or less.' },
  ],
  errata: [
    {
      where: 'Encumbered / Burdened boundary',
      printed: 'Burdened: From max load until CO score reduced to 3.',
      problem: 'Encumbered runs "up to max load" and Burdened "from max load", so a character carrying exactly 3 + BU items fits both.',
      resolution: 'Exactly max load is Encumbered; Burdened starts with the first item over it, which is also when the Control penalty starts.',
    },
    {
      where: 'Overloaded',
      printed: 'Overloaded: When CO score is reduced to 2 due to the nr of II.',
      problem: 'Only Control 2 is named; a load that drives Control lower, or a character already near the bottom, is not covered.',
      resolution: 'Overloaded is every load past max load that leaves Control at 2 or less; Control does not drop below 1.',
    },
  ],
};
