/** A table made in this process, with no server: Ada's hero just made, under the rules given, on the clock given. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach } from 'vitest';
import type { Action } from '../../src/core/engine/actions.js';
import { newGame } from '../../src/core/engine/creation.js';
import type { RulesOptions } from '../../src/core/engine/types.js';
import { act } from '../../src/core/opposition/settle.js';
import type { Table, Viewer } from '../../src/serve/table.js';
import { Tables } from '../../src/serve/tables.js';

const dirs: string[] = [];
const open: Tables[] = [];
/** Each table's data folder and clock, to read it back as a restarted server does. */
const made = new WeakMap<Table, { dir: string; tables: Tables; now: () => number }>();
afterEach(() => {
  for (const t of open.splice(0)) t.close();
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

export function newTable(options: Partial<RulesOptions>, now: () => number = () => 0): Table {
  const dir = mkdtempSync(join(tmpdir(), 'athack-table-'));
  dirs.push(dir);
  const create: Action = { type: 'create', name: 'Ada', className: 'Warrior', kit: 'A', background: { text: 'Raised by wolves', attrs: ['STR'] } };
  const r = act(newGame('7', options).state, create);
  if (!r.ok) throw new Error('the hero could not be made');
  const tables = new Tables({ dataDir: dir, version: 'test', decideSeconds: 60, log: () => {}, now });
  open.push(tables);
  const table = tables.create({ seed: '7', options, actions: r.steps.map((t) => t.action), checks: r.steps.map((t) => t.state.check), snapshot: r.steps.at(-1)!.state }, 'ada');
  made.set(table, { dir, tables, now });
  return table;
}

/** `table` as a restarted server reads it back from its folder: its server stops (every table saved), and another starts on the same data. */
export function readBack(table: Table): Table {
  const { dir, tables, now } = made.get(table)!;
  tables.close();
  const again = new Tables({ dataDir: dir, version: 'test', decideSeconds: 60, log: () => {}, now });
  open.push(again);
  const back = again.get(table.id)!;
  made.set(back, { dir, tables: again, now });
  return back;
}

/** A connection seated at `place` that draws nothing and hears into `heard`, when given. */
export const seated = (account: string, place: Viewer['place'], heard?: string[]): Viewer => ({ account, place, update: () => {}, hear: (l) => void heard?.push(l) });
