/**
 * Home's services driven through the real reducer. A test may set up the
 * plain-JSON state it needs (coins, Experiences, conditions) before a step;
 * every roll is then read back from the events and the outcome checked by
 * hand against it.
 */
import { describe, expect, it } from 'vitest';
import { ok, refused, rolls, tests, unobjecting } from './setup.js';
import { MAGIC_ITEMS } from '../../src/data/blackhack/magic-items.js';
import { EQUIPMENT_COMMON } from '../../src/data/blackhack/equipment.js';
import { newGame } from '../../src/core/engine/creation.js';
import { DIR_STEPS } from '../../src/core/engine/geometry.js';
import { notSoldAtHome, priceDice, shopStock, TEMPLE_PRICES } from '../../src/core/engine/home/index.js';
import { act } from '../../src/core/opposition/settle.js';
import type { ClassName, Dir, GameState, Item } from '../../src/core/engine/types.js';
import { currentZone } from '../../src/core/engine/zones.js';
import { ENTRANCE } from '../../src/procgen/ids.js';

function atHome(seed = 'home', className: ClassName = 'Warrior'): GameState {
  const r = act(newGame(seed).state, { type: 'create', name: 'Ada', className, kit: 'A', background: { text: 'Raised by wolves', attrs: ['STR'] } });
  if (!r.ok) throw new Error(r.error);
  expect(r.state.phase).toBe('home');
  return r.state;
}

function misc(state: GameState, fields: Partial<Item> & { name: string }): Item {
  return { id: state.nextId++, kind: 'misc', quantity: 1, usageDie: null, av: null, weaponKind: null, large: false, ranged: false, gear: false, value: 0, magic: null, ...fields };
}

/** Into the dungeon and straight back out by the entrance: one whole visit. */
function visitDungeon(state: GameState): GameState {
  let s = unobjecting(ok(state, { type: 'enter-dungeon' }).state);
  const exit = currentZone(s).zone.exits.find((e) => e.to === ENTRANCE)!;
  const [dir] = Object.entries(DIR_STEPS).find(([, d]) => s.hero.x + d.x === exit.stub[0]!.x && s.hero.y + d.y === exit.stub[0]!.y)!;
  s = ok(s, { type: 'move', dir: dir as Dir }).state;
  expect(s.phase).toBe('home');
  return s;
}

