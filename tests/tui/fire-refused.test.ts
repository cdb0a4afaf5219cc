/**
 * `f` with nothing to fire, on the headless terminal with real keys: it is
 * refused at once with the reason and what would let the hero fire, opens
 * no aiming, and costs no turn; with a bow in hand and arrows it aims.
 */
import { describe, expect, it } from 'vitest';
import { changeItem } from '../../src/core/engine/items.js';
import { harnesses, type Harness } from './harness.js';
import { noCreatures } from './scenes.js';

const session = harnesses();
const flat = (h: Harness) => h.screenText().replace(/\s+/g, ' ');

describe('f with nothing to fire', () => {
  it('a Warrior with a sword is told why and what would do, no aiming opens and no time passes', async () => {
    const h = await session({ seed: '1' });
    await h.startGame('Ada');
    const s = h.app.ui.game!;
    const turn = s.turn;
    expect(s.hero.items.some((i) => i.ranged)).toBe(false);
    await h.press('f');
    expect(flat(h)).toContain('You have no ranged weapon ready. Firing takes a bow, crossbow or sling in hand (e wields one) and ammunition to shoot; t throws a weapon instead.');
    expect(h.screenText()).not.toContain('Fire at');
    expect(h.app.ui.game!.turn).toBe(turn);
    expect(h.app.ui.modals).toHaveLength(0);
  });

  it('a bow carried but not in hand is named, with the key that wields it; a bow in hand with no arrows asks for ammunition', async () => {
    const h = await session({ seed: '1' });
    await h.startGame('Ada');
    const spare = h.app.ui.game!.hero.items.find((i) => i.id !== h.app.ui.game!.hero.equipped.weapon && i.kind !== 'ammunition')!;
    h.scene((s) => {
      noCreatures(s);
      changeItem(s.hero, s.hero.items.find((i) => i.id === spare.id)!, { name: 'shortbow', kind: 'weapon', ranged: true });
      s.hero.items = s.hero.items.filter((i) => i.kind !== 'ammunition');
    });
    await h.press('f');
    expect(flat(h)).toContain('You have no ranged weapon ready. Wield your shortbow (e) and carry ammunition to fire it; t throws a weapon instead.');
    h.scene((s) => void (s.hero.equipped.weapon = spare.id));
    await h.press('f');
    expect(flat(h)).toContain('You have nothing to shoot. Your shortbow needs ammunition (arrows, bolts or stones) to fire; t throws a weapon instead.');
    expect(h.screenText()).not.toContain('Fire at');
  });
});
