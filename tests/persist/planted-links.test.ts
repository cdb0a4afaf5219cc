/**
 * A shared save folder: another user plants symbolic links where athack is
 * about to write (the old fixed temporary names, the backup, the save, the
 * lock, the high scores, a morgue file). What the links point at must never
 * be written, and a folder others can write is refused unless it is sticky.
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { playGame } from '../../src/core/bots/index.js';
import type { Recording } from '../../src/persist/recording.js';
import { readSave, writeSave } from '../../src/persist/saves.js';
import { addScore, readScores, scoreEntry } from '../../src/persist/scores.js';
import { morgueDir, writeMorgue } from '../../src/persist/morgue.js';
import { lockSave } from '../../src/persist/lock.js';
import { ensureBuilt } from '../support/built.js';
import { tempFolder } from '../support/temp.js';

const tmp = () => tempFolder('links');

function recording(steps = 60): Recording {
  const g = playGame('11', {}, { maxSteps: steps, name: 'Ash' });
  return { seed: '11', options: {}, actions: g.actions, checks: g.checks, snapshot: g.state };
}

/** A file of another user's that a link is planted to, and its text, to check it is never changed. */
function victim(dir: string, name: string): { path: string; text: string } {
  const path = join(dir, name);
  const text = `${name}: not athack's to write\n`;
  writeFileSync(path, text);
  return { path, text };
}

describe('links planted in a save folder', () => {
  beforeAll(() => ensureBuilt(), 120_000);

  it('a save never writes through a link at its temporary, its backup or its own name, and replaces the links with files', () => {
    const dir = tmp();
    const elsewhere = tmp();
    const file = join(dir, 'Ash.json');
    const targets = { tmp: victim(elsewhere, 'tmp'), bak: victim(elsewhere, 'bak'), save: victim(elsewhere, 'save') };
    symlinkSync(targets.tmp.path, `${file}.tmp-${process.pid}`);
    symlinkSync(targets.bak.path, `${file}.bak`);
    symlinkSync(targets.save.path, file);
    const rec = recording();
    writeSave(dir, rec, '1.0.0');
    writeSave(dir, rec, '1.0.0');
    for (const t of Object.values(targets)) expect(readFileSync(t.path, 'utf8')).toBe(t.text);
    expect(lstatSync(file).isFile()).toBe(true);
    expect(lstatSync(`${file}.bak`).isFile()).toBe(true);
    expect(readSave(file)).toEqual(rec);
    expect(readSave(`${file}.bak`)).toEqual(rec);
    // No temporary is left behind.
    expect(readdirSync(dir).filter((n) => n.includes('.tmp-') && !n.endsWith(`.tmp-${process.pid}`))).toEqual([]);
  });

  it('the high scores, a morgue file and a lock never write through a planted link', () => {
    const dir = tmp();
    const elsewhere = tmp();
    const rec = recording(20);
    const s = rec.snapshot;
    const when = new Date(Date.UTC(2030, 0, 1));
    mkdirSync(morgueDir(dir));
    const morgue = join(morgueDir(dir), `Ash-${when.toISOString().replace(/[:.]/g, '-')}.txt`);
    const targets = [
      [join(dir, `scores.json.tmp-${process.pid}`), victim(elsewhere, 'scores-tmp')],
      [`${morgue}.tmp-${process.pid}`, victim(elsewhere, 'morgue-tmp')],
      [morgue, victim(elsewhere, 'morgue')],
      [join(dir, 'Ash.json.lock'), victim(elsewhere, 'lock')],
    ] as const;
    for (const [at, t] of targets) symlinkSync(t.path, at);
    const added = addScore(dir, scoreEntry(s, when));
    expect(added.writeError).toBeUndefined();
    expect(readScores(dir).entries.map((e) => e.name)).toEqual(['Ash']);
    expect(writeMorgue(dir, s, ['The end.'], rec, '1.0.0', when)).toBe(morgue);
    expect(readFileSync(morgue, 'utf8')).toContain('The end.');
    // A lock that is a link (to a file that is no lock) is no game's lock: it is taken over, and the file it points at stays as it was.
    const release = lockSave(join(dir, 'Ash.json'));
    expect(lstatSync(join(dir, 'Ash.json.lock')).isFile()).toBe(true);
    release();
    for (const [, t] of targets) expect(readFileSync(t.path, 'utf8')).toBe(t.text);
  });

  it('a save folder that others can write is refused with the reason and the fix, and nothing is written; a sticky one is used', () => {
    const base = tmp();
    for (const mode of [0o777, 0o775]) {
      const dir = join(base, `open-${mode.toString(8)}`);
      mkdirSync(dir);
      chmodSync(dir, mode);
      const r = spawnSync(process.execPath, ['bin/athack', 'autoplay', '--seed', '1', '--turns', '20', '--name', 'Ash', '--save-dir', dir, '--opposition', 'none'], { encoding: 'utf8', timeout: 60_000 });
      expect(r.status, r.stderr).toBe(1);
      expect(r.stderr).toBe(`athack: ${dir} can be written by ${mode === 0o777 ? 'every user' : 'its group'} (mode 0${mode.toString(8)}) and is not sticky: another user could swap a save for something else. Make it yours alone (chmod go-w ${dir}) or sticky (chmod +t ${dir}), or save elsewhere with --save-dir\n`);
      expect(readdirSync(dir)).toEqual([]);
    }
    const sticky = join(base, 'sticky');
    mkdirSync(sticky);
    chmodSync(sticky, 0o1777);
    const r = spawnSync(process.execPath, ['bin/athack', 'autoplay', '--seed', '1', '--turns', '20', '--name', 'Ash', '--save-dir', sticky, '--opposition', 'none'], { encoding: 'utf8', timeout: 60_000 });
    expect(r.status, r.stderr).toBe(0);
    expect(existsSync(join(sticky, 'Ash.json'))).toBe(true);
  });

  it('the folders athack makes are never writable by others, whatever the umask', () => {
    const dir = join(tmp(), 'new', 'saves');
    const r = spawnSync('sh', ['-c', `umask 0; exec "${process.execPath}" bin/athack autoplay --seed 1 --turns 20 --name Ash --save-dir "${dir}" --opposition none`], { encoding: 'utf8', timeout: 60_000 });
    expect(r.status, r.stderr).toBe(0);
    for (const d of [dir, join(dir, '..')]) expect(statSync(d).mode & 0o022).toBe(0);
  });
});
