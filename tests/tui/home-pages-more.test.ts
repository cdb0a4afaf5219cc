/**
 * Home and the pages around it, through the
 * real interface (the in-memory harness): the armourer quotes before it
 * charges, being encumbered shows, a long Background shows as it is typed,
 * the ledger reads in words and pages with Home/End, valuables are not
 * haggled over, Restore HP opens at the dice needed, and a few words and
 * lines that were wrong or cut off.
 */
import { describe, expect, it } from 'vitest';
import { playGame } from '../../src/core/bots/index.js';
import { itemOf } from '../../src/core/engine/items.js';
import type { GameState, Item, LedgerEntry } from '../../src/core/engine/types.js';
import { keyMap } from '../../src/tui/keys.js';
import { LETTERS } from '../../src/tui/modals/list.js';
import { startReplay } from '../../src/tui/replay.js';
import { endScreen } from '../../src/tui/screens/end.js';
import type { Recording } from '../../src/persist/recording.js';
import { harnesses, type Harness } from './harness.js';

const session = harnesses();
const game = (h: Harness): GameState => h.app.ui.game!;

async function atHome(options: Parameters<typeof session>[0] = {}): Promise<Harness> {
  const h = await session({ seed: '5', ...options });
  await h.createHero('Ada');
  return h;
}

/** Draws the screen again after a test changed the state behind it. */
async function redraw(h: Harness): Promise<void> {
  h.app.render();
  await h.settle();
}

function thing(s: GameState, name: string, fields: Partial<Item> = {}): Item {
  return itemOf(s.nextId++, false, { name, kind: 'misc', quantity: 1, usageDie: null, av: null, weaponKind: null, large: false, ranged: false, value: 0, magic: null, ...fields });
}

describe('the armourer', () => {
  it('h quotes the haggled price and charges nothing; Esc backs out; Enter pays the price shown', async () => {
    const h = await atHome();
    h.scene(({ hero }) => {
      hero.armourPermanent = 1;
      hero.coins = 1000;
    });
    await h.press('a');
    expect(h.screenText()).toContain('Price: rolled when you ask.');
    await h.press('h');
    const quote = game(h).home.quotes[0]!;
    expect(h.screenText()).toMatch(/CHA test, haggle over mending armour/);
    // Both rolls of the haggled price are in the log.
    expect(h.screenText()).toMatch(/mending die 1 .*\(other roll \d+\)/);
    expect(h.screenText()).toContain(`Price asked: ${quote.price} coins (haggled).`);
    expect(h.screenText()).toContain(`Enter mend for ${quote.price} coins`);
    expect(game(h).hero).toMatchObject({ coins: 1000, armourPermanent: 1 });
    await h.press('escape');
    expect(h.screenText()).toContain('Choose a service');
    expect(game(h).hero).toMatchObject({ coins: 1000, armourPermanent: 1 });
    // The price stands when the page is opened again; Enter pays exactly it.
    await h.press('a');
    expect(h.screenText()).toContain(`Price asked: ${quote.price} coins (haggled).`);
    await h.press('enter');
    expect(game(h).hero).toMatchObject({ coins: 1000 - quote.price, armourPermanent: 0 });
    expect(h.screenText()).toContain(`The armourer mends 1 armour die for ${quote.price} coins`);
  });

  it('Enter with no price asked asks it first, and pays nothing', async () => {
    const h = await atHome();
    h.scene(({ hero }) => {
      hero.armourBroken = 2;
      hero.coins = 1000;
    });
    await h.press('a', 'left', 'enter');
    const quote = game(h).home.quotes[0]!;
    expect(h.screenText()).toContain(`Mending 1 armour die will cost you ${quote.price} coins.`);
    expect(game(h).hero).toMatchObject({ coins: 1000, armourBroken: 2 });
  });
});

