/**
 * Roguelike dungeon entrances. Transcribed from `shared/seeds/003_28059e771b2b09b3.txt`.
 */
import type { Entrance } from './schema.js';
import type { DieTable } from '../table.js';

// Seed 003 (Roguelike), "Dungeon Entrances - Roll 1d6".
export const ENTRANCES: DieTable<Entrance> = {
  kind: 'die',
  id: 'roguelike.entrances',
  name: 'Dungeon entrance',
  source: { seed: '003_28059e771b2b09b3.txt', table: 'Dungeon Entrances - Roll 1d6' },
  die: '1d6',
  errata: [
    {
      where: 'roll 6',
      printed: 'Roll Again. The entrance indicated is hidden behind/beneath a statue shaped like a giant skull. Lucky you.',
      problem: 'Rolling again can give 6 once more, which the seed does not cover (another re-roll, possibly forever).',
      resolution: 'Re-roll until the result is 1-5; that entrance is the one hidden by the skull statue.',
    },
  ],
  rows: [
    { min: 1, max: 1, name: 'Wooden Door', opening: 'wooden-door', below: false, reroll: false, label: 'A wooden door in the flank of a small grassy hill.' },
    { min: 2, max: 2, name: 'Rusty Iron Door', opening: 'iron-door', below: false, reroll: false, label: 'A corroded iron door in a rock face.' },
    { min: 3, max: 3, name: 'Stone Archway', opening: 'archway', below: false, reroll: false, label: 'A huge stone arch cut into a rock face.' },
    { min: 4, max: 4, name: 'A Big, Gaping, Pit', opening: 'pit', below: true, reroll: false, label: 'A wide pit lined with stone, sunk into the ground.' },
    { min: 5, max: 5, name: 'A Small Hole', opening: 'hole', below: true, reroll: false, label: 'A narrow hole in the ground, wherever suits.' },
    { min: 6, max: 6, name: 'Secret Entrance', opening: null, below: false, reroll: true, label: 'Roll again; that entrance hides behind or under a giant skull statue.' },
  ],
};
