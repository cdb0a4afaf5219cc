/**
 * A spell that only a creature takes (Charm), with no creature in view
 * within its reach, opens no aiming that could only be refused after the
 * player chose a square: it says so at once, and no turn passes.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { currentZone } from '../../src/core/engine/zones.js';
import { heroInDungeon } from '../engine/setup.js';
import { harness, type Harness } from './harness.js';

let h: Harness | undefined;
afterEach(() => h?.destroy());

describe('casting a spell aimed at a creature', () => {
  it('with none in view within reach, says so and opens no aiming', async () => {
    h = await harness({ seed: '5' });
    await h.startGame('Ada');
    const s = heroInDungeon('Wizard');
    currentZone(s).z.creatures = [];
    s.hero.memorised = ['Charm'];
    h.app.ui.game = s;
    const turn = s.turn;
    await h.press('z', 'a');
    expect(h.screenText()).toContain('No creature in view within reach of Charm: Nearby (6 squares).');
    expect(h.screenText()).not.toContain('Cast: Charm');
    expect(h.app.ui.game!.turn).toBe(turn);
  });
});
