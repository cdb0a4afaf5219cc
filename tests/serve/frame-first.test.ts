/**
 * A key at a table waits for its frame only: every seat's frame goes out
 * with the action already in the table's save (a server killed then keeps
 * it), and the disk's flush and the snapshot due every 100 actions follow
 * just after, as the terminal game does them.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { playGame } from '../../src/core/bots/index.js';
import type { GameEvent } from '../../src/core/engine/events.js';
import { ADVENTURER } from '../../src/core/engine/seats.js';
import type { GameState } from '../../src/core/engine/types.js';
import type { Recording } from '../../src/persist/recording.js';
import { SNAPSHOT_EVERY } from '../../src/persist/save-writer.js';
import { readSaveFile } from '../../src/persist/saves.js';
import type { Viewer } from '../../src/serve/table.js';
import { Tables } from '../../src/serve/tables.js';
import { saveLines, type Line } from '../persist/save-files.js';

const dirs: string[] = [];
const open: Tables[] = [];
afterEach(() => {
  for (const t of open.splice(0)) t.close();
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

/** A bot's game with no Opposition, and the recording as it stood after its first `n` actions. */
function game(steps: number): (n: number) => Recording {
  const states: GameState[] = [];
  const g = playGame('11', { opposition: 'none' }, { maxSteps: steps, name: 'Ash', onAction: ({ state }) => void states.push(state) });
  return (n) => ({ seed: '11', options: { opposition: 'none' }, actions: g.actions.slice(0, n), checks: g.checks.slice(0, n), snapshot: states[n - 1]! });
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('a table saves after its frames', () => {
  it('sends every seat its frame with the action in the save, and writes the snapshot due every 100 actions just after', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'athack-frame-first-'));
    dirs.push(dir);
    const at = game(SNAPSHOT_EVERY + 10);
    const tables = new Tables({ dataDir: dir, version: 'test', decideSeconds: 60, log: () => {}, now: () => 0 });
    open.push(tables);
    const table = tables.create(at(SNAPSHOT_EVERY - 1), 'ada');
    const file = join(dir, 'tables', table.id, 'Ash.json');
    // A watcher's screen: what the save file held as its frame was drawn.
    const atWatchersFrame: Line[][] = [];
    const watcher: Viewer = { account: 'cy', place: 'watcher', update: (_events: GameEvent[]) => void atWatchersFrame.push(saveLines(file)), hear: () => {} };
    expect(table.sit(watcher)).toBeUndefined();
    atWatchersFrame.length = 0;
    await nextTurn();
    const snapshotsBefore = saveLines(file).filter((l) => l.t === 'snapshot').length;

    // The hundredth action, the Adventurer's: its answer is the Adventurer's frame.
    const r = table.perform(ADVENTURER, at(SNAPSHOT_EVERY).actions.at(-1)!);
    expect(r.ok).toBe(true);
    const atOwnFrame = saveLines(file);
    for (const lines of [atWatchersFrame[0]!, atOwnFrame]) {
      // The action is in the file as each frame goes out: a server killed at that moment keeps it.
      expect(lines.at(-1)).toMatchObject({ t: 'action', turn: SNAPSHOT_EVERY - 1 });
      expect(lines.filter((l) => l.t === 'snapshot')).toHaveLength(snapshotsBefore);
    }
    expect(readSaveFile(file).recording).toEqual(at(SNAPSHOT_EVERY));

    // Straight after the frames: the snapshot, synced.
    await nextTurn();
    expect(saveLines(file).at(-1)).toMatchObject({ t: 'snapshot', turn: SNAPSHOT_EVERY });
    expect(readSaveFile(file).recording).toEqual(at(SNAPSHOT_EVERY));
  });
});
