import { spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { addScore, readScores, type ScoreEntry } from '../../src/persist/scores.js';
import { textWidth } from '../../src/base/text-width.js';
import { ensureBuilt } from '../support/built.js';
import { athack, athackJson } from './run.js';
import { tempFolder } from '../support/temp.js';

const entry = (name: string, score: number): ScoreEntry => ({ name, className: 'Thief', level: 2, score, cause: 'killed by a Goblin', won: false, zones: 3, deepest: 3, escalation: 1, turns: 99, seed: 's', date: new Date(Date.UTC(2026, 10, 21, 0, 0, score)).toISOString() });

describe('athack scores', () => {
  beforeAll(() => ensureBuilt(), 120_000);

  it('lists the table best first, as text and JSON', async () => {
    const dir = tempFolder('scores');
    addScore(dir, entry('Low', 5));
    addScore(dir, entry('High', 50));
    const j = await athackJson<{ scores: ScoreEntry[] }>('scores', '--save-dir', dir);
    expect(j.scores.map((e) => e.name)).toEqual(['High', 'Low']);
    const t = await athack('scores', '--save-dir', dir);
    expect(t.stdout).toMatch(/ 1 +50 +High +Thief +2 +3 +1 +killed by a Goblin/);
  });

  it('aligns its columns whatever the names are written in: CJK and emoji take two columns each', async () => {
    const dir = tempFolder('scores');
    for (const [name, score] of [['Ada', 40], ['勇者アキラ', 30], ['🐉 Smaug', 20], ['김철수의 아주 긴 영웅 이름', 10]] as const) addScore(dir, entry(name, score));
    const rows = (await athack('scores', '--save-dir', dir)).stdout.split('\n').filter((l) => l.includes('Thief'));
    expect(rows).toHaveLength(4);
    // The class column starts at the same terminal column on every row, so the table reads straight down.
    const classAt = rows.map((l) => textWidth(l.slice(0, l.indexOf('Thief'))));
    expect(new Set(classAt).size).toBe(1);
    expect(rows.every((l) => textWidth(l) <= 80)).toBe(true);
    expect(rows[3]).toContain('김철수의 아주 긴 '); // cut to 16 columns, not 16 characters
  });

  it("a game's seed stays beside its word under the date, where the date's line has no room for both", async () => {
    const dir = tempFolder('scores');
    addScore(dir, { ...entry('Zed', 9), seed: '401920958' });
    addScore(dir, { ...entry('Short', 8), seed: '7' });
    const rows = (await athack('scores', '--save-dir', dir)).stdout.split('\n').map((l) => l.trim());
    expect(rows).toContain('2026-11-21');
    expect(rows).toContain('seed 401920958');
    expect(rows).toContain('2026-11-21  seed 7');
  });

  it('an empty folder says there are no scores yet', async () => {
    const dir = tempFolder('scores');
    expect((await athack('scores', '--save-dir', dir)).stdout).toMatch(/^No scores yet/);
  });

  it('a damaged table is an error, not an empty one: exit 1, nothing on stdout; the next game keeps it as scores.json.bad', async () => {
    const dir = tempFolder('scores');
    writeFileSync(join(dir, 'scores.json'), '{oops\n');
    for (const json of [[], ['--json']]) {
      const r = await athack('scores', '--save-dir', dir, ...json);
      const error = `${join(dir, 'scores.json')} is damaged (not valid JSON)`;
      // With --json, the error as JSON: never an empty table.
      expect(r).toEqual({ code: 1, stdout: json.length > 0 ? `${JSON.stringify({ error, status: 1 }, null, 2)}\n` : '', stderr: `athack: ${error}\n` });
    }
    addScore(dir, entry('Next', 7));
    expect(readFileSync(join(dir, 'scores.json.bad'), 'utf8')).toBe('{oops\n');
    expect((await athack('scores', '--save-dir', dir)).code).toBe(0);
  });

  it('a table damaged twice keeps both damaged files aside, the first never written over', () => {
    const dir = tempFolder('scores');
    writeFileSync(join(dir, 'scores.json'), '{oops\n');
    expect(addScore(dir, entry('First', 7)).keptAs).toBe('scores.json.bad');
    writeFileSync(join(dir, 'scores.json'), '{again\n');
    expect(addScore(dir, entry('Second', 8)).keptAs).toBe('scores.json.bad-2');
    expect(readFileSync(join(dir, 'scores.json.bad'), 'utf8')).toBe('{oops\n');
    expect(readFileSync(join(dir, 'scores.json.bad-2'), 'utf8')).toBe('{again\n');
    expect(readScores(dir).entries.map((e) => e.name)).toEqual(['Second']);
  });

  it('a table damaged a tenth time is kept aside too, numbered on as morgue files are: no damaged table is lost', () => {
    const dir = tempFolder('scores');
    for (let n = 1; n <= 9; n++) writeFileSync(join(dir, `scores.json.bad${n === 1 ? '' : `-${n}`}`), `{damaged ${n}\n`);
    writeFileSync(join(dir, 'scores.json'), '{the tenth\n');
    expect(addScore(dir, entry('Tenth', 7)).keptAs).toBe('scores.json.bad-10');
    expect(readFileSync(join(dir, 'scores.json.bad-10'), 'utf8')).toBe('{the tenth\n');
    expect(readFileSync(join(dir, 'scores.json.bad-9'), 'utf8')).toBe('{damaged 9\n');
  });

  it('a save folder that is a plain file is refused as morgue and continue refuse it: exit 2, nothing on stdout', async () => {
    const file = join(tempFolder('scores'), 'plain');
    writeFileSync(file, 'not a folder');
    const r = await athack('scores', '--save-dir', file);
    expect(r).toEqual({ code: 2, stdout: '', stderr: `athack: the save folder ${file} is a file, not a folder: name a folder with --save-dir, ATHACK_SAVE_DIR or save_dir in the options file.\n` });
  });

  it('a table with some damaged entries lists the rest, and still exits 1', async () => {
    const dir = tempFolder('scores');
    writeFileSync(join(dir, 'scores.json'), JSON.stringify({ format: 1, entries: [entry('Kept', 9), { name: 'Broken' }] }));
    const r = await athack('scores', '--save-dir', dir);
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/ 1 +9 +Kept/);
    expect(r.stdout).not.toContain('Broken');
    expect(r.stderr).toBe(`athack: ${join(dir, 'scores.json')}: 1 damaged entry was dropped\n`);
    expect(existsSync(join(dir, 'scores.json.bad'))).toBe(false);
  });

  it('with --json, a table with some damaged entries gives the rest and says in the document what was dropped', async () => {
    const dir = tempFolder('scores');
    writeFileSync(join(dir, 'scores.json'), JSON.stringify({ format: 1, entries: [entry('Kept', 9), { name: 'Broken' }] }));
    const r = await athack('scores', '--save-dir', dir, '--json');
    expect(r.code).toBe(1);
    const error = `${join(dir, 'scores.json')}: 1 damaged entry was dropped`;
    const document = JSON.parse(r.stdout);
    expect(document.scores.map((e: { name: string }) => e.name)).toEqual(['Kept']);
    expect(document).toMatchObject({ error, status: 1 });
    expect(r.stderr).toBe(`athack: ${error}\n`);
  });

  it('two processes adding at once both land in the table', async () => {
    const dir = tempFolder('scores');
    // 4 writers × 5 games fill the table's 20 places exactly, so a lost update would show as a missing name.
    const writers = 4;
    const script = `import('./src/persist/scores.ts').then(m => { for (let k = 0; k < 5; k++) m.addScore(process.argv[1], { name: 'W' + process.argv[2] + '-' + k, className: 'Thief', level: 1, score: Number(process.argv[2]) * 5 + k, cause: 'x', won: false, zones: 1, deepest: 1, turns: 1, seed: 's', date: new Date(0).toISOString() }); })`;
    await Promise.all(
      Array.from({ length: writers }, (_, w) =>
        new Promise<void>((resolve, reject) => {
          const child = spawn(process.execPath, ['--import', 'tsx', '-e', script, dir, String(w)], { stdio: 'inherit' });
          child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`writer ${w} exited ${code}`))));
        }),
      ),
    );
    const names = readScores(dir).entries.map((e) => e.name).sort();
    expect(names).toEqual(Array.from({ length: writers }, (_, w) => Array.from({ length: 5 }, (_, k) => `W${w}-${k}`)).flat().sort());
  }, 60_000);
});
