import type { ListTable } from '../table.js';
import type { Item, RarityRow } from './schema.js';

const seed = '004_7cb40a2b79f5a3df.txt';

// Seed 004_7cb40a2b79f5a3df.txt, "ECONOMY BASED ON RARITY & VALUE": the price die of each
// rarity, from the headings of the three lists below. Rolled when an item is sought;
// a CHA test to haggle gives Advantage, failing it Disadvantage ("HAGGLING").
export const RARITIES: ListTable<RarityRow> = {
  kind: 'list',
  id: 'blackhack.rarities',
  name: 'Rarity and price',
  source: { seed, table: 'ECONOMY BASED ON RARITY & VALUE' },
  rows: [
    { name: 'common', label: 'Common/Cheap', price: '1d8' },
    { name: 'rare', label: 'Rare/Valuable', price: '2d8x5' },
    { name: 'exotic', label: 'Exotic/Expensive', price: '4d8x10' },
  ],
};

const brokenDieErratum = (printed: string) => ({
  where: printed,
  printed,
  problem: 'Listed as a thing to buy, but a Broken Armour Die is not an item.',
  resolution: 'The price an armourer charges to mend one permanently Broken die of that armour.',
});

// Seed 004_7cb40a2b79f5a3df.txt, "Common/Cheap (1d8 coins) Items".
export const EQUIPMENT_COMMON: ListTable<Item> = {
  kind: 'list',
  id: 'blackhack.equipment-common',
  name: 'Common/Cheap items',
  source: { seed, table: 'Common/Cheap (1d8 coins) Items' },
  rows: [
    { name: 'arrows/ammunition', rarity: 'common', category: 'ammunition', usageDie: 'd8', av: null, priceRolls: 1, large: false },
    { name: 'backpacks/sacks', rarity: 'common', category: 'container', usageDie: null, av: null, priceRolls: 1, large: false },
    { name: 'candles', rarity: 'common', category: 'light', usageDie: 'd4', av: null, priceRolls: 1, large: false },
    { name: 'canvas/cloth', rarity: 'common', category: 'supplies', usageDie: null, av: null, priceRolls: 1, large: false },
    { name: '10ft chain', rarity: 'common', category: 'tool', usageDie: null, av: null, priceRolls: 1, large: false },
    { name: 'chalk', rarity: 'common', category: 'supplies', usageDie: 'd6', av: null, priceRolls: 1, large: false },
    { name: 'commoner’s garb', rarity: 'common', category: 'clothing', usageDie: null, av: null, priceRolls: 1, large: false },
    { name: 'crowbar & labourer’s tools', rarity: 'common', category: 'tool', usageDie: null, av: null, priceRolls: 1, large: false },
    { name: 'flasks/wineskin', rarity: 'common', category: 'container', usageDie: null, av: null, priceRolls: 1, large: false },
    { name: 'grappling hook', rarity: 'common', category: 'tool', usageDie: null, av: null, priceRolls: 1, large: false },
    { name: 'climbing gear', rarity: 'common', category: 'tool', usageDie: null, av: null, priceRolls: 1, large: false },
    { name: 'flint & steel', rarity: 'common', category: 'tool', usageDie: null, av: null, priceRolls: 1, large: false },
    { name: 'garlic/herbs', rarity: 'common', category: 'supplies', usageDie: 'd6', av: null, priceRolls: 1, large: false },
    { name: 'ink & quill', rarity: 'common', category: 'supplies', usageDie: 'd6', av: null, priceRolls: 1, large: false },
    { name: 'jug of oil', rarity: 'common', category: 'supplies', usageDie: 'd6', av: null, priceRolls: 1, large: false },
    { name: 'one-handed weapon', rarity: 'common', category: 'weapon', usageDie: null, av: null, priceRolls: 1, large: false },
    { name: 'light bow', rarity: 'common', category: 'weapon', usageDie: null, av: null, priceRolls: 1, large: false },
    { name: 'parchment', rarity: 'common', category: 'supplies', usageDie: null, av: null, priceRolls: 1, large: false },
    { name: '10ft pole', rarity: 'common', category: 'tool', usageDie: null, av: null, priceRolls: 1, large: false },
    { name: 'pots/cooking utensils', rarity: 'common', category: 'tool', usageDie: null, av: null, priceRolls: 1, large: false },
    { name: '50ft rope', rarity: 'common', category: 'tool', usageDie: null, av: null, priceRolls: 1, large: false },
    { name: 'rations - dried', rarity: 'common', category: 'provisions', usageDie: 'd8', av: null, priceRolls: 1, large: false },
    { name: 'wax', rarity: 'common', category: 'supplies', usageDie: 'd4', av: null, priceRolls: 1, large: false },
    { name: 'whistle', rarity: 'common', category: 'tool', usageDie: null, av: null, priceRolls: 1, large: false },
    { name: 'iron spikes', rarity: 'common', category: 'supplies', usageDie: 'd6', av: null, priceRolls: 1, large: false },
    { name: 'small tent', rarity: 'common', category: 'tool', usageDie: null, av: null, priceRolls: 1, large: false },
    { name: 'torches', rarity: 'common', category: 'light', usageDie: 'd6', av: null, priceRolls: 1, large: false },
    { name: 'cloth armour', rarity: 'common', category: 'armour', usageDie: null, av: 1, priceRolls: 1, large: false, armourType: 'Cloth / Improvised' },
    { name: 'one Broken cloth Armour Die', rarity: 'common', category: 'armour-repair', usageDie: null, av: null, priceRolls: 1, large: false, armourType: 'Cloth / Improvised' },
    { name: 'shield', rarity: 'common', category: 'shield', usageDie: null, av: null, priceRolls: 1, large: false, armourType: 'Shield / Helmet' },
    { name: 'helmet', rarity: 'common', category: 'helmet', usageDie: null, av: null, priceRolls: 1, large: false, armourType: 'Shield / Helmet' },
  ],
  errata: [brokenDieErratum('one Broken cloth Armour Die')],
};

