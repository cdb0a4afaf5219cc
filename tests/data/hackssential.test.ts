import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { ListTable, Ranged, Table } from '../../src/data/table.js';
import { tables } from '../../src/data/hackssential/index.js';
import * as action from '../../src/data/hackssential/action.js';
import * as checks from '../../src/data/hackssential/checks.js';
import * as constants from '../../src/data/hackssential/constants.js';
import * as load from '../../src/data/hackssential/load.js';
import * as movement from '../../src/data/hackssential/movement.js';
import * as reaction from '../../src/data/hackssential/reaction.js';
import * as sequence from '../../src/data/hackssential/sequence.js';
import type { LoadTier } from '../../src/data/hackssential/schema.js';

const SEED = '002_0e1f0607dc69d40d.txt';
const SEEDS_DIR = process.env['ATHACK_SEEDS'] ?? '/work/shared/seeds';

const { MOVEMENT } = movement;
const { LOAD_TIERS } = load;
const { REACTION, REACTION_TRIGGERS } = reaction;
const { THRESHOLDS } = checks;
const { CONSTANTS } = constants;
const { DECLARATION_ORDER } = sequence;

function schemaOf(id: string) {
  const found = tables.find((r) => r.table.id === id);
  if (!found) throw new Error(`${id} is not registered`);
  return found.schema;
}

function row<R extends { name: string }>(table: ListTable<R>, name: string): R {
  const found = table.rows.find((r) => r.name === name);
  if (!found) throw new Error(`${table.id} has no row ${name}`);
  return found;
}

function isRanged(r: unknown): r is Ranged {
  return typeof r === 'object' && r !== null && 'min' in r && 'max' in r;
}

/** The first tier, in order, whose limits hold for this load. */
function loadTier(items: number, body: number, control: number): LoadTier['name'] {
  const maxLoad = row(CONSTANTS, 'Max load base').value + body;
  const over = Math.max(0, items - maxLoad);
  for (const tier of LOAD_TIERS.rows) {
    const left = control + tier.controlPerExtraItem * over;
    if (tier.maxItems && items > tier.maxItems.base + tier.maxItems.perBody * body) continue;
    if (tier.minControl !== null && left < tier.minControl) continue;
    return tier.name;
  }
  throw new Error('no tier');
}

describe('hackssential tables: registry', () => {
  it('every registered table parses with its schema', () => {
    expect(tables.length).toBeGreaterThan(0);
    for (const { table, schema } of tables) expect(schema.parse(table), table.id).toEqual(table);
  });

  it('ids are unique, prefixed hackssential., and every table cites this seed', () => {
    const ids = tables.map((r) => r.table.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { table } of tables) {
      expect(table.id).toMatch(/^hackssential\.[a-z0-9-]+$/);
      expect(table.source.seed).toBe(SEED);
    }
  });

  it('every table exported by a data file is registered', () => {
    const modules = [action, checks, constants, load, movement, reaction, sequence];
    const exported = modules.flatMap((m) => Object.values(m) as Table[]).filter((v) => typeof v === 'object' && 'kind' in v);
    const registered = new Set(tables.map((r) => r.table));
    expect(exported.length).toBe(tables.length);
    for (const t of exported) expect(registered.has(t), t.id).toBe(true);
  });

  it('tables with ranged rows are sorted and do not overlap', () => {
    const rangedTables = tables.map((r) => r.table).filter((t) => t.rows.every(isRanged));
    expect(rangedTables.map((t) => t.id)).toContain(MOVEMENT.id);
    for (const t of rangedTables) {
      const rows = t.rows as Ranged[];
      for (const r of rows) expect(r.min, t.id).toBeLessThanOrEqual(r.max);
      for (let i = 1; i < rows.length; i++) expect(rows[i]?.min, t.id).toBeGreaterThan(rows[i - 1]?.max ?? Infinity);
    }
  });

  it.skipIf(!existsSync(`${SEEDS_DIR}/${SEED}`))('every erratum quotes the seed verbatim', () => {
    const text = readFileSync(`${SEEDS_DIR}/${SEED}`, 'utf8');
    for (const { table } of tables) for (const e of table.errata ?? []) expect(text.includes(e.printed), `${table.id}: ${e.where}`).toBe(true);
  });
});

describe('hackssential tables: strict schemas', () => {
  it('accept the movement table as it is', () => {
    expect(() => schemaOf(MOVEMENT.id).parse(structuredClone(MOVEMENT))).not.toThrow();
  });

  it('reject an unknown field on a row', () => {
    const copy = structuredClone(MOVEMENT) as unknown as { rows: Record<string, unknown>[] };
    copy.rows[2] = { ...copy.rows[2], speed: 8 };
    expect(() => schemaOf(MOVEMENT.id).parse(copy)).toThrow();
  });

  it('reject a row missing its range', () => {
    const copy = structuredClone(MOVEMENT) as unknown as { rows: Record<string, unknown>[] };
    delete copy.rows[0]?.['max'];
    expect(() => schemaOf(MOVEMENT.id).parse(copy)).toThrow();
  });

  it('reject an unknown field inside a nested object', () => {
    const copy = structuredClone(LOAD_TIERS) as unknown as { rows: Record<string, unknown>[] };
    copy.rows[1] = { ...copy.rows[1], maxItems: { base: 3, perBody: 1, perStrength: 1 } };
    expect(() => schemaOf(LOAD_TIERS.id).parse(copy)).toThrow();
  });

  it('reject an erratum missing its resolution', () => {
    const copy = structuredClone(MOVEMENT) as unknown as { errata: Record<string, unknown>[] };
    delete copy.errata[0]?.['resolution'];
    expect(() => schemaOf(MOVEMENT.id).parse(copy)).toThrow();
  });
});

