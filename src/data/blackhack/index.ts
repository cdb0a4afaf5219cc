/**
 * The Black Hack tables (seed 004_7cb40a2b79f5a3df.txt) paired with their
 * schemas, and every name one table uses for a row of another. Loaded by the
 * audit and the tests only; the game imports the data files directly.
 */
import { dieTable, listTable, register, type Registered } from '../schema.js';
import { ANY_TABLE, type Reference } from '../table.js';
import * as s from './schema.js';
import { ARMOUR_VALUES } from './armour.js';
import { ATTRIBUTE_ROLL, ATTRIBUTES, TEST_GUIDANCE } from './attributes.js';
import { BACKGROUND_INSPIRATION } from './backgrounds.js';
import { SPELLCASTING } from './casting.js';
import { CLASSES } from './classes.js';
import {
  ARMOUR_PROFICIENCY,
  CRITICAL_HITS,
  DAMAGE_PER_HD,
  HINDRANCES,
  LARGE_WEAPONS,
  ONGOING_DAMAGE,
  OUT_OF_ACTION,
  POWERFUL_FOE,
  RANGE_BANDS,
} from './combat.js';
import { EQUIPMENT_COMMON, EQUIPMENT_EXOTIC, EQUIPMENT_RARE, RARITIES } from './equipment.js';
import { ADVANCEMENT, CAROUSING, EXPERIENCES } from './experience.js';
import { ENCOUNTER_ROLL, FARAWAY_LIFE, MORALE, NEARBY_LIFE, REACTIONS } from './gm.js';
import { KITS } from './kits.js';
import { MAGIC_ITEMS } from './magic-items.js';
import { PRAYERS } from './prayers.js';
import { SPELLS } from './spells.js';
import { FAMILIAR, HOLY_SYMBOL, LUCKY_CHARM, WAR_TROPHY } from './trinkets.js';
import { INVENTORY, RESTING } from './upkeep.js';
import { USAGE_AVERAGE_USES, USAGE_DIE } from './usage.js';

export const tables: Registered[] = [
  register(listTable(s.attributeRoll), ATTRIBUTE_ROLL),
  register(listTable(s.attributeInfo), ATTRIBUTES),
  register(listTable(s.testGuidance), TEST_GUIDANCE),
  register(listTable(s.heroClass), CLASSES),
  register(listTable(s.kit), KITS),
  register(dieTable(s.namedRoll), WAR_TROPHY),
  register(dieTable(s.namedRoll), LUCKY_CHARM),
  register(dieTable(s.namedRoll), HOLY_SYMBOL),
  register(dieTable(s.namedRoll), FAMILIAR),
  register(dieTable(s.namedRoll), BACKGROUND_INSPIRATION),
  register(listTable(s.armourValue), ARMOUR_VALUES),
  register(listTable(s.spell), SPELLS),
  register(listTable(s.spell), PRAYERS),
  register(listTable(s.castingMode), SPELLCASTING),
  register(dieTable(s.magicItem), MAGIC_ITEMS),
  register(listTable(s.damagePerHd), DAMAGE_PER_HD),
  register(dieTable(s.outOfAction), OUT_OF_ACTION),
  register(listTable(s.hindrance), HINDRANCES),
  register(listTable(s.ongoingDamage), ONGOING_DAMAGE),
  register(listTable(s.modifier), LARGE_WEAPONS),
  register(listTable(s.modifier), POWERFUL_FOE),
  register(listTable(s.modifier), ARMOUR_PROFICIENCY),
  register(listTable(s.criticalHit), CRITICAL_HITS),
  register(listTable(s.rangeBand), RANGE_BANDS),
  register(listTable(s.experienceSource), EXPERIENCES),
  register(listTable(s.advancement), ADVANCEMENT),
  register(dieTable(s.carousing), CAROUSING),
  register(dieTable(s.reaction), REACTIONS),
  register(listTable(s.morale), MORALE),
  register(dieTable(s.encounter), ENCOUNTER_ROLL),
  register(dieTable(s.namedRoll), NEARBY_LIFE),
  register(dieTable(s.namedRoll), FARAWAY_LIFE),
  register(listTable(s.rarityRow), RARITIES),
  register(listTable(s.item), EQUIPMENT_COMMON),
  register(listTable(s.item), EQUIPMENT_RARE),
  register(listTable(s.item), EQUIPMENT_EXOTIC),
  register(listTable(s.usageDieStep), USAGE_DIE),
  register(listTable(s.usageAverage), USAGE_AVERAGE_USES),
  register(listTable(s.rest), RESTING),
  register(listTable(s.load), INVENTORY),
];

const equipmentTable = (rarity: s.Rarity) => `blackhack.equipment-${rarity}`;

