/**
 * The checks every rules table must pass, whatever its rule set: walks the
 * registry (`src/data/registry.ts`) and the data folders. The per-ruleset
 * files next to this one only spot-check transcribed values.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { coverageProblems } from '../../src/core/audit/coverage.js';
import { unresolvedReferences } from '../../src/core/audit/references.js';
import { parseDice } from '../../src/base/dice/index.js';
import { references, registered, tablesById } from '../../src/data/registry.js';
import type { Registered } from '../../src/data/schema.js';
import type { DieTable, Ranged, Table } from '../../src/data/table.js';

/** Each rule set: its folder under `src/data`, the prefix of its table ids, and the seed it was transcribed from. */
const RULESETS = [
  { dir: 'blackhack', prefix: 'blackhack', seed: '004_7cb40a2b79f5a3df.txt' },
  { dir: 'roguelike', prefix: 'roguelike', seed: '003_28059e771b2b09b3.txt' },
  { dir: 'athack', prefix: 'athack', seed: '000_8e51eaf48aa97e98.txt' },
  { dir: 'adventure-algorithms', prefix: 'aa', seed: '001_1a25a2eaf5740a81.txt' },
  { dir: 'hackssential', prefix: 'hackssential', seed: '002_0e1f0607dc69d40d.txt' },
] as const;
type Ruleset = (typeof RULESETS)[number];

const DATA_DIR = new URL('../../src/data/', import.meta.url);
/** `shared/seeds/` beside the repository, here and in CI. */
const SEEDS_DIR = fileURLToPath(new URL('../../../shared/seeds/', import.meta.url));

const rulesetOf = (t: Table): Ruleset | undefined => RULESETS.find((r) => t.id.startsWith(`${r.prefix}.`));

const seeds = new Map<string, string>();
/** A seed's text, normalised by `plain`. Fails (never skips) when the seeds are not there. */
function seedText(file: string): string {
  const path = `${SEEDS_DIR}${file}`;
  if (!existsSync(path)) {
    throw new Error(`seed text ${file} not found in ${SEEDS_DIR}: the data tests compare the tables with the seeds, which must be checked out at ../shared/seeds/ beside the repository`);
  }
  if (!seeds.has(file)) seeds.set(file, plain(readFileSync(path, 'utf8')));
  return seeds.get(file)!;
}

const SUPERSCRIPT = '⁰¹²³⁴⁵⁶⁷⁸⁹';
/** Text without markdown emphasis or HTML tags (`<sup>2</sup>` read as `²`), whitespace collapsed. */
function plain(text: string): string {
  return text
    .replace(/<sup>(\d)<\/sup>/g, (_, d: string) => SUPERSCRIPT[Number(d)]!)
    .replace(/<\/?[a-z]+>/g, '')
    .replace(/\*\*|_/g, '')
    .replace(/\s+/g, ' ');
}

/** Every string in a value, with the name of the field that holds it. */
function strings(value: unknown, key = ''): { key: string; value: string }[] {
  if (typeof value === 'string') return [{ key, value }];
  if (Array.isArray(value)) return value.flatMap((v) => strings(v, key));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => strings(v, k));
  return [];
}

/** The schema of one row, out of a `dieTable(row)` / `listTable(row)` schema. */
function rowSchema(schema: z.ZodType): z.ZodObject {
  if (schema instanceof z.ZodObject) {
    const rows = schema.shape['rows'];
    if (rows instanceof z.ZodArray && rows.element instanceof z.ZodObject) return rows.element;
  }
  throw new Error('not a table schema with object rows');
}

/** Paths to the objects nested in a value; an array is followed through its first element. */
function nestedObjects(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  const children: [string | number, unknown][] = Array.isArray(value)
    ? value.slice(0, 1).map((v) => [0, v])
    : value && typeof value === 'object'
      ? Object.entries(value)
      : [];
  return children.flatMap(([key, child]) => {
    const here = [...path, key];
    const isObject = !!child && typeof child === 'object' && !Array.isArray(child);
    return [...(isObject ? [here] : []), ...nestedObjects(child, here)];
  });
}

type Loose = Record<string, unknown>;
const at = (root: unknown, path: (string | number)[]): Loose => path.reduce<Loose>((o, k) => o[k] as Loose, root as Loose);
/** A deep copy of a table to break. */
const copyOf = (t: Table): Loose & { rows: Loose[]; errata?: Loose[] } => structuredClone(t) as never;

const byTable = registered.map((r) => [r.table.id, r] as const);
const dieTables = registered.map((r) => r.table).filter((t): t is DieTable<Ranged> => t.kind === 'die');

