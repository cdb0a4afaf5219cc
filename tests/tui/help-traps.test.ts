/**
 * Help's page on traps and searching names the mini-games the setup may
 * put in place of the search and disarm tests, so a player who chose them
 * reads what s and D do in their game.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { harness, type Harness } from './harness.js';

let h: Harness | undefined;
afterEach(() => h?.destroy());

describe("help's page on traps and searching", () => {
  it('says that s plays the Survey and D the Workshop where the setup chose them', async () => {
    h = await harness({ seed: '1', options: { disarm: 'workshop', search: 'survey' } });
    await h.startGame();
    await h.press('?', 'g');
    const page = h.screenText().split('\n').flatMap((l) => /│(.*)│/.exec(l)?.[1]?.trim() ?? []).join(' ');
    expect(page).toContain('With Searching set to Survey (on the setup screen), s plays the Survey');
    expect(page).toContain('Workshop, D (and forcing a lock) plays the Workshop in place of the DEX test.');
  });
});
