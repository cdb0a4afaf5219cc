/**
 * Names and free text reach a terminal only as text: a hero named with
 * escape sequences is kept without its control characters, and text read
 * back from files that hold them (written by an older athack, or edited) is
 * printed without them by every command.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { playGame } from '../../src/core/bots/index.js';
import { morgueDir, writeMorgue } from '../../src/persist/morgue.js';
import { addScore, type ScoreEntry } from '../../src/persist/scores.js';
import { readSave } from '../../src/persist/saves.js';
import { athack } from './run.js';
import { tempFolder } from '../support/temp.js';

/** Retitles the terminal, clears it and turns it red, then rings; a C1 CSI and a right-to-left override for good measure. */
const HOSTILE = 'Ev\x1b]0;PWNED\x07\x1b[2J\x1b[31mil\x9b\u202e';
const SHOWN = 'Ev]0;PWNED[2J[31mil';
/** Any character a terminal would obey rather than show (a line break apart). */
const CONTROL = /[\x00-\x09\x0b-\x1f\x7f-\x9f\u202e]/;
const folder = () => tempFolder('inert');

describe('names and free text are printed as text only', () => {
  it('autoplay --name keeps the name without its control characters, in what it prints and in the save', async () => {
    const dir = folder();
    const r = await athack('autoplay', '--seed', '3', '--turns', '5', '--name', HOSTILE, '--save-dir', dir);
    expect(r.code).toBe(0);
    expect(r.stdout).not.toMatch(CONTROL);
    expect(r.stdout).toContain(`${SHOWN} the `);
    const save = readdirSync(dir).find((f) => f.endsWith('.json'))!;
    expect(readSave(join(dir, save)).snapshot.hero.name).toBe(SHOWN);
  });

  it('a seed is kept as it shows, so the seed printed is the one that replays; one of control characters only is refused as a blank one is', async () => {
    const dir = folder();
    const r = await athack('autoplay', '--seed', 's\x1b[2J7', '--turns', '5', '--name', 'Ada', '--save-dir', dir);
    expect(r.code).toBe(0);
    expect(readSave(join(dir, 'Ada.json')).seed).toBe('s[2J7');
    const map = await athack('map', '--seed', 's\x1b[2J7');
    expect(map.stdout).not.toMatch(CONTROL);
    expect(map.stdout).toBe((await athack('map', '--seed', 's[2J7')).stdout);
    const bad = await athack('map', '--seed', '\x1b\x07');
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('--seed needs some text or a number');
  });

  it('a name of control characters only is refused, and nothing is written', async () => {
    const dir = folder();
    const r = await athack('autoplay', '--seed', '3', '--turns', '5', '--name', '\x1b\x07', '--save-dir', dir);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('--name: a hero needs a name of visible characters');
    expect(readdirSync(dir)).toEqual([]);
  });

  it('scores prints a stored name, cause and seed without their control characters', async () => {
    const dir = folder();
    const entry: ScoreEntry = { name: HOSTILE, className: 'Thief', level: 2, score: 9, cause: `killed by \x1b[5ma Goblin`, won: false, zones: 3, deepest: 3, escalation: 1, turns: 99, seed: 's\x1b[8m', date: new Date(Date.UTC(2026, 10, 21)).toISOString() };
    addScore(dir, entry);
    const r = await athack('scores', '--save-dir', dir);
    expect(r.code).toBe(0);
    expect(r.stdout).not.toMatch(CONTROL);
    expect(r.stdout).toMatch(/ 1 +9 +Ev\]0;PWNED\[2J\[31 +Thief .* killed by \[5ma Goblin/);
    expect(r.stdout).toContain('seed s[8m');
  });

  it('a morgue file is written as text only, and morgue lists an older one that was not without obeying it', async () => {
    const dir = folder();
    const g = playGame('5', { opposition: 'none' }, { maxSteps: 40, name: 'Ash' });
    // A hero saved by an older athack, continued: its name still holds what was typed.
    g.state.hero.name = HOSTILE;
    g.state.hero.background.text = `poor\x07 child`;
    const file = writeMorgue(dir, g.state, [...g.messages, `“\x1b[2J” is not the answer.`], { seed: '5', options: { opposition: 'none' }, actions: g.actions, checks: g.checks, snapshot: g.state }, '9.9.9');
    const text = readFileSync(file, 'utf8');
    const account = text.slice(0, text.indexOf('{'));
    expect(account).not.toMatch(CONTROL);
    expect(account).toContain(`${SHOWN}, level 1`);
    expect(account).toContain('Background: poor child');
    expect(account).toContain('“[2J” is not the answer.');
    writeFileSync(join(morgueDir(dir), 'older.txt'), text.replace(`${SHOWN}, level 1`, `${HOSTILE}, level 1`));
    const r = await athack('morgue', '--save-dir', dir);
    expect(r.code).toBe(0);
    expect(r.stdout).not.toMatch(CONTROL);
    expect(r.stdout.match(new RegExp(`${SHOWN.replace(/[[\]]/g, '\\$&')}, level 1`, 'g'))).toHaveLength(2);
  });

  it('an error quoting a name a player typed prints it as text only', async () => {
    const dir = folder();
    await athack('autoplay', '--seed', '3', '--turns', '5', '--name', 'Ada', '--save-dir', dir);
    const r = await athack('continue', '--save-dir', dir, '--hero', HOSTILE);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(`no saved game for "${SHOWN}"`);
    expect(r.stderr).not.toMatch(CONTROL);
  });
});
