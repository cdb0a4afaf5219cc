/**
 * Roguelike dungeon areas: the room type, the corridor/cavern feature columns,
 * the room/chamber feature columns and the fountain roll. Transcribed from
 * `shared/seeds/003_28059e771b2b09b3.txt`. Each feature column is its own
 * 2d6 table because each is rolled separately.
 */
import type { Contents, CorridorDirection, CorridorWidth, Doors, Fountain, RoomArea, RoomType } from './schema.js';
import type { DieTable } from '../table.js';

const SEED = '003_28059e771b2b09b3.txt';
const CORRIDOR = 'Corridor and Cavern Features - Roll 2d6 Four Times';
const ROOM = 'Room and Chamber Features - Roll 2d6 Three Times';

const CORRIDOR_FEATURES = ['roguelike.corridor-direction', 'roguelike.corridor-width', 'roguelike.corridor-contents', 'roguelike.corridor-doors'];
const ROOM_FEATURES = ['roguelike.room-area', 'roguelike.room-contents', 'roguelike.room-doors'];

// Seed 003 (Roguelike), "Room Type - Roll 1d6".
export const ROOM_TYPE: DieTable<RoomType> = {
  kind: 'die',
  id: 'roguelike.room-type',
  name: 'Room type',
  source: { seed: SEED, table: 'Room Type - Roll 1d6' },
  die: '1d6',
  rows: [
    { min: 1, max: 1, name: 'Corridor', kind: 'corridor', natural: false, featureTables: CORRIDOR_FEATURES, label: 'A passage cut through limestone.' },
    { min: 2, max: 3, name: 'Room', kind: 'room', natural: false, featureTables: ROOM_FEATURES, label: 'A room cut out of limestone.' },
    { min: 4, max: 4, name: 'Cavern', kind: 'cavern', natural: true, featureTables: CORRIDOR_FEATURES, label: 'A passage-like limestone cave, not dug by hand.' },
    { min: 5, max: 6, name: 'Chamber', kind: 'chamber', natural: true, featureTables: ROOM_FEATURES, label: 'An open limestone cave, not dug by hand.' },
  ],
};

// Seed 003 (Roguelike), "Corridor and Cavern Features - Roll 2d6 Four Times", column "Direction/Length".
export const CORRIDOR_DIRECTION: DieTable<CorridorDirection> = {
  kind: 'die',
  id: 'roguelike.corridor-direction',
  name: 'Corridor/cavern direction and length',
  source: { seed: SEED, table: `${CORRIDOR}: Direction/Length` },
  die: '2d6',
  errata: [
    {
      where: 'rolls 9, 10 and 12',
      printed: "'Y' Fork in Path / 'T' Fork in Path / Four Way Intersection",
      problem: 'The column is Direction/Length, but these three rows give no length.',
      resolution: "Each branch of the fork or crossing runs 30' (the shortest printed run), so lengthFeet is 30.",
    },
  ],
  rows: [
    { min: 2, max: 2, shape: 'straight', lengthFeet: 30, label: "Straight on for 30'." },
    { min: 3, max: 3, shape: 'straight', lengthFeet: 60, label: "Straight on for 60'." },
    { min: 4, max: 4, shape: 'straight', lengthFeet: 90, label: "Straight on for 90'." },
    { min: 5, max: 5, shape: 'left-45', lengthFeet: 30, label: "Bends 45° to the left, 30'." },
    { min: 6, max: 6, shape: 'right-45', lengthFeet: 30, label: "Bends 45° to the right, 30'." },
    { min: 7, max: 7, shape: 'left-90', lengthFeet: 50, label: "Turns 90° to the left, 50'." },
    { min: 8, max: 8, shape: 'right-90', lengthFeet: 50, label: "Turns 90° to the right, 50'." },
    { min: 9, max: 9, shape: 'y-fork', lengthFeet: 30, label: 'Splits in a Y.' },
    { min: 10, max: 10, shape: 't-fork', lengthFeet: 30, label: 'Ends in a T junction.' },
    { min: 11, max: 11, shape: 'dead-end', lengthFeet: 10, label: "Stops dead after 10'." },
    { min: 12, max: 12, shape: 'four-way', lengthFeet: 30, label: 'A crossroads of four ways.' },
  ],
};