describe('being encumbered', () => {
  it('shows on the side panel, and in the sheet’s conditions', async () => {
    const h = await atHome();
    const str = game(h).hero.attributes.STR;
    h.scene((s) => {
      while (s.hero.items.length <= str) s.hero.items.push(thing(s, 'brick'));
    });
    const s = game(h);
    await redraw(h);
    expect(h.screenText()).toContain(`Encumbered ${s.hero.items.length}/${str}`);
    await h.press('C', 'end');
    const sheet = h.screenText();
    expect(sheet).toContain('Conditions and magic');
    expect(sheet).toContain(`Encumbered: carrying ${s.hero.items.length} things, more than STR ${str}`);
    expect(sheet).not.toContain('None.');
  });

  it('shows on the side panel in the dungeon too', async () => {
    const h = await session({ seed: '5' });
    await h.startGame('Ada');
    h.scene((s) => {
      while (s.hero.items.length <= s.hero.attributes.STR) s.hero.items.push(thing(s, 'brick'));
    });
    const s = game(h);
    await redraw(h);
    expect(h.screenText()).toContain(`Encumbered ${s.hero.items.length}/${s.hero.attributes.STR}`);
  });

  it('over twice STR, the panel says overloaded', async () => {
    const h = await atHome();
    h.scene((s) => {
      s.hero.attributes.STR = 3;
      while (s.hero.items.length <= 6) s.hero.items.push(thing(s, 'brick'));
    });
    const s = game(h);
    await redraw(h);
    expect(h.screenText()).toContain(`Overloaded ${s.hero.items.length}/3 (max 6)`);
  });
});

describe('a second Background at the tavern', () => {
  it('shows all that is typed, wrapped, with a count; keys past 80 are refused, and it says so', async () => {
    const h = await atHome();
    h.scene((s) => void (s.home.retell = 'add'));
    await h.press('v', 'r');
    const text = 'Once a cat burglar in the port of Vell, now hunted by the guild of locks for a stolen key';
    expect(text.length).toBeGreaterThan(80);
    await h.type(text);
    const screen = h.screenText();
    expect(screen).toContain('now hunted by the guild of locks');
    expect(screen).toContain('80/80 characters: as long as a Background can be.');
    await h.press('enter', 's', 'enter');
    expect(game(h).hero.background.text).toMatch(new RegExp(`/ ${text.slice(0, 80)}$`));
  });
});

describe("the Opposition's ledger", () => {
  it('shows armour dice and returning creatures in words, and End and Home go to its ends', async () => {
    const h = await session({ seed: '7', options: { opposition: 'ai-easy' } });
    await h.startGame('Ada');
    const extra: LedgerEntry[] = Array.from({ length: 30 }, (_, k) => ({
      zone: `9.${k}`,
      player: game(h).tokens.opposition[0]!.id,
      purchases: [
        { kind: 'armour', name: 'Fire Red Dragon, Lord of the Deep', dice: 4, cost: 4 },
        { kind: 'returning', name: 'Gnome', hd: 1, rank: 4, cost: 0 },
      ],
      tokens: 4,
      hash: '0'.repeat(64),
    }));
    h.scene((s) => void (s.ledger = [...s.ledger, ...extra]));
    await h.press('Q', 'y', 'enter');
    const top = h.screenText();
    expect(top).toContain("The Opposition's ledger");
    expect(top).toContain('4 armour dice for Fire Red Dragon, Lord of the Deep: 4 tokens');
    expect(top).toContain('returning after fleeing: Gnome (HD 1, d4): 0 tokens');
    expect(top).not.toContain('{"kind"');
    expect(top).not.toContain('Objections and sealed bids:');
    expect(top).toContain('Home/End');
    await h.press('end');
    expect(h.screenText()).toContain('Objections and sealed bids:');
    expect(h.screenText()).not.toMatch(/\(easy\): spent/);
    await h.press('home');
    expect(h.screenText()).toMatch(/\(easy\): spent/);
  });
});

