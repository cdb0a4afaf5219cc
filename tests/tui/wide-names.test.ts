/**
 * A hero named in wide characters (CJK, two columns each) with a combining
 * mark (none): the screen keeps its columns, as `athack scores` does. The
 * name takes the columns the terminal gives it, and whatever stands beside
 * or after it stays where it belongs.
 */
import { describe, expect, it } from 'vitest';
import { addScore, type ScoreEntry } from '../../src/persist/scores.js';
import { PANEL_WIDTH } from '../../src/tui/layout.js';
import { DIR_KEY, freeSteps } from './plan.js';
import { harnesses, tempDir, type Harness } from './harness.js';

const session = harnesses();

/** Five CJK characters (ten columns) and an e with a combining acute accent (one). */
const NAME = '勇者アリスe\u0301';

/** A row of the screen a column at a time: the right half of a wide character is ''. */
function columns(h: Harness, y: number): string[] {
  const line = h.term.buffer.active.getLine(h.term.buffer.active.viewportY + y)!;
  return Array.from({ length: h.term.cols }, (_, x) => line.getCell(x)!.getChars() || (line.getCell(x)!.getWidth() === 0 ? '' : ' '));
}

/** The column where `text` starts on row `y`, counted as the terminal counts (-1 if it is not there). */
function columnOf(h: Harness, y: number, text: string): number {
  const cells = columns(h, y);
  for (let x = 0; x < cells.length; x++) if (cells.slice(x).join('').startsWith(text)) return x;
  return -1;
}

const screen = (h: Harness) => Array.from({ length: h.term.rows }, (_, y) => columns(h, y).join('|'));

describe('a hero named in wide characters', () => {
  it('the message history box keeps its right edge on the row with the name, and closing it leaves the screen as it was', async () => {
    const h = await session({ seed: '1' });
    await h.startGame(NAME);
    for (let k = 0; k < 4; k++) await h.press(DIR_KEY[freeSteps(h.app.ui.game!)[0]!]);
    const before = screen(h);
    await h.press('C-p');
    const top = h.lines().findIndex((l) => l.includes('Message history'));
    const edge = columns(h, top).lastIndexOf('┐');
    const named = h.lines().findIndex((l) => l.includes(`${NAME} the Warrior is ready`));
    expect(named).toBeGreaterThan(top);
    for (let y = top + 1; h.lines()[y]!.includes('│'); y++) expect(columns(h, y)[edge], `row ${y}: ${h.lines()[y]}`).toBe('│');
    await h.press('escape');
    expect(screen(h)).toEqual(before);
  });

  it('a box over a line that holds the name covers half a wide character with a blank, and keeps its left edge in its column', async () => {
    const h = await session({ seed: '1' });
    // One narrow letter first: the character sheet's margin (column 4) falls on the second half of 者 (columns 3 and 4).
    await h.startGame(`A${NAME}`);
    const before = screen(h);
    await h.press('C');
    const top = h.lines().findIndex((l) => l.includes('Character'));
    const edge = columns(h, top).indexOf('┌');
    expect(edge).toBe(5);
    const named = h.lines().findIndex((l, y) => y > top && l.startsWith(`A勇`));
    expect(named).toBeGreaterThan(top);
    expect(columns(h, named).slice(0, edge + 1)).toEqual(['A', '勇', '', ' ', ' ', '│']);
    await h.press('escape');
    expect(screen(h)).toEqual(before);
  });

  it('the panel wraps a name too wide for it inside its own columns, and the lines under it start where the panel does', async () => {
    const h = await session({ seed: '1' });
    // Fifteen wide characters: 30 columns, more than the panel's 26.
    const long = '勇者アリス'.repeat(3);
    await h.startGame(long);
    const left = h.term.cols - PANEL_WIDTH;
    expect(columnOf(h, 0, '勇者アリス')).toBe(left);
    // Thirteen characters fill the panel's 26 columns to the screen's edge; the last two go on the next row.
    expect(columns(h, 0).slice(left).join('')).toBe('勇者アリス勇者アリス勇者ア');
    expect(columns(h, 1).slice(left).join('').trimEnd()).toBe('リス');
    expect(columnOf(h, 2, 'Warrior, level 1')).toBe(left);
    expect(columnOf(h, 3, 'HP ')).toBe(left);
  });

  it('the high scores keep their columns: the class, the score and how it ended stand under their headings on the wide name\'s row as on the others', async () => {
    const dir = tempDir('scores');
    const entry = (name: string, score: number): ScoreEntry => ({ name, className: 'Warrior', level: 3, score, cause: 'killed by a rat', won: false, zones: 4, deepest: 3, escalation: 2, turns: 900, seed: 's', date: '2026-01-02T03:04:05.000Z' });
    addScore(dir, entry(NAME, 50));
    addScore(dir, entry('Ada', 40));
    const h = await session({ saveDir: dir });
    await h.press('s');
    const wide = h.lines().findIndex((l) => l.includes(NAME));
    const plain = h.lines().findIndex((l) => l.includes(' Ada '));
    expect(wide).toBeGreaterThanOrEqual(0);
    expect(plain).toBeGreaterThan(wide);
    for (const text of ['Warrior', '50 ', 'killed by a rat']) expect(columnOf(h, wide, text), text).toBe(columnOf(h, plain, text === '50 ' ? '40 ' : text));
    expect(columnOf(h, wide, 'killed by a rat')).toBe(columnOf(h, h.lines().findIndex((l) => l.includes('How it ended')), 'How it ended'));
  });
});
