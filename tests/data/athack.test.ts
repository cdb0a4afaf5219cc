import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { ListTable, Table } from '../../src/data/table.js';
import { tables } from '../../src/data/athack/index.js';
import * as combat from '../../src/data/athack/combat.js';
import * as constants from '../../src/data/athack/constants.js';
import * as consumables from '../../src/data/athack/consumables.js';
import * as costs from '../../src/data/athack/costs.js';
import * as escalation from '../../src/data/athack/escalation.js';
import * as obstacles from '../../src/data/athack/obstacles.js';
import * as powerLevels from '../../src/data/athack/power-levels.js';
import * as tokens from '../../src/data/athack/tokens.js';
import type { DieRank } from '../../src/data/athack/schema.js';

const SEED = '000_8e51eaf48aa97e98.txt';
const SEEDS_DIR = process.env['ATHACK_SEEDS'] ?? '/work/shared/seeds';
const RANKS: DieRank[] = ['d4', 'd6', 'd8', 'd10', 'd12', 'd20'];

const { COSTS, DIE_RANKS } = costs;
const { POWER_LEVELS } = powerLevels;
const { STUNT_COSTS, NEAR_RANGE, PITCH } = combat;
const { CONSTANTS } = constants;
const { CONSUMABLES } = consumables;
const { ESCALATION } = escalation;
const { OBSTACLES } = obstacles;
const { TOKEN_RATIOS, TOKEN_SPENDS } = tokens;

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

function byRank<R extends { rank: DieRank }>(table: ListTable<R>, rank: DieRank): R {
  const found = table.rows.find((r) => r.rank === rank);
  if (!found) throw new Error(`${table.id} has no row ${rank}`);
  return found;
}

function fraction(text: string): number {
  const [num, den] = text.split('/').map(Number);
  return (num ?? NaN) / (den ?? NaN);
}

describe('athack tables: registry', () => {
  it('every registered table parses with its schema', () => {
    expect(tables.length).toBeGreaterThan(0);
    for (const { table, schema } of tables) expect(schema.parse(table), table.id).toEqual(table);
  });

  it('ids are unique, prefixed athack., and every table cites this seed', () => {
    const ids = tables.map((r) => r.table.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { table } of tables) {
      expect(table.id).toMatch(/^athack\.[a-z0-9-]+$/);
      expect(table.source.seed).toBe(SEED);
    }
  });

  it('every table exported by a data file is registered', () => {
    const modules = [combat, constants, consumables, costs, escalation, obstacles, powerLevels, tokens];
    const exported = modules.flatMap((m) => Object.values(m) as Table[]).filter((v) => typeof v === 'object' && 'kind' in v);
    const registered = new Set(tables.map((r) => r.table));
    expect(exported.length).toBe(tables.length);
    for (const t of exported) expect(registered.has(t), t.id).toBe(true);
  });

  it.skipIf(!existsSync(`${SEEDS_DIR}/${SEED}`))('every erratum quotes the seed verbatim', () => {
    const text = readFileSync(`${SEEDS_DIR}/${SEED}`, 'utf8');
    for (const { table } of tables) for (const e of table.errata ?? []) expect(text.includes(e.printed), `${table.id}: ${e.where}`).toBe(true);
  });
});

describe('athack tables: strict schemas', () => {
  const schema = schemaOf(POWER_LEVELS.id);

  it('accept the table as it is', () => {
    expect(() => schema.parse(structuredClone(POWER_LEVELS))).not.toThrow();
  });

  it('reject an unknown field on a row', () => {
    const copy = structuredClone(POWER_LEVELS) as unknown as { rows: Record<string, unknown>[] };
    copy.rows[1] = { ...copy.rows[1], adventurerRefersh: 5 };
    expect(() => schema.parse(copy)).toThrow();
  });

  it('reject an unknown field on the table', () => {
    expect(() => schema.parse({ ...structuredClone(POWER_LEVELS), notes: 'x' })).toThrow();
  });

  it('reject a row missing a field', () => {
    const copy = structuredClone(POWER_LEVELS) as unknown as { rows: Record<string, unknown>[] };
    delete copy.rows[0]?.['oppositionRefresh'];
    expect(() => schema.parse(copy)).toThrow();
  });

  it('reject a table missing its source', () => {
    const { source: _source, ...rest } = structuredClone(DIE_RANKS);
    expect(() => schemaOf(DIE_RANKS.id).parse(rest)).toThrow();
  });

  it('reject a die rank outside the closed set', () => {
    const copy = structuredClone(COSTS) as unknown as { rows: Record<string, unknown>[] };
    copy.rows[0] = { ...copy.rows[0], rank: 'd100' };
    expect(() => schemaOf(COSTS.id).parse(copy)).toThrow();
  });
});