describe('selling valuables', () => {
  it('offers only the plain sale for a known worth; two stacks of gems read as ten each', async () => {
    const h = await atHome();
    h.scene((s) => void s.hero.items.push(thing(s, '10 small gems', { kind: 'valuable', quantity: 10, value: 5 }), thing(s, '10 small gems', { kind: 'valuable', quantity: 10, value: 5 })));
    const s = game(h);
    await h.press('s');
    expect(h.screenText()).not.toContain('10 × 10 small gems');
    expect(h.screenText().match(/10 small gems +50 coins/g)).toHaveLength(2);
    await h.press(LETTERS[s.hero.items.length - 1]!);
    expect(h.screenText()).toContain('Sell 10 small gems?');
    expect(h.screenText()).toContain('y: sell for 50 coins');
    expect(h.screenText()).not.toContain('haggling');
    await h.press('h');
    expect(h.screenText()).toContain('Sell 10 small gems?');
    expect(h.screenText()).not.toContain('nothing to haggle over');
    await h.press('y');
    expect(game(h).hero.items.filter((i) => i.name === '10 small gems')).toHaveLength(1);
  });
});

describe('Restore HP', () => {
  it('opens at the Hit Dice that heal what is missing, and says how many HP are missing', async () => {
    const h = await atHome();
    h.scene(({ hero }) => {
      hero.level = 3;
      hero.hp = hero.maxHp - 1;
    });
    await h.press('T', 'g');
    const box = h.screenText();
    expect(box).toContain('Restore HP');
    expect(box).toContain('1 HP missing');
    expect(box).toMatch(/Hit Dice: 1_/);
    await h.press('enter');
    expect(game(h).tokens.hero).toBe(19);
  });
  it('never advises more dice than the Level lets the hero roll', async () => {
    const h = await atHome();
    h.scene(({ hero }) => {
      hero.level = 1;
      hero.hp = 1;
    });
    await h.press('T', 'g');
    const box = h
      .lines()
      .filter((l) => l.includes('│'))
      .map((l) => l.slice(l.indexOf('│') + 1, l.lastIndexOf('│')).trim())
      .join(' ');
    expect(box).not.toContain('should heal it');
    expect(box).toMatch(/healing it all would take \d+ dice, but your Level \(1\) lets you roll at most 1\. 1 token a die\./);
  });
});

describe('the price of healing as it rises', () => {
  it('after a heal bought at Home, the token menu and the healing box say a Hit Die costs 2 tokens', async () => {
    const h = await atHome();
    h.scene((s) => {
      // No Opposition token to object with: the heal goes through.
      for (const p of s.tokens.opposition) p.tokens = 0;
      s.hero.level = 1;
      s.hero.hp = 1;
    });
    await h.press('T');
    expect(h.screenText()).toMatch(/Restore HP\s+1 per Hit Die/);
    await h.press('g', 'enter');
    expect(game(h).tokens.hero).toBe(19);
    h.scene((s) => void (s.hero.hp = 1));
    await h.press('T');
    expect(h.screenText()).toMatch(/Restore HP\s+2 per Hit Die/);
    await h.press('g');
    const box = h
      .lines()
      .filter((l) => l.includes('│'))
      .map((l) => l.slice(l.indexOf('│') + 1, l.lastIndexOf('│')).trim())
      .join(' ');
    expect(box).toMatch(/2 tokens a die \(doubled for each heal bought in this stay at Home\)/);
    await h.press('enter');
    expect(game(h).tokens.hero).toBe(17);
  });
});

