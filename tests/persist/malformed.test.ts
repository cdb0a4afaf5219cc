/**
 * Saves edited by hand, their checksums made to match: an action of the
 * wrong shape is refused by the schema with its turn and field, and a value
 * nested deeper than any save is refused as malformed, never a crash.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { playGame } from '../../src/core/bots/index.js';
import { writeSave } from '../../src/persist/saves.js';
import type { Recording } from '../../src/persist/recording.js';
import { athack } from '../cli/run.js';
import { ensureBuilt } from '../support/built.js';
import { formatTwo, saveLines, writeSealed } from './save-files.js';

const tmp = () => mkdtempSync(join(tmpdir(), 'athack-malformed-'));

function recording(): Recording {
  const g = playGame('11', { opposition: 'none' }, { maxSteps: 40, name: 'Ash' });
  return { seed: '11', options: { opposition: 'none' }, actions: g.actions, checks: g.checks, snapshot: g.state };
}

describe('a malformed save', () => {
  beforeAll(() => ensureBuilt(), 120_000);

  it('an action of the wrong shape is refused with its turn and field by replay --verify and continue, exit 2', async () => {
    const dir = tmp();
    const rec = recording();
    const turn = rec.actions.findIndex((a) => a.type === 'move');
    const cases: [string, unknown, string][] = [
      ['null', null, `turn 2: action: Invalid input: expected object, received null`],
      ['no-direction', { type: 'move' }, `turn ${turn}: action.dir: Invalid option: expected one of "n"|"ne"|"e"|"se"|"s"|"sw"|"w"|"nw"`],
      ['unknown-kind', { type: 'teleport-home' }, `turn 2: action.type: not a kind of action this athack knows`],
      ['extra-field', { type: 'wait', coins: 100 }, `turn 2: action: Unrecognized key: "coins"`],
    ];
    for (const [name, action, problem] of cases) {
      const at = name === 'no-direction' ? turn : 2;
      // In the lines of today's saves, and in a 0.5 save with its one checksum made to match.
      const lines = saveLines(writeSave(dir, rec, '0.5.0', join(dir, `${name}.json`)));
      lines.find((l) => l.t === 'action' && l.turn === at)!.action = action;
      writeSealed(join(dir, `${name}.json`), lines);
      const old = structuredClone(rec);
      (old.actions as unknown[])[at] = action;
      writeFileSync(join(dir, `${name}-0.5.json`), formatTwo(old));
      for (const file of [`${name}.json`, `${name}-0.5.json`]) {
        const verify = await athack('replay', '--verify', join(dir, file));
        expect(verify.stderr, file).toBe(`athack: ${join(dir, file)} is malformed at ${problem}\n`);
        expect(verify.code, file).toBe(2);
      }
      const resumed = await athack('continue', '--hero', name, '--save-dir', dir);
      expect(resumed.code).toBe(2);
      expect(resumed.stderr).toContain(`is malformed at ${problem}`);
    }
  }, 60_000);

  it('a value nested 100,000 deep is refused as malformed, without a crash', async () => {
    const dir = tmp();
    const rec = recording();
    const deep = `${'{"a":'.repeat(100_000)}1${'}'.repeat(100_000)}`;
    const lines = readFileSync(writeSave(dir, rec, '0.5.0'), 'utf8').split('\n');
    const files: [string, string][] = [
      ['lines.json', [lines[0]!.replace('"options":{', `"options":{"x":${deep},`), ...lines.slice(1)].join('\n')],
      ['whole.json', formatTwo(rec).replace('"options":{', `"options":{"x":${deep},`)],
      ['morgue.txt', `--- recording (athack replay reads from here) ---\n${formatTwo(rec).replace('"options":{', `"options":{"x":${deep},`)}\n`],
    ];
    for (const [name, text] of files) {
      writeFileSync(join(dir, name), text);
      const r = await athack('replay', '--verify', join(dir, name));
      expect(r.stderr, name).toBe(`athack: ${join(dir, name)} is malformed: its JSON nests deeper than 64 levels, which no save does\n`);
      expect(r.code, name).toBe(2);
    }
    const resumed = await athack('continue', '--hero', 'lines', '--save-dir', dir);
    expect(resumed.code).toBe(2);
    expect(resumed.stderr).toContain('is malformed: its JSON nests deeper than 64 levels');
  }, 60_000);
});
