import type { DieTable, ListTable } from '../table.js';
import type { CriticalHit, DamagePerHd, Hindrance, Modifier, OngoingDamage, OutOfAction, RangeBand } from './schema.js';

const seed = '004_7cb40a2b79f5a3df.txt';

// Seed 004_7cb40a2b79f5a3df.txt, "Damage per HD (Average in Parenthesis) Table". Indexed by
// the attacker's HD, not rolled. The figure in parentheses is kept verbatim in
// printedAverage; the odds tool compares it with the exact mean (2d4, 1d6+1d8, 2d8,
// 3d6, 2d10 and 1d10+1d12 print a figure a point or more below it).
export const DAMAGE_PER_HD: ListTable<DamagePerHd> = {
  kind: 'list',
  id: 'blackhack.damage-per-hd',
  name: 'Damage per HD',
  source: { seed, table: 'Damage per HD (Average in Parenthesis) Table' },
  rows: [
    { hd: 1, dice: '1d4', printedAverage: '2' },
    { hd: 2, dice: '1d6', printedAverage: '3' },
    { hd: 3, dice: '2d4', printedAverage: '4' },
    { hd: 4, dice: '1d10', printedAverage: '5' },
    { hd: 5, dice: '1d12', printedAverage: '6' },
    { hd: 6, dice: '1d6+1d8', printedAverage: '7' },
    { hd: 7, dice: '2d8', printedAverage: '8' },
    { hd: 8, dice: '3d6', printedAverage: '9' },
    { hd: 9, dice: '2d10', printedAverage: '10' },
    { hd: 10, dice: '1d10+1d12', printedAverage: '11' },
  ],
  errata: [
    {
      where: 'HD 11 and more',
      printed: '10. 1d10 + 1d12 (11)',
      problem: 'The table stops at 10 HD.',
      resolution: 'Creatures of more than 10 HD use the HD 10 row.',
    },
  ],
};

// Seed 004_7cb40a2b79f5a3df.txt, "Out of Action Table" (rolled when help arrives or the
// danger passes; 1–5 get back up with 1d4 HP).
export const OUT_OF_ACTION: DieTable<OutOfAction> = {
  kind: 'die',
  id: 'blackhack.out-of-action',
  name: 'Out of Action',
  source: { seed, table: 'Out of Action Table' },
  die: '1d6',
  rows: [
    { min: 1, max: 1, name: 'KO’d', effect: 'Unconscious for a while, no lasting harm.', dead: false, recoverHp: '1d4',
      disadvantageOn: [], duration: null, attributeLoss: null },
    { min: 2, max: 2, name: 'Fat Head', effect: 'Disadvantage on every test for a while.', dead: false, recoverHp: '1d4',
      disadvantageOn: 'all', duration: { unit: 'minutes', usageDie: null, dice: '6' }, attributeLoss: null },
    { min: 3, max: 3, name: 'Cracked Bones', effect: 'Disadvantage on STR, DEX and CON tests until the visit ends.', dead: false, recoverHp: '1d4',
      disadvantageOn: ['STR', 'DEX', 'CON'], duration: { unit: 'session', usageDie: null, dice: null }, attributeLoss: null },
    { min: 4, max: 4, name: 'Disfigured', effect: 'Loses 1d4 CHA.', dead: false, recoverHp: '1d4',
      disadvantageOn: [], duration: null, attributeLoss: { attributes: ['CHA'], dice: '1d4', permanent: true } },
    { min: 5, max: 5, name: 'Badly maimed', effect: 'Permanently loses 1d4 STR.', dead: false, recoverHp: '1d4',
      disadvantageOn: [], duration: null, attributeLoss: { attributes: ['STR', 'DEX'], dice: '1d4', permanent: true } },
    { min: 6, max: 6, name: 'Dead!', effect: 'The hero dies.', dead: true, recoverHp: null,
      disadvantageOn: [], duration: null, attributeLoss: null },
  ],
  errata: [
    {
      where: 'roll 5',
      printed: 'Badly maimed - either STR or DEX is permanently reduced by',
      problem: 'The sentence stops before the amount.',
      resolution: 'Reduced by 1d4 (the amount of roll 4), taken from STR: the game does not stop to ask which.',
    },
    {
      where: 'roll 2',
      printed: 'Fat Head - Disadvantage on all tests for the next half hour of play',
      problem: 'Measured in real playing time.',
      resolution: '6 Minutes of game time: half an hour of play is two 15-minute encounter intervals, which the game maps to every 3rd Minute.',
    },
    {
      where: 'roll 3',
      printed: 'Cracked Bones - Disadvantage on all STR, DEX, and CON Tests for the remainder of the session',
      problem: 'A session is real time; the computer game has none.',
      resolution: 'Until the hero next returns Home.',
    },
    {
      where: 'roll 4',
      printed: 'Disfigured - CHA reduced by 1d4',
      problem: 'Unlike roll 5 it does not say whether the loss is permanent.',
      resolution: 'Permanent, as a disfigurement.',
    },
  ],
};