describe('smaller text and lines cut off', () => {
  it('the equipment page keeps every name in one column, ammunition too', async () => {
    const h = await atHome();
    h.scene((s) => void s.hero.items.push(thing(s, 'arrows', { kind: 'ammunition', quantity: 20 })));
    await h.press('e');
    // The list of things carried, from the cursor's row on (the slots are above it).
    const all = h.lines();
    const KIND = /^[> ] (weapon|armour|ammunition|misc|light|tool|shield|ration) +/;
    const rows = all.slice(all.findIndex((l) => l.startsWith('> '))).filter((l) => KIND.test(l));
    expect(rows.some((l) => l.includes('ammunition'))).toBe(true);
    const starts = new Set(rows.map((l) => KIND.exec(l)![0].length));
    expect(starts.size).toBe(1);
  });

  it('Home’s menu counts one thing kept in the singular', async () => {
    const h = await atHome();
    h.scene((s) => {
      s.home.stash.push(thing(s, 'brick'));
      s.hero.items.splice(1);
    });
    await redraw(h);
    expect(h.screenText()).toMatch(/Stash +1 thing kept/);
    expect(h.screenText()).toMatch(/Sell +1 thing carried/);
  });

  it('the end screen shows the last words of the game whole, at 80 columns', async () => {
    const h = await session({ seed: '5' });
    await h.startGame('Ada');
    const words = 'This is the Final Zone: its only way out is the way you came. Clear it, and stand where it began to win.';
    h.scene((s) => void (s.phase = 'won'));
    h.app.ui.say(words);
    h.app.ui.go(endScreen({ saveDir: h.saveDir }));
    await redraw(h);
    expect(h.screenText()).toContain('Ada has won!');
    expect(h.lines().join(' ').replace(/\s+/g, ' ')).toContain(words);
  });

  it('the replay’s header at the end is not cut at 80 columns', async () => {
    const played = playGame('watch', { opposition: 'none' }, { maxSteps: 60, name: 'Watcher' });
    const rec: Recording = { seed: 'watch', options: { opposition: 'none' }, actions: [...played.actions, { type: 'suicide' }], checks: played.checks, snapshot: played.state };
    const h = await session({ start: ({ input, output }) => startReplay({ input, output, style: { mono: false, ascii: false }, keys: keyMap(), terminal: 'xterm-256color', recording: rec, speed: 8, toTurn: rec.actions.length }) });
    expect(h.lines()[0]).toMatch(/the end: committed suicide +q quit/);
    for (const l of h.lines()) expect(l.length).toBeLessThanOrEqual(80);
  });

  it('the replay’s header stays on one line at 80 columns, so the game below it is where it was played', async () => {
    const name = 'Bartholomew-the-Exceedingly-Long';
    const played = playGame('watch', { opposition: 'none' }, { maxSteps: 3, name });
    const rec: Recording = { seed: 'watch', options: { opposition: 'none' }, actions: played.actions, checks: played.checks, snapshot: played.state };
    const wide = await session({ start: ({ input, output }) => startReplay({ input, output, style: { mono: false, ascii: false }, keys: keyMap(), terminal: 'xterm-256color', recording: rec, speed: 8, toTurn: 1 }) });
    expect(wide.lines()[0]).toMatch(new RegExp(`^ REPLAY ${name}: action 1/\\d+  paused  q quit$`));
    expect(wide.lines()[1]).toMatch(/^Home  Day 0/);
    // Longer still (the game ended), the end of the line is cut, marked so, and it still ends on q quit.
    const further = playGame('watch', { opposition: 'none' }, { maxSteps: 60, name });
    const ended: Recording = { ...rec, actions: [...further.actions, { type: 'suicide' }], checks: further.checks, snapshot: further.state };
    const end = await session({ start: ({ input, output }) => startReplay({ input, output, style: { mono: false, ascii: false }, keys: keyMap(), terminal: 'xterm-256color', recording: ended, speed: 8, toTurn: ended.actions.length }) });
    expect(end.lines()[0]).toMatch(/^ REPLAY Bartholomew-the-Exceedingly-Long: action \d+\/\d+  the end: comm.*…  q quit$/);
    expect(end.lines()[0]!.length).toBeLessThanOrEqual(80);
  });
});
