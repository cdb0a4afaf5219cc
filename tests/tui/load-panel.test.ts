/** Hackssential's load tier on the side panel and the sheet, through the real interface (the in-memory harness). */
import { describe, expect, it } from 'vitest';
import { itemOf } from '../../src/core/engine/items.js';
import { harnesses } from './harness.js';

const session = harnesses();

describe('load=hackssential on the panel', () => {
  it('always shows the tier with the items against max load, and the DEX it costs once Burdened', async () => {
    const h = await session({ seed: '5', options: { load: 'hackssential' } });
    await h.startGame('Ada');
    h.scene((s) => {
      s.hero.attributes.CON = 9;
      s.hero.items = [];
    });
    h.app.render();
    await h.settle();
    expect(h.screenText()).toContain('Unencumbered 0/6');
    h.scene((s) => {
      while (s.hero.items.length < 8) s.hero.items.push(itemOf(s.nextId++, false, { name: 'brick', kind: 'misc', quantity: 1, usageDie: null, av: null, weaponKind: null, large: false, ranged: false, value: 0, magic: null }));
    });
    h.app.render();
    await h.settle();
    expect(h.screenText()).toContain('Burdened 8/6 DEX -2');
    await h.press('C', 'end');
    expect(h.screenText()).toContain('Burdened: 8 Inventory Items of a max load of 6; DEX -2 on DEX tests');
  });
});
