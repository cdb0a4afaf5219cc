/**
 * Fighting rules as RULES.md and the Black Hack have them:
 * the Warrior's damage pool, armour the class may not wear, Dealer of Death,
 * thrown weapons, morale of placed groups, riders, kills and Experiences.
 */
import { describe, expect, it } from 'vitest';
import { dealerOfDeath } from '../../src/core/engine/abilities.js';
import { BOSS_TITLE, creatureAttacks, heroAttacks, hurtCreature } from '../../src/core/engine/combat.js';
import { Ctx } from '../../src/core/engine/context.js';
import { DIRS, DIR_STEPS } from '../../src/core/engine/geometry.js';
import { armourPenalty } from '../../src/core/engine/hero.js';
import { itemOf } from '../../src/core/engine/items.js';
import { magicTurn } from '../../src/core/engine/magic/index.js';
import type { CreatureState, GameState, Item } from '../../src/core/engine/types.js';
import { currentZone, walkable } from '../../src/core/engine/zones.js';
import { foeBeside, forcedCtx, heroInDungeon, ok, rolls, said, tests } from './setup.js';

const creature = (ctx: Ctx, id: number) => currentZone(ctx.s).z.creatures.find((c) => c.id === id);

/** A piece of gear handed to the hero (and worn, for armour). */
function give(s: GameState, fields: Partial<Item> & Pick<Item, 'name' | 'kind'>): Item {
  const item = itemOf(s.nextId++, true, { quantity: 1, usageDie: null, av: null, weaponKind: null, large: false, ranged: false, value: 0, magic: null, ...fields });
  s.hero.items.push(item);
  if (item.kind === 'armour') s.hero.equipped.armour = item.id;
  return item;
}

describe("a Warrior's damage is a pool of one die per HD (Dealer of Death)", () => {
  it('an ordinary hit at Level 5 rolls 5d6 armed and 5d4 unarmed', () => {
    const s = heroInDungeon('Warrior');
    s.hero.level = 5;
    s.hero.attributes.STR = 15;
    const c = foeBeside(s, { hd: 1, hp: 60, maxHp: 60 });
    const armed = forcedCtx(s, [20, 2], [6, 3], [6, 3], [6, 3], [6, 3], [6, 3]);
    heroAttacks(armed, creature(armed, c.id)!);
    expect(rolls(armed.events, 'damage to the Orc').map((r) => [r.dice, r.total])).toEqual([['5d6', 15]]);
    expect(creature(armed, c.id)!.hp).toBe(45);

    s.hero.equipped.weapon = null;
    const bare = forcedCtx(s, [20, 2], [4, 2], [4, 2], [4, 2], [4, 2], [4, 2]);
    heroAttacks(bare, creature(bare, c.id)!);
    expect(rolls(bare.events, 'damage to the Orc').map((r) => [r.dice, r.total])).toEqual([['5d4', 10]]);
  });
});

describe('armour the class may not wear adds its AV to every test', () => {
  function wizardInPlate(): GameState {
    const s = heroInDungeon('Wizard');
    currentZone(s).z.creatures = [];
    give(s, { name: 'plate armour', kind: 'armour', av: 4 });
    s.hero.attributes.INT = 30;
    s.hero.memorised = ['Shield'];
    return s;
  }
  const plate = { label: 'plate armour not allowed', value: 4 };

  it('casting a spell and searching carry the plate armour as an attack does (once)', () => {
    const cast = ok(wizardInPlate(), { type: 'cast', spell: 'Shield' });
    expect(tests(cast.events, 'cast Shield')[0]!.mods).toContainEqual(plate);
    const search = ok(wizardInPlate(), { type: 'search' });
    const searching = tests(search.events).filter((t) => t.attr === 'WIS');
    expect(searching.length).toBeGreaterThan(0);
    for (const t of searching) expect(t.mods).toContainEqual(plate);
    const s = wizardInPlate();
    const c = foeBeside(s);
    const ctx = forcedCtx(s, [20, 19]);
    heroAttacks(ctx, creature(ctx, c.id)!);
    expect(tests(ctx.events)[0]!.mods.filter((m) => m.label === plate.label)).toEqual([plate]);
  });
});

describe('the Mithril Shirt counts as cloth for class restrictions', () => {
  it('a Wizard wears it with no penalty, while other AV 4 armour is penalised', () => {
    const s = heroInDungeon('Wizard');
    currentZone(s).z.creatures = [];
    const shirt = give(s, { name: 'amulet (Mithril Shirt)', kind: 'magic', av: 4, magic: 'Mithril Shirt' });
    const worn = ok(s, { type: 'use', item: shirt.id }).state;
    expect(worn.hero.equipped.armour).toBe(shirt.id);
    expect(armourPenalty(worn.hero)).toEqual([]);
    give(s, { name: 'plate armour', kind: 'armour', av: 4 });
    expect(armourPenalty(s.hero)).toEqual([{ label: 'plate armour not allowed', value: 4 }]);
  });
});

