import type { DieTable, ListTable } from '../table.js';
import type { Advancement, Carousing, ExperienceSource } from './schema.js';

const seed = '004_7cb40a2b79f5a3df.txt';

// Seed 004_7cb40a2b79f5a3df.txt, "GAINING EXPERIENCE": what earns an Experience.
export const EXPERIENCES: ListTable<ExperienceSource> = {
  kind: 'list',
  id: 'blackhack.experiences',
  name: 'Ways to gain an Experience',
  source: { seed, table: 'GAINING EXPERIENCE' },
  rows: [
    { name: 'Named enemy', summary: 'Beat a powerful named foe, in a fight or by foiling its plans.' },
    { name: 'New level', summary: 'Find a dungeon’s entrance or a new, deeper level of it and start exploring.' },
    { name: 'Ancient artefact', summary: 'Recover a magic item from a bygone age.' },
    { name: 'Quest', summary: 'Finish a quest given by an NPC.' },
    { name: 'Deadly threat', summary: 'Defeat, disarm or live through a lethal trap or curse.' },
    { name: 'Glorious failure', summary: 'Fail so dramatically that the whole table agrees it counts.' },
  ],
};

// Seed 004_7cb40a2b79f5a3df.txt, "USING EXPERIENCE TO GAIN LEVELS & POWER" and "SHARING EXPERIENCE".
export const ADVANCEMENT: ListTable<Advancement> = {
  kind: 'list',
  id: 'blackhack.advancement',
  name: 'Sharing Experiences',
  source: { seed, table: 'SHARING EXPERIENCE' },
  rows: [
    {
      name: 'Carousing',
      experiencesNeeded: 'level',
      costPerStory: '1d6',
      carousingRoll: 'highest',
      carousingTable: 'blackhack.carousing',
      summary:
        'Share Experiences equal to Level to gain a Level: one story and 1d6 coins of drink per Experience; the highest d6 is looked up on the Carousing table.',
    },
  ],
  errata: [
    {
      where: 'unpaid cost',
      printed: 'if they don’t have the coin - the GM will determine the amount of debt they owe and to whom.',
      problem: 'Left to the GM.',
      resolution: 'The shortfall becomes a debt to the tavern, taken from the next coins the hero brings Home.',
    },
  ],
};

// Seed 004_7cb40a2b79f5a3df.txt, "Carousing Table" (read with the highest of the story d6s).
export const CAROUSING: DieTable<Carousing> = {
  kind: 'die',
  id: 'blackhack.carousing',
  name: 'Carousing',
  source: { seed, table: 'Carousing Table' },
  die: '1d6',
  rows: [
    { min: 1, max: 1, name: 'Drunk and Disorderly!', dice: null, duration: null,
      effect: 'A fine: roll all the story dice again and add them to the bill.' },
    { min: 2, max: 2, name: 'Drunken brawl', dice: null, duration: { unit: 'session', usageDie: null, dice: null },
      effect: 'Max HP drops by the hero’s Level until the next visit.' },
    { min: 3, max: 3, name: 'Fame', dice: null, duration: { unit: 'session', usageDie: null, dice: null },
      effect: 'CHA tests have Advantage.' },
    { min: 4, max: 4, name: 'Revelry!', dice: '1d20', duration: null,
      effect: 'Roll 1d20; above CHA raises CHA by 1.' },
    { min: 5, max: 5, name: 'Real story', dice: null, duration: null,
      effect: 'Rewrite the Background.' },
    { min: 6, max: 6, name: 'Secrets revealed', dice: null, duration: null,
      effect: 'Gain a second, new Background.' },
  ],
  errata: [
    {
      where: 'rolls 2 and 3',
      printed: 'regain them next session / for the remainder of the session',
      problem: 'A session is real time; the computer game has none.',
      resolution: 'A session is one visit to the dungeon: the lost Max HP returns and Fame ends when the hero next comes Home.',
    },
  ],
};