// Seed 003 (Roguelike), "Corridor and Cavern Features - Roll 2d6 Four Times", column "Width/Height".
export const CORRIDOR_WIDTH: DieTable<CorridorWidth> = {
  kind: 'die',
  id: 'roguelike.corridor-width',
  name: 'Corridor/cavern width and height',
  source: { seed: SEED, table: `${CORRIDOR}: Width/Height` },
  die: '2d6',
  rows: [
    { min: 2, max: 2, widthFeet: 5, heightFeet: 5, label: "5' wide, 5' high." },
    { min: 3, max: 3, widthFeet: 6, heightFeet: 8, label: "6' wide, 8' high." },
    { min: 4, max: 4, widthFeet: 8, heightFeet: 10, label: "8' wide, 10' high." },
    { min: 5, max: 5, widthFeet: 10, heightFeet: 10, label: "10' wide, 10' high." },
    { min: 6, max: 6, widthFeet: 15, heightFeet: 15, label: "15' wide, 15' high." },
    { min: 7, max: 7, widthFeet: 5, heightFeet: 5, label: "5' wide, 5' high." },
    { min: 8, max: 8, widthFeet: 6, heightFeet: 8, label: "6' wide, 8' high." },
    { min: 9, max: 9, widthFeet: 8, heightFeet: 10, label: "8' wide, 10' high." },
    { min: 10, max: 10, widthFeet: 10, heightFeet: 10, label: "10' wide, 10' high." },
    { min: 11, max: 11, widthFeet: 15, heightFeet: 15, label: "15' wide, 15' high." },
    { min: 12, max: 12, widthFeet: 5, heightFeet: 5, label: "5' wide, 5' high." },
  ],
};

// Seed 003 (Roguelike), "Corridor and Cavern Features - Roll 2d6 Four Times", column "Contents".
export const CORRIDOR_CONTENTS: DieTable<Contents> = {
  kind: 'die',
  id: 'roguelike.corridor-contents',
  name: 'Corridor/cavern contents',
  source: { seed: SEED, table: `${CORRIDOR}: Contents` },
  die: '2d6',
  rows: [
    { min: 2, max: 2, contents: 'trap', table: 'roguelike.traps', category: null, label: 'A trap.' },
    { min: 3, max: 3, contents: 'empty', table: null, category: null, label: 'Nothing.' },
    { min: 4, max: 4, contents: 'stairs-down', table: null, category: null, label: 'Stairs leading down.' },
    { min: 5, max: 5, contents: 'loot-chest', table: 'roguelike.loot', category: null, label: 'A chest holding loot.' },
    { min: 6, max: 6, contents: 'creature', table: 'roguelike.creature-type', category: null, label: 'A creature or NPC.' },
    { min: 7, max: 7, contents: 'trap', table: 'roguelike.traps', category: null, label: 'A trap.' },
    { min: 8, max: 8, contents: 'loot-chest', table: 'roguelike.loot', category: null, label: 'A chest holding loot.' },
    { min: 9, max: 9, contents: 'creature', table: 'roguelike.creature-type', category: null, label: 'A creature or NPC.' },
    { min: 10, max: 10, contents: 'trap', table: 'roguelike.traps', category: null, label: 'A trap.' },
    { min: 11, max: 11, contents: 'stairs-down', table: null, category: null, label: 'Stairs leading down.' },
    { min: 12, max: 12, contents: 'empty', table: null, category: null, label: 'Nothing.' },
  ],
};

