import type { ListTable } from '../table.js';
import type { UsageAverage, UsageDieStep } from './schema.js';

const seed = '004_7cb40a2b79f5a3df.txt';

// Seed 004_7cb40a2b79f5a3df.txt, "LIMITED RESOURCES AND THE USAGE DIE": the chain
// Ud20 > Ud12 > Ud10 > Ud8 > Ud6 > Ud4, stepping down on a roll of 1–2.
export const USAGE_DIE: ListTable<UsageDieStep> = {
  kind: 'list',
  id: 'blackhack.usage-die',
  name: 'Usage Die chain',
  source: { seed, table: 'LIMITED RESOURCES AND THE USAGE DIE' },
  rows: [
    { name: 'd20', sides: 20, downgradeOn: { min: 1, max: 2 }, next: 'd12' },
    { name: 'd12', sides: 12, downgradeOn: { min: 1, max: 2 }, next: 'd10' },
    { name: 'd10', sides: 10, downgradeOn: { min: 1, max: 2 }, next: 'd8' },
    { name: 'd8', sides: 8, downgradeOn: { min: 1, max: 2 }, next: 'd6' },
    { name: 'd6', sides: 6, downgradeOn: { min: 1, max: 2 }, next: 'd4' },
    { name: 'd4', sides: 4, downgradeOn: { min: 1, max: 2 }, next: null },
  ],
};

// Seed 004_7cb40a2b79f5a3df.txt, "UD AVERAGE USES Table". The printed figures are
// kept verbatim for the odds tool (the exact expectation is the sum of sides/2
// down the chain: 2, 5, 9, 14, 20, 30).
export const USAGE_AVERAGE_USES: ListTable<UsageAverage> = {
  kind: 'list',
  id: 'blackhack.usage-die-average-uses',
  name: 'Usage Die average uses',
  source: { seed, table: 'UD AVERAGE USES Table' },
  rows: [
    { name: 'd4', printedAverage: '2' },
    { name: 'd6', printedAverage: '5' },
    { name: 'd8', printedAverage: '9' },
    { name: 'd10', printedAverage: '14' },
    { name: 'd12', printedAverage: '20' },
    { name: 'd20', printedAverage: '30' },
  ],
};
