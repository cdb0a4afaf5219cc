/**
 * Exploring that will not set out says what goes on instead: with HP
 * below half, the HP and a rest (by the player's own key), healing or
 * single steps; with a hostile creature in view, single steps.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { currentZone } from '../../src/core/engine/zones.js';
import { noCreatures } from './scenes.js';
import { harness, type Harness } from './harness.js';

let h: Harness | undefined;
afterEach(() => h?.destroy());

describe('exploring while hurt', () => {
  it('says the HP, and that a rest (R), healing or single steps go on', async () => {
    h = await harness({ seed: '1' });
    await h.startGame();
    h.scene((s) => {
      noCreatures(s);
      s.hero.hp = 1;
    });
    await h.press('X');
    expect(h.screenText().replace(/\s+/g, ' ')).toContain(`You are hurt (HP 1/${h.app.ui.game!.hero.maxHp}, below half): exploring stops. Rest (R) or heal first, or walk on a step at a time.`);
  });

  it('with a hostile creature in view, says no walk begins and single steps move', async () => {
    h = await harness({ seed: '7' });
    await h.startGame();
    if (!currentZone(h.app.ui.game!).z.creatures[0]) return expect.fail('seed 7 has a creature in zone 1');
    h.scene((s) => void Object.assign(currentZone(s).z.creatures[0]!, { x: s.hero.x, y: s.hero.y - 2, attitude: 'hostile', aware: true }));
    await h.press('X');
    expect(h.screenText()).toContain('A creature is in view: no walk begins while one is. Move a step at a time.');
  });
});