describe('shop prices', () => {
  it('rolls each rarity’s dice, as many times as the row says', () => {
    expect(priceDice(shopStock().find((r) => r.name === 'torches')!)).toBe('1d8');
    expect(priceDice(shopStock().find((r) => r.name === 'crossbow')!)).toBe('2d8x5');
    expect(priceDice(shopStock().find((r) => r.name === 'leather armour')!)).toBe('4d8x5');
    expect(priceDice(shopStock().find((r) => r.name === 'chain mail')!)).toBe('12d8x10');
    expect(priceDice(shopStock().find((r) => r.name === 'plate armour')!)).toBe('16d8x10');
  });

  it('quotes a price within its dice range and keeps it in the state', () => {
    const cases: [string, number, number, number, number][] = [
      // name, dice, multiplier, least, most
      ['torches', 1, 1, 1, 8],
      ['crossbow', 2, 5, 10, 80],
      ['leather armour', 4, 5, 20, 160],
      ['plate armour', 16, 10, 160, 1280],
    ];
    for (const [name, count, mult, least, most] of cases) {
      for (const seed of ['p1', 'p2', 'p3']) {
        const { state, events } = ok(atHome(seed), { type: 'shop-price', item: name, haggle: false });
        expect(tests(events)).toEqual([]);
        const [roll] = rolls(events, `price of ${name}`);
        expect(roll!.faces).toHaveLength(count);
        expect(roll!.dropped).toBeUndefined();
        expect(roll!.total).toBe(roll!.faces.reduce((a, b) => a + b, 0) * mult);
        expect(roll!.total).toBeGreaterThanOrEqual(least);
        expect(roll!.total).toBeLessThanOrEqual(most);
        expect(state.home.quotes).toEqual([{ item: name, price: roll!.total, haggled: false, visit: 0 }]);
        expect(events.at(-1)!.text).toBe(`The ${name} will cost you ${roll!.total} coin${roll!.total === 1 ? '' : 's'}.`);
      }
    }
  });

  it('names a price of one coin in the singular', () => {
    let seen = false;
    for (let k = 0; k < 200 && !seen; k++) {
      const { events } = ok(atHome(`one-${k}`), { type: 'shop-price', item: 'torches', haggle: false });
      if (rolls(events, 'price of torches')[0]!.total !== 1) continue;
      expect(events.at(-1)!.text).toBe('The torches will cost you 1 coin.');
      seen = true;
    }
    expect(seen).toBe(true);
  });

  it('haggling: a CHA test first; success takes the lower of two rolls, failure the higher', () => {
    const seen = { success: 0, failure: 0 };
    for (let k = 0; k < 40; k++) {
      const before = atHome(`haggle-${k}`);
      const { state, events } = ok(before, { type: 'shop-price', item: 'crossbow', haggle: true });
      const [t] = tests(events);
      expect(t!.attr).toBe('CHA');
      expect(events.indexOf(t!)).toBe(0);
      expect(t!.success).toBe(t!.total < before.hero.attributes.CHA);
      const [roll] = rolls(events, 'price of crossbow');
      expect(roll!.dropped).toBeDefined();
      if (t!.success) {
        seen.success++;
        expect(roll!.total).toBe(Math.min(roll!.total, roll!.dropped!));
      } else {
        seen.failure++;
        expect(roll!.total).toBe(Math.max(roll!.total, roll!.dropped!));
      }
      expect(state.home.quotes[0]).toMatchObject({ item: 'crossbow', price: roll!.total, haggled: true });
    }
    expect(seen.success).toBeGreaterThan(0);
    expect(seen.failure).toBeGreaterThan(0);
  });

  it('a quote stands: asking again is refused, and the price holds until bought', () => {
    const quoted = ok(atHome(), { type: 'shop-price', item: 'torches', haggle: false }).state;
    refused(quoted, { type: 'shop-price', item: 'torches', haggle: true }, /already named/);
  });

  it('leaving Home voids a quote', () => {
    const quoted = ok(atHome(), { type: 'shop-price', item: 'torches', haggle: false }).state;
    quoted.hero.coins = 100;
    const back = visitDungeon(quoted);
    refused(back, { type: 'shop-buy', item: 'torches' }, /Ask the price/);
    const fresh = ok(back, { type: 'shop-price', item: 'torches', haggle: false }).state;
    expect(fresh.home.quotes).toHaveLength(1);
    expect(fresh.home.quotes[0]!.visit).toBe(1);
  });
});

describe('shop stock', () => {
  it('sells no magic items', () => {
    const s = atHome();
    for (const m of MAGIC_ITEMS.rows.slice(0, 5)) refused(s, { type: 'shop-price', item: m.name, haggle: false }, /no magic/);
  });

  it('sells nothing with a die better than d8, nor armour repairs', () => {
    for (const row of shopStock()) {
      expect(row.category).not.toBe('armour-repair');
      if (row.usageDie) expect(Number(row.usageDie.slice(1))).toBeLessThanOrEqual(8);
    }
    const torches = EQUIPMENT_COMMON.rows.find((r) => r.name === 'torches')!;
    expect(notSoldAtHome(torches)).toBeNull();
    expect(notSoldAtHome({ ...torches, usageDie: 'd10' })).toMatch(/nothing better than d8/);
    expect(notSoldAtHome({ ...torches, usageDie: 'd8' })).toBeNull();
    refused(atHome(), { type: 'shop-price', item: 'one Broken plate Armour Die', haggle: false }, /armourer/);
    refused(atHome(), { type: 'shop-price', item: 'vorpal sword', haggle: false }, /no vorpal sword/);
  });
});

