/**
 * Home's pages through the real interface (the in-memory harness): the
 * shop and sell lists are chosen by letter, as the pop-up lists are;
 * selling asks first; memorising ends on the menu; save and the message
 * history work on the pages as on the menu.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { shopStock } from '../../src/core/engine/home/index.js';
import { rowOf } from '../../src/core/engine/home/shop.js';
import { coins, the } from '../../src/base/words.js';
import { LETTERS } from '../../src/tui/modals/list.js';
import { PANEL_WIDTH } from '../../src/tui/layout.js';
import { memorisable } from '../../src/tui/modals/memorise.js';
import { heroAtHome } from '../engine/setup.js';
import { harnesses, type Harness } from './harness.js';

const session = harnesses();

async function atHome(): Promise<Harness> {
  const h = await session({ seed: '5' });
  await h.createHero('Ada');
  return h;
}

const game = (h: Harness) => h.app.ui.game!;

describe('the shop', () => {
  it('shows a letter on each row; the letter of the torches opens them, where p asks the price and b buys', async () => {
    const h = await atHome();
    h.scene((s) => void (s.hero.coins = 50));
    await h.press('b');
    const torches = LETTERS[shopStock().findIndex((r) => r.name === 'torches')]!;
    expect(torches).toBe(torches.toUpperCase());
    await h.press(torches);
    expect(h.screenText()).toMatch(new RegExp(`>${torches} torches`));
    expect(h.screenText()).toContain('p or Enter: ask the price');
    await h.press('p');
    const quote = game(h).home.quotes.find((q) => q.item === 'torches')!;
    expect(h.screenText()).toContain(`torches: ${coins(quote.price)}`);
    await h.press('b');
    expect(game(h).hero.items.some((i) => i.name === 'torches')).toBe(true);
    expect(game(h).hero.coins).toBe(50 - quote.price);
    // Bought, the box is gone and the shop is still there.
    expect(h.screenText()).not.toContain('p or Enter: ask the price');
    expect(h.screenText()).toContain('Home: the shop');
  });

  it('marks the rows scrolled out of view: an arrow on the last row shown while more lie below, on the first once some lie above', async () => {
    const h = await atHome();
    await h.press('b');
    const stock = shopStock();
    const rowOfItem = (name: string) => h.screenText().split('\n').find((l) => l.includes(` ${name} `)) ?? '';
    const shown = stock.filter((r) => rowOfItem(r.name) !== '');
    expect(shown.length, 'the shop holds more than its page shows').toBeLessThan(stock.length);
    expect(rowOfItem(shown.at(-1)!.name)).toMatch(/^↓/);
    expect(rowOfItem(shown[0]!.name)).toMatch(/^>/);
    await h.press(...Array<string>(shown.length).fill('down'));
    const now = stock.filter((r) => rowOfItem(r.name) !== '');
    expect(now[0]!.name).not.toBe(stock[0]!.name);
    expect(rowOfItem(now[0]!.name)).toMatch(/^↑/);
    expect(rowOfItem(now.at(-1)!.name)).toMatch(/^↓/);
    await h.press('end');
    expect(rowOfItem(stock.at(-1)!.name)).toMatch(/^>/);
  });

  it('a purchase refused (too dear) leaves the box up, with the reason in the log', async () => {
    const h = await atHome();
    h.scene((s) => void (s.hero.coins = 0));
    await h.press('b', 'c', 'enter', 'enter');
    expect(h.screenText()).toMatch(/The candles costs? \d+ coins?; you have 0\./);
    expect(h.screenText()).toContain('b or Enter: buy for');
    await h.press('escape');
    expect(h.screenText()).not.toContain('b or Enter: buy for');
    expect(h.screenText()).toContain('Home: the shop');
  });
});

describe('selling', () => {
  it('a letter asks before selling: n and Esc keep the thing, y sells it', async () => {
    const h = await atHome();
    await h.press('s');
    const items = game(h).hero.items;
    // The last thing carried that a buyer at Home wants.
    const last = items.reduce((at, i, k) => (rowOf(i) ? k : at), -1);
    const thing = items[last]!;
    expect(h.screenText()).toMatch(new RegExp(`${LETTERS[last]} ${thing.name.slice(0, 10)}`));
    for (const no of ['n', 'escape']) {
      await h.press(LETTERS[last]!);
      expect(h.screenText()).toContain(`Sell ${the(thing.name)}?`);
      await h.press(no);
      expect(h.screenText()).not.toContain(`Sell ${the(thing.name)}?`);
      expect(game(h).hero.items.map((i) => i.id)).toContain(thing.id);
    }
    // Enter on the cursor's row asks too (the first row: the armour worn).
    await h.press('home', 'enter');
    expect(h.screenText()).toContain(`Sell ${the(items[0]!.name)}?`);
    expect(h.screenText()).toContain('You are using it.');
    await h.press('escape', LETTERS[last]!, 'y');
    expect(game(h).hero.items.map((i) => i.id)).not.toContain(thing.id);
  });
});

describe('a letter of no use on a page of Home', () => {
  it('past the last row of the sell page says which letters choose, at 80 columns, and sells nothing', async () => {
    const h = await atHome();
    await h.press('s');
    const items = game(h).hero.items.map((i) => i.id);
    await h.press('z');
    // The page's column, left of the side panel, read as one text.
    const flat = h.lines().map((l) => l.slice(0, 80 - PANEL_WIDTH - 1)).join(' ').replace(/\s+/g, ' ');
    expect(flat).toContain(`z does nothing here: choose with a to ${LETTERS[items.length - 1]}, or the arrows and Enter; Esc goes back.`);
    expect(h.screenText()).not.toContain('Sell ');
    expect(game(h).hero.items.map((i) => i.id)).toEqual(items);
    // The next key clears it.
    await h.press('down');
    expect(h.screenText()).not.toContain('does nothing here');
  });

  it('on the stash, whose rows have no letters, in the tavern and at the armourer, a letter of no use says it does nothing, above the keys it leaves in view', async () => {
    const h = await atHome();
    await h.press('t');
    // The page's column, above the rule over the log.
    const page = () => {
      const lines = h.lines();
      return lines.slice(0, lines.findIndex((l) => l.startsWith('─'))).map((l) => l.slice(0, 80 - PANEL_WIDTH - 1).trimEnd());
    };
    const keys = page().filter((l) => l).at(-1);
    expect(keys).toContain('Enter put away / take out');
    await h.press('a');
    expect(page()).toContain('a does nothing here: the keys below say what does.');
    expect(page().filter((l) => l).at(-1)).toBe(keys);
    expect(game(h).home.stash).toEqual([]);
    // The tavern's own letters (l, c, x, r) do what they say; another says it does nothing.
    await h.press('escape', 'v', 'z');
    expect(page()).toContain('z does nothing here: the keys below say what does.');
    // And the armourer's (h, w, + and -).
    await h.press('escape', 'a', 'z');
    expect(page()).toContain('z does nothing here: the keys below say what does.');
  });
});

describe('the pages of Home', () => {
  it('Enter on the memorise page memorises and goes back to the menu', async () => {
    const h = await atHome();
    h.scene(() => heroAtHome('Wizard'));
    const list = memorisable(game(h));
    const pick = list.findIndex((x) => x.level === 1 && !game(h).hero.memorised.includes(x.name));
    await h.press('m');
    expect(h.screenText()).toContain('Home: memorising');
    for (let k = 0; k < pick; k++) await h.press('down');
    // At Level 1 choosing one spell puts it in place of the one held.
    await h.press('space', 'enter');
    expect(game(h).hero.memorised).toEqual([list[pick]!.name]);
    expect(h.screenText()).toContain('Choose a service');
    expect(h.screenText()).toContain('You commit to memory');
  });

  it('Ctrl-P shows the message history and S saves, on the tavern and memorise pages', async () => {
    for (const page of ['v', 'm']) {
      const h = await atHome();
      if (page === 'm') h.scene(() => heroAtHome('Wizard'));
      await h.press(page);
      await h.press('C-p');
      expect(h.screenText()).toContain('Message history');
      await h.press('escape');
      expect(h.screenText()).not.toContain('Message history');
      await h.press('S');
      expect(readdirSync(h.saveDir).some((f) => f.endsWith('.json') && f !== 'scores.json')).toBe(true);
    }
  });

  it('in the tavern, typing a Background takes S as a letter, not a save', async () => {
    const h = await atHome();
    h.scene((s) => void (s.home.retell = 'add'));
    // The save written at the hero's creation gets no snapshot of a save-and-quit.
    const saved = readFileSync(join(h.saveDir, 'Ada.json'), 'utf8');
    await h.press('v', 'r', 'S');
    expect(h.screenText()).toMatch(/Add a second Background: S_/);
    expect(readFileSync(join(h.saveDir, 'Ada.json'), 'utf8')).toBe(saved);
  });
});

describe('the Home menu', () => {
  it('shows the whole tavern line when the Background may be rewritten, beside the side panel at 80 columns', async () => {
    const h = await atHome();
    h.scene((s) => void (s.home.retell = 'rewrite'));
    await h.press('C-l');
    expect(h.screenText()).toContain('Tavern: rewrite your Background (v, r)');
  });

  it('a key of the dungeon\'s, or of nothing, says so on the menu: the log keeps one such line, and nothing is done', async () => {
    const h = await atHome();
    const turn = game(h).turn;
    const flat = () => h.screenText().replace(/\s+/g, ' ');
    await h.press('Q');
    expect(flat()).toContain("Q does nothing here: it is a key of the dungeon's (commit suicide); here the letters of the menu choose a service, and ? lists the keys.");
    await h.press('W');
    expect(flat()).toContain('W does nothing here: ? lists the keys.');
    expect(flat()).not.toContain('Q does nothing');
    expect(game(h).phase).toBe('home');
    expect(game(h).turn).toBe(turn);
    expect(h.screenText()).toContain('Choose a service');
  });
});
