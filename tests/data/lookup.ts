/** Row look-ups for the per-ruleset spot checks. */
import { expect } from 'vitest';
import type { DieTable, Ranged } from '../../src/data/table.js';

/** The one row of a die table that a roll of `n` hits. */
export function rolled<R extends Ranged>(table: DieTable<R>, n: number): R {
  const hits = table.rows.filter((r) => r.min <= n && n <= r.max);
  expect(hits, `${table.id} at ${n}`).toHaveLength(1);
  return hits[0]!;
}

/** The row of a table with this name. */
export function named<R extends { name: string }>(table: { id: string; rows: readonly R[] }, name: string): R {
  const found = table.rows.find((r) => r.name === name);
  if (!found) throw new Error(`${table.id} has no row ${name}`);
  return found;
}