describe('buying', () => {
  it('pays the quoted price for the item', () => {
    const quoted = ok(atHome(), { type: 'shop-price', item: 'leather armour', haggle: false }).state;
    const price = quoted.home.quotes[0]!.price;
    quoted.hero.coins = price + 3;
    const { state } = ok(quoted, { type: 'shop-buy', item: 'leather armour' });
    expect(state.hero.coins).toBe(3);
    expect(state.home.quotes).toEqual([]);
    const bought = state.hero.items.at(-1)!;
    expect(bought).toMatchObject({ name: 'leather armour', kind: 'armour', av: 2, gear: true });
    refused(state, { type: 'shop-buy', item: 'leather armour' }, /Ask the price/);
  });

  it('refuses with too few coins and leaves the state as it was', () => {
    const quoted = ok(atHome(), { type: 'shop-price', item: 'leather armour', haggle: false }).state;
    quoted.hero.coins = quoted.home.quotes[0]!.price - 1;
    refused(quoted, { type: 'shop-buy', item: 'leather armour' }, new RegExp(`costs ${quoted.home.quotes[0]!.price} coins; you have ${quoted.hero.coins}`));
  });

  it('refuses what the hero cannot carry: twice STR things, ten pieces of Gear', () => {
    const full = ok(atHome(), { type: 'shop-price', item: 'torches', haggle: false }).state;
    full.hero.coins = 100;
    while (full.hero.items.length < 2 * full.hero.attributes.STR) full.hero.items.push(misc(full, { name: 'pebble' }));
    refused(full, { type: 'shop-buy', item: 'torches' }, /cannot carry more than/);

    const armed = ok(atHome(), { type: 'shop-price', item: 'crossbow', haggle: false }).state;
    armed.hero.coins = 100;
    armed.hero.attributes.STR = 18;
    while (armed.hero.items.filter((i) => i.gear).length < 10) armed.hero.items.push(misc(armed, { name: 'dagger', kind: 'weapon', gear: true }));
    refused(armed, { type: 'shop-buy', item: 'crossbow' }, /10 pieces of Gear/);
  });
});

describe('selling', () => {
  it('valuables fetch their worth times their number', () => {
    const s = atHome();
    s.hero.coins = 4;
    const gems = misc(s, { name: 'gems', kind: 'valuable', quantity: 3, value: 5 });
    s.hero.items.push(gems);
    const { state } = ok(s, { type: 'sell', item: gems.id });
    expect(state.hero.coins).toBe(4 + 15);
    expect(state.hero.items.some((i) => i.id === gems.id)).toBe(false);
  });

  it('other goods fetch half a rolled price, rounded up, and leave the hand that held them', () => {
    const s = atHome();
    const weapon = s.hero.items.find((i) => i.kind === 'weapon')!;
    expect(s.hero.equipped.weapon).toBe(weapon.id);
    const coins = s.hero.coins;
    const { state, events } = ok(s, { type: 'sell', item: weapon.id });
    const [roll] = rolls(events, /^price of one-handed weapon/);
    expect(roll!.dice).toBe('1d8');
    expect(state.hero.coins).toBe(coins + Math.ceil(roll!.total / 2));
    expect(state.hero.equipped.weapon).toBeNull();
  });

  it('haggling over a sale keeps the higher roll on success, the lower on failure', () => {
    for (let k = 0; k < 10; k++) {
      const s = atHome(`sell-${k}`);
      const weapon = s.hero.items.find((i) => i.kind === 'weapon')!;
      const { state, events } = ok(s, { type: 'sell', item: weapon.id, haggle: true });
      const [t] = tests(events);
      const [roll] = rolls(events, /^price of one-handed weapon/);
      expect(roll!.total).toBe((t!.success ? Math.max : Math.min)(roll!.total, roll!.dropped!));
      expect(state.hero.coins).toBe(s.hero.coins + Math.ceil(roll!.total / 2));
    }
  });

  it('a kit’s item sells as what it is: the Scale tunic is leather armour', () => {
    const s = atHome();
    const tunic = s.hero.items.find((i) => i.name === 'Scale tunic')!;
    const { state, events } = ok(s, { type: 'sell', item: tunic.id });
    const [roll] = rolls(events, /^price of leather armour/);
    expect(roll!.dice).toBe('4d8x5');
    expect(state.hero.coins).toBe(s.hero.coins + Math.ceil(roll!.total / 2));
    expect(state.hero.equipped.armour).toBeNull();
  });

  it('magic and keepsakes are not for sale', () => {
    const s = atHome();
    const amulet = misc(s, { name: 'amulet', kind: 'magic', gear: true, magic: 'Bronze Ring' });
    s.hero.items.push(amulet);
    refused(s, { type: 'sell', item: amulet.id }, /magic/);
    const curio = s.hero.items.find((i) => i.name === 'unopened orders')!;
    refused(s, { type: 'sell', item: curio.id }, /No one at Home will pay/);
  });
});