describe('a magic item recovered earns its Experience once', () => {
  it('dropping it and picking it up again earns nothing more', () => {
    let s = heroInDungeon('Thief');
    currentZone(s).z.creatures = [];
    const amulet = itemOf(s.nextId++, true, { name: 'amulet (Golden Toad)', kind: 'magic', quantity: 1, usageDie: null, av: null, weaponKind: null, large: false, ranged: false, value: 0, magic: 'Golden Toad', loot: true });
    currentZone(s).z.items.push({ x: s.hero.x, y: s.hero.y, item: amulet, chest: false });
    const first = ok(s, { type: 'pickup' });
    expect(said(first.events, /An Experience: recovering amulet \(Golden Toad\)/)).toBe(true);
    s = first.state;
    for (let k = 0; k < 3; k++) {
      s = ok(s, { type: 'drop', item: amulet.id }).state;
      const again = ok(s, { type: 'pickup' });
      expect(said(again.events, /An Experience/)).toBe(false);
      s = again.state;
    }
    expect(s.hero.experiences).toBe(1);
  });
});

describe('morale at half the group out', () => {
  it('a group placed with its size (past the zone\'s own groups) tests morale when half of it is down', () => {
    const s = heroInDungeon('Warrior');
    const { zone, z } = currentZone(s);
    const group = zone.creatures.length + 5;
    const first = foeBeside(s, { hp: 3, maxHp: 3, group, groupSize: 4, loot: 'No' });
    z.creatures = [0, 1, 2, 3].map((k) => ({ ...first, id: 900 + k, x: first.x, y: first.y + k }));
    const ctx = forcedCtx(s, [12, 12]);
    hurtCreature(ctx, creature(ctx, 900)!, 5, 'you');
    expect(rolls(ctx.events, /half their number/)).toHaveLength(0);
    hurtCreature(ctx, creature(ctx, 901)!, 5, 'you');
    expect(rolls(ctx.events, /half their number/).map((r) => r.total)).toEqual([12]);
    expect(currentZone(ctx.s).z.creatures.map((c) => c.attitude)).toEqual(['fleeing', 'fleeing']);
  });
});

describe('Dealer of Death strikes as an attack does', () => {
  it('a large weapon adds its 1d4 to the test and to the damage, and a natural 1 doubles the damage', () => {
    const s = heroInDungeon('Warrior', '7', 'B');
    s.hero.level = 2;
    s.hero.attributes.STR = 15;
    const c = foeBeside(s, { hp: 60, maxHp: 60 });
    const ctx = forcedCtx(s, [20, 1], [4, 2], [6, 3], [6, 4], [4, 2]);
    dealerOfDeath(ctx);
    expect(tests(ctx.events)[0]!.mods).toContainEqual({ label: 'large weapon', value: 2 });
    expect(rolls(ctx.events, 'damage to the Orc').map((r) => [r.dice, r.total])).toEqual([['2d6+1d4', 9]]);
    expect(said(ctx.events, /natural 1: double damage/)).toBe(true);
    expect(creature(ctx, c.id)!.hp).toBe(60 - 18);
  });

  it("the pool is dealt out among the targets hit, each rolling its share", () => {
    const s = heroInDungeon('Warrior');
    s.hero.level = 3;
    s.hero.attributes.STR = 15;
    const c = foeBeside(s, { hp: 60, maxHp: 60 });
    const { z } = currentZone(s);
    z.creatures.push({ ...c, id: 998, name: 'Goblin' });
    const ctx = forcedCtx(s, [20, 5], [20, 5], [6, 1], [6, 1], [6, 1]);
    dealerOfDeath(ctx);
    expect(rolls(ctx.events, /^damage to the/).map((r) => [r.label, r.dice])).toEqual([['damage to the Orc', '2d6'], ['damage to the Goblin', '1d6']]);
  });
});

describe('a thrown weapon is not the large weapon held', () => {
  it('throwing while holding a two-handed weapon adds no large-weapon 1d4 to the test', () => {
    const s = heroInDungeon('Warrior', '7', 'B');
    const c = foeBeside(s, { hp: 60, maxHp: 60 });
    const paint = s.hero.items.find((i) => i.name === 'war paint')!;
    const r = ok(s, { type: 'throw', target: c.id, item: paint.id });
    const attack = tests(r.events, 'attack the Orc')[0]!;
    expect(attack.mods.map((m) => m.label)).not.toContain('large weapon');
  });
});

