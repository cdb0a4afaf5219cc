import type { ListTable } from '../table.js';
import type { DoubleAction, EsAdjustment } from './schema.js';

const SEED = '002_0e1f0607dc69d40d.txt';

// Seed 002_0e1f0607dc69d40d.txt (Hackssential, chapter V), "V.6 Action": what a
// character allowed two actions in a turn may do with them.
export const DOUBLE_ACTIONS: ListTable<DoubleAction> = {
  kind: 'list',
  id: 'hackssential.double-actions',
  name: 'Uses of two actions in a turn',
  source: { seed: SEED, table: 'V.6 Action' },
  rows: [
    { name: 'Same ES twice', note: 'Two actions with one ES.' },
    { name: 'ES and move', note: 'One ES action combined with movement.' },
    { name: 'Second ES', note: 'Actions with another ES, which must also allow two.' },
    { name: 'Re-roll', note: 'Roll the first action again and keep the new result, even if worse.' },
  ],
  errata: [
    {
      where: 'actions per ES score',
      noPlayChange: 'the game does not play Hackssential ES (RULES.md takes only reactions, load and movement).',
      printed: 'the score of an ES defines the number of actions a character can perform in a turn:',
      problem: 'The table of actions per turn by ES score is missing from the seed; only its use (two or three actions) is described.',
      resolution: 'No score-to-actions rows are shipped; the game does not use Hackssential ES (RULES.md takes only reactions, load and movement).',
    },
  ],
};

// Seed 002_0e1f0607dc69d40d.txt (Hackssential, chapter V), "V.6 Action": the two
// cases of the ES adjustment in ARC = CS score + MI + ES Adj. + other adjustments.
export const ES_ADJUSTMENT: ListTable<EsAdjustment> = {
  kind: 'list',
  id: 'hackssential.es-adjustment',
  name: 'ES adjustment',
  source: { seed: SEED, table: 'V.6 Action' },
  rows: [
    { name: 'Positive', when: 'roll <= ES score', yields: 'roll' },
    { name: 'Negative', when: 'roll > ES score', yields: 'ES score - roll' },
  ],
  errata: [
    {
      where: 'die per ES score',
      noPlayChange: 'the game does not play Hackssential ES (RULES.md takes only reactions, load and movement).',
      printed: 'where the ES Adjustment is based on the below table:',
      problem: 'The table giving the die rolled for each ES score is missing from the seed.',
      resolution: 'Only the two cases of the adjustment are shipped; without the dice they cannot be rolled, and the game does not use them.',
    },
  ],
};
