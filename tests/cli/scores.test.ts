import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { addScore, readScores, type ScoreEntry } from '../../src/persist/scores.js';
import { ensureBuilt } from '../support/built.js';
import { athack, athackJson } from './run.js';

const entry = (name: string, score: number): ScoreEntry => ({ name, className: 'Thief', level: 2, score, cause: 'killed by a Goblin', won: false, zones: 3, deepest: 3, escalation: 1, turns: 99, seed: 's', date: new Date(Date.UTC(2026, 10, 21, 0, 0, score)).toISOString() });

describe('athack scores', () => {
  beforeAll(() => ensureBuilt(), 120_000);

  it('lists the table best first, as text and JSON', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'athack-scores-'));
    addScore(dir, entry('Low', 5));
    addScore(dir, entry('High', 50));
    const j = await athackJson<{ scores: ScoreEntry[] }>('scores', '--save-dir', dir);
    expect(j.scores.map((e) => e.name)).toEqual(['High', 'Low']);
    const t = await athack('scores', '--save-dir', dir);
    expect(t.stdout).toMatch(/ 1 +50 +High +Thief +2 +3 +1 +killed by a Goblin/);
  });

  it('an empty folder says there are no scores yet', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'athack-scores-'));
    expect((await athack('scores', '--save-dir', dir)).stdout).toMatch(/^No scores yet/);
  });

  it('two processes adding at once both land in the table', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'athack-scores-'));
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
