/**
 * `athack check`: audits every rules table. It reports the problems the
 * seeds' tables have (each erratum, each printed figure that disagrees with
 * its dice) with the game's resolution, and any problem in the shipped data
 * that nothing resolves.
 */
import { registered, references, tablesById } from '../../data/registry.js';
import { COSTS } from '../../data/athack/costs.js';
import type { Table } from '../../data/table.js';
import { coverageProblems } from './coverage.js';
import { ladderProblems } from './ladders.js';
import { printedTables } from './printed-tables.js';
import type { Problem } from './problem.js';
import { PROOFS, proofOf, type Proof } from './proofs.js';
import { unresolvedReferences } from './references.js';
import { translationProblems } from './translation.js';

export type { Problem } from './problem.js';
export { PROOFS, testName, type Proof } from './proofs.js';

const sourceOf = (t: Table) => `${t.source.seed}: ${t.source.table}`;

export interface Audit {
  tables: number;
  references: number;
  problems: Problem[];
  /** True when every problem found has a resolution in the shipped game. */
  consistent: boolean;
}

/** `proofs`: the tests that prove the resolutions (the shipped list unless another is given). */
export function audit(proofs: readonly Proof[] = PROOFS): Audit {
  const problems: Omit<Problem, 'proof'>[] = [];
  const unresolved = (t: Table, message: string) => problems.push({ table: t.id, source: sourceOf(t), message, resolution: null, noPlayChange: null });

  const seen = new Set<string>();
  for (const { table, schema } of registered) {
    if (seen.has(table.id)) unresolved(table, `table id ${table.id} is used twice`);
    seen.add(table.id);
    const parsed = schema.safeParse(table);
    if (!parsed.success) for (const issue of parsed.error.issues) unresolved(table, `schema: ${issue.path.join('.')}: ${issue.message}`);
    if (table.kind === 'die') for (const message of coverageProblems(table)) unresolved(table, message);
    for (const e of table.errata ?? []) {
      problems.push({ table: table.id, source: sourceOf(table), message: `${e.where}: the seed prints "${e.printed}": ${e.problem}`, resolution: e.resolution, noPlayChange: e.noPlayChange ?? null });
    }
  }

  for (const { reference, message } of unresolvedReferences(references, tablesById)) {
    const table = tablesById.get(reference.table);
    problems.push({ table: reference.table, source: table ? sourceOf(table) : '', message, resolution: null, noPlayChange: null });
  }

  for (const message of ladderProblems(COSTS.rows)) unresolved(COSTS, message);

  for (const { table, message } of translationProblems()) unresolved(tablesById.get(table)!, message);

  for (const printed of printedTables()) {
    for (const row of printed.rows.filter((r) => r.disagrees)) {
      problems.push({
        table: printed.id,
        source: printed.source,
        message: `${row.label}: printed ${row.printed}, exactly ${row.exactShown} (${row.exact.toString()})`,
        resolution: 'the game computes the figure from the dice; the printed one is only shown by `athack odds tables`',
        noPlayChange: 'a printed summary of dice the game rolls itself: no figure printed beside a table enters play',
      });
    }
  }

  const proved = problems.map((p) => ({ ...p, proof: (proofOf(proofs, p.table, p.message)?.tests ?? []).map((t) => ({ file: t.file, titles: [...t.titles] })) }));
  return { tables: registered.length, references: references.length, problems: proved, consistent: proved.every((p) => p.resolution !== null) };
}
