/**
 * Roguelike armour. Transcribed from `shared/seeds/003_28059e771b2b09b3.txt`.
 */
import type { Armour } from './schema.js';
import type { ListTable } from '../table.js';

// Seed 003 (Roguelike), "Death and Damage": chart "Armor Name / AR".
export const ARMOUR: ListTable<Armour> = {
  kind: 'list',
  id: 'roguelike.armour',
  name: 'Armour',
  source: { seed: '003_28059e771b2b09b3.txt', table: 'Armor Name / AR' },
  errata: [
    {
      where: 'whole table',
      noPlayChange: 'the game\'s heroes wear the Black Hack\'s armour: no Roguelike armour is played.',
      printed: 'Full Plate\t20 ... Tower Shield\t10 ... Helmet\t3 ... Bracers\t2',
      problem:
        'Body armour, shields, helmets and bracers share one list, and the seed never says whether pieces may be worn together or whether their ARs add up (Full Plate, Tower Shield, Helmet and Bracers would give AR 35).',
      resolution: 'Each row carries a slot (body, shield, head, arms); a character wears at most one piece per slot and the worn ratings add.',
    },
  ],
  rows: [
    { name: 'Robes', rating: 3, slot: 'body' },
    { name: 'Animal Hide', rating: 4, slot: 'body' },
    { name: 'Leather', rating: 5, slot: 'body' },
    { name: 'Studded Leather', rating: 6, slot: 'body' },
    { name: 'Ring Mail', rating: 7, slot: 'body' },
    { name: 'Chain Mail', rating: 8, slot: 'body' },
    { name: 'Field Plate', rating: 15, slot: 'body' },
    { name: 'Full Plate', rating: 20, slot: 'body' },
    { name: 'Buckler', rating: 3, slot: 'shield' },
    { name: 'Small Shield', rating: 5, slot: 'shield' },
    { name: 'Large Shield', rating: 8, slot: 'shield' },
    { name: 'Tower Shield', rating: 10, slot: 'shield' },
    { name: 'Skull Cap', rating: 2, slot: 'head' },
    { name: 'Helmet', rating: 3, slot: 'head' },
    { name: 'Bracers', rating: 2, slot: 'arms' },
  ],
};
