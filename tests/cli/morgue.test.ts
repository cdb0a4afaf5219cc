import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { when } from '../../src/base/when.js';
import { playGame } from '../../src/core/bots/index.js';
import { morgueDir, RECORDING_MARK, writeMorgue } from '../../src/persist/morgue.js';
import { athack, athackJson } from './run.js';
import { tempFolder } from '../support/temp.js';

function withMorgue(): { dir: string; file: string } {
  const dir = tempFolder('morgue');
  const g = playGame('5', { opposition: 'none' }, { maxSteps: 40, name: 'Ash' });
  const file = writeMorgue(dir, g.state, g.messages, { seed: '5', options: { opposition: 'none' }, actions: g.actions, checks: g.checks, snapshot: g.state }, '9.9.9');
  return { dir, file };
}

describe('athack morgue', () => {
  it('with a file for its save folder says so, exit 2, rather than that no game has ended (as continue does, rather than that none was saved, and scores, rather than that its table cannot be read)', async () => {
    const file = join(tempFolder('morgue'), 'saves');
    writeFileSync(file, 'not a folder\n');
    for (const argv of [['morgue', '--save-dir', file], ['continue', '--save-dir', file], ['scores', '--save-dir', file]]) {
      const r = await athack(...argv);
      expect(r.code, argv[0]).toBe(2);
      expect(r.stderr, argv[0]).toBe(`athack: the save folder ${file} is a file, not a folder: name a folder with --save-dir, ATHACK_SAVE_DIR or save_dir in the options file.\n`);
    }
  });

  it('lists only morgue files; other .txt files are named once on stderr', async () => {
    const { dir, file } = withMorgue();
    writeFileSync(join(morgueDir(dir), 'junk.txt'), 'notes\n');
    const text = readFileSync(file, 'utf8');
    // A morgue file whose recording lost a part cannot be replayed: it is no longer one.
    const mark = text.indexOf(RECORDING_MARK) + RECORDING_MARK.length;
    writeFileSync(join(morgueDir(dir), 'cut.txt'), text.slice(0, mark + 300) + text.slice(mark + 600));
    const r = await athack('morgue', '--save-dir', dir);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d {2}Ash, level 1 \w+: Died: unknown causes\n {4}\S+\n$/);
    expect(r.stdout).toContain(file);
    expect(r.stderr).toBe('athack: skipped 2 files that are not morgue files: cut.txt, junk.txt\n');
    const j = await athackJson<{ morgue: { file: string }[] }>('morgue', '--save-dir', dir);
    expect(j.morgue.map((m) => m.file)).toEqual([file]);
  });

  it('dates each file as the title dates a save: in local time, not UTC', async () => {
    const { dir, file } = withMorgue();
    vi.stubEnv('TZ', 'Asia/Kolkata');
    try {
      const r = await athack('morgue', '--save-dir', dir);
      expect(r.stdout.startsWith(`${when(statSync(file).mtimeMs)}  Ash`)).toBe(true);
      expect(when(statSync(file).mtimeMs)).not.toBe(new Date(statSync(file).mtimeMs).toISOString().slice(0, 16).replace('T', ' '));
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it('a folder with no morgue file in it says so, and names the one it skipped', async () => {
    const { dir, file } = withMorgue();
    writeFileSync(file, 'overwritten\n');
    const r = await athack('morgue', '--save-dir', dir);
    expect(r).toEqual({ code: 0, stdout: `No morgue files yet in ${morgueDir(dir)}.\n`, stderr: `athack: skipped 1 file that is not a morgue file: ${basename(file)}\n` });
  });
});
