/**
 * Shop goods and carried things say what they are for in this game
 * (playtest 3 #18): the shop's box and the line under its list, and the
 * inventory's item box, give one line of use, and say plainly when a thing
 * does less than its name suggests (a backpack gives no room).
 */
import { describe, expect, it } from 'vitest';
import { shopStock } from '../../src/core/engine/home/index.js';
import { itemOf } from '../../src/core/engine/items.js';
import type { GameState, Item } from '../../src/core/engine/types.js';
import { LETTERS } from '../../src/tui/modals/list.js';
import { harnesses, type Harness } from './harness.js';

const session = harnesses();
const game = (h: Harness): GameState => h.app.ui.game!;

/** The text inside the pop-up box, its rows joined as one would read them. */
const boxText = (h: Harness) =>
  h
    .lines()
    .filter((l) => /│.*│/.test(l))
    .map((l) => l.slice(l.indexOf('│') + 1, l.lastIndexOf('│')).trim())
    .join(' ');

const letterOf = (name: string) => LETTERS[shopStock().findIndex((r) => r.name === name)]!;

function carry(s: GameState, name: string, fields: Partial<Item>): void {
  s.hero.items.push(itemOf(s.nextId++, false, { name, kind: 'tool', quantity: 1, usageDie: null, av: null, weaponKind: null, large: false, ranged: false, value: 0, magic: null, ...fields }));
}

describe('the shop', () => {
  it('the box of a backpack says it gives no room, and what it does: a Gear die to Create an exit', async () => {
    const h = await session({ seed: '5' });
    await h.createHero('Ada');
    await h.press('b', letterOf('backpacks/sacks'));
    expect(h.screenText()).toContain('p or Enter: ask the price');
    expect(boxText(h)).toContain('Adds a d6 Gear die to Create an exit. It gives no extra carrying room: you carry STR things, packed or not.');
    await h.press('escape', letterOf('whistle'));
    expect(boxText(h)).toContain('Adds a d6 Gear die to Create an exit. Nothing hears it');
    await h.press('escape', letterOf('rations - dried'));
    expect(boxText(h)).toContain('Eaten when Fatigue strikes, instead of losing HP. Sustenance is a separate counter.');
    await h.press('escape', letterOf('two-handed weapon'));
    expect(boxText(h)).toContain('Wield it to fight; it adds a d6 Gear die to Create an exit.');
  });

  it('the line under the list tells the use of the row under the cursor', async () => {
    const h = await session({ seed: '5' });
    await h.createHero('Ada');
    await h.press('b');
    const garlic = shopStock().findIndex((r) => r.name === 'garlic/herbs');
    for (let k = 0; k < garlic; k++) await h.press('down');
    expect(h.screenText()).toMatch(/>\S garlic\/herbs/);
    const below = h.lines().map((l) => l.slice(0, 53).trim()).join(' ');
    expect(below).toContain('Adds a d6 Gear die to Create an exit. It wards off nothing and heals nothing.');
    await h.press('down');
    expect(h.lines().map((l) => l.slice(0, 53).trim()).join(' ')).toContain('No scroll or spell is written with it.');
  });
});

describe('the inventory’s item box', () => {
  it('tells what a tent, a keepsake and a weapon are for', async () => {
    const h = await session({ seed: '7' });
    await h.startGame('Ada');
    h.scene((s) => {
      carry(s, 'small tent', {});
      carry(s, 'a lucky pebble', { kind: 'misc' });
    });
    const s = game(h);
    const open = async (name: string) => {
      await h.press('escape', 'escape', 'i', LETTERS[s.hero.items.findIndex((i) => i.name === name)]!);
      return boxText(h);
    };
    expect(await open('small tent')).toContain('Adds a d6 Gear die to Create an exit. Resting needs no tent: an hour anywhere quiet, or a Day at Home.');
    expect(await open('a lucky pebble')).toContain('A keepsake: the game does nothing with it, but it counts as a thing carried.');
    const weapon = s.hero.items.find((i) => i.kind === 'weapon')!;
    expect(await open(weapon.name)).toContain(`it adds a d${weapon.large ? 6 : 4} Gear die to Create an exit.`);
  });
});