describe('stash', () => {
  it('round trip: stashed things leave the hero and come back the same', () => {
    const s = atHome();
    const shield = s.hero.items.find((i) => i.kind === 'shield')!;
    const stashed = ok(s, { type: 'stash', item: shield.id }).state;
    expect(stashed.hero.items.some((i) => i.id === shield.id)).toBe(false);
    expect(stashed.home.stash).toEqual([shield]);
    expect(stashed.hero.equipped.shield).toBeNull();
    refused(stashed, { type: 'stash', item: shield.id }, /no such thing/);
    const back = ok(stashed, { type: 'unstash', item: shield.id }).state;
    expect(back.home.stash).toEqual([]);
    expect(back.hero.items.at(-1)).toEqual(shield);
  });

  it('holds any number of things', () => {
    let s = atHome();
    for (let k = 0; k < 30; k++) s.hero.items.push(misc(s, { name: `rock ${k}` }));
    for (const item of [...s.hero.items]) s = ok(s, { type: 'stash', item: item.id }).state;
    expect(s.hero.items).toEqual([]);
    expect(s.home.stash.length).toBeGreaterThan(30);
  });

  it('unstashing respects the carrying limits', () => {
    const s = atHome();
    const rock = misc(s, { name: 'rock' });
    s.home.stash.push(rock);
    while (s.hero.items.length < 2 * s.hero.attributes.STR) s.hero.items.push(misc(s, { name: 'pebble' }));
    refused(s, { type: 'unstash', item: rock.id }, /cannot carry more than/);
    refused(s, { type: 'unstash', item: 999 }, /no such thing/);
  });
});

