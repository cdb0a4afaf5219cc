import type { ListTable } from '../table.js';
import type { AttributeInfo, AttributeRoll, TestGuidance } from './schema.js';

const seed = '004_7cb40a2b79f5a3df.txt';

// Seed 004_7cb40a2b79f5a3df.txt, "A. ROLL DICE FOR THEIR ATTRIBUTES" and "B. SWAP TWO ATTRIBUTES".
export const ATTRIBUTE_ROLL: ListTable<AttributeRoll> = {
  kind: 'list',
  id: 'blackhack.attribute-roll',
  name: 'Rolling attributes',
  source: { seed, table: 'A. ROLL DICE FOR THEIR ATTRIBUTES' },
  rows: [
    {
      name: '3d6 in order',
      dice: '3d6',
      order: ['STR', 'DEX', 'CON', 'INT', 'WIS', 'CHA'],
      highRoll: 14,
      nextValue: 7,
      swaps: 1,
    },
  ],
  errata: [
    {
      where: 'the 14+ rule',
      noPlayChange: 'CHA is rolled last, so a 14+ on it has no next attribute to act on: nothing is played either way.',
      printed: 'If you roll 14+, don’t roll dice for the next Attribute - instead it will be 7.',
      problem: 'Says nothing of a 14+ on the last attribute (CHA), which has no next one.',
      resolution: 'A 14+ on CHA has no further effect.',
    },
  ],
};

// Seed 004_7cb40a2b79f5a3df.txt, the six attribute headings under "B. SWAP TWO ATTRIBUTES".
export const ATTRIBUTES: ListTable<AttributeInfo> = {
  kind: 'list',
  id: 'blackhack.attributes',
  name: 'Attributes',
  source: { seed, table: 'B. SWAP TWO ATTRIBUTES' },
  rows: [
    { name: 'STR', title: 'Strength', governs: 'Raw force; melee attacks.' },
    { name: 'DEX', title: 'Dexterity', governs: 'Speed and agility; ranged attacks.' },
    { name: 'CON', title: 'Constitution', governs: 'Toughness and health.' },
    { name: 'INT', title: 'Intelligence', governs: 'Learning and reasoning; Wizard spells.' },
    { name: 'WIS', title: 'Wisdom', governs: 'Awareness and intuition; Cleric prayers.' },
    { name: 'CHA', title: 'Charisma', governs: 'Force of personality; influencing others.' },
  ],
};

// Seed 004_7cb40a2b79f5a3df.txt, "CHOOSING THE RIGHT ATTRIBUTE TO TEST": the test kinds a
// Background can cover.
export const TEST_GUIDANCE: ListTable<TestGuidance> = {
  kind: 'list',
  id: 'blackhack.test-guidance',
  name: 'Which attribute to test',
  source: { seed, table: 'CHOOSING THE RIGHT ATTRIBUTE TO TEST' },
  rows: [
    { name: 'unavoidable harm', attribute: 'STR', summary: 'Damage that cannot be dodged.' },
    { name: 'athletics', attribute: 'STR', summary: 'Running, lifting, carrying.' },
    { name: 'melee and grappling', attribute: 'STR', summary: 'Close combat; holding or shoving a foe.' },
    { name: 'dodgeable harm', attribute: 'DEX', summary: 'Damage that can be avoided by moving.' },
    { name: 'acrobatics', attribute: 'DEX', summary: 'Jumping, aiming, keeping balance.' },
    { name: 'stealth', attribute: 'DEX', summary: 'Staying unseen.' },
    { name: 'ranged and quick foes', attribute: 'DEX', summary: 'Missile combat; hitting or handling a fast opponent.' },
    { name: 'poison, disease and death magic', attribute: 'CON', summary: 'Resisting bodily afflictions.' },
    { name: 'healing and endurance', attribute: 'CON', summary: 'Recovering and holding out.' },
    { name: 'physical resolve', attribute: 'CON', summary: 'Lasting through long physical strain.' },
    { name: 'resisting magic', attribute: 'INT', summary: 'Shrugging off spells.' },
    { name: 'lore and languages', attribute: 'INT', summary: 'Remembering facts and tongues.' },
    { name: 'knowing what to do', attribute: 'INT', summary: 'Working out the right method.' },
    { name: 'seeing through deception', attribute: 'WIS', summary: 'Spotting lies and illusions.' },
    { name: 'searching and listening', attribute: 'WIS', summary: 'Finding things; hearing things.' },
    { name: 'knowing when to act', attribute: 'WIS', summary: 'Picking the right moment.' },
    { name: 'resisting charm', attribute: 'CHA', summary: 'Throwing off charm-type magic.' },
    { name: 'persuasion and performance', attribute: 'CHA', summary: 'Convincing or entertaining others.' },
    { name: 'imposing your will', attribute: 'CHA', summary: 'Making others yield.' },
  ],
};
