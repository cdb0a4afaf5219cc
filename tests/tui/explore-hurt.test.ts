/**
 * Exploring will not set out with HP below half: it says so with the HP,
 * and what lets the hero go on (a rest by the player's own key, healing,
 * or steps walked one at a time).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { currentZone } from '../../src/core/engine/zones.js';
import { harness, type Harness } from './harness.js';

let h: Harness | undefined;
afterEach(() => h?.destroy());

describe('exploring while hurt', () => {
  it('says the HP, and that a rest (R), healing or single steps go on', async () => {
    h = await harness({ seed: '1' });
    await h.startGame();
    const s = h.app.ui.game!;
    currentZone(s).z.creatures = [];
    s.hero.hp = 1;
    await h.press('X');
    expect(h.screenText().replace(/\s+/g, ' ')).toContain(`You are hurt (HP 1/${s.hero.maxHp}, below half): exploring stops. Rest (R) or heal first, or walk on a step at a time.`);
  });
});