describe('athack: power levels', () => {
  it('Medium refreshes the Adventurer 5 and the Opposition 15', () => {
    const medium = row(POWER_LEVELS, 'Medium');
    expect(medium.adventurerRefresh).toBe(5);
    expect(medium.oppositionRefresh).toBe(15);
  });

  it('match the printed chart', () => {
    expect(POWER_LEVELS.rows.map((r) => [r.level, r.adventurerRefresh, r.adventurerEscalationBonus, r.oppositionRefresh, r.oppositionEscalationBonus])).toEqual([
      ['low', 3, 1, 10, 3],
      ['medium', 5, 3, 15, 5],
      ['high', 10, 5, 30, 10],
    ]);
  });
});

describe('athack: cost ladders', () => {
  it('cover d4..d20 in order', () => {
    expect(COSTS.rows.map((r) => r.rank)).toEqual(RANKS);
    expect(COSTS.rows.map((r) => r.die)).toEqual(RANKS.map((r) => `1${r}`));
  });

  it('the Talent/Environ ladder doubles from 1', () => {
    expect(COSTS.rows[0]?.talentCost).toBe(1);
    for (let i = 1; i < COSTS.rows.length; i++) expect(COSTS.rows[i]?.talentCost).toBe(2 * (COSTS.rows[i - 1]?.talentCost ?? NaN));
  });

  it('the Gear/Trap ladder is 1, 2, 3, 5, 8, 13, each the sum of the two before', () => {
    const gear = COSTS.rows.map((r) => r.gearCost);
    expect(gear).toEqual([1, 2, 3, 5, 8, 13]);
    for (let i = 2; i < gear.length; i++) expect(gear[i]).toBe((gear[i - 1] ?? NaN) + (gear[i - 2] ?? NaN));
  });

  it('a d20 costs 13 as Gear and 32 as a Talent', () => {
    expect(byRank(COSTS, 'd20').gearCost).toBe(13);
    expect(byRank(COSTS, 'd20').talentCost).toBe(32);
  });

  it('records that the d8 to d10 Talent example (2 tokens) disagrees with the ladder (4)', () => {
    expect(byRank(COSTS, 'd10').talentCost - byRank(COSTS, 'd8').talentCost).toBe(4);
    expect(byRank(COSTS, 'd10').gearCost - byRank(COSTS, 'd8').gearCost).toBe(2);
    expect(COSTS.errata?.some((e) => e.printed.includes('from d8 to d10 costs 2 Tokens'))).toBe(true);
  });
});

describe('athack: die-rank probabilities', () => {
  it('keep the printed percentages verbatim', () => {
    expect(DIE_RANKS.rows.map((r) => [r.rank, r.printedSuccess, r.printedFailure])).toEqual([
      ['d4', '25%', '25%'],
      ['d6', '50%', '17%'],
      ['d8', '63%', '13%'],
      ['d10', '70%', '10%'],
      ['d12', '75%', '08%'],
      ['d20', '80%', '05%'],
    ]);
  });

  it('store exact chances: Success is 4 or more, Failure is a 1', () => {
    for (const r of DIE_RANKS.rows) {
      expect(r.die).toBe(`1d${r.sides}`);
      expect(r.rank).toBe(`d${r.sides}`);
      expect(fraction(r.success)).toBeCloseTo((r.sides - 3) / r.sides, 12);
      expect(fraction(r.failure)).toBeCloseTo(1 / r.sides, 12);
    }
  });

  it('only the d20 Success figure disagrees beyond rounding, and it has an erratum', () => {
    const off: string[] = [];
    for (const r of DIE_RANKS.rows) {
      if (Math.abs(parseInt(r.printedSuccess, 10) - 100 * fraction(r.success)) > 0.5) off.push(`${r.rank} success`);
      if (Math.abs(parseInt(r.printedFailure, 10) - 100 * fraction(r.failure)) > 0.5) off.push(`${r.rank} failure`);
    }
    expect(off).toEqual(['d20 success']);
    expect(DIE_RANKS.errata?.map((e) => e.where)).toEqual(['d20: Success']);
    expect(byRank(DIE_RANKS, 'd20').success).toBe('17/20');
  });
});

