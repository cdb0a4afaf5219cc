/** A person stocking a zone for the Opposition: the zone as rolled, the catalogue at the ladders' prices, the odds, placing, undo and confirming. */
import { afterEach, describe, expect, it } from 'vitest';
import { startApp } from '../../src/tui/app.js';
import { keyMap } from '../../src/tui/keys.js';
import { PANEL_WIDTH } from '../../src/tui/layout.js';
import { viewport } from '../../src/tui/map-view.js';
import { stockingScreen } from '../../src/tui/screens/stocking.js';
import { CREATURE_OFFERS, raiseByRanks, talentCost, TRAP_OFFERS } from '../../src/core/engine/stocking/catalogue.js';
import { freeSquares } from '../../src/core/engine/stocking/place.js';
import { zoneDanger } from '../../src/core/opposition/danger.js';
import { rankForHd } from '../../src/base/ranks.js';
import { currentZone } from '../../src/core/engine/zones.js';
import { oppositionSeat } from '../../src/core/engine/seats.js';
import { everySide } from '../../src/tui/seats.js';
import type { GameState, Order } from '../../src/core/engine/types.js';
import { heroInDungeon } from '../engine/setup.js';
import { harness, type Harness } from './harness.js';

let h: Harness | undefined;
afterEach(() => {
  h?.destroy();
  h = undefined;
});

const pct = (x: number) => `${Math.round(x * 100)}%`;

async function stocking(s: GameState, holdings = 'Adventurer 20 tokens'): Promise<{ h: Harness; confirmed: Order[][] }> {
  const confirmed: Order[][] = [];
  h = await harness({
    start: ({ input, output }) =>
      startApp({
        input,
        output,
        style: { mono: true, ascii: false },
        keys: keyMap(),
        terminal: 'xterm-256color',
        game: s,
        first: () => stockingScreen({ seat: 'Opposition 1 (Ann)', player: 1, view: s, holdings, done: (_ui, orders) => confirmed.push(orders) }),
      }),
  });
  return { h, confirmed };
}

/** A square the engine would place on (free floor away from the doors), with the key presses that take the cursor there from the hero. */
function freeSquare(s: GameState): { at: { x: number; y: number }; keys: string[] } {
  const { zone, z } = currentZone(s);
  const near = (q: { x: number; y: number }) => Math.max(Math.abs(q.x - s.hero.x), Math.abs(q.y - s.hero.y));
  const at = freeSquares(zone, z, s.hero).sort((a, b) => near(a) - near(b))[0]!;
  const dx = at.x - s.hero.x;
  const dy = at.y - s.hero.y;
  return { at, keys: [...Array<string>(Math.abs(dx)).fill(dx > 0 ? 'right' : 'left'), ...Array<string>(Math.abs(dy)).fill(dy > 0 ? 'down' : 'up')] };
}

const tokensOf = (s: GameState) => s.tokens.opposition.find((p) => p.id === 1)!.tokens;