describe('hackssential: movement by Control', () => {
  it('covers Control 1 to 10 without gaps', () => {
    expect(MOVEMENT.rows[0]?.min).toBe(1);
    expect(MOVEMENT.rows.at(-1)?.max).toBe(10);
    for (let i = 1; i < MOVEMENT.rows.length; i++) expect(MOVEMENT.rows[i]?.min).toBe((MOVEMENT.rows[i - 1]?.max ?? NaN) + 1);
  });

  it('average Control (5-6) moves 8 m/turn, the minimum 4 and the maximum 12', () => {
    const at = (co: number) => MOVEMENT.rows.find((r) => r.min <= co && co <= r.max)?.mov;
    expect(at(5)).toBe(8);
    expect(at(6)).toBe(8);
    expect(at(1)).toBe(4);
    expect(at(10)).toBe(12);
    expect(at(3)).toBe(6);
    expect(at(8)).toBe(10);
  });

  it('the maximum is triple the minimum and half again the average', () => {
    const mov = MOVEMENT.rows.map((r) => r.mov);
    const min = mov[0] ?? NaN;
    const max = mov.at(-1) ?? NaN;
    expect(max).toBe(3 * min);
    expect(max).toBe(1.5 * row(MOVEMENT, 'Average').mov);
    for (let i = 1; i < mov.length; i++) expect((mov[i] ?? NaN) - (mov[i - 1] ?? NaN)).toBe(2);
  });
});

describe('hackssential: load', () => {
  it('tiers come in order', () => {
    expect(LOAD_TIERS.rows.map((r) => r.name)).toEqual(['Unencumbered', 'Encumbered', 'Burdened', 'Overloaded']);
  });

  it('3 items are unencumbered; max load (3 + BU) is encumbered; each item over costs 1 Control', () => {
    expect(row(CONSTANTS, 'Unencumbered item limit').value).toBe(row(LOAD_TIERS, 'Unencumbered').maxItems?.base);
    expect(loadTier(3, 2, 6)).toBe('Unencumbered');
    expect(loadTier(4, 2, 6)).toBe('Encumbered');
    expect(loadTier(5, 2, 6)).toBe('Encumbered');
    expect(loadTier(6, 2, 6)).toBe('Burdened');
    expect(loadTier(8, 2, 6)).toBe('Burdened');
    expect(loadTier(9, 2, 6)).toBe('Overloaded');
    expect(loadTier(4, 0, 6)).toBe('Burdened');
  });
});

describe('hackssential: checks', () => {
  it('the Reaction check is 1d10 at or under SOM and costs the turn on a failure', () => {
    expect(REACTION.rows[0]).toMatchObject({ die: '1d10', atMostScore: 'SOM', turnsLostOnFailure: 1 });
    expect(REACTION_TRIGGERS.rows.filter((r) => r.context === 'combat')).toHaveLength(5);
    expect(REACTION_TRIGGERS.rows.filter((r) => r.context === 'non-combat')).toHaveLength(4);
  });

  it('seven threshold levels, each anchored one CS above the last, with no printed values', () => {
    expect(THRESHOLDS.rows.map((r) => r.name)).toEqual(['Trivial', 'Easy', 'Simple', 'Average', 'Complex', 'Hard', 'Heroic']);
    THRESHOLDS.rows.forEach((r, i) => {
      expect(r.rank).toBe(i + 1);
      expect(r.bestCaseCs).toBe(i + 1);
      expect(r.worstCaseCs - r.bestCaseCs).toBe(4);
      expect(r.threshold).toBeNull();
    });
    expect(THRESHOLDS.errata?.length).toBeGreaterThan(0);
  });

  it('actions are declared lowest SOM first, then Empathy, then 1d10', () => {
    expect(DECLARATION_ORDER.rows.map((r) => [r.order, r.key, r.direction])).toEqual([
      [1, 'SOM', 'ascending'],
      [2, 'Empathy', 'ascending'],
      [3, '1d10', 'ascending'],
    ]);
  });

  it('a turn lasts 6 seconds; each advantage is +1 and each disadvantage -1', () => {
    expect(row(CONSTANTS, 'Turn length (seconds)').value).toBe(6);
    expect(row(CONSTANTS, 'Advantage').value).toBe(1);
    expect(row(CONSTANTS, 'Disadvantage').value).toBe(-1);
  });
});
