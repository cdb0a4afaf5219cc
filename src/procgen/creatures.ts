/**
 * Rolling a creature group on Appendix A and translating it into Black Hack
 * terms (RULES.md §4.7): HD from the Health dice, HP as HD×d8, damage from
 * the Damage per HD table, riders as Black Hack conditions.
 */
import { creatureHd } from '../base/ranks.js';
import { DAMAGE_PER_HD } from '../data/blackhack/combat.js';
import { CREATURE_CATEGORIES, CREATURE_TABLES, CREATURE_TYPE, CREATURE_TYPE_1, CREATURE_TYPE_2, CREATURE_TYPE_3 } from '../data/roguelike/creatures.js';
import type { Creature as CreatureRow } from '../data/roguelike/schema.js';
import type { DieTable } from '../data/table.js';
import { CATEGORY_GLYPHS, RIVAL_GLYPH } from './glyphs.js';
import type { Roller } from './roller.js';
import { creatureName, plural } from '../base/words.js';
import type { Creature } from './types.js';

const TYPE_LISTS: Record<string, typeof CREATURE_TYPE_1> = {
  [CREATURE_TYPE_1.id]: CREATURE_TYPE_1,
  [CREATURE_TYPE_2.id]: CREATURE_TYPE_2,
  [CREATURE_TYPE_3.id]: CREATURE_TYPE_3,
};

/** How each Roguelike rider plays in Black Hack terms. */
const RIDER_EFFECTS: Record<string, string> = {
  Poison: 'ongoing damage',
  Curse: 'weakened until cured',
  Paralyze: 'paralysed (CON test each turn ends it)',
  Spell: 'once a fight casts instead of striking: a WIS test resists, armour does not',
  Smell: 'distracted',
};

/** A Black Hack damage expression for an HD; beyond the table's last row, that row. */
export function damageForHd(hd: number): string {
  const rows = DAMAGE_PER_HD.rows;
  return (rows.find((r) => r.hd === hd) ?? rows[rows.length - 1]!).dice;
}

export function categoryTable(category: string): DieTable<CreatureRow> {
  const entry = CREATURE_CATEGORIES.rows.find((c) => c.name === category);
  const table = CREATURE_TABLES.find((t) => t.id === entry?.table);
  if (!table) throw new Error(`no creature table for category ${category}`);
  return table;
}

export interface RolledGroup {
  category: string;
  row: CreatureRow;
  count: number;
}

/** Type (1d6) → its list → category (1d6) → creature (1d6), and 1d6 of them. `category` skips to a given category (coffins hold Undead). */
export function rollGroup(roller: Roller, category?: string): RolledGroup {
  let chosen = category;
  let count: string = '1d6';
  if (chosen === undefined) {
    const type = roller.onTable(CREATURE_TYPE, (r) => r.name);
    count = type.numberAppearing;
    const list = TYPE_LISTS[type.table];
    if (!list) throw new Error(`no type list ${type.table}`);
    chosen = roller.onTable(list, (r) => r.category).category;
  }
  const row = roller.onTable(categoryTable(chosen), (r) => r.name);
  return { category: chosen, row, count: roller.dice(`number of ${plural(creatureName(row.name))}`, count) };
}

/** One creature of a group, with its own hit points; a rival @ is as strong as the hero; none above `maxHd` (a young one of a stronger kind). */
export function translate(roller: Roller, group: RolledGroup, heroLevel: number, maxHd = Number.POSITIVE_INFINITY): Omit<Creature, 'x' | 'y' | 'inCoffin'> {
  const { row, category } = group;
  const printed = row.character ? Math.max(1, heroLevel) : creatureHd(row.health ?? '1');
  const hd = Math.min(maxHd, printed);
  const riders = [...row.riders, ...(row.or ? [row.or] : [])].map((name) => ({ name, effect: RIDER_EFFECTS[name] ?? name }));
  return {
    name: row.name,
    category,
    glyph: row.character ? RIVAL_GLYPH : (CATEGORY_GLYPHS[category] ?? '?'),
    hd,
    // One come young says so, or its HP roll would read as the wrong HD for its kind.
    hp: roller.dice(hd < printed ? `${row.name} HP (young: ${hd} HD, not ${printed})` : `${row.name} HP`, `${hd}d8`),
    damage: damageForHd(hd),
    riders,
    // A rival @ moves like a Human hero.
    speed: row.speed ?? 7,
    loot: row.loot,
  };
}
