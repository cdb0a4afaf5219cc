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
  return tables.create({ seed: '7', options, actions: r.steps.map((t) => t.action), checks: r.steps.map((t) => t.state.check), snapshot: r.steps.at(-1)!.state }, 'ada');
}

/** A connection seated at `place` that draws nothing and hears into `heard`, when given. */
export const seated = (account: string, place: Viewer['place'], heard?: string[]): Viewer => ({ account, place, update: () => {}, hear: (l) => void heard?.push(l) });
