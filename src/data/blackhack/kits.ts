import type { ListTable } from '../table.js';
import type { Kit } from './schema.js';

const seed = '004_7cb40a2b79f5a3df.txt';

// Seed 004_7cb40a2b79f5a3df.txt, the "EQUIPMENT" section of each class page (kits A and B).
// Each item names the price-list row whose rules it uses; unique curios have none.
export const KITS: ListTable<Kit> = {
  kind: 'list',
  id: 'blackhack.kits',
  name: 'Starting kits',
  source: { seed, table: 'EQUIPMENT' },
  rows: [
    {
      name: 'Warrior A',
      class: 'Warrior',
      option: 'A',
      coins: '2d6',
      counterfeit: false,
      items: [
        { name: 'Scale tunic', quantity: 1, equipment: { rarity: 'rare', name: 'leather armour' }, av: 2 },
        { name: 'one-handed weapon', quantity: 1, equipment: { rarity: 'common', name: 'one-handed weapon' } },
        { name: 'large shield', quantity: 1, equipment: { rarity: 'common', name: 'shield' } },
        { name: 'unopened orders', quantity: 1, equipment: null },
      ],
    },
    {
      name: 'Warrior B',
      class: 'Warrior',
      option: 'B',
      coins: '4d6',
      counterfeit: false,
      items: [
        { name: 'Thick hide', quantity: 1, equipment: { rarity: 'rare', name: 'leather armour' }, av: 2 },
        { name: 'tin helm', quantity: 1, equipment: { rarity: 'common', name: 'helmet' } },
        { name: 'two-handed weapon', quantity: 1, equipment: { rarity: 'rare', name: 'two-handed weapon' } },
        { name: 'war paint', quantity: 1, equipment: null },
        { name: 'book of grudges', quantity: 1, equipment: null },
      ],
    },
    {
      name: 'Thief A',
      class: 'Thief',
      option: 'A',
      coins: '2d8',
      counterfeit: true,
      items: [
        { name: 'Black leather hood & vest', quantity: 1, equipment: { rarity: 'rare', name: 'leather armour' }, av: 2 },
        {
          name: 'short sword',
          quantity: 2,
          equipment: { rarity: 'common', name: 'one-handed weapon' },
          weaponKind: 'one-handed-sword',
        },
        { name: 'stolen heart - still beating', quantity: 1, equipment: null },
      ],
    },
    {
      name: 'Thief B',
      class: 'Thief',
      option: 'B',
      coins: '3d6',
      counterfeit: false,
      items: [
        { name: 'Cloth gambeson', quantity: 1, equipment: { rarity: 'common', name: 'cloth armour' }, av: 1 },
        { name: 'bow', quantity: 1, equipment: { rarity: 'common', name: 'light bow' }, weaponKind: 'bow' },
        { name: 'arrows', quantity: 1, equipment: { rarity: 'common', name: 'arrows/ammunition' }, usageDie: 'd8' },
        { name: 'a small waxy jade statue of an octopus-man', quantity: 1, equipment: null },
      ],
    },
    {
      name: 'Cleric A',
      class: 'Cleric',
      option: 'A',
      coins: '2d6',
      counterfeit: false,
      items: [
        { name: 'Studded hide breastplate', quantity: 1, equipment: { rarity: 'rare', name: 'leather armour' }, av: 2 },
        { name: 'flail', quantity: 1, equipment: { rarity: 'common', name: 'one-handed weapon' }, weaponKind: 'blunt' },
        { name: 'shield', quantity: 1, equipment: { rarity: 'common', name: 'shield' } },
        { name: 'purse', quantity: 1, equipment: null },
        { name: 'forbidden holy scriptures', quantity: 1, equipment: null },
      ],
    },
    {
      name: 'Cleric B',
      class: 'Cleric',
      option: 'B',
      coins: null,
      counterfeit: false,
      items: [
        { name: 'Thick cloth vestments', quantity: 1, equipment: { rarity: 'common', name: 'cloth armour' }, av: 1 },
        {
          name: 'two handed hammer',
          quantity: 1,
          equipment: { rarity: 'rare', name: 'two-handed weapon' },
          weaponKind: 'blunt',
        },
        { name: 'tiny stone box with a voice trapped in it', quantity: 1, equipment: null },
      ],
    },
    {
      name: 'Wizard A',
      class: 'Wizard',
      option: 'A',
      coins: '2d8',
      counterfeit: false,
      items: [
        { name: 'Cloth robes', quantity: 1, equipment: { rarity: 'common', name: 'cloth armour' }, av: 1 },
        { name: 'bent oak staff', quantity: 1, equipment: { rarity: 'common', name: 'one-handed weapon' }, weaponKind: 'staff' },
        {
          name: 'short sword',
          quantity: 1,
          equipment: { rarity: 'common', name: 'one-handed weapon' },
          weaponKind: 'one-handed-sword',
        },
        { name: 'a void creature’s egg', quantity: 1, equipment: null },
        { name: 'purse', quantity: 1, equipment: null },
      ],
    },
    {
      name: 'Wizard B',
      class: 'Wizard',
      option: 'B',
      coins: '4d6',
      counterfeit: false,
      items: [
        { name: 'Ceremonial headdress', quantity: 1, equipment: { rarity: 'common', name: 'cloth armour' }, av: 1 },
        { name: 'angry shrunken head', quantity: 1, equipment: null },
        { name: 'purse', quantity: 1, equipment: null },
        {
          name: 'sacrificial dagger',
          quantity: 1,
          equipment: { rarity: 'common', name: 'one-handed weapon' },
          weaponKind: 'dagger',
        },
      ],
    },
  ],
  errata: [
    {
      where: 'Warrior B: tin helm',
      printed: 'tin helm (+ Armour Die )',
      problem: 'The number of armour dice is missing.',
      resolution: '+1 Armour Die, as for every helmet in the Armor Value Table.',
    },
    {
      where: 'Cleric A: coins',
      printed: '2d coins and purse',
      problem: 'The die size is missing.',
      resolution: '2d6 coins (the Warrior A amount).',
    },
    {
      where: 'Cleric B: coins',
      printed: 'Thick cloth vestments ( AV 1), two handed hammer, tiny stone box with a voice trapped in it.',
      problem: 'The only kit with no coins; possibly an omission.',
      resolution: 'Kept as printed: Cleric B starts with no coins.',
    },
    {
      where: 'Thief A: coins',
      printed: '2d8 counterfeit coins',
      problem: 'Whether counterfeit coins can be spent is not said.',
      resolution: 'They spend as coins, at the shop as anywhere, and nobody ever detects them; the kit is flagged counterfeit, which the kit choice shows.',
    },
    {
      where: 'Wizard A: bent oak staff',
      printed: 'bent oak staff',
      problem: 'A staff is neither listed as one-handed nor as large/two-handed.',
      resolution: 'Counts as a one-handed weapon (no large-weapon modifier), dealing the Wizard’s 1d4.',
    },
    {
      where: 'Thief B: bow & arrows',
      printed: 'bow & arrows ( Ud8 )',
      problem: 'The price lists have a light and a heavy bow; which one is meant is not said.',
      resolution: 'A light bow and arrows/ammunition Ud8.',
    },
  ],
};
