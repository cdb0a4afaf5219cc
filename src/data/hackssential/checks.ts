import type { ListTable } from '../table.js';
import type { CheckType, Threshold } from './schema.js';

const SEED = '002_0e1f0607dc69d40d.txt';

// Seed 002_0e1f0607dc69d40d.txt (Hackssential, chapter V), "V.7 Checks": the two
// kinds of Action Resolution Check. Either succeeds only on a strictly higher result.
export const CHECK_TYPES: ListTable<CheckType> = {
  kind: 'list',
  id: 'hackssential.check-types',
  name: 'Kinds of check',
  source: { seed: SEED, table: 'V.7 Checks' },
  rows: [
    { name: 'Against a threshold', abbreviation: 'ARCT', opposed: false, note: 'Beat a hidden number the GM sets by difficulty; a tie fails.' },
    { name: 'Opposed', abbreviation: 'ARCO', opposed: true, note: 'Both sides roll; the actor must beat the other result, a tie fails.' },
  ],
};

// Seed 002_0e1f0607dc69d40d.txt (Hackssential, chapter V), "V.7 Checks": the ARCT
// difficulty levels.
export const THRESHOLDS: ListTable<Threshold> = {
  kind: 'list',
  id: 'hackssential.thresholds',
  name: 'ARCT difficulty thresholds',
  source: { seed: SEED, table: 'V.7 Checks' },
  rows: [
    { rank: 1, name: 'Trivial', bestCaseCs: 1, worstCaseCs: 5, threshold: null, note: 'An ordinary character hardly fails.' },
    { rank: 2, name: 'Easy', bestCaseCs: 2, worstCaseCs: 6, threshold: null, note: 'Routine work with little pressure.' },
    { rank: 3, name: 'Simple', bestCaseCs: 3, worstCaseCs: 7, threshold: null, note: 'An everyday task made harder by haste or stress.' },
    { rank: 4, name: 'Average', bestCaseCs: 4, worstCaseCs: 8, threshold: null, note: 'Needs proper training.' },
    { rank: 5, name: 'Complex', bestCaseCs: 5, worstCaseCs: 9, threshold: null, note: 'Hard even for the trained.' },
    { rank: 6, name: 'Hard', bestCaseCs: 6, worstCaseCs: 10, threshold: null, note: 'Calls for great effort or uncommon knowledge.' },
    { rank: 7, name: 'Heroic', bestCaseCs: 7, worstCaseCs: 11, threshold: null, note: 'All but impossible.' },
  ],
  errata: [
    {
      where: 'threshold values',
      noPlayChange: 'the game does not play ARCT thresholds (RULES.md takes only reactions, load and movement).',
      printed: 'the thresholds are fixed values defined by the GM, corresponding to the level of complexity of the action performed:',
      problem: 'The table of threshold values is missing from the seed; only the seven names and how the values were chosen survive.',
      resolution: 'threshold is null on every row; the game does not use ARCT thresholds.',
    },
    {
      where: 'bestCaseCs / worstCaseCs from Simple on',
      noPlayChange: 'the game does not play ARCT thresholds (RULES.md takes only reactions, load and movement).',
      printed: 'the easy works the same for a CS score of 2 (best case scenario) and of 6 (worst case scenario), and so forth.',
      problem:
        'Only Trivial (1 and 5) and Easy (2 and 6) are spelled out; the rest follow from "and so forth". Heroic\'s worst case then needs a CS of 11, above the 1-10 range the chapter\'s scores (such as Control) use.',
      resolution: 'Each level adds 1 to both anchors, as the pattern implies; Heroic keeps 11, meaning no character succeeds at it in the worst case.',
    },
  ],
};
