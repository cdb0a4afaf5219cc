/**
 * Registry of the Roguelike tables (seed `003_28059e771b2b09b3.txt`): every
 * table paired with its strict schema, and every name one table uses to point
 * at a row of another. Loaded by the audit and the tests (it pulls in zod);
 * the game imports the data files directly.
 */
import { dieTable, listTable, register, type Registered } from '../schema.js';
import type { Ranged, Reference } from '../table.js';
import * as s from './schema.js';
import { OCCUPATION_ROLL, OCCUPATIONS, RACE_ROLL, RACES, SPECIAL_ABILITIES, STARTING_KIT } from './characters.js';
import { LEVEL_UP_CHOICES, POINTS, REFEREE_POINTS } from './points.js';
import { WEAPONS } from './weapons.js';
import { ARMOUR } from './armour.js';
import { MIRACLES, SPELLS } from './spells.js';
import { ENTRANCES } from './entrances.js';
import {
  CORRIDOR_CONTENTS,
  CORRIDOR_DIRECTION,
  CORRIDOR_DOORS,
  CORRIDOR_WIDTH,
  FOUNTAIN,
  ROOM_AREA,
  ROOM_CONTENTS,
  ROOM_DOORS,
  ROOM_TYPE,
} from './rooms.js';
import { TRAPS } from './traps.js';
import { LOOT } from './loot.js';
import {
  CREATURE_CATEGORIES,
  CREATURE_TABLES,
  CREATURE_TYPE,
  CREATURE_TYPE_1,
  CREATURE_TYPE_2,
  CREATURE_TYPE_3,
  SPECIAL_ATTACKS,
} from './creatures.js';


export const tables: Registered[] = [
  // characters
  register(dieTable(s.characterRoll), OCCUPATION_ROLL),
  register(dieTable(s.characterRoll), RACE_ROLL),
  register(listTable(s.occupation), OCCUPATIONS),
  register(listTable(s.race), RACES),
  register(listTable(s.specialAbility), SPECIAL_ABILITIES),
  register(listTable(s.kitItem), STARTING_KIT),
  // points and levels
  register(listTable(s.points), POINTS),
  register(listTable(s.points), REFEREE_POINTS),
  register(listTable(s.levelUpChoice), LEVEL_UP_CHOICES),
  // equipment, spells, miracles
  register(listTable(s.weapon), WEAPONS),
  register(listTable(s.armour), ARMOUR),
  register(listTable(s.spell), SPELLS),
  register(listTable(s.spell), MIRACLES),
  // dungeon
  register(dieTable(s.entrance), ENTRANCES),
  register(dieTable(s.roomType), ROOM_TYPE),
  register(dieTable(s.corridorDirection), CORRIDOR_DIRECTION),
  register(dieTable(s.corridorWidth), CORRIDOR_WIDTH),
  register(dieTable(s.contents), CORRIDOR_CONTENTS),
  register(dieTable(s.doors), CORRIDOR_DOORS),
  register(dieTable(s.roomArea), ROOM_AREA),
  register(dieTable(s.contents), ROOM_CONTENTS),
  register(dieTable(s.doors), ROOM_DOORS),
  register(dieTable(s.fountain), FOUNTAIN),
  register(dieTable(s.trap), TRAPS),
  // creatures
  register(dieTable(s.creatureType), CREATURE_TYPE),
  register(dieTable(s.creatureTypeRow), CREATURE_TYPE_1),
  register(dieTable(s.creatureTypeRow), CREATURE_TYPE_2),
  register(dieTable(s.creatureTypeRow), CREATURE_TYPE_3),
  register(listTable(s.creatureCategory), CREATURE_CATEGORIES),
  register(listTable(s.specialAttack), SPECIAL_ATTACKS),
  ...CREATURE_TABLES.map((t) => register(dieTable(s.creature), t)),
  // loot
  register(dieTable(s.loot), LOOT),
];

const ref = (table: { id: string }, where: string, target: { id: string }, name: string): Reference => ({
  table: table.id,
  where,
  target: target.id,
  name,
});

const rollOf = (r: Ranged): string => (r.min === r.max ? `roll ${r.min}` : `roll ${r.min}-${r.max}`);

export const references: Reference[] = [
  // Occupation and race rolls name rows of the attribute charts.
  ...OCCUPATION_ROLL.rows.map((r) => ref(OCCUPATION_ROLL, `${rollOf(r)}: name`, OCCUPATIONS, r.name)),
  ...RACE_ROLL.rows.map((r) => ref(RACE_ROLL, `${rollOf(r)}: name`, RACES, r.name)),
  // The charts grant special abilities by name.
  ...OCCUPATIONS.rows.flatMap((r) => r.abilities.map((a) => ref(OCCUPATIONS, `${r.name}: abilities`, SPECIAL_ABILITIES, a.name))),
  ...RACES.rows.flatMap((r) => r.abilities.map((a) => ref(RACES, `${r.name}: abilities`, SPECIAL_ABILITIES, a.name))),
  // The starting kit's dagger is a weapon of the weapon list.
  ref(STARTING_KIT, 'Rusty Dagger: item', WEAPONS, 'Rusty Dagger'),
  // Spells and miracles that end another one.
  ...SPELLS.rows.flatMap((r) => (r.undoes === null ? [] : [ref(SPELLS, `${r.name}: undoes`, SPELLS, r.undoes)])),
  ...MIRACLES.rows.flatMap((r) => (r.undoes === null ? [] : [ref(MIRACLES, `${r.name}: undoes`, MIRACLES, r.undoes)])),
  // Contents that bring a given creature category (coffins and crypts: Undead).
  ...[CORRIDOR_CONTENTS, ROOM_CONTENTS].flatMap((t) =>
    t.rows.flatMap((r) => (r.category === null ? [] : [ref(t, `${rollOf(r)}: category`, CREATURE_CATEGORIES, r.category)])),
  ),
  // The Cursed Rune works as the Curse miracle.
  ...TRAPS.rows.flatMap((r) => (r.miracle === null ? [] : [ref(TRAPS, `${rollOf(r)}: miracle`, MIRACLES, r.miracle)])),
  // Type 1/2/3 lists name creature categories.
  ...[CREATURE_TYPE_1, CREATURE_TYPE_2, CREATURE_TYPE_3].flatMap((t) =>
    t.rows.map((r) => ref(t, `${rollOf(r)}: category`, CREATURE_CATEGORIES, r.category)),
  ),
  // Special attacks that work like a named spell or miracle.
  ...SPECIAL_ATTACKS.rows.flatMap((r) => [
    ...(r.spell === null ? [] : [ref(SPECIAL_ATTACKS, `${r.name}: spell`, SPELLS, r.spell)]),
    ...(r.miracle === null ? [] : [ref(SPECIAL_ATTACKS, `${r.name}: miracle`, MIRACLES, r.miracle)]),
  ]),
  // Creatures' riders ("+ Poison") and alternatives ("or Spell") are special attacks.
  ...CREATURE_TABLES.flatMap((t) =>
    t.rows.flatMap((r) => [
      ...r.riders.map((name) => ref(t, `${r.name}: Damage`, SPECIAL_ATTACKS, name)),
      ...(r.or === null ? [] : [ref(t, `${r.name}: Damage`, SPECIAL_ATTACKS, r.or)]),
    ]),
  ),
];