describe('athack: other tables', () => {
  it('every player starts with 20 tokens and the Adventurer carries at most 10 Gear', () => {
    expect(row(CONSTANTS, 'Starting tokens').value).toBe(20);
    expect(row(CONSTANTS, 'Gear limit').value).toBe(10);
    expect(row(CONSTANTS, 'Largest Gear die at Home').value).toBe(8);
  });

  it('Stunt dice cost a third of the Gear cost, rounded up, at least 1', () => {
    expect(STUNT_COSTS.rows.map((r) => r.rank)).toEqual(RANKS);
    for (const r of STUNT_COSTS.rows) expect(r.cost).toBe(Math.max(1, Math.ceil(byRank(COSTS, r.rank).gearCost / 3)));
  });

  it('ranged dice at Near range follow the seed (d10 and d6 become d4, a d4 is useless)', () => {
    expect(NEAR_RANGE.rows.map((r) => [r.rank, r.atNear])).toEqual([
      ['d4', 'd2'],
      ['d6', 'd4'],
      ['d8', 'd4'],
      ['d10', 'd4'],
      ['d12', 'd6'],
      ['d20', 'd10'],
    ]);
  });

  it('a d2 can never reach the Success threshold', () => {
    expect(PITCH.rows[0]?.successAtLeast).toBe(4);
    expect(PITCH.rows[0]?.failureOn).toBe(1);
    expect(2).toBeLessThan(PITCH.rows[0]?.successAtLeast ?? 0);
  });

  it('the Escalation die is a d10 from 1 that reaches the Final Zone at 10', () => {
    const e = ESCALATION.rows[0];
    expect(e).toMatchObject({ die: '1d10', start: 1, step: 1, finalZoneAt: 10, firstHolder: 'adventurer' });
    expect(((e?.finalZoneAt ?? 0) - (e?.start ?? 0)) % (e?.step ?? 1)).toBe(0);
  });

  it('Sustenance and Illumination are d20s set to 20, spent 1 at a time', () => {
    expect(CONSUMABLES.rows.map((r) => r.name)).toEqual(['Sustenance', 'Illumination']);
    for (const r of CONSUMABLES.rows) expect(r).toMatchObject({ die: '1d20', start: 20, max: 20, spend: 1 });
  });

  it('obstacles are priced on the right ladders', () => {
    expect(row(OBSTACLES, 'Trap')).toMatchObject({ ladder: 'gear', perTrigger: 1 });
    expect(row(OBSTACLES, 'Environ')).toMatchObject({ ladder: 'talent', perTrigger: 0 });
    expect(row(OBSTACLES, 'Monster').ladder).toBe('talent-and-gear');
    expect(row(OBSTACLES, 'Illumination requirement').baseCost).toBe(1);
    expect(row(OBSTACLES, 'Simple puzzle').perBypassToken).toBe(1);
    expect(row(OBSTACLES, 'Logic puzzle')).toMatchObject({ baseCost: 0, ladder: null, perBypassToken: 0 });
  });

  it('fixed token spends cost 1', () => {
    for (const name of ['State a World Element', 'Object', 'Create an exit', 'Find a Device', 'Change range', 'Start an Escape']) {
      expect(row(TOKEN_SPENDS, name).tokens, name).toBe(1);
    }
    expect(row(TOKEN_SPENDS, 'Buy a Stunt die').plus).toBe('stunt');
  });

  it("a 15-token Quest pays back 8, as the seed's example says", () => {
    const quest = row(TOKEN_RATIOS, 'Quest refund');
    const apply = (spent: number) => {
      const raw = (spent * quest.numerator) / quest.denominator;
      return Math.max(quest.minimum, quest.rounding === 'up' ? Math.ceil(raw) : quest.rounding === 'down' ? Math.floor(raw) : raw);
    };
    expect(apply(15)).toBe(8);
    expect(apply(16)).toBe(8);
    expect(row(TOKEN_RATIOS, 'Consumables at Home').numerator).toBe(3);
  });
});
