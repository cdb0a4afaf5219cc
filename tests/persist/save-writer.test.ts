/**
 * The writer behind the game's save: a torn last line is written away
 * before anything is appended, a write the disk refused is made good whole
 * at the next action, and snapshots are folded into one now and then.
 */
import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { playGame } from '../../src/core/bots/index.js';
import type { GameState } from '../../src/core/engine/types.js';
import type { Recording } from '../../src/persist/recording.js';
import { SaveWriter, SNAPSHOTS_BEFORE_REWRITE } from '../../src/persist/save-writer.js';
import { readSaveFile, writeSave } from '../../src/persist/saves.js';
import { saveLines } from './save-files.js';
import { tempFolder } from '../support/temp.js';

const tmp = () => tempFolder('writer');

/** A bot's game, and the recording as it stood after its first `n` actions. */
function game(steps = 60): (n: number) => Recording {
  const states: GameState[] = [];
  const g = playGame('11', { opposition: 'none' }, { maxSteps: steps, name: 'Ash', onAction: ({ state }) => void states.push(state) });
  return (n) => ({ seed: '11', options: { opposition: 'none' }, actions: g.actions.slice(0, n), checks: g.checks.slice(0, n), snapshot: states[n - 1]! });
}

describe('the save writer', () => {
  it('a last line cut short by a kill is written away before the next action is appended', () => {
    const dir = tmp();
    const at = game();
    const file = writeSave(dir, at(30), '1.0.0');
    const text = readFileSync(file, 'utf8');
    writeFileSync(file, text.slice(0, -40));
    const torn = readSaveFile(file);
    expect(torn.stale).toMatch(/cut short/);
    const writer = new SaveWriter(dir, file, '1.0.0');
    writer.resume(torn);
    writer.took(at(31));
    const after = readSaveFile(file);
    expect(after.stale).toBeUndefined();
    expect(after.recording).toEqual(at(31));
  });

  it('a write the disk refuses throws, and the next action writes the save whole: no half line is ever built on', () => {
    const dir = tmp();
    const at = game();
    const file = join(dir, 'Ash.json');
    const writer = new SaveWriter(dir, file, '1.0.0');
    writer.took(at(1));
    // A folder where the save was: the append cannot open it, as a full disk or a lost mount would refuse it.
    rmSync(file);
    mkdirSync(file);
    expect(() => writer.took(at(2))).toThrow(/EISDIR/);
    rmSync(file, { recursive: true });
    writer.took(at(3));
    expect(readSaveFile(file).recording).toEqual(at(3));
    writer.took(at(4));
    expect(saveLines(file).at(-1)).toMatchObject({ t: 'action', turn: 3 });
    expect(readSaveFile(file).recording).toEqual(at(4));
  });

  it(`keeps at most ${SNAPSHOTS_BEFORE_REWRITE} snapshots appended: the next writes the save whole with only itself`, () => {
    const dir = tmp();
    const at = game();
    const file = join(dir, 'Ash.json');
    const writer = new SaveWriter(dir, file, '1.0.0');
    writer.took(at(1));
    for (let n = 2; n <= SNAPSHOTS_BEFORE_REWRITE + 1; n++) {
      writer.took(at(n));
      writer.snapshot(at(n));
    }
    expect(saveLines(file).filter((l) => l.t === 'snapshot')).toHaveLength(SNAPSHOTS_BEFORE_REWRITE + 1);
    writer.took(at(SNAPSHOTS_BEFORE_REWRITE + 2));
    writer.snapshot(at(SNAPSHOTS_BEFORE_REWRITE + 2));
    expect(saveLines(file).map((l) => l.t)).toEqual(['header', ...at(SNAPSHOTS_BEFORE_REWRITE + 2).actions.map(() => 'action'), 'snapshot']);
    expect(readSaveFile(file).recording).toEqual(at(SNAPSHOTS_BEFORE_REWRITE + 2));
  });

  it('a long game is not written whole again at its ninth snapshot, only once its snapshots outweigh what the file held: its saves cost what a short game\'s do', () => {
    const dir = tmp();
    const at = game();
    const file = join(dir, 'Ash.json');
    // A long game: the bot's actions again and again, as the writer only writes them down.
    const long = (n: number): Recording => {
      const last = at(60);
      const actions = Array.from({ length: n }, (_, k) => last.actions[k % 60]!);
      return { ...last, actions, checks: Array.from({ length: n }, (_, k) => last.checks[k % 60]!) };
    };
    const writer = new SaveWriter(dir, file, '1.0.0');
    writer.whole(long(5000));
    const whole = statSync(file).size;
    let n = 5000;
    for (let k = 1; k <= SNAPSHOTS_BEFORE_REWRITE + 1; k++) writer.snapshot(long(++n));
    expect(saveLines(file).filter((l) => l.t === 'snapshot')).toHaveLength(SNAPSHOTS_BEFORE_REWRITE + 2);
    while (statSync(file).size <= 2 * whole) writer.snapshot(long(++n));
    // Past twice its size, the next snapshot folds the file into its actions and itself.
    writer.snapshot(long(++n));
    expect(saveLines(file).map((l) => l.t)).toEqual(['header', ...long(n).actions.map(() => 'action'), 'snapshot']);
    expect(readSaveFile(file).recording).toEqual(long(n));
  });
});
