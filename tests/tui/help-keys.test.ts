/**
 * `?` on the screens around a game, on the headless terminal with real key
 * sequences: the title, the end of a game, the Opposition's ledger and the
 * high scores each open help that names that screen's own keys first, and
 * Esc comes back to the same screen.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { harness, type Harness } from './harness.js';

const open: Harness[] = [];
afterEach(() => {
  for (const h of open.splice(0)) h.destroy();
});

/** The screen's words run together: a wrapped note reads as one line. */
const flat = (h: Harness) => h.screenText().replace(/[│|]/g, ' ').replace(/\s+/g, ' ');

/** `?` opens help that starts with `note`; Esc closes it, back on the screen that shows `back`. */
async function helpSays(h: Harness, note: string, back: RegExp): Promise<void> {
  await h.press('?');
  expect(h.screenText()).toContain('Help: keys');
  expect(flat(h)).toContain(note);
  await h.press('escape');
  expect(h.screenText()).not.toContain('Help: keys');
  expect(h.screenText()).toMatch(back);
}

describe('? around a game', () => {
  it('names the keys of the title, the end, the ledger and the high scores, each above the keys of play', async () => {
    const h = await harness({ seed: '3', options: { opposition: 'ai-fair' } });
    open.push(h);
    await helpSays(h, 'On this screen: n starts a new game, c continues a saved one', /n New game/);
    await h.startGame('Ada');
    await h.press('Q', 'y');
    expect(h.screenText()).toMatch(/Ada is dead/);
    expect(h.lines().at(-1)).toMatch(/Enter or q the Opposition's ledger, then the high scores +\? keys/);
    await helpSays(h, "On this screen: Enter, Space, Esc or q go on: to the Opposition's ledger", /Ada is dead/);
    await h.press('enter');
    expect(h.screenText()).toContain("The Opposition's ledger");
    await helpSays(h, 'Enter, Esc or q go on to the high scores', /The Opposition's ledger/);
    await h.press('enter');
    expect(h.screenText()).toContain('High scores');
    expect(h.lines().at(-1)).toMatch(/Enter back to the title +q quit +\? keys/);
    await helpSays(h, 'Enter, Space or Esc go back to the title, and q quits', /High scores/);
    await h.press('enter');
    expect(h.screenText()).toContain('n New game');
  });
});
