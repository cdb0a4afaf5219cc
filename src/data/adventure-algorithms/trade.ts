import type { ListTable } from '../table.js';
import type { Trade } from './schema.js';

// Seed 001_1a25a2eaf5740a81.txt (Adventure Algorithms), "Optional rule: Trade and wealth".
export const TRADE: ListTable<Trade> = {
  kind: 'list',
  id: 'aa.trade',
  name: 'Trade and wealth',
  source: { seed: '001_1a25a2eaf5740a81.txt', table: 'Optional rule: Trade and wealth' },
  rows: [{ name: 'Trade and wealth', failedPaymentLoss: 1, cargoSaleGain: 1 }],
  errata: [
    {
      where: 'bill difficulty',
      noPlayChange: 'the game does not play the Trade subroutine: the shop sells at its rolled prices.',
      printed: 'Difficulty will depend on how expensive the bill is.',
      problem: 'No scale of difficulties by price is given.',
      resolution: 'Bills use the Quick Formula difficulties (aa.difficulties): 10 for a heavy bill, 20 for a ruinous one.',
    },
  ],
};
