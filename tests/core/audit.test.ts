import { describe, expect, it } from 'vitest';
import { coverageProblems } from '../../src/core/audit/coverage.js';
import { ladderProblems } from '../../src/core/audit/ladders.js';
import { checkFigure } from '../../src/core/audit/printed.js';
import { unresolvedReferences } from '../../src/core/audit/references.js';
import { Fraction } from '../../src/base/fraction.js';
import { ANY_TABLE, type DieTable, type Ranged, type Table } from '../../src/data/table.js';

const source = { seed: '004_7cb40a2b79f5a3df.txt', table: 'test' };
const dieTable = (die: string, rows: [number, number][]): DieTable<Ranged & { name: string }> => ({
  kind: 'die',
  id: 'test.table',
  name: 'test',
  source,
  die,
  rows: rows.map(([min, max]) => ({ min, max, name: `${min}-${max}` })),
});

describe('die table coverage', () => {
  it('a 2d6 table covering 2..12 once has no problem', () => {
    expect(coverageProblems(dieTable('2d6', [[2, 4], [5, 9], [10, 12]]))).toEqual([]);
  });
  it('the Black Hack reactions table as printed (a row for 1, which 2d6 cannot roll) is caught', () => {
    expect(coverageProblems(dieTable('2d6', [[1, 1], [2, 12]]))).toEqual(['row 1 can never be rolled on 2d6 (2-12)']);
  });
  it('a gap and an overlap are both named', () => {
    expect(coverageProblems(dieTable('1d6', [[1, 2], [2, 3], [5, 6]]))).toEqual(['a roll of 2 matches 2 rows (row 1-2, row 2-3)', 'no row for a roll of 4 on 1d6']);
  });
  it('a 2d12 table must cover 2..24', () => {
    expect(coverageProblems(dieTable('2d12', [[2, 23]]))).toEqual(['no row for a roll of 24 on 2d12']);
  });
});

describe('cross-references', () => {
  const weapons: Table = { kind: 'list', id: 'test.weapons', name: 'weapons', source, rows: [{ name: 'Dagger' }] };
  const tables = new Map([[weapons.id, weapons]]);
  it('a name that is a row resolves; a misspelt one and a missing table do not', () => {
    const found = unresolvedReferences(
      [
        { table: 'test.kits', where: 'kit A', target: 'test.weapons', name: 'Dagger' },
        { table: 'test.kits', where: 'kit B', target: 'test.weapons', name: 'Daggr' },
        { table: 'test.kits', where: 'kit C', target: 'test.armour', name: 'Leather' },
        { table: 'test.loot', where: 'roll 2', target: ANY_TABLE, name: 'test.weapons' },
        { table: 'test.loot', where: 'roll 3', target: ANY_TABLE, name: 'test.gems' },
      ],
      tables,
    );
    expect(found.map((f) => f.message)).toEqual([
      'kit B names "Daggr", which is not a row of test.weapons',
      'kit C refers to table test.armour, which does not exist',
      'roll 3 leads to table test.gems, which does not exist',
    ]);
  });
});

describe('cost ladders', () => {
  const ladder = [
    ['d4', 1, 1],
    ['d6', 2, 2],
    ['d8', 4, 3],
    ['d10', 8, 5],
    ['d12', 16, 8],
    ['d20', 32, 13],
  ].map(([rank, talentCost, gearCost]) => ({ rank: rank as string, talentCost: talentCost as number, gearCost: gearCost as number }));
  it('the printed ladders are sound', () => {
    expect(ladderProblems(ladder)).toEqual([]);
  });
  it('ranks out of order are reported', () => {
    const swapped = [ladder[1]!, ladder[0]!, ...ladder.slice(2)];
    expect(ladderProblems(swapped)[0]).toBe('ranks d6, d4, d8, d10, d12, d20 are not dice in increasing order');
  });
  it('a Talent cost that does not double, or a Gear cost off the sequence, is reported', () => {
    const broken = ladder.map((r) => (r.rank === 'd10' ? { ...r, talentCost: 10, gearCost: 6 } : r));
    expect(ladderProblems(broken)).toEqual([
      "d10 Talent cost 10 is not double d8's 4",
      'd10 Gear cost 6 should be 5 (the two ranks below it added)',
      "d12 Talent cost 16 is not double d10's 10",
      'd12 Gear cost 8 should be 9 (the two ranks below it added)',
      // 6 + 8: one wrong rank throws the Gear ranks above it off too.
      'd20 Gear cost 13 should be 14 (the two ranks below it added)',
    ]);
  });
});

describe('printed figures against exact ones', () => {
  it('63% for 5/8 agrees (62.5% rounds to it); 80% for 17/20 does not', () => {
    expect(checkFigure('d8', '63%', new Fraction(5, 8)).disagrees).toBe(false);
    expect(checkFigure('d20', '80%', new Fraction(17, 20)).disagrees).toBe(true);
  });
  it('a truncated average agrees (2 for 5/2); one a whole unit off does not (4 for 5)', () => {
    expect(checkFigure('1d4', '2', new Fraction(5, 2)).disagrees).toBe(false);
    expect(checkFigure('2d4', '(4)', new Fraction(5)).disagrees).toBe(true);
  });
  it('08% is read as 8% and agrees with 1/12', () => {
    const c = checkFigure('d12', '08%', new Fraction(1, 12));
    expect(c.disagrees).toBe(false);
    expect(c.exactShown).toBe('8.33%');
  });
});
