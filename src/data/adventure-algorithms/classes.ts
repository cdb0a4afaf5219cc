import type { ListTable } from '../table.js';
import type { ClassRating, Constant } from './schema.js';

const SEED = '001_1a25a2eaf5740a81.txt';

// Seed 001_1a25a2eaf5740a81.txt (Adventure Algorithms), "Character Advancement":
// how many Class dice a character has and may gain.
export const CLASS_RULES: ListTable<Constant> = {
  kind: 'list',
  id: 'aa.class-rules',
  name: 'Class dice limits',
  source: { seed: SEED, table: 'Character Advancement' },
  rows: [
    { name: 'Starting dice', value: 10, passage: 'Character Advancement', note: 'Spread over the Classes of a new player character.' },
    { name: 'Fewest starting Classes', value: 3, passage: 'Character Advancement', note: 'A new character has three or four Classes.' },
    { name: 'Most starting Classes', value: 4, passage: 'Character Advancement', note: 'A new character has three or four Classes.' },
    { name: 'Most dice in a starting Class', value: 4, passage: 'Character Advancement', note: 'Cap on any one Class at creation.' },
    { name: 'Most dice in a Class', value: 6, passage: 'Character Advancement', note: 'Cap on any one Class ever.' },
    { name: 'Dice per advancement', value: 1, passage: 'Character Advancement', note: 'Added to one Class at the end of an adventure or a major milestone.' },
  ],
  errata: [
    {
      where: 'Starting dice (Captain Dirk example)',
      noPlayChange: 'the sample character is not played, and heroes take their Class dice from their Black Hack class.',
      printed: 'Former Mercenary/4\n\nHeroic Starship Captain/3\n\nPart-time Gourmet Chef/2',
      problem: 'The sample character, shown before the creation rules, has 4 + 3 + 2 = 9 dice, not the 10 a new character starts with; the seed never says whether he is new.',
      resolution: 'The rule (10 dice) is shipped; the sample is treated as an illustration only.',
    },
  ],
};

// Seed 001_1a25a2eaf5740a81.txt (Adventure Algorithms), "Character Classes and
// details thereof": what a number of Class dice means.
export const CLASS_RATINGS: ListTable<ClassRating> = {
  kind: 'list',
  id: 'aa.class-ratings',
  name: 'What Class dice mean',
  source: { seed: SEED, table: 'Character Classes and details thereof' },
  rows: [
    { dice: 1, name: 'Rookie' },
    { dice: 3, name: 'Expert' },
    { dice: 6, name: 'Demigod' },
  ],
};