describe('seed texts', () => {
  it.each(RULESETS.map((r) => [r.seed, r] as const))('%s is in ../shared/seeds', (seed) => {
    expect(existsSync(SEEDS_DIR), `the folder of seed texts ${SEEDS_DIR} is missing`).toBe(true);
    expect(existsSync(`${SEEDS_DIR}${seed}`), `${SEEDS_DIR}${seed} is missing`).toBe(true);
  });
});

describe('registry: ids and sources', () => {
  it('has every folder of src/data as a rule set, and tables from each', () => {
    const dirs = readdirSync(DATA_DIR, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
    expect(dirs.sort()).toEqual(RULESETS.map((r) => r.dir).sort());
    for (const r of RULESETS) expect(registered.some((x) => rulesetOf(x.table) === r), r.dir).toBe(true);
  });

  it('ids are unique and prefixed by their rule set; every table cites its rule set’s seed', () => {
    const ids = registered.map((r) => r.table.id);
    expect(ids.filter((id, k) => ids.indexOf(id) !== k), 'repeated ids').toEqual([]);
    expect(tablesById.size).toBe(registered.length);
    for (const { table } of registered) {
      const ruleset = rulesetOf(table);
      expect(ruleset, `${table.id} has no rule-set prefix`).toBeDefined();
      expect(table.id).toMatch(new RegExp(`^${ruleset!.prefix}\\.[a-z0-9-]+$`));
      expect(table.source.seed, table.id).toBe(ruleset!.seed);
    }
  });
});

describe('registry: each table against its schema', () => {
  it.each(byTable)('%s parses with its schema, unchanged', (_id, { table, schema }: Registered) => {
    const result = schema.safeParse(table);
    expect(result.error?.issues ?? []).toEqual([]);
    expect(result.data).toEqual(table);
  });

  it.each(byTable)('%s: the strict schema rejects unknown and missing fields', (id, { table, schema }: Registered) => {
    const fails = (broken: unknown, what: string) => expect(schema.safeParse(broken).success, `${id} accepts ${what}`).toBe(false);

    fails({ ...copyOf(table), notAField: 1 }, 'an unknown field on the table');
    const { source: _source, ...noSource } = copyOf(table);
    fails(noSource, 'a table without its source');
    fails({ ...copyOf(table), kind: table.kind === 'die' ? 'list' : 'die' }, 'the wrong kind');

    const withExtra = copyOf(table);
    withExtra.rows[0] = { ...withExtra.rows[0], notAField: 1 };
    fails(withExtra, 'an unknown field on a row');

    const shape = rowSchema(schema).shape;
    const first = table.rows[0] as Loose;
    const required = Object.keys(first).filter((k) => shape[k] && !shape[k].safeParse(undefined).success);
    expect(required.length, `${id}: no required row field`).toBeGreaterThan(0);
    for (const field of required) {
      const missing = copyOf(table);
      delete missing.rows[0]![field];
      fails(missing, `a row without ${field}`);
    }

    for (const path of nestedObjects(first)) {
      const nested = copyOf(table);
      at(nested.rows[0], path)['notAField'] = 1;
      fails(nested, `an unknown field in rows[0].${path.join('.')}`);
    }

    if (table.errata?.length) {
      const noResolution = copyOf(table);
      delete noResolution.errata![0]!['resolution'];
      fails(noResolution, 'an erratum without its resolution');
    }
  });
});

describe('registry: rows', () => {
  it.each(dieTables.map((t) => [t.id, t] as const))('%s: every result of its die hits exactly one row', (_id, t) => {
    expect(coverageProblems(t)).toEqual([]);
  });

  it('rows with ranges (die results or scores) are sorted and do not overlap', () => {
    const ranged = registered.map((r) => r.table).filter((t) => (t.rows as Loose[]).every((r) => typeof r['min'] === 'number' && typeof r['max'] === 'number'));
    expect(ranged.length).toBeGreaterThan(dieTables.length);
    for (const t of ranged) {
      const rows = t.rows as Ranged[];
      rows.forEach((r, k) => {
        expect(r.min, `${t.id} row ${r.min}-${r.max} runs backwards`).toBeLessThanOrEqual(r.max);
        if (k > 0) expect(r.min, `${t.id}: row ${r.min}-${r.max} is out of order or overlaps the one before`).toBeGreaterThan(rows[k - 1]!.max);
      });
    }
  });

  it('every dice-looking value parses with the game’s dice parser', () => {
    // Digits, `d`, `x` and signs only: `1d6`, `2d8x5`, `1d10+1d12`, `d8`, `-1`.
    const looksLikeDice = /^[0-9dx+-]*\d[0-9dx+-]*$/;
    const seen = registered.flatMap((r) => strings(r.table).filter((s) => looksLikeDice.test(s.value)).map((s) => ({ ...s, id: r.table.id })));
    for (const s of seen) expect(() => parseDice(s.value), `${s.id} ${s.key}: ${s.value}`).not.toThrow();
    expect(seen.length).toBeGreaterThan(400);
    expect(seen.map((s) => s.value)).toEqual(expect.arrayContaining(['4d8x10', '1d10+1d12', '1d6-1', 'd8']));
  });
});

describe('registry: against the seed texts', () => {
  it('every source heading is in the seed', () => {
    // A heading may join the seed's section and column names with ": ", " / " or ", ",
    // and end in a gloss in parentheses; each of its parts must be in the seed.
    for (const { table } of registered) {
      const seed = seedText(table.source.seed).toLowerCase();
      const heading = plain(table.source.table).toLowerCase();
      if (seed.includes(heading)) continue;
      for (const part of heading.replace(/ \([^)]*\)$/, '').split(/: | \/ |, /)) {
        expect(seed.includes(part), `${table.id}: "${part}" of the heading "${table.source.table}" is not in ${table.source.seed}`).toBe(true);
      }
    }
  });

  it('every erratum quotes the seed verbatim (passages joined by " / " or " ... ")', () => {
    let count = 0;
    for (const { table } of registered) {
      for (const e of table.errata ?? []) {
        for (const part of e.printed.split(/ \/ | \.\.\. /)) {
          expect(seedText(table.source.seed).includes(plain(part)), `${table.id} erratum at ${e.where}: "${part}"`).toBe(true);
        }
        count++;
      }
    }
    expect(count).toBeGreaterThan(50);
  });

  it('no label or note copies a sentence of the seed', () => {
    let checked = 0;
    for (const { table } of registered) {
      const seed = seedText(table.source.seed).toLowerCase();
      for (const { key, value } of strings(table.rows)) {
        if (key !== 'label' && key !== 'note') continue;
        for (const sentence of [value, ...value.split(/(?<=[.!?])\s+/)]) {
          const text = plain(sentence).toLowerCase().replace(/[.!?]$/, '').trim();
          if (text.length < 20) continue;
          expect(seed.includes(text), `${table.id} ${key}: "${value}"`).toBe(false);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(200);
  });
});

describe('registry: data files', () => {
  const dataFiles = RULESETS.flatMap((ruleset) =>
    readdirSync(new URL(`${ruleset.dir}/`, DATA_DIR))
      .filter((f) => f.endsWith('.ts') && f !== 'index.ts' && f !== 'schema.ts')
      .map((file) => ({ ruleset, file, url: new URL(`${ruleset.dir}/${file}`, DATA_DIR) })),
  );

  it('every table a data file exports is registered, and every registered table is exported by its rule set', async () => {
    const isTable = (v: unknown): v is Table => !!v && typeof v === 'object' && 'kind' in v && 'rows' in v && 'id' in v;
    const registeredTables = new Set(registered.map((r) => r.table));
    const exported = new Set<Table>();
    for (const { ruleset, file, url } of dataFiles) {
      const module = (await import(url.href)) as Record<string, unknown>;
      for (const [name, value] of Object.entries(module)) {
        for (const t of (Array.isArray(value) ? value : [value]).filter(isTable)) {
          expect(registeredTables.has(t), `${ruleset.dir}/${file} exports ${name} (${t.id}), which is not registered`).toBe(true);
          expect(rulesetOf(t), `${ruleset.dir}/${file}: ${t.id}`).toBe(ruleset);
          exported.add(t);
        }
      }
    }
    for (const t of registeredTables) expect(exported.has(t), `${t.id} is registered but no data file exports it`).toBe(true);
  });

  it('data files import only types (the game loads them without zod)', () => {
    for (const { ruleset, file, url } of dataFiles) {
      const imports = readFileSync(url, 'utf8').split('\n').filter((l) => /^import\b/.test(l));
      expect(imports.length, `${ruleset.dir}/${file}`).toBeGreaterThan(0);
      for (const line of imports) expect(line, `${ruleset.dir}/${file}`).toMatch(/^import type /);
    }
  });
});

describe('registry: references', () => {
  it('every reference resolves to a registered table and, where it names one, a row of it', () => {
    expect(references.length).toBeGreaterThan(150);
    expect(unresolvedReferences(references, tablesById).map((u) => `${u.reference.table}: ${u.message}`)).toEqual([]);
    for (const ref of references) expect(tablesById.has(ref.table), `reference from unregistered ${ref.table}`).toBe(true);
  });
});
