/** Every name one table gives for a row of another must be a row there. */
import { ANY_TABLE, type Reference, type Table } from '../../data/table.js';

export function unresolvedReferences(references: readonly Reference[], tables: ReadonlyMap<string, Table>): { reference: Reference; message: string }[] {
  const out: { reference: Reference; message: string }[] = [];
  for (const reference of references) {
    if (reference.target === ANY_TABLE) {
      if (!tables.has(reference.name)) out.push({ reference, message: `${reference.where} leads to table ${reference.name}, which does not exist` });
      continue;
    }
    const target = tables.get(reference.target);
    if (!target) {
      out.push({ reference, message: `${reference.where} refers to table ${reference.target}, which does not exist` });
      continue;
    }
    const names = new Set(target.rows.map((r) => (r as { name?: unknown }).name));
    if (!names.has(reference.name)) out.push({ reference, message: `${reference.where} names "${reference.name}", which is not a row of ${reference.target}` });
  }
  return out;
}
