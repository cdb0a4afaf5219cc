/**
 * The direction box (open, close, force, disarm) on the headless terminal
 * with real keys: a key that is no direction says so in the box rather than
 * doing nothing unseen, `?` opens its keys above the keys of play, and the
 * box stays for a direction or Esc.
 */
import { describe, expect, it } from 'vitest';
import { harnesses, type Harness } from './harness.js';
import { noCreatures } from './scenes.js';

const session = harnesses();
const flat = (h: Harness) => h.screenText().replace(/[│|]/g, ' ').replace(/\s+/g, ' ');

describe('the direction box', () => {
  it('says a key is no direction, opens its keys on ?, and closes on Esc', async () => {
    const h = await session({ seed: '1' });
    await h.startGame('Ada');
    h.scene(noCreatures);
    await h.press('o');
    expect(flat(h)).toContain('Open in which direction?');
    expect(flat(h)).toContain('Esc: cancel ?: keys');
    await h.press('x');
    expect(flat(h)).toContain('x does nothing here: press a direction key, or Esc to cancel.');
    await h.press('?');
    expect(h.screenText()).toContain('Help: keys');
    expect(flat(h)).toContain('In a direction box: a move key (the arrows, hjklyubn or the keypad) chooses the square next to you that way; Esc cancels.');
    await h.press('escape');
    expect(flat(h)).toContain('Open in which direction?');
    await h.press('escape');
    expect(flat(h)).not.toContain('in which direction?');
  });
});
