import type { ListTable } from '../table.js';
import type { Survey, SurveyField } from './schema.js';

const SEED = '001_1a25a2eaf5740a81.txt';

// Seed 001_1a25a2eaf5740a81.txt (Adventure Algorithms), "Subroutine 2. Survey".
export const SURVEY: ListTable<Survey> = {
  kind: 'list',
  id: 'aa.survey',
  name: 'Survey subroutine',
  source: { seed: SEED, table: 'Subroutine 2. Survey' },
  rows: [
    {
      name: 'Survey',
      supplyDie: '1d6',
      helperFace: 6,
      fieldDie: '1d6',
      fieldDice: 10,
      layout: 'triangle',
      corners: 3,
      prizeMinCount: 2,
    },
  ],
  errata: [
    {
      where: 'helperFace (step 2)',
      noPlayChange: 'the hero adventures alone: no helper ever adds to the Supply.',
      printed: 'multiple characters may assist the leader by rolling their dice and adding their s to the Supply.',
      problem: 'The die face that helpers contribute is missing from the text.',
      resolution: 'Helpers add their sixes, as in the Quick Formula\'s teaming-up rule (see aa.quick-formula).',
    },
    {
      where: 'adjacency (step 5)',
      printed: 'You may explore corner dice, or dice adjacent to already explored ones.',
      problem: 'The seed compares the Field to racked billiard balls but never says which dice are adjacent.',
      resolution:
        'Dice are adjacent when they would touch as racked balls: the neighbours left and right in the same row and the two nearest in each row above and below, up to six. The corners are the apex and the two ends of the longest row.',
    },
  ],
};

// Seed 001_1a25a2eaf5740a81.txt (Adventure Algorithms), "Subroutine 2. Survey":
// the standard Field and the larger ones of the variant rule.
export const SURVEY_FIELDS: ListTable<SurveyField> = {
  kind: 'list',
  id: 'aa.survey-fields',
  name: 'Survey Field sizes',
  source: { seed: SEED, table: 'Subroutine 2. Survey' },
  rows: [
    { name: 'Standard', dice: 10, rows: 4 },
    { name: 'Large', dice: 15, rows: 5 },
    { name: 'Very large', dice: 21, rows: 6 },
  ],
};
