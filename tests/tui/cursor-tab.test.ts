/**
 * The map's cursor never leaves a key without a word: Tab with no
 * creature to jump to says so, and where Tab jumps to nothing at all
 * (travel) it says it does nothing there.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { noCreatures } from './scenes.js';
import { harness, type Harness } from './harness.js';

let h: Harness | undefined;
afterEach(() => h?.destroy());

const flat = (h: Harness) => h.screenText().replace(/\s+/g, ' ');

describe('Tab on the map cursor', () => {
  it('says there is no creature in view to jump to when looking at an empty zone', async () => {
    h = await harness({ seed: '1' });
    await h.startGame();
    h.scene(noCreatures);
    await h.press('x', 'tab');
    expect(flat(h)).toContain('No creature in view to jump to.');
  });

  it('says it does nothing in travel, where only > and < jump', async () => {
    h = await harness({ seed: '1' });
    await h.startGame();
    await h.press('_', 'tab');
    expect(flat(h)).toContain('Tab does nothing here: the keys on the line above say what does.');
  });
});
