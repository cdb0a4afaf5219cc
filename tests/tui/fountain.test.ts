/**
 * Drinking from a fountain through the real interface: `q` offers the
 * fountain underfoot, then asks what to drink for; Esc leaves it untouched.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { key } from '../../src/core/engine/geometry.js';
import { currentZone } from '../../src/core/engine/zones.js';
import { harness, type Harness } from './harness.js';
import { walkTo } from './plan.js';

let h: Harness | undefined;
afterEach(() => h?.destroy());

const turn = (h: Harness) => Number(/Turn (\d+)/.exec(h.screenText())?.[1]);

describe('a fountain', () => {
  it('asks what to drink for; Esc walks away with the fountain full, and healing drinks it', async () => {
    // Seed 167: zone 1 has a good fountain two steps from the way in, and no foe.
    h = await harness({ seed: '167' });
    await h.startGame();
    const f = currentZone(h.app.ui.game!).zone.fountains[0]!;
    await walkTo(h, (x, y) => x === f.x && y === f.y, { onto: true });
    const before = turn(h);
    const hp = h.app.ui.game!.hero.hp;

    await h.press('q');
    expect(h.screenText()).toContain('drink from the fountain here');
    await h.press('a');
    const menu = h.screenText();
    expect(menu).toContain('Drink for what?');
    expect(menu).toMatch(/a healing: 1d8 HP/);
    expect(menu).toMatch(/b Bless: attributes count 1 higher to attack and resist \(Ud8 Minutes\)/);
    expect(menu).toMatch(/c Protection from Evil: Advantage against harm from evil \(Ud8 Minutes\)/);

    await h.press('escape');
    expect(h.screenText()).not.toContain('Drink for what?');
    expect(turn(h)).toBe(before);
    expect(h.app.ui.game!.hero.hp).toBe(hp);
    expect(currentZone(h.app.ui.game!).z.fountainsUsed).not.toContain(key(f.x, f.y));

    await h.press('q', 'a', 'a');
    expect(h.screenText()).not.toContain('Drink for what?');
    expect(h.screenText()).toMatch(/The water is sweet and clear: you recover \d HP/);
    expect(turn(h)).toBe(before + 1);
    expect(currentZone(h.app.ui.game!).z.fountainsUsed).toContain(key(f.x, f.y));

    // Drunk dry, it is offered no more.
    await h.press('q');
    expect(h.screenText()).not.toContain('Drink for what?');
    expect(h.screenText()).not.toContain('drink from the fountain here');
  });
});
