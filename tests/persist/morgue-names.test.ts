/**
 * Two games ending at once: heroes of one name (Ash and Ash-2 in the save
 * folder) dying in the same millisecond each keep a morgue file, and with it
 * the recording of the game, which no save holds any more.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { playGame } from '../../src/core/bots/index.js';
import { step } from '../../src/core/engine/step.js';
import type { Recording } from '../../src/persist/recording.js';
import { listMorgue, morgueRecording, writeMorgue } from '../../src/persist/morgue.js';
import { readSaveText } from '../../src/persist/saves.js';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

/** A bot game of Ash's, ended by the hero's own hand. */
function ended(seed: string): Recording {
  const g = playGame(seed, { opposition: 'none' }, { maxSteps: 60, name: 'Ash' });
  const end = step(g.state, { type: 'suicide' });
  if (!end.ok) throw new Error(end.error);
  return { seed, options: { opposition: 'none' }, actions: [...g.actions, { type: 'suicide' }], checks: [...g.checks, end.state.check], snapshot: end.state };
}

describe('morgue files of games that end at once', () => {
  it('two heroes of one name ending in the same millisecond each keep their own morgue file and recording', () => {
    const dir = mkdtempSync(join(tmpdir(), 'athack-morgue-names-'));
    dirs.push(dir);
    const when = new Date(Date.UTC(2030, 0, 1));
    const first = ended('a');
    const second = ended('b');
    const files = [writeMorgue(dir, first.snapshot, ['First.'], first, '1.0.0', when), writeMorgue(dir, second.snapshot, ['Second.'], second, '1.0.0', when)];
    expect(new Set(files).size).toBe(2);
    expect(listMorgue(dir)).toHaveLength(2);
    expect(files.map((f) => morgueRecording(readSaveText(f), f).recording.seed)).toEqual(['a', 'b']);
  });
});