describe('the stocking screen', () => {
  it('shows the zone as rolled, every shelf of the catalogue at the ladder prices, the tokens left and the chance the zone kills the hero', async () => {
    const s = heroInDungeon('Warrior', '7');
    const { h } = await stocking(s);
    const text = h.screenText();
    expect(text).toContain(`Opposition 1 (Ann) stocks zone ${currentZone(s).zone.id}: ${tokensOf(s)} tokens left.`);
    expect(text).toContain('Creatures (1/6)');
    const first = CREATURE_OFFERS[0]!;
    expect(text).toMatch(new RegExp(`${first.row.name} HD ${first.hd} +${first.cost}\\b`));
    // The hero's square is drawn where it is: the map is the zone's own.
    const { zone } = currentZone(s);
    const x0 = viewport(zone.width, 80 - PANEL_WIDTH - 1, s.hero.x);
    const y0 = viewport(zone.height, 24 - 8, s.hero.y);
    expect(h.lines()[2 + s.hero.y - y0]?.[s.hero.x - x0]).toBe('@');
    expect(text).toContain(`now ${pct(zoneDanger(s, currentZone(s).zone.id, currentZone(s).z, 1, []).death)}`);
    await h.press('tab');
    expect(h.screenText()).toContain('Traps (2/6)');
    expect(h.screenText()).toMatch(new RegExp(`${TRAP_OFFERS[0]!.name} +${TRAP_OFFERS[0]!.cost}\\b`));
    await h.press('tab', 'tab', 'tab');
    expect(h.screenText()).toContain('Puzzles (5/6)');
    // What the zone's own tables put there, and its ways out, where the catalogue would be.
    await h.press('tab');
    const { z } = currentZone(s);
    const native = z.creatures[0]!;
    expect(h.screenText()).toContain('In the zone (6/6)');
    const read = h.lines().map((l) => l.slice(80 - PANEL_WIDTH)).join(' ').replace(/\s+/g, ' ');
    expect(read).toContain('(the way in)');
    expect(read).toContain(`${native.name} HD ${native.hd} at ${native.x},${native.y}`);
    // Enter there buys nothing, and says why rather than nothing.
    await h.press('enter');
    expect(h.screenText().replace(/\s+/g, ' ')).toContain('This shelf lists what the zone holds already: nothing on it is for sale. Tab goes on to a shelf that sells.');
  });

  it("at 80×24 a creature's row keeps its HD and price whole: a name too long for the shelf is cut before them", async () => {
    const s = heroInDungeon('Warrior', '7');
    const { h } = await stocking(s);
    const long = CREATURE_OFFERS.find((o) => o.row.name === 'Platypus of Death')!;
    const shelf = () => h.lines().map((l) => l.slice(80 - PANEL_WIDTH));
    // Down the shelf to the long name, which then is on screen.
    for (let k = 0; k < CREATURE_OFFERS.indexOf(long) && !shelf().some((l) => l.includes('Platypus of')); k++) await h.press('down');
    const row = shelf().find((l) => l.includes('Platypus of'));
    expect(row, shelf().join('\n')).toMatch(new RegExp(`Platypus of D\\S*… HD ${long.hd} +${long.cost}\\b`));
  });

  it('at 80×24 two doors on one wall read apart on the puzzles shelf: each line keeps the square of its door, and buys that door', async () => {
    const s = heroInDungeon('Warrior', '2');
    // Zone 1 of seed 2 has two doors on its north wall besides the way in; neither is locked yet.
    const { zone, z } = currentZone(s);
    z.puzzles = {};
    const north = zone.exits.filter((e) => e.kind === 'door' && !e.entry && e.side === 'north');
    expect(north.length).toBe(2);
    const { h, confirmed } = await stocking(s);
    await h.press('tab', 'tab', 'tab', 'tab');
    expect(h.screenText()).toContain('Puzzles (5/6)');
    const shelf = () => h.lines().map((l) => l.slice(80 - PANEL_WIDTH));
    for (const e of north) {
      expect(shelf(), shelf().join('\n')).toContainEqual(expect.stringMatching(new RegExp(`Toll 1, N door ${e.x},${e.y} +1$`)));
      expect(shelf(), shelf().join('\n')).toContainEqual(expect.stringMatching(new RegExp(`Riddle, N door ${e.x},${e.y} +\\d+$`)));
    }
    // The line under the cursor buys the door it names.
    for (let k = 0; k < 12 && !shelf().some((l) => l.startsWith('> Riddle, N door')); k++) await h.press('down');
    const named = /> Riddle, N door (\d+),(\d+)/.exec(shelf().join('\n'))!;
    await h.press('enter', 'c', 'y');
    expect(confirmed[0]).toContainEqual(expect.objectContaining({ kind: 'riddle', exit: `${named[1]},${named[2]}` }));
  });

  it('places a bought group on a chosen square, takes it back with u, and hands the confirmed order on', async () => {
    const s = heroInDungeon('Warrior', '7');
    // Ann holds what she started with, whatever the AI seat spent on zone 1 as the hero came in: enough for the order.
    s.tokens.opposition[0]!.tokens = 20;
    const { h, confirmed } = await stocking(s, everySide(s, oppositionSeat(1)));
    const offer = CREATURE_OFFERS[0]!;
    const hd = raiseByRanks(offer.hd, 1);
    const order: Order = { kind: 'creature', category: offer.category, name: offer.row.name, hd, count: 2 };
    // Two creatures at the Talent price of the rank they are raised to (RULES.md §5).
    const cost = 2 * talentCost(rankForHd(hd));
    await h.press('+', '>');
    expect(h.screenText()).toMatch(new RegExp(`${offer.row.name} HD ${hd} +${cost}\\b`));
    await h.press('enter');
    // The hero's own square is not free.
    await h.press('enter');
    expect(h.screenText()).toContain('Not there: choose an empty floor square at least 3 from every door.');
    const free = freeSquare(s);
    await h.press(...free.keys, 'enter');
    const placed: Order = { ...order, squares: [free.at] };
    const { zone, z } = currentZone(s);
    // The head counts the order out of the tokens the line under it says Ann has: the two agree.
    expect(h.screenText()).toContain(`stocks zone ${zone.id}: your order ${cost}, ${20 - cost} of 20 tokens left.`);
    expect(h.screenText()).toContain('You have 20 tokens;');
    expect(h.screenText()).toContain(`2 ${offer.row.name} HD ${hd} at ${free.at.x},${free.at.y}`);
    expect(h.screenText()).toContain(`with your order ${pct(zoneDanger(s, zone.id, z, 1, [placed]).death)}`);
    await h.press('u');
    expect(h.screenText()).toContain(`stocks zone ${zone.id}: 20 tokens left.`);
    expect(h.screenText()).toContain('Your order: nothing yet.');
    await h.press('enter', '*');
    expect(h.screenText()).toContain(`2 ${offer.row.name} HD ${hd} anywhere`);
    await h.press('c');
    expect(h.screenText()).toContain(`Spend ${cost} tokens on zone ${zone.id}?`);
    await h.press('y');
    expect(confirmed).toEqual([[order]]);
  });

  it('makes the next creature bought the boss, then sells armour dice for it, counted on one line', async () => {
    const s = heroInDungeon('Warrior', '7');
    const { h, confirmed } = await stocking(s);
    const offer = CREATURE_OFFERS[0]!;
    await h.press('b');
    expect(h.screenText()).toContain('Buying 1, +0 ranks, boss');
    await h.press('enter', '*');
    expect(h.screenText()).toContain(`1 ${offer.row.name} HD ${offer.hd} as the boss anywhere`);
    // The armour line heads the shelf once there is a boss: two of them, at the Gear price of a d4 each.
    expect(h.screenText()).toMatch(/> Boss armour die +1\b/);
    await h.press('enter', 'enter');
    expect(h.screenText().replace(/\s+/g, ' ')).toContain('2 armour dice on the boss 2.');
    await h.press('b');
    expect(h.screenText()).toContain('The order has its boss already');
    await h.press('c', 'y');
    expect(confirmed).toEqual([[{ kind: 'creature', category: offer.category, name: offer.row.name, hd: offer.hd, count: 1, boss: true }, { kind: 'armour', dice: 2 }]]);
  });

  it('refuses a line the tokens left cannot pay, saying so, and keeps the order', async () => {
    const s = heroInDungeon('Warrior', '7');
    const { h } = await stocking(s);
    await h.press('+', '+', '+', '+', '+', '>', '>', '>', '>', 'enter');
    expect(h.screenText()).toMatch(/That costs \d+ tokens; \d+ tokens left\./);
    expect(h.screenText()).toContain('Your order: nothing yet.');
    expect(h.screenText()).toContain(`${tokensOf(s)} tokens left.`);
  });

  it('shows every side\'s tokens whole where four seats fill more than a line, with the map under them', async () => {
    const s = heroInDungeon('Warrior', '7');
    const held = 'You have 20 tokens; the Adventurer 20 tokens, Bartholomew 20 tokens, Opposition 3 17 tokens, Opposition 4 12 tokens.';
    const { h } = await stocking(s, held);
    expect(h.screenText().replace(/\s+/g, ' ')).toContain(held);
    // The map moves down a row for it, the hero still on it, and the keys stay on the last line.
    expect(h.lines().some((l) => l.includes('@'))).toBe(true);
    expect(h.lines()[23]).toContain('c confirm');
  });

  it('says what a key did where it did nothing to see: u with nothing bought, Esc, a key of no use here, and the line being placed', async () => {
    const s = heroInDungeon('Warrior', '7');
    const { h } = await stocking(s);
    await h.press('u');
    expect(h.screenText()).toContain('Nothing to take back: your order is empty.');
    await h.press('escape');
    expect(h.screenText()).toContain('Esc does not leave this screen: c confirms your order');
    const offer = CREATURE_OFFERS[0]!;
    await h.press('enter');
    expect(h.screenText()).toContain(`Placing 1 ${offer.row.name} HD ${offer.hd}: where does it go? The X is at ${s.hero.x},${s.hero.y}.`);
    // A key the screen has no use for says so, while placing too, where ? still lists the keys.
    await h.press('S');
    expect(h.screenText().replace(/\s+/g, ' ')).toContain("S does nothing here: ? lists this screen's keys, and Ctrl-C saves the game and quits.");
    await h.press('?');
    expect(h.screenText()).toContain('Help: stocking keys');
    await h.press('escape', 'escape');
    expect(h.screenText()).not.toContain('Placing');
    expect(h.screenText()).toContain('Your order: nothing yet.');
    await h.press('x');
    expect(h.screenText()).toContain('x does nothing here');
    await h.press('down');
    expect(h.screenText()).toMatch(new RegExp(`> ${CREATURE_OFFERS[1]!.row.name}`));
  });
});
