/**
 * The high scores at 80 columns: in the game (the real interface, from the
 * title) and from `athack scores`, a long cause of death is shown whole,
 * wrapped in its column, never cut.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { addScore, type ScoreEntry } from '../../src/persist/scores.js';
import { athack } from '../cli/run.js';
import { harness, tempDir, type Harness } from './harness.js';

const CAUSE = 'killed by the Giant Centipede while fleeing up the stairs of zone 1.2.3';
const entry = (name: string, score: number, cause = CAUSE): ScoreEntry => ({ name, className: 'Warrior', level: 3, score, cause, won: false, zones: 4, deepest: 3, escalation: 2, turns: 900, seed: 'a-rather-long-seed', date: '2026-01-02T03:04:05.000Z' });

/** The words of the screen's text run together: a wrapped cause reads as one. */
const words = (text: string) => text.split(/\s+/).join(' ');

const open: Harness[] = [];
afterEach(() => {
  for (const h of open.splice(0)) h.destroy();
});

describe('the high scores', () => {
  it('on the screen: every word of a long cause shows, under its heading, and a short one stays on one line', async () => {
    const dir = tempDir('scores');
    addScore(dir, entry('Ada', 50));
    addScore(dir, entry('Bo', 40, 'killed by a rat'));
    const h = await harness({ saveDir: dir });
    open.push(h);
    await h.press('s');
    const lines = h.lines();
    const first = lines.findIndex((l) => l.includes('Ada'));
    const column = lines.find((l) => l.includes('How it ended'))!.indexOf('How it ended');
    expect(lines[first]!.indexOf('killed')).toBe(column);
    expect(lines[first + 1]!.search(/\S/)).toBe(column);
    const second = lines.findIndex((l) => l.includes(' Bo '));
    expect(words(lines.slice(first, second).map((l) => l.slice(column)).join(' '))).toBe(CAUSE);
    expect(lines[second]!.trim()).toMatch(/^2\. Bo .* killed by a rat$/);
    expect(lines[second + 1]).toBe('');
  });

  it('from athack scores: no line is wider than 80 columns, and the cause, date and seed are all there', async () => {
    const dir = tempDir('scores');
    addScore(dir, entry('Ada', 50));
    const r = await athack('scores', '--save-dir', dir);
    expect(r.code).toBe(0);
    const lines = r.stdout.trimEnd().split('\n');
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(80);
    expect(lines[1]).toMatch(/^ 1 +50 +Ada +Warrior +3 +4 +2 +killed by/);
    expect(words(r.stdout)).toContain(`${CAUSE} 2026-01-02 seed a-rather-long-seed`);
  });
});
