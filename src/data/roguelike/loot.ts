/**
 * Roguelike loot (Appendix B). Transcribed from `shared/seeds/003_28059e771b2b09b3.txt`.
 */
import type { Loot } from './schema.js';
import type { DieTable } from '../table.js';

// Seed 003 (Roguelike), "Appendix B □ Loot": chart "Roll Result / Loot Plundered" (2d6).
export const LOOT: DieTable<Loot> = {
  kind: 'die',
  id: 'roguelike.loot',
  name: 'Loot',
  source: { seed: '003_28059e771b2b09b3.txt', table: 'Appendix B □ Loot' },
  die: '2d6',
  errata: [
    {
      where: 'rolls 7-11',
      printed: '5 small gems / 10 small gems / Bejeweled ring / Fancy Necklace / Amulet',
      problem: 'No value or use is given for gems, rings, necklaces or amulets, and nothing in the seed buys or sells them.',
      resolution: 'Shipped as valuables by kind and count; their worth (and any magic of the amulet) is set by the game rules.',
    },
  ],
  rows: [
    { min: 2, max: 2, name: "Single weapon of player's choice.", kind: 'weapon', quantity: 1, table: 'roguelike.weapons', label: 'Any one weapon the player picks.' },
    { min: 3, max: 3, name: "Single armor piece of player's choice.", kind: 'armour', quantity: 1, table: 'roguelike.armour', label: 'Any one piece of armour the player picks.' },
    { min: 4, max: 4, name: '5 gold pieces', kind: 'gold', quantity: 5, table: null, label: 'Five gold coins.' },
    { min: 5, max: 5, name: '10 gold pieces', kind: 'gold', quantity: 10, table: null, label: 'Ten gold coins.' },
    { min: 6, max: 6, name: '20 gold pieces', kind: 'gold', quantity: 20, table: null, label: 'Twenty gold coins.' },
    { min: 7, max: 7, name: '5 small gems', kind: 'gems', quantity: 5, table: null, label: 'Five little gemstones.' },
    { min: 8, max: 8, name: '10 small gems', kind: 'gems', quantity: 10, table: null, label: 'Ten little gemstones.' },
    { min: 9, max: 9, name: 'Bejeweled ring', kind: 'ring', quantity: 1, table: null, label: 'A ring set with jewels.' },
    { min: 10, max: 10, name: 'Fancy Necklace', kind: 'necklace', quantity: 1, table: null, label: 'An ornate necklace.' },
    { min: 11, max: 11, name: 'Amulet', kind: 'amulet', quantity: 1, table: null, label: 'An amulet.' },
    { min: 12, max: 12, name: '50 gold pieces', kind: 'gold', quantity: 50, table: null, label: 'Fifty gold coins.' },
  ],
};
