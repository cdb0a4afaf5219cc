/**
 * Travel's exit jumps and the Create-exit menu through the real interface
 * (the in-memory harness, seed 1: the hero comes into zone 1 through an
 * arch, with an unexplored iron door three squares away).
 */
import { describe, expect, it } from 'vitest';
import { newGame } from '../../src/core/engine/creation.js';
import { harnesses, type Harness } from './harness.js';

const session = harnesses();

async function inZone(): Promise<Harness> {
  const h = await session({ seed: '1' });
  await h.startGame('Ada');
  return h;
}

const CAME_IN = '(the way you came in)';

describe('travel', () => {
  it('> starts on the nearest unexplored exit, and the way in is still one more > away', async () => {
    const h = await inZone();
    await h.press('_', '>');
    expect(h.screenText()).toContain('An iron door, closed, leading to somewhere not yet explored. 3 squares away');
    expect(h.screenText()).not.toContain(CAME_IN);
    let presses = 0;
    while (!h.screenText().includes(CAME_IN) && presses < 10) {
      await h.press('>');
      presses++;
    }
    expect(h.screenText()).toContain(CAME_IN);
  });
});

describe('Create an exit', () => {
  /** Through the door into zone 1.2, then T, Create an exit, the search for a hidden way: the menu of where it should lead. */
  async function whereTo(h: Harness, opposed: boolean): Promise<string> {
    await h.press('_', '>', 'enter', 'l');
    expect(h.app.ui.game!.zone).toBe('1.2');
    // An Opposition's creatures would stand in the way on this seed: its players join once the hero is through.
    if (opposed) h.scene((s) => void (s.tokens.opposition = newGame('1', { opposition: 'ai-hard' }).state.tokens.opposition));
    await h.press('T', 'd', 'a');
    const text = h.screenText();
    expect(text).toContain('Where should it lead?');
    return text;
  }

  it('says nothing of a sealed bid when no Opposition plays', async () => {
    expect(await whereTo(await inZone(), false)).not.toContain('sealed bid');
  });

  it('names the price of each destination and the rule behind it', async () => {
    const text = await whereTo(await inZone(), false);
    expect(text).toContain('1 token, 2 more a level skipped; doubled for each exit this trip.');
    expect(text).toContain('a new zone (1 token)');
    expect(text).toContain('zone 1 (depth 1, 1 token)');
  });

  it('says the Opposition may contest it when one plays', async () => {
    expect(await whereTo(await inZone(), true)).toContain('The Opposition may contest it in a sealed bid.');
  });
});