// Seed 004_7cb40a2b79f5a3df.txt, "HINDRANCES". Each lasts until a successful test.
export const HINDRANCES: ListTable<Hindrance> = {
  kind: 'list',
  id: 'blackhack.hindrances',
  name: 'Hindrances',
  source: { seed, table: 'HINDRANCES' },
  rows: [
    { name: 'Weakened', canMove: true, canAct: true, disadvantageOnAllTests: true, summary: 'Every attribute test has Disadvantage.' },
    { name: 'Distracted', canMove: true, canAct: false, disadvantageOnAllTests: false, summary: 'May move but take no Action.' },
    { name: 'Stuck', canMove: false, canAct: true, disadvantageOnAllTests: false, summary: 'May act but not move.' },
    { name: 'Paralysed', canMove: false, canAct: false, disadvantageOnAllTests: false, summary: 'Neither moves nor acts.' },
  ],
};

// Seed 004_7cb40a2b79f5a3df.txt, "ONGOING DAMAGE-".
export const ONGOING_DAMAGE: ListTable<OngoingDamage> = {
  kind: 'list',
  id: 'blackhack.ongoing-damage',
  name: 'Ongoing Damage',
  source: { seed, table: 'ONGOING DAMAGE-' },
  rows: [
    {
      name: 'Ongoing Damage',
      damage: 'level',
      summary: 'Lose HP equal to the victim’s Level at the start of each turn; a test at the end of each turn can end it.',
    },
  ],
};

// Seed 004_7cb40a2b79f5a3df.txt, "LARGE WEAPONS".
export const LARGE_WEAPONS: ListTable<Modifier> = {
  kind: 'list',
  id: 'blackhack.large-weapons',
  name: 'Large weapons',
  source: { seed, table: 'LARGE WEAPONS' },
  rows: [
    {
      name: 'Large or two-handed weapon',
      appliesTo: ['attack', 'defend', 'damage'],
      add: '1d4',
      summary: 'Add 1d4 to the d20 of Attack and Defend tests and to the damage roll.',
    },
  ],
};

// Seed 004_7cb40a2b79f5a3df.txt, "POWERFUL FOE".
export const POWERFUL_FOE: ListTable<Modifier> = {
  kind: 'list',
  id: 'blackhack.powerful-foe',
  name: 'Powerful Foe',
  source: { seed, table: 'POWERFUL FOE' },
  rows: [
    {
      name: 'Powerful Foe',
      appliesTo: ['attack', 'defend', 'influence'],
      add: 'hd-difference',
      summary: 'Against a foe of higher HD, add the difference in HD to the d20.',
    },
  ],
};

// Seed 004_7cb40a2b79f5a3df.txt, "ARMOUR PROFICIENCY".
export const ARMOUR_PROFICIENCY: ListTable<Modifier> = {
  kind: 'list',
  id: 'blackhack.armour-proficiency',
  name: 'Armour proficiency',
  source: { seed, table: 'ARMOUR PROFICIENCY' },
  rows: [
    {
      name: 'Armour not allowed to the class',
      appliesTo: ['all-tests'],
      add: 'armour-value',
      summary: 'Wearing armour the class may not use adds its AV to the d20 of every test.',
    },
  ],
};

// Seed 004_7cb40a2b79f5a3df.txt, "CRITICAL HITS".
export const CRITICAL_HITS: ListTable<CriticalHit> = {
  kind: 'list',
  id: 'blackhack.critical-hits',
  name: 'Critical hits',
  source: { seed, table: 'CRITICAL HITS' },
  rows: [
    { name: 'Attack on a natural 1', test: 'attack', natural: 1, damageMultiplier: 2 },
    { name: 'Defend on a natural 20', test: 'defend', natural: 20, damageMultiplier: 2 },
  ],
};

// Seed 004_7cb40a2b79f5a3df.txt, "CONVERTING MEASUREMENTS" (range bands on a 5-ft grid).
export const RANGE_BANDS: ListTable<RangeBand> = {
  kind: 'list',
  id: 'blackhack.range-bands',
  name: 'Range bands',
  source: { seed, table: 'CONVERTING MEASUREMENTS' },
  rows: [
    { name: 'Close', minSquares: 0, maxSquares: 1, maxFeet: 5 },
    { name: 'Nearby', minSquares: 2, maxSquares: 6, maxFeet: 30 },
    { name: 'Faraway', minSquares: 7, maxSquares: 12, maxFeet: 60 },
    { name: 'Distant', minSquares: 13, maxSquares: null, maxFeet: null },
  ],
  errata: [
    {
      where: 'Close, Nearby',
      printed: 'Close being less than 5 ft. away and Nearby around 25 ft. away',
      problem: 'RELATIVE DISTANCES disagrees with CONVERTING MEASUREMENTS (Close roughly 5 ft, Nearby up to 30 ft).',
      resolution: 'The grid conversion: Close is adjacent (1 square), Nearby up to 6 squares (30 ft).',
    },
  ],
};
