/**
 * Players' data lives in their data folder, not in athack's: a project
 * folder upgraded with saves/ still in it gives them up on the first run,
 * with a word of where they went, and nothing is lost.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureBuilt } from '../support/built.js';
import { copyProject } from '../support/project-copy.js';

const temp = mkdtempSync(join(tmpdir(), 'athack-data-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

let project: string;
beforeAll(() => {
  ensureBuilt();
  project = copyProject(join(temp, 'project'), { modules: true, dist: true });
});

/** `athack` from the copied project, as a player whose home is `home` (and nothing else set) runs it. */
function athack(args: string[], env: Record<string, string> = {}) {
  const base = { ...process.env };
  for (const name of ['XDG_DATA_HOME', 'ATHACK_SAVE_DIR', 'NO_COLOR']) delete base[name];
  return spawnSync(process.execPath, [join(project, 'bin', 'athack'), ...args], { cwd: temp, encoding: 'utf8', env: { ...base, NO_COLOR: '1', ...env } });
}

/** An older athack's saves/: a game in progress, a dead hero's morgue file, and the score table. */
function oldSaves(): string[] {
  const saves = join(project, 'saves');
  expect(athack(['autoplay', '--seed', '2', '--save-dir', saves]).status).toBe(0);
  expect(athack(['autoplay', '--seed', '4', '--turns', '30', '--save-dir', saves]).status).toBe(0);
  const names = readdirSync(saves).filter((n) => n !== '.gitkeep').sort();
  expect(names).toEqual(['Bot-4.json', 'morgue', 'scores.json']);
  return names;
}

describe("players' data folder", () => {
  it('the first run after upgrading moves saves/ to ~/.local/share/athack and says so; the scores and games are all there', () => {
    const home = join(temp, 'home');
    const names = oldSaves();
    const data = join(home, '.local', 'share', 'athack');
    const scoresBefore = readFileSync(join(project, 'saves', 'scores.json'), 'utf8');

    // --save-dir and ATHACK_SAVE_DIR still win, and move nothing.
    const flag = athack(['morgue', '--save-dir', join(project, 'saves')], { HOME: home });
    expect(flag.stderr).toBe('');
    expect(flag.stdout).toContain(join(project, 'saves', 'morgue'));
    const chosen = join(temp, 'chosen');
    const env = athack(['morgue'], { HOME: home, ATHACK_SAVE_DIR: chosen });
    expect(env.stdout).toBe(`No morgue files yet in ${join(chosen, 'morgue')}.\n`);
    expect(existsSync(home)).toBe(false);
    mkdirSync(home);

    const first = athack(['scores'], { HOME: home });
    expect(first.status).toBe(0);
    expect(first.stderr).toContain(`athack: moved Bot-4.json, morgue, scores.json from ${join(project, 'saves')} to ${data}`);
    expect(first.stdout).toContain('Bot-2');
    expect(readdirSync(data).sort()).toEqual(names);
    expect(readFileSync(join(data, 'scores.json'), 'utf8')).toBe(scoresBefore);
    expect(readdirSync(join(project, 'saves'))).toEqual(['.gitkeep']);

    // Once moved, nothing more is said, and the morgue is read from its new place.
    const again = athack(['morgue'], { HOME: home });
    expect(again.stderr).toBe('');
    expect(again.stdout).toContain(join(data, 'morgue'));
    expect(again.stdout).toContain('Bot-2');
  });

  it('XDG_DATA_HOME names the data folder; a name it already has there is left in saves/, and said', () => {
    const xdg = join(temp, 'xdg');
    mkdirSync(join(xdg, 'athack'), { recursive: true });
    writeFileSync(join(xdg, 'athack', 'scores.json'), '{"format":1,"scores":[]}\n');
    oldSaves();
    const r = athack(['morgue'], { HOME: join(temp, 'nohome'), XDG_DATA_HOME: xdg });
    expect(r.status).toBe(0);
    expect(r.stderr).toContain(`moved Bot-4.json, morgue from ${join(project, 'saves')} to ${join(xdg, 'athack')}`);
    expect(r.stderr).toContain(`left scores.json in ${join(project, 'saves')}: ${join(xdg, 'athack')} already has one of the same name`);
    expect(existsSync(join(project, 'saves', 'scores.json'))).toBe(true);
    expect(existsSync(join(xdg, 'athack', 'Bot-4.json'))).toBe(true);
    expect(existsSync(join(temp, 'nohome'))).toBe(false);
    rmSync(join(project, 'saves', 'scores.json'));
  });
});
