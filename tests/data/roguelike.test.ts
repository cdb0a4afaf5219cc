import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, it, expect } from 'vitest';
import { parseDice } from '../../src/core/dice/parse.js';
import { dieTable } from '../../src/data/schema.js';
import type { DieTable, ListTable, Ranged } from '../../src/data/table.js';
import { references, tables } from '../../src/data/roguelike/index.js';
import * as s from '../../src/data/roguelike/schema.js';
import { TRAPS } from '../../src/data/roguelike/traps.js';
import { CORRIDOR_DIRECTION, ROOM_CONTENTS, ROOM_DOORS, ROOM_TYPE } from '../../src/data/roguelike/rooms.js';
import { CREATURE_CATEGORIES, CREATURE_TABLES, CREATURE_TYPE, CREATURE_TYPE_1 } from '../../src/data/roguelike/creatures.js';
import { LOOT } from '../../src/data/roguelike/loot.js';
import { WEAPONS } from '../../src/data/roguelike/weapons.js';
import { ARMOUR } from '../../src/data/roguelike/armour.js';
import { MIRACLES, SPELLS } from '../../src/data/roguelike/spells.js';
import { OCCUPATIONS, RACES } from '../../src/data/roguelike/characters.js';
import { ENTRANCES } from '../../src/data/roguelike/entrances.js';

const SEED_FILE = '003_28059e771b2b09b3.txt';
const seedPath = fileURLToPath(new URL(`../../../shared/seeds/${SEED_FILE}`, import.meta.url));
const dataDir = fileURLToPath(new URL('../../src/data/roguelike/', import.meta.url));

/** `Registered['table']` is typed as a list table only; widen it to what it holds. */
type AnyTable = DieTable<Ranged> | ListTable<unknown>;
const all: AnyTable[] = tables.map((r) => r.table as unknown as AnyTable);
const byId = new Map(all.map((t) => [t.id, t]));
const rowsOf = (id: string): Record<string, unknown>[] => (byId.get(id)?.rows ?? []) as Record<string, unknown>[];
const dieTables = all.filter((t): t is DieTable<Ranged> => t.kind === 'die');

/** Smallest and largest total of a plain `NdM` die expression. */
function dieRange(die: string): [number, number] {
  const expr = parseDice(die);
  expect(expr.terms).toHaveLength(1);
  const term = expr.terms[0]!;
  if (term.kind !== 'dice') throw new Error(`not a die: ${die}`);
  return [term.count, term.count * term.sides];
}

/** Every row of a creature table, with the table it came from. */
const creatures = CREATURE_TABLES.flatMap((t) => t.rows.map((row) => ({ table: t.id, row })));
const creature = (name: string) => {
  const found = creatures.find((c) => c.row.name === name);
  if (!found) throw new Error(`no creature ${name}`);
  return found.row;
};
const roll = <R extends Ranged>(t: DieTable<R>, n: number): R => {
  const hits = t.rows.filter((r) => r.min <= n && n <= r.max);
  expect(hits, `${t.id} at ${n}`).toHaveLength(1);
  return hits[0]!;
};

