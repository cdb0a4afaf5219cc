/**
 * Home's pages fitted to the screen, through the real interface (the
 * in-memory harness) at 80×24 and larger: the armourer says when a price
 * asked is more than the hero has instead of offering to mend; the
 * memorise row and the sell list stop short of the side panel and of the
 * price column, with a mark where they are cut; the tavern's Background
 * line sits under the tavern's row.
 */
import { describe, expect, it } from 'vitest';
import { itemOf } from '../../src/core/engine/items.js';
import type { GameState, Item } from '../../src/core/engine/types.js';
import { PANEL_WIDTH } from '../../src/tui/layout.js';
import { heroAtHome } from '../engine/setup.js';
import { harnesses, type Harness } from './harness.js';

const session = harnesses();
const game = (h: Harness): GameState => h.app.ui.game!;

/** Two sizes: the smallest the game is played at, and a wide, tall one. */
const SIZES = [
  { cols: 80, rows: 24 },
  { cols: 120, rows: 40 },
];

async function atHome(cols: number, rows: number): Promise<Harness> {
  const h = await session({ seed: '5', cols, rows });
  await h.createHero('Ada');
  return h;
}

async function redraw(h: Harness): Promise<void> {
  h.app.render();
  await h.settle();
}

/** The column where the side panel begins, one blank column after the page. */
const panelAt = (cols: number) => cols - PANEL_WIDTH;

function thing(s: GameState, name: string, fields: Partial<Item> = {}): Item {
  return itemOf(s.nextId++, false, { name, kind: 'misc', quantity: 1, usageDie: null, av: null, weaponKind: null, large: false, ranged: false, value: 0, magic: null, ...fields });
}

describe('the armourer, with a price asked that the hero cannot pay', () => {
  for (const { cols, rows } of SIZES) {
    it(`says what is short on the key line and offers no mending, at ${cols}×${rows}`, async () => {
      const h = await atHome(cols, rows);
      h.scene((s) => {
        s.hero.armourPermanent = 1;
        s.hero.coins = 1000;
      });
      await h.press('a', 'enter');
      const price = game(h).home.quotes[0]!.price;
      expect(h.screenText()).toContain(`Enter mend for ${price} coins`);
      h.scene((s) => void (s.hero.coins = price - 6));
      await redraw(h);
      const keyLine = h.lines().find((l) => l.includes('Esc back'))!;
      expect(keyLine).toContain(`${price} coins: you have ${price - 6}; the price stands`);
      if (cols > 80) expect(keyLine).toContain('the price stands this visit');
      expect(keyLine.length).toBeLessThan(panelAt(cols));
      expect(h.screenText()).not.toContain('Enter mend');
      // Paid up again, the offer is back at the same price.
      h.scene((s) => void (s.hero.coins = price));
      await redraw(h);
      expect(h.screenText()).toContain(`Enter mend for ${price} coins`);
    });
  }
});

describe('the armourer, with the Workshop played (disarm=workshop)', () => {
  for (const { cols, rows } of SIZES) {
    it(`shows every key whole, the bench's and Esc back, before the side panel, at ${cols}×${rows}`, async () => {
      const h = await session({ seed: '5', cols, rows, options: { disarm: 'workshop' } });
      await h.createHero('Ada');
      h.scene((s) => void (s.hero.armourBroken = 2));
      await h.press('a');
      const keys = h.lines().filter((l) => /Enter ask the price|Esc back/.test(l)).map((l) => l.slice(0, panelAt(cols)).trimEnd());
      expect(keys.join('  ')).toMatch(/^Enter ask the price {2}h haggle first {2}w the bench {2}Esc back$/);
      for (const line of keys) expect(line.length).toBeLessThan(panelAt(cols));
      // Priced and too dear, the key line says so and still names the bench and the way back.
      h.scene((s) => void (s.hero.coins = 0));
      await h.press('enter');
      const dear = h.lines().filter((l) => /you have 0|Esc back/.test(l)).map((l) => l.slice(0, panelAt(cols)).trimEnd());
      expect(dear.join('  ')).toMatch(/coins: you have 0.*w the bench {2}Esc back$/);
    });
  }
});

