/**
 * The Black Hack's kits and price lists where the seed leaves a gap: the
 * coins a kit holds, what a kit's staff, bow and helm are, which armour the
 * Cleric may wear, which bow is large, what mending each armour costs.
 * Real games through the reducer.
 */
import { describe, expect, it } from 'vitest';
import { newGame } from '../../src/core/engine/creation.js';
import { armourPenalty, armourPool } from '../../src/core/engine/hero.js';
import { itemOf } from '../../src/core/engine/items.js';
import type { ClassName, GameState, Item } from '../../src/core/engine/types.js';
import { act } from '../../src/core/opposition/settle.js';
import { rollBrokenDice } from '../../src/core/engine/armour.js';
import { foeBeside, forcedCtx, heroAtHome, heroInDungeon, ok, rolls, tests, toward } from './setup.js';

/** A hero made through the reducer, with the events of the making. */
function made(className: ClassName, kit: 'A' | 'B', seed = '7') {
  const r = act(newGame(seed).state, { type: 'create', name: 'Test', className, kit, background: { text: 'a soldier', attrs: ['STR'] } });
  if (!r.ok) throw new Error(r.error);
  return r;
}

/** Armour of `av` handed to the hero and worn. */
function wear(s: GameState, name: string, av: number): Item {
  const item = itemOf(s.nextId++, true, { name, kind: 'armour', quantity: 1, usageDie: null, av, weaponKind: null, large: false, ranged: false, value: 0, magic: null });
  s.hero.items.push(item);
  s.hero.equipped.armour = item.id;
  return item;
}

describe('the class kits', () => {
  it("Cleric A's purse holds 2d6 coins, the die the seed leaves out", () => {
    const { state, events } = made('Cleric', 'A');
    const [coins] = rolls(events, 'coins');
    expect(coins!.dice).toBe('2d6');
    expect(state.hero.coins).toBe(coins!.total);
  });

  it('Cleric B starts with no coins, as printed', () => {
    const { state, events } = made('Cleric', 'B');
    expect(rolls(events, 'coins')).toEqual([]);
    expect(state.hero.coins).toBe(0);
  });

  it("Thief A's 2d8 counterfeit coins are in the purse and pay the shop like any coins", () => {
    const { state, events } = made('Thief', 'A');
    expect(rolls(events, 'coins')[0]!.dice).toBe('2d8');
    const quoted = ok(state, { type: 'shop-price', item: 'torches', haggle: false });
    const price = quoted.state.home.quotes[0]!.price;
    expect(state.hero.coins).toBeGreaterThanOrEqual(price);
    const bought = ok(quoted.state, { type: 'shop-buy', item: 'torches' });
    expect(bought.state.hero.coins).toBe(state.hero.coins - price);
    expect(bought.state.hero.items.some((i) => i.name === 'torches')).toBe(true);
  });

  it("Wizard A's bent oak staff is a one-handed weapon: 1d4 damage and no large-weapon die", () => {
    const s = heroInDungeon('Wizard');
    s.hero.attributes.STR = 40;
    expect(s.hero.items.find((i) => i.id === s.hero.equipped.weapon)).toMatchObject({ name: 'bent oak staff', large: false });
    const c = foeBeside(s, { hp: 60, maxHp: 60 });
    const r = ok(s, { type: 'move', dir: toward(s, c) });
    expect(tests(r.events, 'attack the Orc')[0]!.mods.map((m) => m.label)).not.toContain('large weapon');
    expect(rolls(r.events, 'damage to the Orc')[0]!.dice).toBe('1d4');
  });

  it("Thief B's bow is a light bow, not large, and its arrows carry a Ud8", () => {
    const s = heroAtHome('Thief', '7', 'B');
    expect(s.hero.items.find((i) => i.id === s.hero.equipped.weapon)).toMatchObject({ name: 'bow', ranged: true, large: false });
    expect(s.hero.items.find((i) => i.kind === 'ammunition')).toMatchObject({ name: 'arrows', usageDie: 8 });
  });

  it("Warrior B's tin helm adds one armour die", () => {
    const s = heroInDungeon('Warrior', '7', 'B');
    const helmed = armourPool(s.hero);
    const bare = ok(s, { type: 'unequip', slot: 'helmet' }).state;
    expect(armourPool(bare.hero)).toBe(helmed - 1);
  });
});

