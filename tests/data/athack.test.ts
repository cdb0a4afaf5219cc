import { describe, expect, it } from 'vitest';
import { rankOdds } from '../../src/core/odds/die-rank.js';
import { listTable } from '../../src/data/schema.js';
import type { ListTable } from '../../src/data/table.js';
import { NEAR_RANGE, PITCH, STUNT_COSTS } from '../../src/data/athack/combat.js';
import { CONSTANTS } from '../../src/data/athack/constants.js';
import { CONSUMABLES } from '../../src/data/athack/consumables.js';
import { COSTS, DIE_RANKS } from '../../src/data/athack/costs.js';
import { ESCALATION } from '../../src/data/athack/escalation.js';
import { OBSTACLES } from '../../src/data/athack/obstacles.js';
import { POWER_LEVELS } from '../../src/data/athack/power-levels.js';
import { TOKEN_RATIOS, TOKEN_SPENDS } from '../../src/data/athack/tokens.js';
import { costRow, type DieRank } from '../../src/data/athack/schema.js';
import { named } from './lookup.js';

// Ids, sources, schemas, errata and registration of every table: tests/data/registry.test.ts.

const RANKS: DieRank[] = ['d4', 'd6', 'd8', 'd10', 'd12', 'd20'];

function byRank<R extends { rank: DieRank }>(table: ListTable<R>, rank: DieRank): R {
  const found = table.rows.find((r) => r.rank === rank);
  if (!found) throw new Error(`${table.id} has no row ${rank}`);
  return found;
}

describe('athack tables: schema details', () => {
  it('reject a die rank outside the closed set', () => {
    const copy = structuredClone(COSTS) as unknown as { rows: Record<string, unknown>[] };
    copy.rows[0] = { ...copy.rows[0], rank: 'd100' };
    expect(listTable(costRow).safeParse(copy).error?.issues.map((i) => i.path.join('.'))).toEqual(['rows.0.rank']);
  });
});

describe('athack: power levels', () => {
  it('Medium refreshes the Adventurer 5 and the Opposition 15', () => {
    const medium = named(POWER_LEVELS, 'Medium');
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

  it('name each rank by its die: d4 is 1d4 with 4 sides', () => {
    for (const r of DIE_RANKS.rows) {
      expect(r.die).toBe(`1d${r.sides}`);
      expect(r.rank).toBe(`d${r.sides}`);
    }
    expect(DIE_RANKS.rows.map((r) => r.rank)).toEqual(RANKS);
  });

  it('only the d20 Success figure disagrees with the exact odds beyond rounding, and it has an erratum', () => {
    const off: string[] = [];
    for (const r of DIE_RANKS.rows) {
      const exact = rankOdds(r.sides);
      if (Math.abs(parseInt(r.printedSuccess, 10) - 100 * exact.success.toNumber()) > 0.5) off.push(`${r.rank} success`);
      if (Math.abs(parseInt(r.printedFailure, 10) - 100 * exact.failure.toNumber()) > 0.5) off.push(`${r.rank} failure`);
    }
    expect(off).toEqual(['d20 success']);
    expect(DIE_RANKS.errata?.map((e) => e.where)).toEqual(['d20: Success']);
  });
});

describe('athack: other tables', () => {
  it('every player starts with 20 tokens and the Adventurer carries at most 10 Gear', () => {
    expect(named(CONSTANTS, 'Starting tokens').value).toBe(20);
    expect(named(CONSTANTS, 'Gear limit').value).toBe(10);
    expect(named(CONSTANTS, 'Largest Gear die at Home').value).toBe(8);
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
    expect(named(OBSTACLES, 'Trap')).toMatchObject({ ladder: 'gear', perTrigger: 1 });
    expect(named(OBSTACLES, 'Environ')).toMatchObject({ ladder: 'talent', perTrigger: 0 });
    expect(named(OBSTACLES, 'Monster').ladder).toBe('talent-and-gear');
    expect(named(OBSTACLES, 'Illumination requirement').baseCost).toBe(1);
    expect(named(OBSTACLES, 'Simple puzzle').perBypassToken).toBe(1);
    expect(named(OBSTACLES, 'Logic puzzle')).toMatchObject({ baseCost: 0, ladder: null, perBypassToken: 0 });
  });

  it('fixed token spends cost 1', () => {
    for (const name of ['State a World Element', 'Object', 'Create an exit', 'Find a Device', 'Change range', 'Start an Escape']) {
      expect(named(TOKEN_SPENDS, name).tokens, name).toBe(1);
    }
    expect(named(TOKEN_SPENDS, 'Buy a Stunt die').plus).toBe('stunt');
  });

  it("a 15-token Quest pays back 8, as the seed's example says", () => {
    const quest = named(TOKEN_RATIOS, 'Quest refund');
    const apply = (spent: number) => {
      const raw = (spent * quest.numerator) / quest.denominator;
      return Math.max(quest.minimum, quest.rounding === 'up' ? Math.ceil(raw) : quest.rounding === 'down' ? Math.floor(raw) : raw);
    };
    expect(apply(15)).toBe(8);
    expect(apply(16)).toBe(8);
    expect(named(TOKEN_RATIOS, 'Consumables at Home').numerator).toBe(3);
  });
});
