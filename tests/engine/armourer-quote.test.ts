/**
 * The armourer's price, asked before anything is paid (playtest 3 #7): as
 * at the shop, asking rolls the price (haggling first if asked) and keeps it;
 * mending then pays exactly that price, with no roll of its own; the quote
 * stands until paid or until the hero leaves Home.
 */
import { describe, expect, it } from 'vitest';
import { mendingQuote } from '../../src/core/engine/home/index.js';
import type { GameState } from '../../src/core/engine/types.js';
import { heroAtHome, ok, refused, rolls, tests } from './setup.js';

/** A Warrior at Home (a scale tunic, AV 2: 2d8×5 a die) with one die broken for good and one broken. */
function broken(): GameState {
  const s = heroAtHome();
  s.hero.armourPermanent = 1;
  s.hero.armourBroken = 1;
  s.hero.coins = 1000;
  return s;
}

describe('asking the armourer the price', () => {
  it('rolls the price of the dice asked for and keeps it, paying nothing', () => {
    const { state, events } = ok(broken(), { type: 'armourer-price', dice: 2, haggle: false });
    const dice = rolls(events, /^mending die/);
    expect(dice.map((r) => r.dice)).toEqual(['2d8x5', '2d8x5']);
    const price = dice.reduce((n, r) => n + r.total, 0);
    expect(state.home.quotes).toEqual([{ item: mendingQuote(2), price, haggled: false, visit: state.visits }]);
    expect(state.hero).toMatchObject({ coins: 1000, armourPermanent: 1, armourBroken: 1 });
    expect(events.some((e) => e.kind !== 'roll' && e.text === `Mending 2 armour dice will cost you ${price} coins.`)).toBe(true);
  });

  it('haggling is one CHA test, then each die rolled twice, both rolls shown', () => {
    const { state, events } = ok(broken(), { type: 'armourer-price', dice: 1, haggle: true });
    expect(tests(events).map((t) => t.attr)).toEqual(['CHA']);
    const [die] = rolls(events, /^mending die 1/);
    expect(die!.dropped).toBeDefined();
    expect(state.home.quotes[0]).toMatchObject({ item: mendingQuote(1), price: die!.total, haggled: true });
    expect(state.hero.coins).toBe(1000);
  });

  it('the price stands: asking again for as many dice is refused', () => {
    const asked = ok(broken(), { type: 'armourer-price', dice: 1, haggle: true }).state;
    refused(asked, { type: 'armourer-price', dice: 1, haggle: false }, /already named \d+ coins? for mending 1 armour die/);
    refused(asked, { type: 'armourer', dice: 1, haggle: true }, /the price stands/);
  });

  it('refuses as mending does: nothing broken, or more dice than are broken', () => {
    refused(heroAtHome(), { type: 'armourer-price', dice: 1, haggle: false }, /None of your armour dice/);
    refused(broken(), { type: 'armourer-price', dice: 3, haggle: true }, /Only 2/);
  });
});

describe('mending at the price asked', () => {
  it('pays exactly the quote, rolls nothing, and the quote is gone', () => {
    const asked = ok(broken(), { type: 'armourer-price', dice: 1, haggle: true }).state;
    const price = asked.home.quotes[0]!.price;
    const { state, events } = ok(asked, { type: 'armourer', dice: 1 });
    expect(events.filter((e) => e.kind === 'roll' || e.kind === 'test')).toEqual([]);
    expect(state.hero).toMatchObject({ coins: 1000 - price, armourPermanent: 0, armourBroken: 1 });
    expect(state.home.quotes).toEqual([]);
  });

  it('a price asked for two dice is not the price of one', () => {
    const asked = ok(broken(), { type: 'armourer-price', dice: 2, haggle: false }).state;
    const { state, events } = ok(asked, { type: 'armourer', dice: 1 });
    const [die] = rolls(events, /^mending die 1/);
    expect(state.hero.coins).toBe(1000 - die!.total);
    expect(state.home.quotes.map((q) => q.item)).toEqual([mendingQuote(2)]);
  });

  it('too dear is refused with the price, and the quote stays', () => {
    const asked = ok(broken(), { type: 'armourer-price', dice: 2, haggle: false }).state;
    const price = asked.home.quotes[0]!.price;
    asked.hero.coins = price - 1;
    refused(asked, { type: 'armourer', dice: 2 }, new RegExp(`costs ${price} coins; you have ${price - 1}`));
  });

  it('a quote from an earlier visit is void: mending rolls afresh', () => {
    const asked = ok(broken(), { type: 'armourer-price', dice: 1, haggle: false }).state;
    asked.visits += 1;
    const { state, events } = ok(asked, { type: 'armourer', dice: 1 });
    expect(rolls(events, /^mending die 1/)).toHaveLength(1);
    expect(state.home.quotes).toEqual([]);
  });
});