describe('levelling at the tavern', () => {
  it('is refused without Experiences equal to the Level', () => {
    const s = atHome();
    refused(s, { type: 'level-up' }, /needs 1 Experience to share; you have 0/);
    s.hero.level = 2;
    s.hero.experiences = 1;
    refused(s, { type: 'level-up' }, /needs 2 Experiences/);
    refused(s, { type: 'carouse', stories: 1 }, /must share 2/);
    refused(s, { type: 'carouse', stories: 3 }, /only 1 Experience/);
  });

  it('spends the Experiences and raises attributes, HD and HP by the rolls', () => {
    const s = atHome('level');
    s.hero.experiences = 2;
    s.hero.coins = 50;
    const before = structuredClone(s.hero);
    const { state, events } = ok(s, { type: 'level-up', extra: 'CON' });
    const hero = state.hero;
    expect(hero.level).toBe(2);
    expect(hero.experiences).toBe(1);
    // Carousing's Revelry (if rolled) may raise CHA first; then one d20 per attribute and the extra roll for CON: over the value raises it by one.
    const expected = { ...before.attributes };
    for (const r of rolls(events, /rises on more than/)) {
      expect(r.dice).toBe('1d20');
      const [, attr, over] = /: ([A-Z]{3}) rises on more than (\d+)$/.exec(r.label)! as unknown as [string, keyof typeof expected, string];
      expect(Number(over)).toBe(expected[attr]);
      if (r.total > expected[attr]) expected[attr]++;
    }
    expect(rolls(events, /^level up: [A-Z]{3}/)).toHaveLength(6);
    expect(rolls(events, /^extra roll: CON/)).toHaveLength(1);
    expect(hero.attributes).toEqual(expected);
    // The Warrior rolls 1d8 with Advantage for HP.
    const [hp] = rolls(events, 'level up: Hit Points');
    expect(hp!.dice).toBe('1d8');
    expect(hp!.total).toBeGreaterThanOrEqual(hp!.dropped!);
    const brawl = state.home.effects.find((e) => e.kind === 'brawl');
    expect(hero.maxHp).toBe(before.maxHp + hp!.total - (brawl ? brawl.maxHp : 0));
  });

  it('a Thief rolls plain HP and may only take the extra roll for DEX or WIS', () => {
    const s = atHome('thief', 'Thief');
    s.hero.experiences = 1;
    refused(s, { type: 'level-up', extra: 'STR' }, /DEX or WIS/);
    const { events } = ok(s, { type: 'level-up', extra: 'WIS' });
    const [hp] = rolls(events, 'level up: Hit Points');
    expect(hp!.dice).toBe('1d6');
    expect(hp!.dropped).toBeUndefined();
  });

  it('one long night can buy several Levels, keeping the stories that buy none', () => {
    const s = atHome('night');
    s.hero.experiences = 5;
    s.hero.coins = 100;
    const { state, events } = ok(s, { type: 'carouse', stories: 5 });
    // Level 1 costs 1, Level 2 costs 2: three stories told, two Experiences kept.
    expect(state.hero.level).toBe(3);
    expect(state.hero.experiences).toBe(2);
    expect(rolls(events, /^story \d/)).toHaveLength(3);
    expect(rolls(events, 'level up: Hit Points')).toHaveLength(2);
  });
});

