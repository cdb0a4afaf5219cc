import { describe, it, expect } from 'vitest';
import { dieTable } from '../../src/data/schema.js';
import { references } from '../../src/data/roguelike/index.js';
import * as s from '../../src/data/roguelike/schema.js';
import { TRAPS } from '../../src/data/roguelike/traps.js';
import { CORRIDOR_DIRECTION, ROOM_CONTENTS, ROOM_DOORS, ROOM_TYPE } from '../../src/data/roguelike/rooms.js';
import { CREATURE_CATEGORIES, CREATURE_TABLES, CREATURE_TYPE, CREATURE_TYPE_1, CREATURE_TYPE_2, CREATURE_TYPE_3 } from '../../src/data/roguelike/creatures.js';
import { LOOT } from '../../src/data/roguelike/loot.js';
import { WEAPONS } from '../../src/data/roguelike/weapons.js';
import { ARMOUR } from '../../src/data/roguelike/armour.js';
import { MIRACLES, SPELLS } from '../../src/data/roguelike/spells.js';
import { OCCUPATIONS, RACES } from '../../src/data/roguelike/characters.js';
import { ENTRANCES } from '../../src/data/roguelike/entrances.js';
import { tablesById } from '../../src/data/registry.js';
import { named, rolled } from './lookup.js';

// Ids, sources, schemas, die coverage, dice, errata, own words and references of every table: tests/data/registry.test.ts.

const TYPE_LISTS = [CREATURE_TYPE_1, CREATURE_TYPE_2, CREATURE_TYPE_3];

/** Every row of a creature table. */
const creatures = CREATURE_TABLES.flatMap((t) => t.rows);
const creature = (name: string) => {
  const found = creatures.find((c) => c.name === name);
  if (!found) throw new Error(`no creature ${name}`);
  return found;
};

describe('roguelike tables: structure', () => {
  it('reads each corridor and room feature column as its own 2d6 table', () => {
    for (const id of ROOM_TYPE.rows.flatMap((r) => r.featureTables)) {
      const t = tablesById.get(id);
      expect(t, id).toBeDefined();
      expect(t!.kind === 'die' && t!.die).toBe('2d6');
    }
    expect(ROOM_TYPE.rows.find((r) => r.kind === 'corridor')!.featureTables).toHaveLength(4);
    expect(ROOM_TYPE.rows.find((r) => r.kind === 'room')!.featureTables).toHaveLength(3);
  });

  it('every Type 1/2/3 row has a reference to its category', () => {
    for (const list of TYPE_LISTS) {
      for (const row of list.rows) {
        expect(references.some((r) => r.table === list.id && r.target === CREATURE_CATEGORIES.id && r.name === row.category), `${list.id} ${row.category}`).toBe(true);
      }
    }
  });

  it('every creature table is reached from a Type list, and every category is used', () => {
    const used = new Set(TYPE_LISTS.flatMap((t) => t.rows.map((r) => r.category)));
    expect([...used].sort()).toEqual(CREATURE_CATEGORIES.rows.map((r) => r.name).sort());
    expect(CREATURE_CATEGORIES.rows.map((r) => r.table).sort()).toEqual(CREATURE_TABLES.map((t) => t.id).sort());
    expect(CREATURE_TABLES).toHaveLength(14);
  });

  it('the trap schema rejects a malformed dice string; the creature schema, loot other than Yes, No or Maybe', () => {
    const trap = structuredClone(TRAPS);
    trap.rows[0]!.damage = '2 d6 + poison';
    expect(dieTable(s.trap).safeParse(trap).error?.issues.map((i) => i.path.join('.'))).toEqual(['rows.0.damage']);
    const table = structuredClone(CREATURE_TABLES[0]!) as unknown as { rows: Record<string, unknown>[] };
    table.rows[0]!['loot'] = 'Sometimes';
    expect(dieTable(s.creature).safeParse(table).error?.issues.map((i) => i.path.join('.'))).toEqual(['rows.0.loot']);
  });
});

