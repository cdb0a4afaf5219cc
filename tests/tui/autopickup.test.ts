/** The options file's autopickup = gold: stepping onto gold pockets it, as the pick-up key would. */
import { afterEach, describe, expect, it } from 'vitest';
import { DIR_STEPS } from '../../src/core/engine/geometry.js';
import { itemOf } from '../../src/core/engine/items.js';
import { currentZone } from '../../src/core/engine/zones.js';
import { harness, type Harness } from './harness.js';
import { DIR_KEY, freeSteps } from './plan.js';

let h: Harness | undefined;
afterEach(() => h?.destroy());

/** A new game with 12 gold pieces lying one free step from the hero; the step's key. */
async function goldBeside(autopickupGold: boolean): Promise<{ key: string; coins: number }> {
  h = await harness({ seed: '7', style: { autopickupGold } });
  await h.startGame('Ada');
  const dir = freeSteps(h.app.ui.game!)[0]!;
  h.scene((s) => {
    const gold = itemOf(s.nextId++, false, { name: '12 gold pieces', kind: 'gold', quantity: 12, usageDie: null, av: null, weaponKind: null, large: false, ranged: false, value: 0, magic: null });
    currentZone(s).z.items.push({ x: s.hero.x + DIR_STEPS[dir].x, y: s.hero.y + DIR_STEPS[dir].y, item: gold, chest: false });
  });
  return { key: DIR_KEY[dir], coins: h.app.ui.game!.hero.coins };
}

describe('autopickup', () => {
  it('gold, when asked for, is pocketed on stepping onto it; by default it stays on the floor for the pick-up key', async () => {
    const asked = await goldBeside(true);
    await h!.press(asked.key);
    expect(h!.app.ui.game!.hero.coins).toBe(asked.coins + 12);
    expect(h!.screenText()).toContain('You pocket 12 coins.');
    h!.destroy();

    const unasked = await goldBeside(false);
    await h!.press(unasked.key);
    expect(h!.app.ui.game!.hero.coins).toBe(unasked.coins);
    expect(h!.screenText()).not.toContain('You pocket');
  });
});
