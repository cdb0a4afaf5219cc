/**
 * Every rules table of the five seeds with its schema, and every
 * cross-reference between them: what the audit and the tests walk.
 * The game itself imports data files directly and never loads this.
 */
import type { Registered } from './schema.js';
import { ANY_TABLE, type Reference, type Table } from './table.js';
import * as blackhack from './blackhack/index.js';
import * as roguelike from './roguelike/index.js';
import * as athack from './athack/index.js';
import * as adventureAlgorithms from './adventure-algorithms/index.js';
import * as hackssential from './hackssential/index.js';

const RULESETS = [blackhack, roguelike, athack, adventureAlgorithms, hackssential];

export const registered: Registered[] = RULESETS.flatMap((r) => r.tables);

export const tablesById: ReadonlyMap<string, Table> = new Map(registered.map((r) => [r.table.id, r.table]));

/**
 * Rows lead to other tables through fields named `table` or ending in
 * `Tables` (a loot result's item list, a room type's feature columns); each
 * such id becomes a reference, so no link has to be listed by hand.
 */
function tableLinks(table: Table): Reference[] {
  return table.rows.flatMap((row, k) =>
    Object.entries(row as Record<string, unknown>).flatMap(([field, value]) => {
      if (field !== 'table' && !field.endsWith('Tables')) return [];
      const ids = (Array.isArray(value) ? value : [value]).filter((v): v is string => typeof v === 'string');
      const label = (row as { name?: string }).name ?? `row ${k + 1}`;
      return ids.map((id) => ({ table: table.id, where: `${label}: ${field}`, target: ANY_TABLE, name: id }));
    }),
  );
}

export const references: Reference[] = [...RULESETS.flatMap((r) => r.references), ...registered.flatMap((r) => tableLinks(r.table))];