describe('carousing', () => {
  /** Level 1, one Experience, one story: the story die alone reads the table. */
  function night(seed: string, coins: number) {
    const s = atHome(seed);
    s.hero.experiences = 1;
    s.hero.coins = coins;
    const r = ok(s, { type: 'level-up' });
    const [story] = rolls(r.events, 'story 1: drinks and feasting');
    return { before: s, ...r, die: story!.total };
  }

  it('spends 1d6 coins a story, and a fine on a 1', () => {
    for (let k = 0; k < 20; k++) {
      const { state, events, die } = night(`spend-${k}`, 100);
      const fine = rolls(events, /^fine for story/).reduce((a, r) => a + r.total, 0);
      if (die === 1) expect(rolls(events, /^fine for story/)).toHaveLength(1);
      else expect(fine).toBe(0);
      expect(state.hero.coins).toBe(100 - die - fine);
      expect(events.some((e) => e.kind === 'home' && e.text.startsWith(`Carousing (${die})`))).toBe(true);
    }
  });

  it('an unpaid bill is a debt, paid from the next coins at Home', () => {
    const { state, die, events } = night('debt', 0);
    const bill = die + rolls(events, /^fine for story/).reduce((a, r) => a + r.total, 0);
    expect(state.hero.coins).toBe(0);
    expect(state.home.debt).toBe(bill);
    const gem = misc(state, { name: 'necklace', kind: 'valuable', value: 50 });
    state.hero.items.push(gem);
    const sold = ok(state, { type: 'sell', item: gem.id }).state;
    expect(sold.home.debt).toBe(0);
    expect(sold.hero.coins).toBe(50 - bill);
  });

  it('reads the table: brawl, fame, revelry, a new or a second Background', () => {
    const found = new Set<number>();
    for (let k = 0; k < 80 && found.size < 6; k++) {
      const { before, state, events, die } = night(`table-${k}`, 100);
      found.add(die);
      const hpRoll = rolls(events, 'level up: Hit Points')[0]!.total;
      if (die === 2) {
        // Max HP drops by the Level (1, rolled before the Level is gained) until the next visit ends.
        expect(state.hero.maxHp).toBe(before.hero.maxHp + hpRoll - 1);
        expect(state.home.effects).toEqual([{ kind: 'brawl', maxHp: 1, visit: 0 }]);
        const back = ok(visitDungeon(state), { type: 'rest-day' }).state;
        expect(back.hero.maxHp).toBe(before.hero.maxHp + hpRoll);
        expect(back.home.effects).toEqual([]);
      }
      if (die === 3) {
        expect(state.home.effects).toEqual([{ kind: 'fame', visit: 0 }]);
        // Fame gives the haggling CHA test Advantage.
        const { events: haggle } = ok(state, { type: 'shop-price', item: 'torches', haggle: true });
        expect(['advantage', 'normal']).toContain(tests(haggle)[0]!.edge);
        // The fame is over once the hero has been into the dungeon and back.
        expect(ok(visitDungeon(state), { type: 'rest-day' }).state.home.effects).toEqual([]);
      }
      if (die === 5 || die === 6) {
        expect(state.home.retell).toBe(die === 5 ? 'rewrite' : 'add');
        const told = ok(state, { type: 'background', text: 'Once sailed with pirates', attrs: ['DEX'] }).state;
        expect(told.hero.background.text).toBe(die === 5 ? 'Once sailed with pirates' : 'Raised by wolves / Once sailed with pirates');
        expect(told.hero.background.attrs).toEqual(die === 5 ? ['DEX'] : ['STR', 'DEX']);
        refused(told, { type: 'background', text: 'again', attrs: ['STR'] }, /Only a night of carousing/);
      }
    }
    expect([...found].sort()).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('the Background is not changed without the table’s leave', () => {
    refused(atHome(), { type: 'background', text: 'A new past', attrs: ['CHA'] }, /Only a night of carousing/);
  });
});

describe('temple', () => {
  it('cures poison and curses for their price', () => {
    const s = atHome();
    s.hero.coins = 30;
    s.hero.conditions = [
      { kind: 'ongoing', damage: 2, source: 'spider poison' },
      { kind: 'weakened', turns: null, source: 'mummy curse' },
    ];
    const cured = ok(s, { type: 'temple', cure: 'poison' }).state;
    expect(cured.hero.coins).toBe(30 - TEMPLE_PRICES.poison);
    expect(cured.hero.conditions).toEqual([{ kind: 'weakened', turns: null, source: 'mummy curse' }]);
    refused(cured, { type: 'temple', cure: 'poison' }, /not poisoned/);
    const clean = ok(cured, { type: 'temple', cure: 'curse' }).state;
    expect(clean.hero.coins).toBe(30 - TEMPLE_PRICES.poison - TEMPLE_PRICES.curse);
    expect(clean.hero.conditions).toEqual([]);
  });

  it('cures disease, and asks to be paid first', () => {
    const s = atHome();
    s.hero.conditions = [{ kind: 'disadvantage', attrs: ['CON'], minutes: null, source: 'rat fever (disease)' }];
    s.hero.coins = TEMPLE_PRICES.disease - 1;
    refused(s, { type: 'temple', cure: 'disease' }, /costs 10 coins/);
    s.hero.coins = TEMPLE_PRICES.disease;
    expect(ok(s, { type: 'temple', cure: 'disease' }).state.hero).toMatchObject({ coins: 0, conditions: [] });
  });
});

describe('armourer', () => {
  it('mends permanently broken dice first, at the worn armour’s repair price', () => {
    const s = atHome();
    // The Warrior's kit armour is a scale tunic, AV 2: the leather row, rare, 2d8×5 a die.
    expect(s.hero.items.find((i) => i.id === s.hero.equipped.armour)!.av).toBe(2);
    s.hero.armourPermanent = 1;
    s.hero.armourBroken = 1;
    s.hero.coins = 1000;
    const { state, events } = ok(s, { type: 'armourer', dice: 1 });
    const [price] = rolls(events, /^mending die 1/);
    expect(price!.dice).toBe('2d8x5');
    expect(state.hero).toMatchObject({ armourPermanent: 0, armourBroken: 1, coins: 1000 - price!.total });
    const both = ok(s, { type: 'armourer', dice: 2 });
    const total = rolls(both.events, /^mending die/).reduce((a, r) => a + r.total, 0);
    expect(both.state.hero).toMatchObject({ armourPermanent: 0, armourBroken: 0, coins: 1000 - total });
  });

  it('refuses more dice than are broken, or too few coins', () => {
    const s = atHome();
    refused(s, { type: 'armourer', dice: 1 }, /None of your armour dice/);
    s.hero.armourPermanent = 1;
    refused(s, { type: 'armourer', dice: 2 }, /Only 1/);
    s.hero.coins = 9;
    refused(s, { type: 'armourer', dice: 1 }, /you have 9/);
  });
});

describe('a Day’s rest', () => {
  it('rolls every Hit Die to heal and starts a new Day', () => {
    const s = atHome('rest');
    s.hero.level = 3;
    s.hero.maxHp = 40;
    s.hero.hp = 2;
    const { state, events } = ok(s, { type: 'rest-day' });
    const [heal] = rolls(events, /^a Day's rest/);
    expect(heal!.dice).toBe('3d8');
    expect(state.hero.hp).toBe(Math.min(40, 2 + heal!.total));
    expect(state.home.day).toBe(1);
    expect(ok(state, { type: 'rest-day' }).state.home.day).toBe(2);
  });

  it('never heals above Max HP', () => {
    const s = atHome();
    s.hero.hp = s.hero.maxHp;
    expect(ok(s, { type: 'rest-day' }).state.hero.hp).toBe(s.hero.maxHp);
  });

  it('rolls the broken armour dice: above AV mends, else broken for good', () => {
    const s = atHome('dice');
    s.hero.armourBroken = 2;
    const { state, events } = ok(s, { type: 'rest-day' });
    const dice = rolls(events, /^broken armour die|^Self Reliant/);
    // AV 2; a Warrior re-rolls a 1 once, and the re-roll stands.
    let permanent = 0;
    for (let k = 0; k < dice.length; k++) {
      const r = dice[k]!;
      if (r.label.startsWith('broken') && r.total === 1) continue;
      if (r.total <= 2) permanent++;
    }
    expect(state.hero.armourBroken).toBe(0);
    expect(state.hero.armourPermanent).toBe(permanent);
  });

  it('lets clock-bound hindrances wear off, but not poison or curses', () => {
    const s = atHome();
    s.hero.conditions = [
      { kind: 'paralysed', turns: null, source: 'ghoul' },
      { kind: 'disadvantage', attrs: 'all', minutes: 30, source: 'Fat Head' },
      { kind: 'ongoing', damage: 1, source: 'spider poison' },
      { kind: 'weakened', turns: null, source: 'curse' },
    ];
    expect(ok(s, { type: 'rest-day' }).state.hero.conditions.map((c) => c.source)).toEqual(['spider poison', 'curse']);
  });
});

describe('Home only', () => {
  it('its services are refused in the dungeon', () => {
    const inside = ok(atHome(), { type: 'enter-dungeon' }).state;
    const r = act(inside, { type: 'rest-day' });
    expect(r.ok).toBe(false);
  });
});
