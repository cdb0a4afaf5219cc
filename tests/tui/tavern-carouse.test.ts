/**
 * The tavern's Carouse never leaves the player typing a count no one will
 * take: with too few Experiences for a Level, c says so at once; in the
 * count, a key that is no digit says what does.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { harness, type Harness } from './harness.js';

let h: Harness | undefined;
afterEach(() => h?.destroy());

/** The page's words, read left of the side panel (which starts at column 54 at 80 columns). */
const flat = (h: Harness) => h.lines().map((l) => l.slice(0, 53)).join(' ').replace(/\s+/g, ' ');

describe('carousing at the tavern', () => {
  it('with too few Experiences for a Level, says so and opens no count', async () => {
    h = await harness({ seed: '5' });
    await h.createHero('Ada');
    await h.press('v', 'c');
    expect(flat(h)).toContain('Carousing needs 1 Experience to share for Level 2; you have 0.');
    expect(h.screenText()).not.toContain('Enter to drink');
  });

  it('in the count, names a key that is no digit and what the keys do', async () => {
    h = await harness({ seed: '5' });
    await h.createHero('Ada');
    h.scene((s) => void (s.hero.experiences = 2));
    await h.press('v', 'c');
    expect(h.screenText()).toContain('Enter to drink');
    await h.press('x');
    expect(flat(h)).toContain('x does nothing here: digits say how many stories, Enter carouses, Esc cancels.');
    expect(h.screenText()).toContain('Enter to drink');
  });
});