describe('roguelike tables: transcribed values', () => {
  it('room type: 1 is a corridor, 2-3 a room, 4 a cavern, 5-6 a chamber', () => {
    expect(rolled(ROOM_TYPE, 1).name).toBe('Corridor');
    expect(rolled(ROOM_TYPE, 3).kind).toBe('room');
    expect(rolled(ROOM_TYPE, 4)).toMatchObject({ kind: 'cavern', natural: true });
    expect(rolled(ROOM_TYPE, 5).name).toBe('Chamber');
  });

  it('traps: damage and saving rolls', () => {
    expect(rolled(TRAPS, 2)).toMatchObject({ name: "Pit Trap - 10'x10'", damage: '2d6', save: 4 });
    expect(rolled(TRAPS, 5)).toMatchObject({ name: 'Disintegration Device', lethal: true, save: 10 });
    expect(rolled(TRAPS, 4)).toMatchObject({ damage: '4d6', area: 'room', save: 8 });
    expect(rolled(TRAPS, 10)).toMatchObject({ damage: '1d6', poisonPerTurn: '1d6', save: 5 });
    expect(rolled(TRAPS, 12)).toMatchObject({ name: 'Cursed Rune', miracle: 'Curse', save: 9 });
  });

  it('creatures: speed, health, damage and riders as printed', () => {
    expect(creature('Sprite')).toMatchObject({ health: '1', speed: 12, damage: '1' });
    expect(creature('Fire Red Dragon')).toMatchObject({ health: '6d6', speed: 11, attack: 6, defense: 8, damage: '5d6', loot: 'Yes' });
    expect(creature('Cat')).toMatchObject({ health: '1d6-1', attack: 3, damage: '5d6' });
    expect(creature('Jelly Bear')).toMatchObject({ damage: '3d6', riders: ['Paralyze'] });
    expect(creature('Zombie Vine')).toMatchObject({ damage: null, riders: ['Curse', 'Poison'] });
    expect(creature('Boa Constrictor')).toMatchObject({ damage: '1d6', perTurn: '1d6', attack: 10 });
    expect(creature('Catpiss Man')).toMatchObject({ damage: '1d6', or: 'Smell' });
    expect(creature('Horse').loot).toBe('Maybe');
    expect(creature('Metal Elemental').lootGold).toBe(50);
    expect(creature('Commercial At Character')).toMatchObject({ health: null, speed: null, character: true, loot: 'Yes' });
  });

  it('creature type: 1-2 Type 1, 3-4 Type 2, 5-6 Type 3, 1d6 appearing', () => {
    expect(rolled(CREATURE_TYPE, 2).table).toBe('roguelike.creature-type-1');
    expect(rolled(CREATURE_TYPE, 3).table).toBe('roguelike.creature-type-2');
    expect(rolled(CREATURE_TYPE, 6).table).toBe('roguelike.creature-type-3');
    expect(CREATURE_TYPE.rows.every((r) => r.numberAppearing === '1d6')).toBe(true);
    expect(CREATURE_TYPE.errata?.some((e) => e.where === 'number appearing' && e.printed.includes('roll 1d6'))).toBe(true);
  });

  it('"Humanoids 3" leads to the list headed "Humanoids 1", with an erratum', () => {
    expect(rolled(CREATURE_TYPE_1, 6).category).toBe('Humanoids 3');
    const cat = named(CREATURE_CATEGORIES, 'Humanoids 3');
    expect(tablesById.get(cat.table)!.source.table).toBe('Humanoids 1');
    expect(CREATURE_TYPE_1.errata?.[0]?.printed).toBe('6. Humanoids 3');
  });

  it('room features: doors, area, contents', () => {
    expect(rolled(ROOM_DOORS, 7)).toMatchObject({ count: 1, door: 'locked-iron' });
    expect(rolled(ROOM_DOORS, 11)).toMatchObject({ count: 1, door: 'locked-portcullis' });
    expect(rolled(ROOM_CONTENTS, 3)).toMatchObject({ contents: 'coffins-crypts', category: 'Undead' });
    expect(rolled(CORRIDOR_DIRECTION, 7)).toMatchObject({ shape: 'left-90', lengthFeet: 50 });
    expect(rolled(ENTRANCES, 6)).toMatchObject({ name: 'Secret Entrance', reroll: true });
  });

  it('loot, weapons, armour, spells and characters', () => {
    expect(rolled(LOOT, 12)).toMatchObject({ kind: 'gold', quantity: 50 });
    expect(rolled(LOOT, 7)).toMatchObject({ kind: 'gems', quantity: 5 });
    expect(named(WEAPONS, 'Halberd').damage).toBe('3d6');
    expect(named(WEAPONS, 'Rusty Dagger').damage).toBe('1');
    expect(named(ARMOUR, 'Full Plate').rating).toBe(20);
    expect(named(SPELLS, 'Magic WMD')).toMatchObject({ damage: '8d6', target: 'all' });
    expect(named(MIRACLES, 'Holy Crap!').damage).toBe('8d6');
    expect(named(OCCUPATIONS, 'Thief')).toMatchObject({
      health: 15,
      attack: 6,
      defense: 7,
      abilities: [
        { name: 'Pick', count: 2 },
        { name: 'Sneak', count: 1 },
      ],
    });
    expect(named(RACES, 'Human')).toMatchObject({ speed: 7, power: 8, intellect: 8, abilities: [] });
  });
});