describe('gear by class and kind', () => {
  it('the Cleric wears chain mail freely; plate adds its AV to every test', () => {
    const chain = heroInDungeon('Cleric');
    wear(chain, 'chain mail', 3);
    expect(armourPenalty(chain.hero)).toEqual([]);
    const plate = heroInDungeon('Cleric');
    wear(plate, 'plate armour', 4);
    expect(armourPenalty(plate.hero)).toEqual([{ label: 'plate armour not allowed', value: 4 }]);
  });

  it("a shield from the shop is one more armour die for a Thief, who may use it, and the Warrior kit's large shield one die as well", () => {
    let thief = heroAtHome('Thief', '7', 'A');
    thief.hero.coins = 10_000;
    thief = ok(ok(thief, { type: 'shop-price', item: 'shield', haggle: false }).state, { type: 'shop-buy', item: 'shield' }).state;
    const pool = armourPool(thief.hero);
    const shielded = ok(thief, { type: 'equip', item: thief.hero.items.find((i) => i.kind === 'shield')!.id }).state;
    expect(armourPool(shielded.hero)).toBe(pool + 1);
    expect(armourPenalty(shielded.hero)).toEqual([]);
    const warrior = heroAtHome('Warrior', '7', 'A');
    expect(warrior.hero.items.find((i) => i.id === warrior.hero.equipped.shield)!.name).toBe('large shield');
    expect(armourPool(ok(warrior, { type: 'unequip', slot: 'shield' }).state.hero)).toBe(armourPool(warrior.hero) - 1);
  });

  it('a heavy bow bought at the shop is a large weapon; a crossbow is not', () => {
    let s = heroAtHome('Thief', '7', 'B');
    s.hero.coins = 10_000;
    for (const item of ['heavy bow', 'crossbow']) s = ok(ok(s, { type: 'shop-price', item, haggle: false }).state, { type: 'shop-buy', item }).state;
    expect(s.hero.items.find((i) => i.name === 'heavy bow')).toMatchObject({ large: true, ranged: true });
    expect(s.hero.items.find((i) => i.name === 'crossbow')).toMatchObject({ large: false, ranged: true });
  });

  it('Self Reliant: a Warrior re-rolls a broken armour die that shows 1, and the re-roll stands; another class keeps the 1', () => {
    const warrior = heroInDungeon('Warrior');
    warrior.hero.armourBroken = 1;
    const w = forcedCtx(warrior, [6, 1], [6, 5]);
    rollBrokenDice(w);
    expect(rolls(w.events, 'Self Reliant re-roll').map((r) => r.total)).toEqual([5]);
    expect([w.s.hero.armourBroken, w.s.hero.armourPermanent]).toEqual([0, 0]);
    const thief = heroInDungeon('Thief');
    thief.hero.armourBroken = 1;
    const t = forcedCtx(thief, [6, 1]);
    rollBrokenDice(t);
    expect([t.s.hero.armourBroken, t.s.hero.armourPermanent]).toEqual([0, 1]);
  });

  it('the armourer mends a die of each armour at its own "one Broken … Armour Die" price: cloth common, leather rare, chain mail and plate exotic', () => {
    for (const [av, dice] of [[1, '1d8'], [2, '2d8x5'], [3, '4d8x10'], [4, '4d8x10']] as const) {
      const s = heroAtHome('Warrior');
      wear(s, 'armour', av);
      s.hero.armourPermanent = 1;
      s.hero.coins = 10_000;
      const { state, events } = ok(s, { type: 'armourer', dice: 1 });
      const [price] = rolls(events, /^mending die 1/);
      expect(price!.dice, `AV ${av}`).toBe(dice);
      expect(state.hero).toMatchObject({ armourPermanent: 0, coins: 10_000 - price!.total });
    }
  });
});
