/**
 * A death is in the save before anything else is written: when the morgue
 * file cannot be written (here a plain file stands where the morgue folder
 * goes, which stops root as well as anyone), the save says the hero is dead,
 * the game is never offered to continue, and it becomes its morgue file as
 * soon as one can be written.
 */
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { readSaveFile } from '../../src/persist/saves.js';
import { readScores } from '../../src/persist/scores.js';
import { athack } from '../cli/run.js';
import { ensureBuilt } from '../support/built.js';
import { harnesses } from '../tui/harness.js';

const session = harnesses();

describe('a death the morgue cannot take', () => {
  beforeAll(() => ensureBuilt(), 120_000);

  it('leaves a save that says the hero is dead: never continued, made a morgue file once one can be written', async () => {
    const h = await session({ seed: '7' });
    const dir = h.saveDir;
    writeFileSync(join(dir, 'morgue'), 'in the way\n');
    await h.startGame('Ada');
    await h.press('Q', 'y');
    expect(h.screenText()).toContain('Ada is dead: committed suicide.');
    const save = join(dir, 'Ada.json');
    expect(readSaveFile(save).recording.snapshot.phase).toBe('dead');
    await h.press('enter', 'enter');
    expect(h.screenText()).toContain('New game');
    expect(h.screenText()).not.toMatch(/Continue/);
    expect(h.screenText()).toMatch(/Ada died \(committed suicide\): that game is over/);
    // A new hero in the same session starts a save of its own: the dead one's is not written to.
    const dead = readFileSync(save, 'utf8');
    await h.createHero('Bea');
    expect(readFileSync(save, 'utf8')).toBe(dead);
    expect(readSaveFile(join(dir, 'Bea.json')).recording.actions.map((a) => a.type)).toEqual(['create']);
    await h.press('S');
    await h.app.done;
    const scored = readScores(dir).entries.length;

    // A new session does not offer the dead hero either, and says why.
    const again = await session({ saveDir: dir });
    expect(again.screenText()).toMatch(/Continue Bea/);
    expect(again.screenText()).toMatch(/Ada died \(committed suicide\): that game is over/);
    again.destroy();

    const refused = await athack('continue', '--hero', 'Ada', '--save-dir', dir);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('Ada died (committed suicide): that game is over and cannot be continued; its morgue file could not be written');
    expect(existsSync(save)).toBe(true);

    // The way cleared, the next try writes the morgue file, keeps the one score, and the save goes.
    rmSync(join(dir, 'morgue'));
    const closed = await athack('continue', '--hero', 'Ada', '--save-dir', dir);
    expect(closed.code).toBe(2);
    expect(closed.stderr).toMatch(/Ada died \(committed suicide\): that game is over and cannot be continued\. Its morgue file is \S+Ada-[^ ]+\.txt\./);
    expect(closed.stderr).toContain(`no saved game for "Ada" in ${dir}; the saved heroes are Bea.`);
    expect(readdirSync(join(dir, 'morgue'))).toHaveLength(1);
    expect(existsSync(save)).toBe(false);
    expect(readScores(dir).entries).toHaveLength(scored);
    const verified = await athack('replay', '--verify', join(dir, 'morgue', readdirSync(join(dir, 'morgue'))[0]!));
    expect(verified.stdout).toMatch(/^ok /);
  }, 60_000);
});