describe('roguelike tables: shape', () => {
  it.each(tables.map((r) => [r.table.id, r] as const))('%s parses with its schema', (_id, r) => {
    expect(() => r.schema.parse(r.table)).not.toThrow();
  });

  it('has unique ids, all in the roguelike namespace, all from seed 003', () => {
    const ids = tables.map((r) => r.table.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const t of all) {
      expect(t.id).toMatch(/^roguelike\.[a-z0-9-]+$/);
      expect(t.source.seed).toBe(SEED_FILE);
    }
  });

  it.each(dieTables.map((t) => [t.id, t] as const))('%s: rows sorted, no overlap, every result covered', (_id, t) => {
    const [lo, hi] = dieRange(t.die);
    let next = lo;
    for (const r of t.rows) {
      expect(r.min, `${t.id} row ${r.min}-${r.max}`).toBeLessThanOrEqual(r.max);
      expect(r.min, `${t.id}: gap or overlap before ${r.min}`).toBe(next);
      next = r.max + 1;
    }
    expect(next - 1, `${t.id} ends at`).toBe(hi);
  });

  it('reads each corridor and room feature column as its own 2d6 table', () => {
    for (const id of [...ROOM_TYPE.rows.flatMap((r) => r.featureTables)]) {
      const t = byId.get(id);
      expect(t, id).toBeDefined();
      expect(t!.kind === 'die' && t!.die).toBe('2d6');
    }
    expect(ROOM_TYPE.rows.find((r) => r.kind === 'corridor')!.featureTables).toHaveLength(4);
    expect(ROOM_TYPE.rows.find((r) => r.kind === 'room')!.featureTables).toHaveLength(3);
  });

  it('every dice field is an expression the dice parser reads', () => {
    const diceFields = ['damage', 'health', 'dice', 'perTurn', 'poisonPerTurn', 'numberAppearing', 'change'];
    let checked = 0;
    for (const t of all) {
      for (const row of t.rows as Record<string, unknown>[]) {
        for (const f of diceFields) {
          const v = row[f];
          if (typeof v === 'string') {
            expect(() => parseDice(v), `${t.id} ${f} ${v}`).not.toThrow();
            checked++;
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(150);
  });
});

describe('roguelike tables: strict schemas', () => {
  const schema = dieTable(s.trap);

  it('accepts the traps table as shipped', () => {
    expect(() => schema.parse(TRAPS)).not.toThrow();
  });

  it('rejects an unknown field on a row', () => {
    const copy = structuredClone(TRAPS) as unknown as { rows: Record<string, unknown>[] };
    copy.rows[0]!['savingThrow'] = 4;
    expect(() => schema.parse(copy)).toThrow();
  });

  it('rejects a row with a missing field', () => {
    const copy = structuredClone(TRAPS) as unknown as { rows: Record<string, unknown>[] };
    delete copy.rows[3]!['save'];
    expect(() => schema.parse(copy)).toThrow();
  });

  it('rejects an unknown field on the table and a malformed dice string', () => {
    expect(() => schema.parse({ ...TRAPS, note: 'x' })).toThrow();
    const copy = structuredClone(TRAPS);
    copy.rows[0]!.damage = '2 d6 + poison';
    expect(() => schema.parse(copy)).toThrow();
  });

  it('rejects a creature whose loot is not Yes, No or Maybe', () => {
    const table = CREATURE_TABLES[0]!;
    const copy = structuredClone(table) as unknown as { rows: Record<string, unknown>[] };
    copy.rows[0]!['loot'] = 'Sometimes';
    expect(() => dieTable(s.creature).parse(copy)).toThrow();
  });
});

describe('roguelike tables: cross-references', () => {
  it('every reference names a row of its target table', () => {
    expect(references.length).toBeGreaterThan(40);
    for (const ref of references) {
      expect(byId.has(ref.table), `${ref.table} is registered`).toBe(true);
      const names = rowsOf(ref.target).map((r) => r['name']);
      expect(names, `${ref.table} ${ref.where} -> ${ref.target}`).toContain(ref.name);
    }
  });

  it('every Type 1/2/3 row has a reference to its category', () => {
    for (const id of ['roguelike.creature-type-1', 'roguelike.creature-type-2', 'roguelike.creature-type-3']) {
      for (const row of rowsOf(id)) {
        expect(references.some((r) => r.table === id && r.target === 'roguelike.creature-categories' && r.name === row['category'])).toBe(true);
      }
    }
  });

  it('every table id held in a row is a registered table', () => {
    let checked = 0;
    for (const t of all) {
      for (const row of t.rows as Record<string, unknown>[]) {
        const ids = [row['table'], ...((row['featureTables'] as unknown[] | undefined) ?? [])];
        for (const id of ids) {
          if (typeof id !== 'string') continue;
          expect(byId.has(id), `${t.id} points at ${id}`).toBe(true);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(40);
  });

  it('every creature table is reached from a Type list, and every category is used', () => {
    const used = new Set(
      ['roguelike.creature-type-1', 'roguelike.creature-type-2', 'roguelike.creature-type-3'].flatMap((id) =>
        rowsOf(id).map((r) => r['category']),
      ),
    );
    expect([...used].sort()).toEqual(CREATURE_CATEGORIES.rows.map((r) => r.name).sort());
    expect(CREATURE_CATEGORIES.rows.map((r) => r.table).sort()).toEqual(CREATURE_TABLES.map((t) => t.id).sort());
    expect(CREATURE_TABLES).toHaveLength(14);
  });
});

describe('roguelike tables: transcribed values', () => {
  it('room type: 1 is a corridor, 2-3 a room, 4 a cavern, 5-6 a chamber', () => {
    expect(roll(ROOM_TYPE, 1).name).toBe('Corridor');
    expect(roll(ROOM_TYPE, 3).kind).toBe('room');
    expect(roll(ROOM_TYPE, 4)).toMatchObject({ kind: 'cavern', natural: true });
    expect(roll(ROOM_TYPE, 5).name).toBe('Chamber');
  });

  it('traps: damage and saving rolls', () => {
    expect(roll(TRAPS, 2)).toMatchObject({ name: "Pit Trap - 10'x10'", damage: '2d6', save: 4 });
    expect(roll(TRAPS, 5)).toMatchObject({ name: 'Disintegration Device', lethal: true, save: 10 });
    expect(roll(TRAPS, 4)).toMatchObject({ damage: '4d6', area: 'room', save: 8 });
    expect(roll(TRAPS, 10)).toMatchObject({ damage: '1d6', poisonPerTurn: '1d6', save: 5 });
    expect(roll(TRAPS, 12)).toMatchObject({ name: 'Cursed Rune', miracle: 'Curse', save: 9 });
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
    expect(roll(CREATURE_TYPE, 2).table).toBe('roguelike.creature-type-1');
    expect(roll(CREATURE_TYPE, 3).table).toBe('roguelike.creature-type-2');
    expect(roll(CREATURE_TYPE, 6).table).toBe('roguelike.creature-type-3');
    expect(CREATURE_TYPE.rows.every((r) => r.numberAppearing === '1d6')).toBe(true);
    expect(CREATURE_TYPE.errata?.some((e) => e.where === 'number appearing' && e.printed.includes('roll 1d6'))).toBe(true);
  });

  it('"Humanoids 3" leads to the list headed "Humanoids 1", with an erratum', () => {
    expect(roll(CREATURE_TYPE_1, 6).category).toBe('Humanoids 3');
    const cat = CREATURE_CATEGORIES.rows.find((r) => r.name === 'Humanoids 3')!;
    expect(byId.get(cat.table)!.source.table).toBe('Humanoids 1');
    expect(CREATURE_TYPE_1.errata?.[0]?.printed).toBe('6. Humanoids 3');
  });

  it('room features: doors, area, contents', () => {
    expect(roll(ROOM_DOORS, 7)).toMatchObject({ count: 1, door: 'locked-iron' });
    expect(roll(ROOM_DOORS, 11)).toMatchObject({ count: 1, door: 'locked-portcullis' });
    expect(roll(ROOM_CONTENTS, 3)).toMatchObject({ contents: 'coffins-crypts', category: 'Undead' });
    expect(roll(CORRIDOR_DIRECTION, 7)).toMatchObject({ shape: 'left-90', lengthFeet: 50 });
    expect(roll(ENTRANCES, 6)).toMatchObject({ name: 'Secret Entrance', reroll: true });
  });

  it('loot, weapons, armour, spells and characters', () => {
    expect(roll(LOOT, 12)).toMatchObject({ kind: 'gold', quantity: 50 });
    expect(roll(LOOT, 7)).toMatchObject({ kind: 'gems', quantity: 5 });
    expect(WEAPONS.rows.find((r) => r.name === 'Halberd')!.damage).toBe('3d6');
    expect(WEAPONS.rows.find((r) => r.name === 'Rusty Dagger')!.damage).toBe('1');
    expect(ARMOUR.rows.find((r) => r.name === 'Full Plate')!.rating).toBe(20);
    expect(SPELLS.rows.find((r) => r.name === 'Magic WMD')).toMatchObject({ damage: '8d6', target: 'all' });
    expect(MIRACLES.rows.find((r) => r.name === 'Holy Crap!')!.damage).toBe('8d6');
    expect(OCCUPATIONS.rows.find((r) => r.name === 'Thief')).toMatchObject({
      health: 15,
      attack: 6,
      defense: 7,
      abilities: [
        { name: 'Pick', count: 2 },
        { name: 'Sneak', count: 1 },
      ],
    });
    expect(RACES.rows.find((r) => r.name === 'Human')).toMatchObject({ speed: 7, power: 8, intellect: 8, abilities: [] });
  });
});

describe('roguelike tables: errata and own words', () => {
  const seed = readFileSync(seedPath, 'utf8');

  it("every erratum's printed text is in the seed", () => {
    const pieces = all.flatMap((t) =>
      (t.errata ?? []).flatMap((e) => e.printed.split(' ... ').flatMap((p) => p.split(' / ')).map((piece) => ({ id: t.id, piece }))),
    );
    expect(pieces.length).toBeGreaterThan(15);
    expect(pieces.filter(({ piece }) => !seed.includes(piece))).toEqual([]);
  });

  it('no label or note copies a sentence of the seed', () => {
    const flat = seed.replace(/\s+/g, ' ').toLowerCase();
    for (const t of all) {
      for (const row of t.rows as Record<string, unknown>[]) {
        for (const f of ['label', 'note']) {
          const v = row[f];
          if (typeof v !== 'string' || v.length < 20) continue;
          expect(flat.includes(v.toLowerCase().replace(/\.$/, '')), `${t.id} ${f}: ${v}`).toBe(false);
        }
      }
    }
  });

  it('data files import only types (the game loads them without zod)', () => {
    for (const file of readdirSync(dataDir)) {
      if (file === 'index.ts' || file === 'schema.ts') continue;
      const src = readFileSync(dataDir + file, 'utf8');
      const imports = src.split('\n').filter((l) => /^import\b/.test(l));
      expect(imports.length, file).toBeGreaterThan(0);
      for (const line of imports) expect(line, file).toMatch(/^import type /);
    }
  });
});
