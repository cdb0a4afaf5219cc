import type { ListTable } from '../table.js';
import type { Reaction, ReactionTrigger } from './schema.js';

const SEED = '002_0e1f0607dc69d40d.txt';

// Seed 002_0e1f0607dc69d40d.txt (Hackssential, chapter V), "V.4 Reaction": the check.
export const REACTION: ListTable<Reaction> = {
  kind: 'list',
  id: 'hackssential.reaction',
  name: 'Reaction check',
  source: { seed: SEED, table: 'V.4 Reaction' },
  rows: [{ name: 'Reaction check', die: '1d10', atMostScore: 'SOM', turnsLostOnFailure: 1 }],
};

// Seed 002_0e1f0607dc69d40d.txt (Hackssential, chapter V), "V.4 Reaction": the
// seed's (open-ended) lists of occasions for a Reaction check.
export const REACTION_TRIGGERS: ListTable<ReactionTrigger> = {
  kind: 'list',
  id: 'hackssential.reaction-triggers',
  name: 'Occasions for a Reaction check',
  source: { seed: SEED, table: 'V.4 Reaction' },
  rows: [
    { name: 'Ambushed', context: 'combat' },
    { name: 'First ally down', context: 'combat' },
    { name: 'More than half the allies dead', context: 'combat' },
    { name: 'Cornered', context: 'combat' },
    { name: 'Attacked by two or more foes', context: 'combat' },
    { name: 'Acting against the clock', context: 'non-combat' },
    { name: 'Threatened', context: 'non-combat' },
    { name: 'Seeing or doing something against one\'s Morality', context: 'non-combat' },
    { name: 'Coming round from a stunning blow', context: 'non-combat' },
  ],
};