describe('the memorise row of the menu', () => {
  for (const { cols, rows } of SIZES) {
    it(`stops short of the side panel, ending in a count of the rest, at ${cols}×${rows}`, async () => {
      const h = await atHome(cols, rows);
      const held = ['Cure Light Wounds', 'Cure Light Wounds', 'Detect Evil', 'Protection from Evil', 'Light', 'Holy Word', 'Wind Walk'];
      h.scene(() => {
        const s = heroAtHome('Cleric');
        s.hero.memorised = held;
        return s;
      });
      await redraw(h);
      const line = h.lines().find((l) => l.startsWith('m     Memorise prayers'))!;
      const page = line.slice(0, panelAt(cols));
      // Two blank columns between the list and the panel, so the panel's words never read as the list's.
      expect(page.slice(-2)).toBe('  ');
      expect(page.trimEnd()).toMatch(/Memorise prayers {2}Cure Light Wounds ×2(, [A-Za-z ]+)* \+\d+$/);
      const more = Number(/\+(\d+)$/.exec(page.trimEnd())![1]);
      const shown = page.trimEnd().split('  ').pop()!.replace(/ \+\d+$/, '').split(', ');
      // Every spell is in the row or in its count (Cure Light Wounds twice, as one entry).
      expect(shown.length + more).toBe(held.length - 1);
    });
  }
});

describe('the sell list', () => {
  for (const { cols, rows } of SIZES) {
    it(`cuts a long name with an ellipsis before the price column, at ${cols}×${rows}`, async () => {
      const h = await atHome(cols, rows);
      const long = 'Studded hide breastplate of the long-dead knight of the marches, much mended';
      h.scene((s) => void s.hero.items.push(thing(s, 'Studded hide breastplate', { kind: 'armour', av: 2 }), thing(s, long, { kind: 'armour', av: 2 })));
      await h.press('s');
      const rowsShown = h.lines().filter((l) => /^[ >][a-zA-Z] /.test(l) && l.includes('half of '));
      const priceAt = rowsShown.map((l) => l.indexOf('half of '));
      // One price column for every row.
      expect(new Set(priceAt).size).toBe(1);
      const at = priceAt[0]!;
      for (const l of rowsShown) {
        const name = l.slice(3, at);
        // The name ends a column before the price: whole, or cut with an ellipsis.
        expect(name.endsWith(' ')).toBe(true);
        expect(l.slice(0, at).length).toBeLessThan(panelAt(cols));
      }
      const cut = rowsShown.find((l) => l.includes('Studded hide breastplate of'))!;
      expect(cut.slice(3, at).trimEnd()).toMatch(/…$/);
      // The breastplate of playtest 4 is a column too long at 80 columns, and whole where there is room.
      const plate = rowsShown.find((l) => l.includes('Studded hide breastplate (AV'))!;
      expect(plate.slice(3, at).trimEnd()).toBe(cols === 80 ? 'Studded hide breastplate (AV …' : 'Studded hide breastplate (AV 2)');
    });
  }
});

describe('the tavern line of the menu', () => {
  it('sits under the tavern row, with its keys, when the Background may be rewritten', async () => {
    const h = await atHome(80, 24);
    h.scene((s) => void (s.home.retell = 'rewrite'));
    await redraw(h);
    const lines = h.lines();
    const tavern = lines.findIndex((l) => l.startsWith('v     Tavern'));
    expect(lines[tavern + 1]).toMatch(/^ {6}Tavern: rewrite your Background \(v, r\)/);
    expect(lines[tavern + 2]).toMatch(/^p {5}Temple/);
    expect(lines[tavern + 3]).toMatch(/^a {5}Armourer/);
  });
});
