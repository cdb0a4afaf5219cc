/**
 * The last messages a save keeps: written beside the recording, read back as
 * written, outside the checksum and the replay, and dropped (never fatal)
 * when missing or damaged.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { playGame } from '../../src/core/bots/index.js';
import { checksum, MESSAGES_KEPT, SAVE_FORMAT, type Recording, type SavedMessage } from '../../src/persist/recording.js';
import { readPlayableSave, readSave, readSaveFile, writeSave } from '../../src/persist/saves.js';
import { athack } from '../cli/run.js';

const dirs: string[] = [];
const tmp = () => {
  const d = mkdtempSync(join(tmpdir(), 'athack-messages-'));
  dirs.push(d);
  return d;
};
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

function recording(): Recording {
  const g = playGame('11', {}, { maxSteps: 40, name: 'Ash' });
  return { seed: '11', options: {}, actions: g.actions, checks: g.checks, snapshot: g.state };
}

const said = (n: number): SavedMessage[] =>
  Array.from({ length: n }, (_, i) => (i % 3 === 0 ? { text: `line ${i}`, kind: 'roll', turn: i, times: 2 } : { text: `line ${i}`, kind: i % 3 === 1 ? 'zone' : 'error', turn: i }));

describe('the messages of a save', () => {
  it('round trip: the last 200 are written beside the recording, outside its checksum, and read back with their kinds', async () => {
    const dir = tmp();
    const rec = recording();
    const file = writeSave(dir, rec, '9.9.9', undefined, said(250));
    const raw = JSON.parse(readFileSync(file, 'utf8'));
    // An optional field an older reader ignores: the format number stays.
    expect(raw).toMatchObject({ format: SAVE_FORMAT, game: '9.9.9', checksum: checksum(rec) });
    expect(SAVE_FORMAT).toBe(3);
    expect(raw.recording).not.toHaveProperty('messages');
    expect(raw.messages).toHaveLength(MESSAGES_KEPT);
    const save = readPlayableSave(file);
    expect(save.recording).toEqual(rec);
    expect(save.messages).toEqual(said(250).slice(-MESSAGES_KEPT));
    expect(save.messages!.slice(0, 2)).toEqual([
      { text: 'line 50', kind: 'error', turn: 50 },
      { text: 'line 51', kind: 'roll', turn: 51, times: 2 },
    ]);
    expect(readSave(file)).toEqual(rec);

    // The replay reads the recording alone: with or without messages it reaches the same state.
    const bare = writeSave(dir, rec, '9.9.9', join(dir, 'bare.json'));
    expect(JSON.parse(readFileSync(bare, 'utf8'))).not.toHaveProperty('messages');
    const [withMessages, without] = [await athack('replay', '--verify', file), await athack('replay', '--verify', bare)];
    expect(withMessages.code).toBe(0);
    expect(withMessages.stdout).toMatch(/^ok/);
    expect(withMessages.stdout).toBe(without.stdout);
  });

  it('a save written before messages were kept loads with none', () => {
    const dir = tmp();
    const rec = recording();
    const file = join(dir, 'Ash.json');
    writeFileSync(file, JSON.stringify({ format: 2, game: '0.5.0', checksum: checksum(rec), recording: rec }));
    const save = readPlayableSave(file);
    expect(save.recording).toEqual(rec);
    expect(save).not.toHaveProperty('messages');
  });

  it('damaged messages are dropped and the game still loads, the file untouched', () => {
    const dir = tmp();
    const rec = recording();
    const good = JSON.parse(readFileSync(writeSave(dir, rec, '1.0.0', undefined, said(5)), 'utf8'));
    const line = { text: 'x', kind: 'zone', turn: 1 };
    const damaged: [string, unknown][] = [
      ['a string', 'oops'],
      ['an object', { 0: line }],
      ['null', null],
      ['numbers', [1, 2, 3]],
      ['a line without text', [line, { kind: 'zone', turn: 1 }]],
      ['a text that is not text', [{ ...line, text: 5 }]],
      ['a kind that is not text', [{ ...line, kind: ['zone'] }]],
      ['a turn that is not a number', [{ ...line, turn: '1' }]],
      ['a count that is not a whole number', [{ ...line, times: 'twice' }]],
      ['more lines than a save keeps', Array.from({ length: 100_000 }, () => line)],
      ['a line longer than any said', [{ ...line, text: 'x'.repeat(1_000_000) }]],
    ];
    for (const [what, messages] of damaged) {
      const file = join(dir, 'damaged.json');
      const text = JSON.stringify({ ...good, messages });
      writeFileSync(file, text);
      expect(readSaveFile(file), what).not.toHaveProperty('messages');
      expect(readPlayableSave(file).recording, what).toEqual(rec);
      expect(readFileSync(file, 'utf8')).toBe(text);
    }
  });
});