// Seed 003 (Roguelike), "Corridor and Cavern Features - Roll 2d6 Four Times", column "# and Type of Doors".
export const CORRIDOR_DOORS: DieTable<Doors> = {
  kind: 'die',
  id: 'roguelike.corridor-doors',
  name: 'Corridor/cavern doors',
  source: { seed: SEED, table: `${CORRIDOR}: # and Type of Doors` },
  die: '2d6',
  rows: [
    { min: 2, max: 2, count: 1, door: 'wooden', label: 'One wooden door.' },
    { min: 3, max: 3, count: 2, door: 'open-arch', label: 'Two open arches.' },
    { min: 4, max: 4, count: 4, door: 'wooden', label: 'Four wooden doors.' },
    { min: 5, max: 5, count: 2, door: 'iron', label: 'Two iron doors.' },
    { min: 6, max: 6, count: 1, door: 'iron', label: 'One iron door.' },
    { min: 7, max: 7, count: 1, door: 'locked-iron', label: 'One locked iron door.' },
    { min: 8, max: 8, count: 3, door: 'open-arch', label: 'Three open arches.' },
    { min: 9, max: 9, count: 1, door: 'open-arch', label: 'One open arch.' },
    { min: 10, max: 10, count: 2, door: 'wooden', label: 'Two wooden doors.' },
    { min: 11, max: 11, count: 3, door: 'iron', label: 'Three iron doors.' },
    { min: 12, max: 12, count: 0, door: null, label: 'No doors at all.' },
  ],
};

// Seed 003 (Roguelike), "Room and Chamber Features - Roll 2d6 Three Times", column "Area in Feet²".
export const ROOM_AREA: DieTable<RoomArea> = {
  kind: 'die',
  id: 'roguelike.room-area',
  name: 'Room/chamber area',
  source: { seed: SEED, table: `${ROOM}: Area in Feet²` },
  die: '2d6',
  errata: [
    {
      where: 'whole column',
      printed: "Area in Feet<sup>2</sup> ... 25' ... 500'",
      problem:
        "The heading says square feet but every figure carries the foot mark ('), and read as square feet the areas are tiny: 25 is a single 5' square and even 500 is only about 22' by 22', smaller than some corridors are long.",
      resolution:
        'The printed figure is kept in `area` and read as a size class that grows with it, from a closet (25) to a hall (500); the mapping to map squares belongs to the level generator.',
    },
  ],
  rows: [
    { min: 2, max: 2, area: 25, label: 'Closet-sized.' },
    { min: 3, max: 3, area: 50, label: 'Very small.' },
    { min: 4, max: 4, area: 100, label: 'Small.' },
    { min: 5, max: 5, area: 150, label: 'Smallish.' },
    { min: 6, max: 6, area: 200, label: 'Modest.' },
    { min: 7, max: 7, area: 250, label: 'Middling.' },
    { min: 8, max: 8, area: 300, label: 'Roomy.' },
    { min: 9, max: 9, area: 350, label: 'Large.' },
    { min: 10, max: 10, area: 400, label: 'Very large.' },
    { min: 11, max: 11, area: 450, label: 'Huge.' },
    { min: 12, max: 12, area: 500, label: 'A great hall.' },
  ],
};

// Seed 003 (Roguelike), "Room and Chamber Features - Roll 2d6 Three Times", column "Contents".
export const ROOM_CONTENTS: DieTable<Contents> = {
  kind: 'die',
  id: 'roguelike.room-contents',
  name: 'Room/chamber contents',
  source: { seed: SEED, table: `${ROOM}: Contents` },
  die: '2d6',
  errata: [
    {
      where: 'roll 8',
      printed: 'Staircase Up + Trap',
      problem: 'No rule says where a staircase up leads, nor whether the trap guards the stairs or simply shares the room with them.',
      resolution: 'Shipped as contents "stairs-up-trap" with the traps table to roll on: one trap in the room, and stairs whose destination the game rules decide.',
    },
  ],
  rows: [
    { min: 2, max: 2, contents: 'creature', table: 'roguelike.creature-type', category: null, label: 'A creature or NPC.' },
    { min: 3, max: 3, contents: 'coffins-crypts', table: 'roguelike.creatures-undead', category: 'Undead', label: 'Tombs and coffins, with undead in them.' },
    { min: 4, max: 4, contents: 'loot', table: 'roguelike.loot', category: null, label: 'Loot lying about.' },
    { min: 5, max: 5, contents: 'fountain', table: 'roguelike.fountain', category: null, label: 'A fountain: roll to see if it is wholesome or poisoned.' },
    { min: 6, max: 6, contents: 'creature', table: 'roguelike.creature-type', category: null, label: 'A creature or NPC.' },
    { min: 7, max: 7, contents: 'stairs-down', table: null, category: null, label: 'Stairs leading down.' },
    { min: 8, max: 8, contents: 'stairs-up-trap', table: 'roguelike.traps', category: null, label: 'Stairs leading up, guarded by a trap.' },
    { min: 9, max: 9, contents: 'trap', table: 'roguelike.traps', category: null, label: 'A trap.' },
    { min: 10, max: 10, contents: 'loot', table: 'roguelike.loot', category: null, label: 'Loot lying about.' },
    { min: 11, max: 11, contents: 'creature', table: 'roguelike.creature-type', category: null, label: 'A creature or NPC.' },
    { min: 12, max: 12, contents: 'trap', table: 'roguelike.traps', category: null, label: 'A trap.' },
  ],
};

