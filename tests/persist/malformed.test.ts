/**
 * Saves edited by hand, their checksums made to match: an action of the
 * wrong shape is refused by the schema with its turn and field, and a value
 * nested deeper than any save is refused as malformed, never a crash; a
 * damaged newest save is left as it is, and `continue` plays the newest
 * that can be played, or names what is wrong with each.
 */
import { readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { playGame } from '../../src/core/bots/index.js';
import { writeSave } from '../../src/persist/saves.js';
import type { Recording } from '../../src/persist/recording.js';
import { athack } from '../cli/run.js';
import { version } from '../../src/base/version.js';
import { ensureBuilt } from '../support/built.js';
import { formatTwo, saveLines, writeSealed } from './save-files.js';
import { tempFolder } from '../support/temp.js';

const tmp = () => tempFolder('malformed');

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
      ['no-direction', { type: 'move' }, `turn ${turn}: action.dir: missing`],
      ['wrong-direction', { type: 'move', dir: 'up' }, `turn ${turn}: action.dir: Invalid option: expected one of "n"|"ne"|"e"|"se"|"s"|"sw"|"w"|"nw"`],
      ['unknown-kind', { type: 'teleport-home' }, `turn 2: action.type: not a kind of action this athack knows`],
      ['extra-field', { type: 'wait', coins: 100 }, `turn 2: action: Unrecognized key: "coins"`],
    ];
    for (const [name, action, problem] of cases) {
      const at = name.endsWith('-direction') ? turn : 2;
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

  it('a line with a field this athack does not know, from a later athack, says to update; from an older one, that it is malformed', async () => {
    const dir = tmp();
    for (const game of ['99.0.0', '0.5.0']) {
      const file = join(dir, `${game}.json`);
      const lines = saveLines(writeSave(dir, recording(), game, file));
      const at = lines.findIndex((l) => l.t === 'snapshot');
      lines[at]!.future = 1;
      writeSealed(file, lines);
      const verify = await athack('replay', '--verify', file);
      const problem = `line ${at + 1}: line: Unrecognized key: "future"`;
      expect(verify.stderr).toBe(
        game === '99.0.0' ? `athack: ${file} was written by athack 99.0.0, newer than this athack (${version()}), and holds what this one does not know (${problem}): update athack to 99.0.0 or later to play it on\n` : `athack: ${file} is malformed at ${problem}\n`,
      );
      expect(verify.code).toBe(2);
    }
  });

  it('a line without its turn says the turn is missing', async () => {
    const dir = tmp();
    const lines = saveLines(writeSave(dir, recording(), '0.5.0', join(dir, 'Ash.json')));
    const at = lines.findIndex((l) => l.t === 'action' && l.turn === 2);
    delete (lines[at] as { turn?: number }).turn;
    writeSealed(join(dir, 'Ash.json'), lines);
    const verify = await athack('replay', '--verify', join(dir, 'Ash.json'));
    expect(verify.stderr).toBe(`athack: ${join(dir, 'Ash.json')} is malformed at line ${at + 1}: line.turn: missing\n`);
    expect(verify.code).toBe(2);
  });

  it('continue with no hero named, the newest save damaged: it is left as it is, said so, and the newest save that can be played is taken; with none, what is wrong with each is said', async () => {
    const dir = tmp();
    writeSave(dir, recording(), '1.0.0', join(dir, 'Old.json'));
    const damaged = join(dir, 'New.json');
    writeFileSync(damaged, '{"format":3');
    utimesSync(damaged, new Date(Date.now() + 60_000), new Date(Date.now() + 60_000));
    const r = await athack('continue', '--save-dir', dir);
    // Ash's save is taken: past every check, stopped only by there being no terminal here.
    expect(r.stderr).toMatch(new RegExp(`^athack: ${damaged.replace(/[.]/g, '\\.')} is cut short or damaged: it is not complete JSON\\. It is left as it is\\.\\nathack: playing needs a terminal`));
    expect(readFileSync(damaged, 'utf8')).toBe('{"format":3');
    rmSync(join(dir, 'Old.json'));
    const alone = await athack('continue', '--save-dir', dir);
    expect(alone.code).toBe(2);
    expect(alone.stderr).toBe(`athack: ${damaged} is cut short or damaged: it is not complete JSON. It is left as it is; athack play starts a new game.\n`);
    const empty = join(dir, 'Empty.json');
    writeFileSync(empty, '');
    const both = await athack('continue', '--save-dir', dir);
    expect(both.code).toBe(2);
    expect(both.stderr).toMatch(new RegExp(`^athack: no saved game in .* can be played on:\\n  ${damaged.replace(/[.]/g, '\\.')} is cut short or damaged: it is not complete JSON\\.\\n  ${empty.replace(/[.]/g, '\\.')} is empty \\(0 bytes\\): it holds no game, and nothing of one can be recovered from it; delete it\\.\\nEach is left as it is; athack play starts a new game\\.\\n$`));
  });

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