// Seed 004_7cb40a2b79f5a3df.txt, "Rare/Valuable (2d8 x 5 coins) Items".
export const EQUIPMENT_RARE: ListTable<Item> = {
  kind: 'list',
  id: 'blackhack.equipment-rare',
  name: 'Rare/Valuable items',
  source: { seed, table: 'Rare/Valuable (2d8 x 5 coins) Items' },
  rows: [
    { name: 'custom or exotic weapon', rarity: 'rare', category: 'weapon', usageDie: null, av: null, priceRolls: 1, large: false },
    { name: 'two-handed weapon', rarity: 'rare', category: 'weapon', usageDie: null, av: null, priceRolls: 1, large: true },
    { name: 'heavy bow', rarity: 'rare', category: 'weapon', usageDie: null, av: null, priceRolls: 1, large: true },
    { name: 'crossbow', rarity: 'rare', category: 'weapon', usageDie: null, av: null, priceRolls: 1, large: false },
    { name: 'caltrops', rarity: 'rare', category: 'supplies', usageDie: 'd6', av: null, priceRolls: 1, large: false },
    { name: 'disguise', rarity: 'rare', category: 'clothing', usageDie: null, av: null, priceRolls: 1, large: false },
    { name: 'well-made clothing', rarity: 'rare', category: 'clothing', usageDie: null, av: null, priceRolls: 1, large: false },
    { name: 'holy symbol', rarity: 'rare', category: 'tool', usageDie: null, av: null, priceRolls: 1, large: false },
    { name: 'holy water', rarity: 'rare', category: 'supplies', usageDie: 'd6', av: null, priceRolls: 1, large: false },
    { name: 'lock', rarity: 'rare', category: 'tool', usageDie: null, av: null, priceRolls: 1, large: false },
    { name: 'musical instrument', rarity: 'rare', category: 'tool', usageDie: null, av: null, priceRolls: 1, large: false },
    { name: 'thieves’ toolkit', rarity: 'rare', category: 'tool', usageDie: null, av: null, priceRolls: 1, large: false },
    { name: 'leather armour', rarity: 'rare', category: 'armour', usageDie: null, av: 2, priceRolls: 2, large: false, armourType: 'Leather' },
    { name: 'one Broken leather Armour Die', rarity: 'rare', category: 'armour-repair', usageDie: null, av: null, priceRolls: 1, large: false, armourType: 'Leather' },
  ],
  errata: [
    {
      where: 'leather armour',
      printed: 'roll twice for leather armour ( AV 2)',
      problem: 'Does not say how the two rolls combine.',
      resolution: 'Roll the rare price twice and add the results (priceRolls 2).',
    },
    {
      where: 'heavy bow',
      printed: 'heavy bow',
      problem: 'Whether a heavy bow is a large weapon is not said (LARGE WEAPONS names a heavy crossbow).',
      resolution: 'The heavy bow and the two-handed weapon are large (+1d4 to tests and damage); the crossbow is not.',
    },
    brokenDieErratum('one Broken leather Armour Die'),
  ],
};

// Seed 004_7cb40a2b79f5a3df.txt, "Exotic/Expensive (4d8 x 10 coins) Items".
export const EQUIPMENT_EXOTIC: ListTable<Item> = {
  kind: 'list',
  id: 'blackhack.equipment-exotic',
  name: 'Exotic/Expensive items',
  source: { seed, table: 'Exotic/Expensive (4d8 x 10 coins) Items' },
  rows: [
    { name: 'fine jewellery', rarity: 'exotic', category: 'valuable', usageDie: null, av: null, priceRolls: 1, large: false },
    { name: 'alchemical ingredients', rarity: 'exotic', category: 'supplies', usageDie: 'd4', av: null, priceRolls: 1, large: false },
    { name: 'poison', rarity: 'exotic', category: 'supplies', usageDie: 'd6', av: null, priceRolls: 1, large: false },
    { name: 'sextant & navigation tools', rarity: 'exotic', category: 'tool', usageDie: null, av: null, priceRolls: 1, large: false },
    { name: 'accurate map', rarity: 'exotic', category: 'tool', usageDie: null, av: null, priceRolls: 1, large: false },
    { name: 'materials for alchemy and magic', rarity: 'exotic', category: 'supplies', usageDie: null, av: null, priceRolls: 1, large: false },
    { name: 'chain mail', rarity: 'exotic', category: 'armour', usageDie: null, av: 3, priceRolls: 3, large: false, armourType: 'Chain Mail' },
    { name: 'one Broken chain mail Armour Die', rarity: 'exotic', category: 'armour-repair', usageDie: null, av: null, priceRolls: 1, large: false, armourType: 'Chain Mail' },
    { name: 'plate armour', rarity: 'exotic', category: 'armour', usageDie: null, av: 4, priceRolls: 4, large: false, armourType: 'Plate & Mail' },
    { name: 'one Broken plate Armour Die', rarity: 'exotic', category: 'armour-repair', usageDie: null, av: null, priceRolls: 1, large: false, armourType: 'Plate & Mail' },
  ],
  errata: [
    {
      where: 'chain mail, plate armour',
      printed: 'roll three times for chain mail ( AV 3) / roll four times for plate armour ( AV 4)',
      problem: 'Does not say how the rolls combine.',
      resolution: 'Roll the exotic price three (chain) or four (plate) times and add the results.',
    },
    brokenDieErratum('one Broken chain mail Armour Die'),
    brokenDieErratum('one Broken plate Armour Die'),
  ],
};
