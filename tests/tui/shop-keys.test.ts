/**
 * The shop's box offers only keys that do something: before the price is
 * named, Enter (or p) asks it and h haggles; once named (it stands for the
 * visit), the box offers only buying at it.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { shopStock } from '../../src/core/engine/home/shop.js';
import { LETTERS } from '../../src/tui/modals/list.js';
import { harness, type Harness } from './harness.js';

let h: Harness | undefined;
afterEach(() => h?.destroy());

describe('a row of the shop', () => {
  it('asks the price with Enter, then offers only to buy at it, and Enter buys', async () => {
    h = await harness({ seed: '5' });
    await h.createHero('Ada');
    h.scene((s) => void (s.hero.coins = 50));
    await h.press('b', LETTERS[shopStock().findIndex((r) => r.name === 'torches')]!);
    expect(h.screenText()).toContain('p or Enter: ask the price');
    expect(h.screenText()).toContain('h: ask, haggling (a CHA test)');
    await h.press('enter');
    const quote = h.app.ui.game!.home.quotes.find((q) => q.item === 'torches')!;
    expect(quote).toBeDefined();
    expect(h.screenText()).toMatch(/b or Enter: buy for \d+ coins?/);
    expect(h.screenText()).not.toContain('ask the price');
    expect(h.screenText()).not.toContain('haggling');
    await h.press('enter');
    expect(h.app.ui.game!.hero.items.some((i) => i.name === 'torches')).toBe(true);
    expect(h.app.ui.game!.hero.coins).toBe(50 - quote.price);
  });
});
