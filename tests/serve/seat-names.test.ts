/**
 * A shared table names its seats as one keyboard does: the only seat of the
 * Opposition is "the Opposition", whoever plays it, and several go by number.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
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

/** Ada's hero, just made, at a new table under these rules. */
function tableFor(options: Partial<RulesOptions>): Table {
  const dir = mkdtempSync(join(tmpdir(), 'athack-seat-names-'));
  dirs.push(dir);
  const create: Action = { type: 'create', name: 'Ada', className: 'Warrior', kit: 'A', background: { text: 'Raised by wolves', attrs: ['STR'] } };
  const r = act(newGame('7', options).state, create);
  if (!r.ok) throw new Error('the hero could not be made');
  const made = r.steps.at(-1)!.state;
  const tables = new Tables({ dataDir: dir, version: 'test', decideSeconds: 60, log: () => {}, now: () => 0 });
  open.push(tables);
  return tables.create({ seed: '7', options, actions: r.steps.map((t) => t.action), checks: r.steps.map((t) => t.state.check), snapshot: made }, 'ada');
}

describe("a table's seat names", () => {
  it('names a lone person\'s seat "the Opposition", open or taken, as at one keyboard', () => {
    const table = tableFor({ opposition: 'humans', opponents: 1 });
    expect(table.who('opposition:1')).toBe('The Opposition (open)');
    const heard: string[] = [];
    const ada: Viewer = { account: 'ada', place: 'adventurer', update: () => {}, hear: (l) => void heard.push(l) };
    const bea: Viewer = { account: 'bea', place: 'opposition:1', update: () => {}, hear: () => {} };
    expect(table.sit(ada)).toBeUndefined();
    expect(table.sit(bea)).toBeUndefined();
    expect(heard).toContain('bea takes the seat of the Opposition.');
    expect(table.who('opposition:1')).toBe('bea (the Opposition)');
    // Bea's keys cannot move the hero.
    const moved = table.perform('opposition:1', { type: 'enter-dungeon' });
    expect(moved.ok ? '' : moved.error).toBe('You sit in the seat of the Opposition: that is not yours to do.');
  });

  it('names a lone AI\'s seat "The Opposition (AI fair)", and several seats by number', () => {
    expect(tableFor({ opposition: 'ai-fair', opponents: 1 }).who('opposition:1')).toBe('The Opposition (AI fair)');
    const two = tableFor({ opposition: 'person:Bea,hard' });
    expect(two.who('opposition:1')).toBe('Opposition 1 (open)');
    expect(two.who('opposition:2')).toBe('Opposition 2 (AI hard)');
  });
});
