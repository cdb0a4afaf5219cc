import type { DieTable } from '../table.js';
import type { NamedRoll } from './schema.js';

const seed = '004_7cb40a2b79f5a3df.txt';

// Seed 004_7cb40a2b79f5a3df.txt, "D6 WAR TROPHY" (Warrior).
export const WAR_TROPHY: DieTable<NamedRoll> = {
  kind: 'die',
  id: 'blackhack.war-trophy',
  name: 'Warrior war trophy',
  source: { seed, table: 'D6 WAR TROPHY' },
  die: '1d6',
  rows: [
    { min: 1, max: 1, name: 'Scalp of an enemy chieftain' },
    { min: 2, max: 2, name: 'Vial of widow’s tears' },
    { min: 3, max: 3, name: 'My lord’s sundered shield' },
    { min: 4, max: 4, name: 'Ears from a goblin tribe' },
    { min: 5, max: 5, name: 'An enemy’s heraldic banner' },
    { min: 6, max: 6, name: 'A dragon-tooth pendant' },
  ],
};

// Seed 004_7cb40a2b79f5a3df.txt, "D6 LUCKY CHARM" (Thief).
export const LUCKY_CHARM: DieTable<NamedRoll> = {
  kind: 'die',
  id: 'blackhack.lucky-charm',
  name: 'Thief lucky charm',
  source: { seed, table: 'D6 LUCKY CHARM' },
  die: '1d6',
  rows: [
    { min: 1, max: 1, name: 'Oversized moon-shaped coin' },
    { min: 2, max: 2, name: 'Bag of knuckle bones' },
    { min: 3, max: 3, name: 'Locket with a portrait' },
    { min: 4, max: 4, name: 'Praying hand tattoo' },
    { min: 5, max: 5, name: 'Eyepatch (both eyes are fine)' },
    { min: 6, max: 6, name: 'Fishhook made of gold' },
  ],
};

// Seed 004_7cb40a2b79f5a3df.txt, "D6 HOLY SYMBOL" (Cleric).
export const HOLY_SYMBOL: DieTable<NamedRoll> = {
  kind: 'die',
  id: 'blackhack.holy-symbol',
  name: 'Cleric holy symbol',
  source: { seed, table: 'D6 HOLY SYMBOL' },
  die: '1d6',
  rows: [
    { min: 1, max: 1, name: 'Mummified pointing hand' },
    { min: 2, max: 2, name: 'Ornately engraved crescent' },
    { min: 3, max: 3, name: 'Small vial of divine blood' },
    { min: 4, max: 4, name: 'Flaming brass hammer' },
    { min: 5, max: 5, name: 'Face made of thorns' },
    { min: 6, max: 6, name: 'Thrice knotted cord' },
  ],
};

// Seed 004_7cb40a2b79f5a3df.txt, "D6 FAMILIAR" (Wizard).
export const FAMILIAR: DieTable<NamedRoll> = {
  kind: 'die',
  id: 'blackhack.familiar',
  name: 'Wizard familiar',
  source: { seed, table: 'D6 FAMILIAR' },
  die: '1d6',
  rows: [
    { min: 1, max: 1, name: 'A 6-inch tall moon-faced man' },
    { min: 2, max: 2, name: 'Spellbook with legs and tail' },
    { min: 3, max: 3, name: 'Three eyed hummingbird' },
    { min: 4, max: 4, name: 'Small swarm of ladybugs' },
    { min: 5, max: 5, name: 'A toad with human legs' },
    { min: 6, max: 6, name: 'Luminescent crab' },
  ],
};
