/**
 * Roguelike weapons. Transcribed from `shared/seeds/003_28059e771b2b09b3.txt`.
 */
import type { Weapon } from './schema.js';
import type { ListTable } from '../table.js';

// Seed 003 (Roguelike), "Death and Damage": chart "Weapon Name / WDR".
export const WEAPONS: ListTable<Weapon> = {
  kind: 'list',
  id: 'roguelike.weapons',
  name: 'Weapons',
  source: { seed: '003_28059e771b2b09b3.txt', table: 'Weapon Name / WDR' },
  errata: [
    {
      where: 'Grenade',
      noPlayChange: 'the game\'s heroes arm from the Black Hack\'s lists: no Roguelike weapon is played.',
      printed: 'Grenade\t4d6',
      problem: 'Listed among the reusable weapons with no word on whether it is used up, thrown, or how far.',
      resolution: 'Shipped as a thrown weapon that is used up when thrown (reach "thrown", singleUse true).',
    },
    {
      where: 'Short Bow, Long Bow, Crossbow',
      noPlayChange: 'the game\'s heroes arm from the Black Hack\'s lists: no Roguelike weapon is played.',
      printed: 'Short Bow\t1d6-1',
      problem: 'The bows and the crossbow are listed, but the seed has no ammunition, range or shooting rule.',
      resolution: 'Shipped as ranged weapons (reach "ranged"); ammunition and range are left to the game rules.',
    },
  ],
  rows: [
    { name: 'Rusty Dagger', damage: '1', reach: 'melee', singleUse: false },
    { name: 'Dagger', damage: '1d6-1', reach: 'melee', singleUse: false },
    { name: 'Club', damage: '1d6', reach: 'melee', singleUse: false },
    { name: 'Big Club', damage: '1d6+2', reach: 'melee', singleUse: false },
    { name: 'Staff', damage: '1d6+1', reach: 'melee', singleUse: false },
    { name: 'Short Sword', damage: '1d6+1', reach: 'melee', singleUse: false },
    { name: 'Long Sword', damage: '1d6+2', reach: 'melee', singleUse: false },
    { name: 'Short Bow', damage: '1d6-1', reach: 'ranged', singleUse: false },
    { name: 'Long Bow', damage: '1d6', reach: 'ranged', singleUse: false },
    { name: 'Crossbow', damage: '1d6+1', reach: 'ranged', singleUse: false },
    { name: 'Morning Star', damage: '2d6', reach: 'melee', singleUse: false },
    { name: 'War Hammer', damage: '2d6+1', reach: 'melee', singleUse: false },
    { name: 'Battle Axe', damage: '2d6+2', reach: 'melee', singleUse: false },
    { name: 'Halberd', damage: '3d6', reach: 'melee', singleUse: false },
    { name: 'Spear', damage: '2d6+1', reach: 'melee', singleUse: false },
    { name: 'Grenade', damage: '4d6', reach: 'thrown', singleUse: true },
  ],
};
