/**
 * A terminal taller than 24 rows (playtest 3 #19): the rows a zone leaves
 * blank below the map go to the message log, so more news shows; a zone
 * as tall as the map keeps its rows; resizing mid-game draws the zone view
 * again for the new size, and back at 80×24 it is as it was.
 */
import { describe, expect, it } from 'vitest';
import { currentZone } from '../../src/core/engine/zones.js';
import type { GameState } from '../../src/core/engine/types.js';
import { LOG_HEIGHT } from '../../src/tui/layout.js';
import { harnesses, type Harness } from './harness.js';

const session = harnesses();
/** The most lines the log grows to: as many as a glance takes in. */
const MOST = 12;
const game = (h: Harness): GameState => h.app.ui.game!;

/** Says `n` numbered lines, so the log holds more than any screen shows. */
async function news(h: Harness, n: number): Promise<void> {
  for (let k = 1; k <= n; k++) h.app.ui.say(`Report number ${k} of ${n}.`, 'info');
  h.app.render();
  await h.settle();
}

/** The numbered lines on screen, top to bottom. */
const reports = (h: Harness) => h.lines().flatMap((l) => /Report number (\d+) of/.exec(l)?.[1] ?? []).map(Number);

/** The row of the rule between the map and the log. */
const rule = (h: Harness) => h.lines().findIndex((l) => /^─{40,}$/.test(l));

describe('a terminal taller than 24 rows', () => {
  it('shows more of the log at 120×40, below a map that holds the whole zone', async () => {
    const h = await session({ seed: '7', cols: 120, rows: 40 });
    await h.startGame('Ada');
    const zoneHeight = currentZone(game(h)).zone.height;
    expect(zoneHeight).toBeLessThan(40 - 1 - MOST);
    await news(h, 30);
    // Seven more lines to read than at 80×24, the newest last, on the terminal's last rows.
    expect(reports(h)).toEqual(Array.from({ length: MOST }, (_, k) => 30 - MOST + 1 + k));
    expect(h.lines()[39]).toContain('Report number 30 of 30.');
    expect(rule(h)).toBe(40 - MOST - 1);
    expect(rule(h)).toBeGreaterThanOrEqual(zoneHeight);
    // The map rows are the zone's, and the hero is on them.
    expect(h.find('@')!.y).toBeLessThan(rule(h));
  });

  it('at 120×30 the log takes what the zone leaves, and gives it back to a taller zone', async () => {
    const h = await session({ seed: '7', cols: 120, rows: 30 });
    await h.startGame('Ada');
    const zoneHeight = currentZone(game(h)).zone.height;
    await news(h, 30);
    // The zone fits the 18 map rows of 80×24, which the map keeps: the log has the other 11 of 30 rows.
    expect(zoneHeight).toBeLessThanOrEqual(18);
    expect(reports(h)).toEqual(Array.from({ length: 11 }, (_, k) => 20 + k));
    expect(rule(h)).toBe(18);
    // A taller zone (as the largest rooms are) takes the rows back from the log.
    h.scene((s) => void (currentZone(s).zone.height = 24));
    h.app.render();
    await h.settle();
    expect(reports(h)).toHaveLength(LOG_HEIGHT);
    expect(reports(h)).toEqual([26, 27, 28, 29, 30]);
    expect(rule(h)).toBe(24);
  });

  it('resizing mid-game redraws the log at the new height, and 80×24 comes back exactly as it was', async () => {
    const h = await session({ seed: '7' });
    await h.startGame('Ada');
    await news(h, 30);
    const before = h.lines();
    expect(reports(h)).toEqual([26, 27, 28, 29, 30]);
    await h.resize(120, 40);
    expect(h.lines()).toHaveLength(40);
    expect(reports(h)).toEqual(Array.from({ length: MOST }, (_, k) => 30 - MOST + 1 + k));
    // Nothing of the 80×24 frame is left behind: one rule, one panel, one hero.
    expect(h.lines().filter((l) => /^─{40,}$/.test(l))).toHaveLength(1);
    expect(h.screenText().match(/Zone 1 +depth 1/g)).toHaveLength(1);
    expect(h.screenText().match(/@/g)).toHaveLength(1);
    await h.resize(80, 24);
    expect(h.lines()).toEqual(before);
  });
});
