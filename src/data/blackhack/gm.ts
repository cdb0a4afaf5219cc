import type { DieTable, ListTable } from '../table.js';
import type { Encounter, Morale, NamedRoll, Reaction } from './schema.js';

const seed = '004_7cb40a2b79f5a3df.txt';

// Seed 004_7cb40a2b79f5a3df.txt, "2d6 Reactions Table".
export const REACTIONS: DieTable<Reaction> = {
  kind: 'die',
  id: 'blackhack.reactions',
  name: 'Reactions',
  source: { seed, table: '2d6 Reactions Table' },
  die: '2d6',
  rows: [
    { min: 2, max: 2, name: 'Surrender/offer allegiance', attitude: 'friendly', effect: 'They give up, or offer to join the heroes.', alone: 'It gives up, or offers to join the heroes.' },
    { min: 3, max: 3, name: 'Give PCs an item/info/aid', attitude: 'friendly', effect: 'They hand over an item, news or help.', alone: 'It hands over an item, news or help.' },
    { min: 4, max: 4, name: 'A mutually beneficial trade', attitude: 'friendly', effect: 'They offer a fair exchange.', alone: 'It offers a fair exchange.' },
    { min: 5, max: 5, name: 'Mistake the PCs for allies', attitude: 'friendly', effect: 'They take the heroes for friends.', alone: 'It takes the heroes for friends.' },
    { min: 6, max: 6, name: 'Wait for the PCs to act first', attitude: 'neutral', effect: 'They hold still and watch.', alone: 'It holds still and watches.' },
    { min: 7, max: 7, name: 'Withdraw to a safer location', attitude: 'neutral', effect: 'They back away out of danger.', alone: 'It backs away out of danger.' },
    { min: 8, max: 8, name: 'Demand the PCs withdraw', attitude: 'neutral', addDice: '1d6',
      effect: 'They order the heroes to leave, and stand their ground until attacked.', alone: 'It orders the heroes to leave, and stands its ground until attacked.' },
    { min: 9, max: 9, name: 'Call for reinforcements', attitude: 'neutral', reinforcements: '1d6', thenResult: 6,
      effect: 'They summon 1d6 more of their kind, then wait as for result 6.', alone: 'It summons 1d6 more of its kind, then waits as for result 6.' },
    { min: 10, max: 10, name: 'Trick the PCs', attitude: 'hostile', posesAs: { min: 2, max: 4 },
      effect: 'They feign a friendly result (2–4) while a fresh roll decides what they really intend.', alone: 'It feigns a friendly result (2–4) while a fresh roll decides what it really intends.' },
    { min: 11, max: 11, name: 'Capture the PCs', attitude: 'hostile', effect: 'They try to take the heroes prisoner.', alone: 'It tries to take the heroes prisoner.' },
    { min: 12, max: 12, name: 'Kill/eat the PCs', attitude: 'hostile', effect: 'They attack to kill.', alone: 'It attacks to kill.' },
  ],
  errata: [
    {
      where: 'roll 12',
      noPlayChange: 'the game plays result 8 as standing their ground until attacked (docs/rules.md), never adding its 1d6, so no total passes 12.',
      printed: '(*or more*) Kill/eat the PCs',
      problem: 'Result 8 can add 1d6 and push the total past 12, beyond the die range.',
      resolution: 'Totals above 12 read as 12.',
    },
    {
      where: 'roll 10',
      printed: 'Trick the PCs using result 2-4 (roll again for true intentions)',
      problem: 'Does not say how the pretended result is chosen, nor what the second roll is.',
      resolution: 'The pretence is a friendly face, shown without a roll of its own ("The Orc seems friendly…", as results 2–4 would be); the true intention is a new 2d6 roll on this table, re-rolling a 10.',
    },
  ],
};

// Seed 004_7cb40a2b79f5a3df.txt, "CREATURE MORALE".
export const MORALE: ListTable<Morale> = {
  kind: 'list',
  id: 'blackhack.morale',
  name: 'Morale',
  source: { seed, table: 'CREATURE MORALE' },
  rows: [
    {
      name: 'Morale Test',
      die: '1d12',
      passOn: 'on-or-under-highest-hd',
      groupOutPercent: 50,
      hpLostPercent: 50,
      summary:
        'When half a group is out, or a lone strong creature has lost half its HP, roll 1d12; above the highest HD present, they flee.',
    },
  ],
};

// Seed 004_7cb40a2b79f5a3df.txt, "D6 ENCOUNTER ROLL Table".
export const ENCOUNTER_ROLL: DieTable<Encounter> = {
  kind: 'die',
  id: 'blackhack.encounter-roll',
  name: 'Encounter roll',
  source: { seed, table: 'D6 ENCOUNTER ROLL Table' },
  die: '1d6',
  rows: [
    { min: 1, max: 1, name: 'Creature', effect: 'A creature turns up to be met.' },
    { min: 2, max: 2, name: 'Nearby life', effect: 'A sign that something lives close by.', rollsOn: 'blackhack.nearby-life' },
    { min: 3, max: 3, name: 'Faraway life', effect: 'A sign that something lives further off.', rollsOn: 'blackhack.faraway-life' },
    { min: 4, max: 4, name: 'Light fades', effect: 'A light source’s Usage Die drops one step.' },
    { min: 5, max: 5, name: 'Stress', effect: 'A random hero has Disadvantage on their next die roll.' },
    { min: 6, max: 6, name: 'Fatigue', effect: 'Each hero eats and drinks (a ration) or loses HP equal to their Level.' },
  ],
  errata: [
    {
      where: 'when to roll',
      printed: 'every 15 minutes of real time play in dangerous environments',
      problem: 'Measured in real playing time.',
      resolution: 'Every 3rd Minute of exploration (RULES.md section 2), and when the hero makes noise or lingers.',
    },
  ],
};

// Seed 004_7cb40a2b79f5a3df.txt, "D6 NEARBY LIFE Table".
export const NEARBY_LIFE: DieTable<NamedRoll> = {
  kind: 'die',
  id: 'blackhack.nearby-life',
  name: 'Signs of Nearby life',
  source: { seed, table: 'D6 NEARBY LIFE Table' },
  die: '1d6',
  rows: [
    { min: 1, max: 1, name: 'Bloody, still wet footprints' },
    { min: 2, max: 2, name: 'Still warm abandoned camp' },
    { min: 3, max: 3, name: 'Irregular approaching footsteps' },
    { min: 4, max: 4, name: 'Rancid smell of body odour' },
    { min: 5, max: 5, name: 'Knocking from a closed door' },
    { min: 6, max: 6, name: 'Nearby yelp of pain' },
  ],
};

// Seed 004_7cb40a2b79f5a3df.txt, "D6 FARAWAY LIFE Table".
export const FARAWAY_LIFE: DieTable<NamedRoll> = {
  kind: 'die',
  id: 'blackhack.faraway-life',
  name: 'Signs of Faraway life',
  source: { seed, table: 'D6 FARAWAY LIFE Table' },
  die: '1d6',
  rows: [
    { min: 1, max: 1, name: 'Quiet shouts and fighting' },
    { min: 2, max: 2, name: 'Delicate wisps of black smoke' },
    { min: 3, max: 3, name: 'Echoing bangs and clanking' },
    { min: 4, max: 4, name: 'Quiet drumming and chanting' },
    { min: 5, max: 5, name: 'Faint smell of burning flesh' },
    { min: 6, max: 6, name: 'Low muffled sounds of talking' },
  ],
};
