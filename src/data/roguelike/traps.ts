/**
 * Roguelike traps. Transcribed from `shared/seeds/003_28059e771b2b09b3.txt`.
 */
import type { Trap } from './schema.js';
import type { DieTable } from '../table.js';

// Seed 003 (Roguelike), "Traps - Roll 2d6".
export const TRAPS: DieTable<Trap> = {
  kind: 'die',
  id: 'roguelike.traps',
  name: 'Traps',
  source: { seed: '003_28059e771b2b09b3.txt', table: 'Traps - Roll 2d6' },
  die: '2d6',
  errata: [
    {
      where: 'roll 3',
      noPlayChange: 'a pit is one square of the map whatever its feet: the size is description only.',
      printed: 'Pit Trap w/ Spikes - 10x10',
      problem: "No unit is printed, unlike the plain pit (10'x10').",
      resolution: "Read as a 10' by 10' pit (pitFeet 10), the same size as roll 2.",
    },
    {
      where: 'roll 10: Damage/Effect',
      printed: '1d6 / +1d6 per Turn Poison',
      problem:
        'The general Poison rule deals 3 a round until cured; this row prints 1d6 a turn instead and says nothing about when it stops.',
      resolution: 'This row overrides the general figure ("unless otherwise stated"): 1d6 on the hit, then 1d6 each turn until the poison is cured.',
    },
    {
      where: 'Saving Roll column and the note below the table',
      noPlayChange: 'two names for one printed column, which the Thief\'s 2d6 reads either way.',
      printed: "Saving Roll ... equal to or less than the trap's Saving Throw",
      problem:
        'The column is headed Saving Roll but the note calls it the Saving Throw; it is only ever rolled by a Thief (2d6 at or under it finds and disarms the trap), and everyone else sets the trap off automatically.',
      resolution: 'One field, `save`, holding the printed Saving Roll, used as the Thief\'s 2d6 target.',
    },
  ],
  rows: [
    { min: 2, max: 2, name: "Pit Trap - 10'x10'", called: 'pit', damage: '2d6', area: 'victim', poisonPerTurn: null, lethal: false, moveTo: null, miracle: null, pitFeet: 10, save: 4, label: 'The floor gives way into a pit.' },
    { min: 3, max: 3, name: 'Pit Trap w/ Spikes - 10x10', called: 'spiked pit', damage: '4d6', area: 'victim', poisonPerTurn: null, lethal: false, moveTo: null, miracle: null, pitFeet: 10, save: 6, label: 'A pit with stakes at the bottom.' },
    { min: 4, max: 4, name: 'Bouncing Betty Fireball Mines', called: 'nest of fireball mines', damage: '4d6', area: 'room', poisonPerTurn: null, lethal: false, moveTo: null, miracle: null, pitFeet: null, save: 8, label: 'Mines leap up and burst into flame, hitting everyone in the room.' },
    { min: 5, max: 5, name: 'Disintegration Device', called: 'disintegration device', damage: null, area: 'victim', poisonPerTurn: null, lethal: true, moveTo: null, miracle: null, pitFeet: null, save: 10, label: 'A machine that reduces its victim to dust: certain death.' },
    { min: 6, max: 6, name: 'Chute Down to New Level', called: 'chute', damage: '2d6', area: 'victim', poisonPerTurn: null, lethal: false, moveTo: 'new-level', miracle: null, pitFeet: null, save: 4, label: 'A slide that drops the victim to a deeper level.' },
    { min: 7, max: 7, name: 'Chute w/ Razors Down to New Level', called: 'razor-lined chute', damage: '4d6', area: 'victim', poisonPerTurn: null, lethal: false, moveTo: 'new-level', miracle: null, pitFeet: null, save: 6, label: 'A blade-lined slide to a deeper level.' },
    { min: 8, max: 8, name: 'Teleport - To New Room', called: 'teleport trap', damage: null, area: 'victim', poisonPerTurn: null, lethal: false, moveTo: 'new-room', miracle: null, pitFeet: null, save: 7, label: 'A magic snare that whisks the victim to a new room, unhurt.' },
    { min: 9, max: 9, name: 'Falling Slab of Rock', called: 'falling slab of rock', damage: '5d6', area: 'victim', poisonPerTurn: null, lethal: false, moveTo: null, miracle: null, pitFeet: null, save: 8, label: 'A stone block drops from the ceiling.' },
    { min: 10, max: 10, name: 'Poison Arrow Volley', called: 'poison arrow trap', damage: '1d6', area: 'victim', poisonPerTurn: '1d6', lethal: false, moveTo: null, miracle: null, pitFeet: null, save: 5, label: 'Envenomed arrows fly from hidden slits.' },
    { min: 11, max: 11, name: 'Spinning Blades From Walls', called: 'wall of spinning blades', damage: '3d6', area: 'victim', poisonPerTurn: null, lethal: false, moveTo: null, miracle: null, pitFeet: null, save: 5, label: 'Whirling blades swing out of the walls.' },
    { min: 12, max: 12, name: 'Cursed Rune', called: 'cursed rune', damage: null, area: 'victim', poisonPerTurn: null, lethal: false, moveTo: null, miracle: 'Curse', pitFeet: null, save: 9, label: 'A glyph that lays the Curse miracle on whoever crosses it.' },
  ],
};
