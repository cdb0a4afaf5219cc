/**
 * Enter or space on the title, a new player's first guess, is not
 * swallowed: it says which keys start or continue a game.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { harness, type Harness } from './harness.js';

let h: Harness | undefined;
afterEach(() => h?.destroy());

describe('the title', () => {
  it('answers Enter and space with the keys that start or continue a game', async () => {
    h = await harness();
    await h.until(/n New game/);
    await h.press('enter');
    expect(h.screenText().replace(/\s+/g, ' ')).toContain('Enter does nothing here: n starts a new game, c continues a saved one, ? lists the keys.');
    await h.press('space');
    expect(h.screenText().replace(/\s+/g, ' ')).toContain('Space does nothing here: n starts a new game, c continues a saved one, ? lists the keys.');
  });
});