function itemRefs(table: string, where: string, items: s.KitItem[]): Reference[] {
  return items.flatMap((item) =>
    item.equipment
      ? [{ table, where: `${where}: ${item.name}`, target: equipmentTable(item.equipment.rarity), name: item.equipment.name }]
      : [],
  );
}

function usageRefs(table: string, rows: { name: string; usageDie: s.UsageDieSize | null }[]): Reference[] {
  return rows.flatMap((row) =>
    row.usageDie ? [{ table, where: `${row.name}: usageDie`, target: USAGE_DIE.id, name: row.usageDie }] : [],
  );
}

const spellRefs = (table: typeof SPELLS): Reference[] =>
  table.rows.flatMap((row) => [
    { table: table.id, where: `${row.name}: caster`, target: CLASSES.id, name: row.caster },
    ...(row.duration.usageDie
      ? [{ table: table.id, where: `${row.name}: duration`, target: USAGE_DIE.id, name: row.duration.usageDie }]
      : []),
  ]);

export const references: Reference[] = [
  // Kit items and class starting items → the price lists.
  ...KITS.rows.flatMap((kit) => [
    { table: KITS.id, where: `${kit.name}: class`, target: CLASSES.id, name: kit.class },
    ...itemRefs(KITS.id, kit.name, kit.items),
  ]),
  ...CLASSES.rows.flatMap((c) => itemRefs(CLASSES.id, `${c.name} startingItems`, c.startingItems)),
  // Spell and prayer lists → the class that casts them, and their Usage Die durations.
  ...spellRefs(SPELLS),
  ...spellRefs(PRAYERS),
  // Price-list armour → the Armor Value Table; Usage Dice → the chain.
  ...[EQUIPMENT_COMMON, EQUIPMENT_RARE, EQUIPMENT_EXOTIC].flatMap((t) => [
    ...t.rows.flatMap((row) =>
      row.armourType ? [{ table: t.id, where: `${row.name}: armourType`, target: ARMOUR_VALUES.id, name: row.armourType }] : [],
    ),
    ...t.rows.flatMap((row) => [{ table: t.id, where: `${row.name}: rarity`, target: RARITIES.id, name: row.rarity }]),
    ...usageRefs(t.id, t.rows),
  ]),
  // Magic items → spells, armour types, the Usage Die chain.
  ...MAGIC_ITEMS.rows.flatMap((row) => [
    ...(row.spell ? [{ table: MAGIC_ITEMS.id, where: `${row.name}: spell`, target: SPELLS.id, name: row.spell }] : []),
    ...(row.armourType
      ? [{ table: MAGIC_ITEMS.id, where: `${row.name}: armourType`, target: ARMOUR_VALUES.id, name: row.armourType }]
      : []),
  ]),
  ...usageRefs(MAGIC_ITEMS.id, MAGIC_ITEMS.rows),
  ...USAGE_AVERAGE_USES.rows.map((row) => ({
    table: USAGE_AVERAGE_USES.id,
    where: `${row.name}`,
    target: USAGE_DIE.id,
    name: row.name,
  })),
  ...USAGE_DIE.rows.flatMap((row) =>
    row.next ? [{ table: USAGE_DIE.id, where: `${row.name}: next`, target: USAGE_DIE.id, name: row.next }] : [],
  ),
  // Table ids named in fields the registry's own link scan (top-level `table`,
  // `...Tables`) does not see: trinket tables, spell lists, rolled-on tables.
  ...CLASSES.rows.flatMap((c) => [
    { table: CLASSES.id, where: `${c.name}: trinketTable`, target: ANY_TABLE, name: c.trinketTable },
    ...(c.casting ? [{ table: CLASSES.id, where: `${c.name}: casting.table`, target: ANY_TABLE, name: c.casting.table }] : []),
    ...c.abilities.flatMap((a) =>
      a.table ? [{ table: CLASSES.id, where: `${c.name}: ${a.name}: table`, target: ANY_TABLE, name: a.table }] : [],
    ),
  ]),
  ...[SPELLS, PRAYERS].flatMap((t) =>
    t.rows.flatMap((r) => (r.rollsOn ? [{ table: t.id, where: `${r.name}: rollsOn`, target: ANY_TABLE, name: r.rollsOn }] : [])),
  ),
  ...ENCOUNTER_ROLL.rows.flatMap((r) =>
    r.rollsOn ? [{ table: ENCOUNTER_ROLL.id, where: `${r.name}: rollsOn`, target: ANY_TABLE, name: r.rollsOn }] : [],
  ),
  ...ADVANCEMENT.rows.map((r) => ({ table: ADVANCEMENT.id, where: `${r.name}: carousingTable`, target: ANY_TABLE, name: r.carousingTable })),
];
