/**
 * A die table must give exactly one row for every result its die can roll,
 * and no row for a result it cannot roll.
 */
import { distributionOf, parseDice } from '../../base/dice/index.js';
import type { DieTable, Ranged } from '../../data/table.js';

export function coverageProblems(table: DieTable<Ranged>): string[] {
  const problems: string[] = [];
  const dist = distributionOf(parseDice(table.die));
  const label = (r: Ranged) => (r.min === r.max ? `row ${r.min}` : `row ${r.min}-${r.max}`);
  for (const row of table.rows) {
    if (row.min > row.max) problems.push(`${label(row)} runs backwards`);
    else if (row.max < dist.min || row.min > dist.max) problems.push(`${label(row)} can never be rolled on ${table.die} (${dist.min}-${dist.max})`);
  }
  const gaps: number[] = [];
  for (const value of dist.values) {
    const hits = table.rows.filter((r) => r.min <= value && value <= r.max);
    if (hits.length === 0) gaps.push(value);
    if (hits.length > 1) problems.push(`a roll of ${value} matches ${hits.length} rows (${hits.map(label).join(', ')})`);
  }
  if (gaps.length > 0) problems.push(`no row for ${gaps.length === 1 ? 'a roll of' : 'rolls of'} ${gaps.join(', ')} on ${table.die}`);
  return problems;
}