// Seed 003 (Roguelike), "Room and Chamber Features - Roll 2d6 Three Times", column "# and Type of Doors".
export const ROOM_DOORS: DieTable<Doors> = {
  kind: 'die',
  id: 'roguelike.room-doors',
  name: 'Room/chamber doors',
  source: { seed: SEED, table: `${ROOM}: # and Type of Doors` },
  die: '2d6',
  errata: [
    {
      where: 'rolls 11 and 12',
      printed: 'Locked Portcullis / Portcullis',
      problem: 'The column gives a number and a type of doors, but these rows print no number.',
      resolution: 'One portcullis (count 1), read as the singular the rows print.',
    },
  ],
  rows: [
    { min: 2, max: 2, count: 2, door: 'wooden', label: 'Two wooden doors.' },
    { min: 3, max: 3, count: 3, door: 'iron', label: 'Three iron doors.' },
    { min: 4, max: 4, count: 1, door: 'open-arch', label: 'One open arch.' },
    { min: 5, max: 5, count: 3, door: 'open-arch', label: 'Three open arches.' },
    { min: 6, max: 6, count: 1, door: 'iron', label: 'One iron door.' },
    { min: 7, max: 7, count: 1, door: 'locked-iron', label: 'One locked iron door.' },
    { min: 8, max: 8, count: 2, door: 'iron', label: 'Two iron doors.' },
    { min: 9, max: 9, count: 2, door: 'locked-wooden', label: 'Two locked wooden doors.' },
    { min: 10, max: 10, count: 2, door: 'open-arch', label: 'Two open arches.' },
    { min: 11, max: 11, count: 1, door: 'locked-portcullis', label: 'A locked portcullis.' },
    { min: 12, max: 12, count: 1, door: 'portcullis', label: 'A portcullis.' },
  ],
};

// Seed 003 (Roguelike), "Room and Chamber Features", Contents roll 5: "Fountain 1d6: 1-4 = Good. 5-6 = Poison".
export const FOUNTAIN: DieTable<Fountain> = {
  kind: 'die',
  id: 'roguelike.fountain',
  name: 'Fountain',
  source: { seed: SEED, table: `${ROOM}: Contents (Fountain 1d6)` },
  die: '1d6',
  errata: [
    {
      where: 'rolls 1-4',
      printed: '1-4 = Good',
      problem: 'The seed never says what a good fountain does.',
      resolution: 'Shipped as outcome "good"; its benefit (healing or a boon) is defined by the game rules, not this table.',
    },
    {
      where: 'rolls 5-6',
      printed: '5-6 = Poison',
      problem: 'No amount or duration is given for the fountain\'s poison.',
      resolution: 'Whatever was wished for, the drinker is poisoned: damage equal to the hero\'s Level at the start of each turn, until a CON test at the end of a turn (or the temple) ends it.',
    },
  ],
  rows: [
    { min: 1, max: 4, outcome: 'good', label: 'Wholesome water that helps the drinker.' },
    { min: 5, max: 6, outcome: 'poison', label: 'Tainted water that poisons the drinker.' },
  ],
};