describe('riders', () => {
  it('a paralysing hit on a hero already paralysed adds no second paralysis', () => {
    const s = heroInDungeon('Warrior');
    s.options = { ...s.options, armourPrompt: 'never' };
    s.hero.attributes.STR = 10;
    s.hero.maxHp = s.hero.hp = 20;
    s.hero.conditions.push({ kind: 'paralysed', turns: null, source: 'Ghoul' });
    const c = foeBeside(s, { riders: ['Paralyze'], damage: '1' });
    const ctx = forcedCtx(s, [20, 19]);
    creatureAttacks(ctx, creature(ctx, c.id)!);
    expect(tests(ctx.events)[0]!.success).toBe(false);
    expect(ctx.s.hero.hp).toBe(19);
    expect(ctx.s.hero.conditions.filter((x) => x.kind === 'paralysed')).toHaveLength(1);
  });
});

describe('the killing blow (RULES.md §8) and named creatures (§3)', () => {
  /** A hero's servant (a called-up Elemental) standing next to `foe`, in a group of its own as a called-up creature is: not kin to the foe's group, whose losses it does not count. */
  function servantBeside(s: GameState, foe: CreatureState): void {
    const { zone, z } = currentZone(s);
    const dir = DIRS.find((d) => {
      const x = foe.x + DIR_STEPS[d].x;
      const y = foe.y + DIR_STEPS[d].y;
      return walkable(zone, z, x, y) && !(x === s.hero.x && y === s.hero.y);
    })!;
    z.creatures.push({ ...foe, id: 997, name: 'Earth Elemental', category: 'Elementals', hd: 8, maxHp: 40, hp: 40, damage: '1d8', riders: [], attitude: 'friendly', group: 100_997, x: foe.x + DIR_STEPS[dir].x, y: foe.y + DIR_STEPS[dir].y });
    s.hero.effects.push({ id: s.nextId++, name: 'Elemental', kind: 'ally', zone: s.zone, untilTurn: null, untilMinute: null, visit: null, creature: 997 });
  }

  it("a servant's kill scores nothing; the hero's scores 5", () => {
    const s = heroInDungeon('Wizard');
    const foe = foeBeside(s, { hp: 1, maxHp: 1 });
    servantBeside(s, foe);
    const ctx = forcedCtx(s, ...Array.from({ length: 10 }, () => [20, 1] as [number, number]));
    magicTurn(ctx);
    expect(creature(ctx, foe.id)).toBeUndefined();
    expect(ctx.s.score).toBe(s.score);

    const mine = forcedCtx(s, [20, 1], [4, 1]);
    heroAttacks(mine, creature(mine, foe.id)!);
    expect(mine.s.score).toBe(s.score + 5);
  });

  it("the Final Zone's boss gives an Experience when the hero fells it, not when a servant does", () => {
    const s = heroInDungeon('Wizard');
    const boss = foeBeside(s, { name: `Troll, ${BOSS_TITLE}`, hp: 1, maxHp: 1 });
    const mine = forcedCtx(s, [20, 1], [4, 1]);
    heroAttacks(mine, creature(mine, boss.id)!);
    expect(said(mine.events, new RegExp(`An Experience: defeating Troll, ${BOSS_TITLE}`))).toBe(true);
    expect(mine.s.hero.experiences).toBe(s.hero.experiences + 1);

    servantBeside(s, boss);
    const theirs = forcedCtx(s, ...Array.from({ length: 10 }, () => [20, 1] as [number, number]));
    magicTurn(theirs);
    expect(creature(theirs, boss.id)).toBeUndefined();
    expect(theirs.s.hero.experiences).toBe(s.hero.experiences);
  });
});

describe('the armour-die question on Ask', () => {
  /** A Warrior with 20 HP of 20 (`hp` given), armour dice left, and a foe beside that hits for `damage` on a failed Defend. */
  function struck(damage: number, hp = 20): Ctx {
    const s = heroInDungeon('Warrior');
    s.options = { ...s.options, armourPrompt: 'ask' };
    s.hero.attributes.STR = 10;
    s.hero.maxHp = 20;
    s.hero.hp = hp;
    const c = foeBeside(s, { damage: String(damage) });
    const ctx = forcedCtx(s, [20, 19]);
    creatureAttacks(ctx, creature(ctx, c.id)!);
    expect(tests(ctx.events)[0]!.success).toBe(false);
    return ctx;
  }

  it('is not asked for a blow the HP takes easily: under a quarter of the maximum, leaving a third or more', () => {
    const ctx = struck(4);
    expect(ctx.s.pending).toBeNull();
    expect(ctx.s.hero.hp).toBe(16);
  });

  it('is asked for a blow of a quarter of the maximum or more, and for one that would leave less than a third', () => {
    expect(struck(5).s.pending).toMatchObject({ kind: 'armour-die', damage: 5 });
    expect(struck(4, 10).s.pending).toMatchObject({ kind: 'armour-die', damage: 4 });
    expect(struck(4, 11).s.pending).toBeNull();
  });
});
