/**
 * The hero standing on a fountain hides its glyph: stepping onto one says
 * it is there (and whether it has run dry), as an item underfoot is said.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { BACK, DIRS, DIR_STEPS } from '../../src/core/engine/geometry.js';
import { currentZone, walkable } from '../../src/core/engine/zones.js';
import { harness, type Harness } from './harness.js';
import { DIR_KEY, walkTo } from './plan.js';

let h: Harness | undefined;
afterEach(() => h?.destroy());

describe('a fountain underfoot', () => {
  it('is said when the hero steps onto it, and said dry once drunk', async () => {
    // Seed 167: zone 1 has a good fountain two steps from the way in, and no foe.
    h = await harness({ seed: '167' });
    await h.startGame();
    const f = currentZone(h.app.ui.game!).zone.fountains[0]!;
    await walkTo(h, (x, y) => x === f.x && y === f.y, { onto: true });
    expect(h.screenText()).toContain('There is a fountain here: you may drink from it.');
    await h.press('q', 'a', 'a');
    // A step off onto open floor, and back.
    const s = h.app.ui.game!;
    const { zone, z } = currentZone(s);
    const off = DIRS.find((d) => walkable(zone, z, s.hero.x + DIR_STEPS[d].x, s.hero.y + DIR_STEPS[d].y) && zone.tiles[s.hero.y + DIR_STEPS[d].y]?.[s.hero.x + DIR_STEPS[d].x] === '.')!;
    await h.press(DIR_KEY[off], DIR_KEY[BACK[off]]);
    expect(h.app.ui.game!.hero).toMatchObject({ x: f.x, y: f.y });
    expect(h.screenText()).toContain('There is a fountain here, run dry.');
  });
});
