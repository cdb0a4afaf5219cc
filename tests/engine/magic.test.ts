/**
 * Spells, prayers, Banish Undead and magic items, driven through the real
 * reducer. A test sets up the plain-JSON state it needs (a creature placed,
 * a spell memorised, an attribute high or low so a test cannot fail or
 * cannot pass) and reads every roll back from the events. The rule edge
 * cases use forced rolls: a Ctx over a copy of the state whose dice come
 * from a list, and the magic module's own functions.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { homeByEntrance, ok, openSquares, refused, rolls, said, tests, unobjecting } from './setup.js';
import { MAGIC_ITEMS } from '../../src/data/blackhack/magic-items.js';
import { PRAYERS } from '../../src/data/blackhack/prayers.js';
import { SPELLS } from '../../src/data/blackhack/spells.js';
import type { Action, Target } from '../../src/core/engine/actions.js';
import { copy } from '../../src/core/engine/clone.js';
import { Ctx } from '../../src/core/engine/context.js';
import { newGame } from '../../src/core/engine/creation.js';
import type { GameEvent } from '../../src/core/engine/events.js';
import { distance, key, whereFrom } from '../../src/core/engine/geometry.js';
import { armourLeft, heroClass } from '../../src/core/engine/hero.js';
import { magicAction, MAGICAL_SIDE_EFFECTS, magicTestHelp, magicTurn, wardDice, breakWardDie } from '../../src/core/engine/magic/index.js';
import { expireMagic } from '../../src/core/engine/magic/state.js';
import { findTrap } from '../../src/core/engine/magic/effects/senses.js';
import { EFFECTS } from '../../src/core/engine/magic/effects/index.js';
import { MAGIC_ITEM_USES } from '../../src/core/engine/magic/magic-items.js';
import { wandSpell } from '../../src/core/engine/magic/wands.js';
import { act } from '../../src/core/opposition/settle.js';
import type { Attr, ClassName, CreatureState, GameState, Item } from '../../src/core/engine/types.js';
import { heroSees } from '../../src/core/engine/view.js';
import { currentZone } from '../../src/core/engine/zones.js';
import type { RandomSource } from '../../src/base/rng.js';

/** A room of 22×14 squares behind the dungeon's first door, empty of creatures. */
const SEED = 'magic-10';

function made(className: ClassName, seed = SEED): GameState {
  const attrs: Attr[] = ['INT'];
  const r = act(newGame(seed).state, { type: 'create', name: 'Ysolde', className, kit: 'A', background: { text: 'a scholar', attrs } });
  if (!r.ok) throw new Error(r.error);
  return r.state;
}

/** In the first zone, one square into the room, with HP to spare and no creature about. */
function inDungeon(className: ClassName, seed = SEED): GameState {
  const r = act(made(className, seed), { type: 'enter-dungeon' });
  if (!r.ok) throw new Error(r.error);
  const s = unobjecting(r.state);
  const { z } = currentZone(s);
  z.creatures = [];
  s.hero.maxHp = s.hero.hp = 60;
  s.hero.y -= 1;
  return s;
}

function squareAt(s: GameState, d: number): { x: number; y: number } {
  const p = openSquares(s).find((q) => distance(q, s.hero) === d);
  if (!p) throw new Error(`no open square at distance ${d}`);
  return p;
}

/** An open floor square of the room that the hero cannot see. */
function unseenSquare(s: GameState): { x: number; y: number } {
  const { zone } = currentZone(s);
  const sees = heroSees(new Ctx(s));
  for (let y = 0; y < zone.height; y++) for (let x = 0; x < zone.width; x++) if (zone.tiles[y]![x] === '.' && !sees.has(key(x, y))) return { x, y };
  throw new Error('every square is in view');
}

function put(s: GameState, at: { x: number; y: number }, fields: Partial<CreatureState> = {}): CreatureState {
  const c: CreatureState = {
    id: s.nextId++,
    name: 'Goblin',
    category: 'Humanoids',
    glyph: 'h',
    hd: 1,
    maxHp: 40,
    hp: 40,
    damage: '1',
    riders: [],
    speed: 6,
    loot: 'No',
    x: at.x,
    y: at.y,
    group: 900,
    attitude: 'neutral',
    aware: true,
    inCoffin: false,
    conditions: [],
    tokens: 0,
    spellUsed: false,
    delay: 1 / 6,
    ...fields,
  };
  currentZone(s).z.creatures.push(c);
  return c;
}

const creature = (s: GameState, id: number) => currentZone(s).z.creatures.find((c) => c.id === id);

function magicItem(s: GameState, magic: string, usageDie: number | null): Item {
  const item: Item = { id: s.nextId++, name: magic, kind: 'magic', quantity: 1, usageDie, av: null, weaponKind: null, large: false, ranged: false, gear: true, value: 0, magic };
  s.hero.items.push(item);
  return item;
}

/** Dice forced face by face: each entry is the face wanted and the die's size. Running out is an error. */
class Forced implements RandomSource {
  constructor(private readonly faces: [face: number, sides: number][]) {}
  next(): number {
    const f = this.faces.shift();
    if (!f) throw new Error('a die was rolled that the test did not force');
    return (f[0] - 0.5) / f[1];
  }
  get left(): number {
    return this.faces.length;
  }
}

describe('the book and what is memorised at the start', () => {
  it('holds 1d4+2 spells or prayers of levels 1–2, one of level 1 memorised', () => {
    for (const className of ['Wizard', 'Cleric'] as const) {
      const list = className === 'Wizard' ? SPELLS.rows : PRAYERS.rows;
      for (const seed of ['b1', 'b2', 'b3', 'b4', 'b5', 'b6']) {
        const r = act(newGame(seed).state, { type: 'create', name: 'A', className, kit: 'B', background: { text: 'x', attrs: [] } });
        if (!r.ok) throw new Error(r.error);
        const hero = r.state.hero;
        const count = rolls(r.events, /in the (Spellbook|Prayer Book)$/)[0]!.total;
        expect(count).toBeGreaterThanOrEqual(3);
        expect(count).toBeLessThanOrEqual(6);
        expect(hero.known).toHaveLength(count);
        expect(new Set(hero.known).size).toBe(count);
        const levels = hero.known.map((n) => list.find((sp) => sp.name === n)!.level);
        expect(Math.max(...levels)).toBeLessThanOrEqual(2);
        expect(levels).toContain(1);
        expect(hero.memorised).toHaveLength(1);
        expect(hero.known).toContain(hero.memorised[0]);
        expect(list.find((sp) => sp.name === hero.memorised[0])!.level).toBe(1);
      }
    }
  });

  it('gives no book to a Warrior or a Thief', () => {
    for (const className of ['Warrior', 'Thief'] as const) {
      const hero = made(className).hero;
      expect(hero.known).toEqual([]);
      expect(hero.memorised).toEqual([]);
    }
  });
});

describe('the casting test', () => {
  it('adds the spell level to the d20 and passes below INT (a level-2 spell: 9 + 2 passes INT 12, 10 + 2 does not)', () => {
    for (const [face, success] of [
      [9, true],
      [10, false],
    ] as const) {
      const s = inDungeon('Wizard');
      s.hero.level = 2;
      s.hero.attributes.INT = 12;
      s.hero.memorised = ['Web'];
      const at = squareAt(s, 3);
      // The web's Ud6 Minutes first (1 → d4, 1 → over), then the casting test's d20.
      const dice = new Forced([
        [1, 6],
        [1, 4],
        [face, 20],
      ]);
      const ctx = new Ctx(copy(s), dice);
      magicAction(ctx, { type: 'cast', spell: 'Web', target: at });
      const t = tests(ctx.events, 'cast Web')[0]!;
      expect(t.attr).toBe('INT');
      expect(t.mods).toEqual([{ label: 'spell level', value: 2 }]);
      expect(t.d20).toBe(face);
      expect(t.total).toBe(face + 2);
      expect(t.edge).toBe('normal');
      expect(t.success).toBe(success);
      expect(ctx.s.hero.memorised).toEqual(success ? ['Web'] : []);
      expect(ctx.s.hero.castThisVisit).toEqual(['Web']);
      expect(dice.left).toBe(0);
    }
  });

  it('has Disadvantage when the spell was already cast this visit: the higher of two d20s counts', () => {
    const s = inDungeon('Wizard');
    s.hero.attributes.INT = 12;
    s.hero.memorised = ['Shield', 'Shield'];
    s.hero.castThisVisit = ['Shield'];
    const ctx = new Ctx(copy(s), new Forced([
      [5, 20],
      [15, 20],
    ]));
    magicAction(ctx, { type: 'cast', spell: 'Shield' });
    const t = tests(ctx.events, 'cast Shield')[0]!;
    expect(t.edge).toBe('disadvantage');
    expect(t.d20).toBe(15);
    expect(t.dropped).toBe(5);
    expect(t.total).toBe(16);
    expect(t.success).toBe(false);
    // One of the two copies is forgotten; the effect happened before the test.
    expect(ctx.s.hero.memorised).toEqual(['Shield']);
    expect(wardDice(ctx.s.hero)).toBe(2);
  });

  it('through the reducer: the first cast of a visit is a plain roll, the second at Disadvantage', () => {
    let s = inDungeon('Wizard');
    s.hero.attributes.INT = 30;
    s.hero.memorised = ['Light'];
    const first = ok(s, { type: 'cast', spell: 'Light' });
    expect(tests(first.events, 'cast Light')[0]!.edge).toBe('normal');
    s = first.state;
    const second = ok(s, { type: 'cast', spell: 'Light' });
    const t = tests(second.events, 'cast Light')[0]!;
    expect(t.edge).toBe('disadvantage');
    expect(t.d20).toBe(Math.max(t.d20, t.dropped!));
  });

  it('forgets the spell on a failed test, and then refuses to cast it', () => {
    const s = inDungeon('Cleric');
    s.hero.attributes.WIS = 1;
    s.hero.memorised = ['Light'];
    const r = ok(s, { type: 'pray', prayer: 'Light' });
    const t = tests(r.events, 'pray Light')[0]!;
    expect(t.success).toBe(false);
    expect(t.total).toBe(t.d20 + 1);
    expect(r.state.hero.memorised).toEqual([]);
    expect(said(r.events, /slips from your memory/)).toBe(true);
    refused(r.state, { type: 'pray', prayer: 'Light' }, /not memorised/);
  });

  it('says where a light or a find falls as the player can read it, counted from the hero, never as coordinates', () => {
    const s = inDungeon('Cleric');
    s.hero.memorised = ['Light'];
    expect(said(ok(s, { type: 'pray', prayer: 'Light' }).events, /^Light fills the squares around you\.$/)).toBe(true);
    const z = currentZone(s).z;
    const spot = squareAt(s, 2);
    z.traps.push({ name: 'Pit Trap w/ Spikes - 10x10', x: spot.x, y: spot.y, found: false, disarmed: false });
    const ctx = new Ctx(copy(s));
    findTrap(ctx, currentZone(ctx.s).z.traps.at(-1)!, 'You find');
    expect(said(ctx.events, new RegExp(`^You find: a spiked pit ${whereFrom(s.hero, spot)} of you\\.`))).toBe(true);
  });
});

describe('memorising', () => {
  it('at Home: as many as the Level, of levels up to it, from the book; free and as often as wanted', () => {
    const s = made('Wizard');
    const hero = s.hero;
    const level1 = hero.known.filter((n) => SPELLS.rows.find((sp) => sp.name === n)!.level === 1);
    const level2 = hero.known.find((n) => SPELLS.rows.find((sp) => sp.name === n)!.level === 2) ?? 'Sleep';
    refused(s, { type: 'memorise', spells: [level1[0]!, level1[0]!] }, /At Level 1 you can hold 1 spell/);
    refused(s, { type: 'memorise', spells: [level2] }, /beyond your Level/);
    refused(s, { type: 'memorise', spells: [] }, /which spells/);
    const notInBook = SPELLS.rows.find((sp) => sp.level === 1 && !hero.known.includes(sp.name))!.name;
    refused(s, { type: 'memorise', spells: [notInBook] }, /not in your book/);
    refused(s, { type: 'memorise', spells: ['Cure Light Wounds'] }, /no spell called/);
    const once = ok(s, { type: 'memorise', spells: [level1.at(-1)!] });
    expect(once.state.hero.memorised).toEqual([level1.at(-1)]);
    const twice = ok(once.state, { type: 'memorise', spells: [level1[0]!] });
    expect(twice.state.hero.memorised).toEqual([level1[0]]);
    expect(twice.state.time.minutes).toBe(s.time.minutes);
  });

  it('needs the book (or a scroll of the spell)', () => {
    const s = made('Cleric');
    const prayer = s.hero.memorised[0]!;
    s.hero.items = s.hero.items.filter((i) => i.name !== 'Prayer Book');
    refused(s, { type: 'memorise', spells: [prayer] }, /need your book/);
    magicItem(s, `Scroll of ${prayer}`, null);
    expect(ok(s, { type: 'memorise', spells: [prayer] }).state.hero.memorised).toEqual([prayer]);
  });

  it('is refused to a Warrior or a Thief', () => {
    refused(made('Warrior'), { type: 'memorise', spells: ['Light'] }, /Only a Wizard or a Cleric/);
  });

  it('in the dungeon: an hour of study with no enemy about, once a Day', () => {
    const s = inDungeon('Wizard');
    const spell = s.hero.memorised[0]!;
    const foe = put(s, squareAt(s, 4), { attitude: 'hostile', aware: true });
    refused(s, { type: 'memorise', spells: [spell] }, /enemies about/);
    currentZone(s).z.creatures = currentZone(s).z.creatures.filter((c) => c !== foe);
    const r = ok(s, { type: 'memorise', spells: [spell] });
    expect(r.state.time.minutes).toBe(s.time.minutes + 6);
    expect(r.state.hero.lastMemorisedDay).toBe(r.state.home.day);
    refused(r.state, { type: 'memorise', spells: [spell] }, /once a Day/);
  });
});

describe('refused casts leave the state as it was', () => {
  it('an unknown spell, one not memorised, one above the Level, the wrong class', () => {
    const s = inDungeon('Wizard');
    s.hero.memorised = ['Light'];
    refused(s, { type: 'cast', spell: 'Fireblast' }, /no spell called Fireblast/);
    refused(s, { type: 'cast', spell: 'Magic Missile', target: { x: s.hero.x, y: s.hero.y - 2 } }, /not memorised/);
    s.hero.memorised = ['Fireball'];
    refused(s, { type: 'cast', spell: 'Fireball' }, /beyond your Level/);
    refused(s, { type: 'pray', prayer: 'Light' }, /Only a Cleric prays/);
    refused(s, { type: 'banish' }, /Only a Cleric/);
    const c = inDungeon('Cleric');
    refused(c, { type: 'cast', spell: 'Light' }, /Only a Wizard casts/);
    const w = inDungeon('Warrior');
    refused(w, { type: 'cast', spell: 'Magic Missile' }, /Only a Wizard casts/);
  });

  it('a target out of range or out of view, or none where one is needed', () => {
    const s = inDungeon('Wizard');
    s.hero.level = 2;
    s.hero.memorised = ['Web', 'Magic Missile'];
    refused(s, { type: 'cast', spell: 'Web', target: squareAt(s, 7) }, /out of range/);
    const far = put(s, squareAt(s, 7));
    refused(s, { type: 'cast', spell: 'Web', target: { creature: far.id } }, /Aim this at a square/);
    const hidden = put(s, unseenSquare(s));
    refused(s, { type: 'cast', spell: 'Magic Missile', target: { creature: hidden.id } }, /cannot see that target/);
    refused(s, { type: 'cast', spell: 'Magic Missile', target: { creature: 99_999 } }, /cannot see that target/);
    refused(s, { type: 'cast', spell: 'Magic Missile' }, /Choose a creature/);
    refused(s, { type: 'cast', spell: 'Web', target: unseenSquare(s) }, /cannot see that square/);
    // Magic Missile reaches Distant: a creature in view seven squares off is fair game.
    expect(act(s, { type: 'cast', spell: 'Magic Missile', target: { creature: far.id } }).ok).toBe(true);
  });

  it('Sleep that no roll could make work: every creature Nearby has more HP than the dice can reach', () => {
    const s = inDungeon('Wizard');
    s.hero.level = 2;
    s.hero.memorised = ['Sleep'];
    const sides = Number(/d(\d+)/.exec(heroClass(s.hero).hitDie)![1]);
    const big = put(s, squareAt(s, 3), { hp: 2 * sides, maxHp: 2 * sides });
    refused(s, { type: 'cast', spell: 'Sleep' }, new RegExp(`^Sleep cannot touch any creature Nearby: 2d${sides} comes to ${2 * sides} at most`));
    big.hp = 2 * sides - 1;
    expect(act(s, { type: 'cast', spell: 'Sleep' }).ok).toBe(true);
  });
});

describe('spell and prayer effects', () => {
  it('Magic Missile deals 1d6 per Level to one creature', () => {
    const s = inDungeon('Wizard');
    s.hero.level = 3;
    s.hero.attributes.INT = 30;
    s.hero.memorised = ['Magic Missile'];
    const c = put(s, squareAt(s, 5));
    const r = ok(s, { type: 'cast', spell: 'Magic Missile', target: { creature: c.id } });
    const roll = rolls(r.events, 'Magic Missile')[0]!;
    expect(roll.dice).toBe('3d6');
    expect(creature(r.state, c.id)!.hp).toBe(40 - roll.total);
    // Struck, it turns on the caster.
    expect(creature(r.state, c.id)!.attitude).toBe('hostile');
  });

  it('Fireball burns 1d4 Nearby creatures, each for its own 1d6 per Level', () => {
    const s = inDungeon('Wizard');
    s.hero.level = 4;
    s.hero.attributes.INT = 30;
    s.hero.memorised = ['Fireball'];
    const foes = [2, 3, 4, 5, 6].map((d) => put(s, squareAt(s, d)));
    const r = ok(s, { type: 'cast', spell: 'Fireball', target: { creature: foes[2]!.id } });
    const n = rolls(r.events, 'Fireball: creatures caught')[0]!.total;
    const burns = rolls(r.events, /^Fireball on the /);
    expect(burns).toHaveLength(n);
    const hit = foes.filter((f) => creature(r.state, f.id)!.hp < 40);
    expect(hit).toHaveLength(n);
    expect(hit.map((f) => f.id)).toContain(foes[2]!.id);
  });

  it('Cure Light Wounds heals 1d8, never above the maximum', () => {
    const s = inDungeon('Cleric');
    s.hero.attributes.WIS = 30;
    s.hero.memorised = ['Cure Light Wounds'];
    s.hero.maxHp = 20;
    s.hero.hp = 1;
    const r = ok(s, { type: 'pray', prayer: 'Cure Light Wounds' });
    expect(r.state.hero.hp).toBe(Math.min(20, 1 + rolls(r.events, 'Cure Light Wounds')[0]!.total));
    s.hero.hp = 19;
    const full = ok(s, { type: 'pray', prayer: 'Cure Light Wounds' });
    expect(full.state.hero.hp).toBe(20);
  });

  it('Web holds every creature in its squares until its Minutes run out', () => {
    const s = inDungeon('Wizard');
    s.hero.level = 2;
    s.hero.attributes.INT = 30;
    s.hero.memorised = ['Web'];
    const centre = squareAt(s, 4);
    const caught = put(s, centre);
    const free = put(s, squareAt(s, 1));
    const r = ok(s, { type: 'cast', spell: 'Web', target: centre });
    expect(creature(r.state, caught.id)!.conditions).toContainEqual({ kind: 'paralysed', turns: null, source: 'Web' });
    expect(creature(r.state, free.id)!.conditions).toEqual([]);
    const web = r.state.hero.effects.find((e) => e.name === 'Web' && e.kind === 'area')!;
    expect(web.untilMinute).toBeGreaterThan(r.state.time.minutes);
    // Time passes; the upkeep ends the web and lets go of the creature.
    const later = copy(r.state);
    later.time.minutes = web.untilMinute!;
    const ctx = new Ctx(later);
    magicTurn(ctx);
    expect(ctx.s.hero.effects.some((e) => e.name === 'Web')).toBe(false);
    expect(creature(ctx.s, caught.id)!.conditions).toEqual([]);
  });

  it('Hold Person lasts while the caster passes a WIS test each turn', () => {
    const s = inDungeon('Cleric');
    s.hero.level = 2;
    s.hero.attributes.WIS = 30;
    s.hero.memorised = ['Hold Person'];
    const c = put(s, squareAt(s, 3));
    const r = ok(s, { type: 'pray', prayer: 'Hold Person', target: { creature: c.id } });
    expect(creature(r.state, c.id)!.conditions.some((x) => x.source === 'Hold Person')).toBe(true);
    const held = copy(r.state);
    held.hero.attributes.WIS = 1;
    const ctx = new Ctx(held);
    magicTurn(ctx);
    expect(tests(ctx.events, 'maintain Hold Person')[0]!.success).toBe(false);
    expect(creature(ctx.s, c.id)!.conditions.some((x) => x.source === 'Hold Person')).toBe(false);
  });

  it('Dimension Door moves the hero to an open square; not into the unknown', () => {
    const s = inDungeon('Wizard');
    s.hero.level = 6;
    s.hero.attributes.INT = 30;
    s.hero.memorised = ['Dimension Door'];
    const to = squareAt(s, 5);
    const r = ok(s, { type: 'cast', spell: 'Dimension Door', target: to });
    expect({ x: r.state.hero.x, y: r.state.hero.y }).toEqual(to);
    const blocked = put(s, squareAt(s, 3));
    refused(s, { type: 'cast', spell: 'Dimension Door', target: { x: blocked.x, y: blocked.y }, to: { x: 0, y: 0 } }, /not open floor|do not know/);
  });

  it('Knock/Lock shuts and locks an open door, then opens it again', () => {
    const s = inDungeon('Wizard');
    s.hero.level = 2;
    s.hero.attributes.INT = 30;
    s.hero.memorised = ['Knock/Lock', 'Knock/Lock'];
    const door = { x: s.hero.x, y: s.hero.y + 1 };
    const k = key(door.x, door.y);
    expect(currentZone(s).z.doors[k]).toMatchObject({ open: true, locked: false });
    const locked = ok(s, { type: 'cast', spell: 'Knock/Lock', target: door });
    expect(currentZone(locked.state).z.doors[k]).toMatchObject({ open: false, locked: true });
    const opened = ok(locked.state, { type: 'cast', spell: 'Knock/Lock', target: door });
    expect(currentZone(opened.state).z.doors[k]).toMatchObject({ open: true, locked: false });
    refused(s, { type: 'cast', spell: 'Knock/Lock', target: squareAt(s, 2) }, /no door/);
  });

  it('Shield adds two magic armour dice, each lost for good when broken', () => {
    const s = inDungeon('Wizard');
    s.hero.attributes.INT = 30;
    s.hero.memorised = ['Shield'];
    const r = ok(s, { type: 'cast', spell: 'Shield' });
    expect(wardDice(r.state.hero)).toBe(2);
    const ctx = new Ctx(copy(r.state));
    expect(breakWardDie(ctx)).toBe(true);
    expect(wardDice(ctx.s.hero)).toBe(1);
    expect(breakWardDie(ctx)).toBe(true);
    expect(wardDice(ctx.s.hero)).toBe(0);
    expect(breakWardDie(ctx)).toBe(false);
    // The worn armour's dice are another matter.
    expect(armourLeft(ctx.s.hero)).toBe(armourLeft(s.hero));
  });

  it('Prayer gives Advantage on Defend tests while it lasts', () => {
    const s = inDungeon('Cleric');
    s.hero.level = 4;
    s.hero.attributes.WIS = 30;
    s.hero.memorised = ['Prayer'];
    const r = ok(s, { type: 'pray', prayer: 'Prayer' });
    expect(magicTestHelp(r.state, { label: 'defend against the Goblin', attr: 'STR' }).advantage).toEqual(['Prayer']);
    expect(magicTestHelp(r.state, { label: 'attack the Goblin', attr: 'STR' }).advantage).toEqual([]);
  });

  it('an Elemental serves: it strikes a foe next to it in the magic upkeep', () => {
    const s = inDungeon('Wizard');
    s.hero.level = 7;
    s.hero.attributes.INT = 30;
    s.hero.memorised = ['Elemental'];
    const spot = squareAt(s, 3);
    const r = ok(s, { type: 'cast', spell: 'Elemental', target: spot });
    const servant = currentZone(r.state).z.creatures.find((c) => c.category === 'Elementals')!;
    expect(servant.attitude).toBe('friendly');
    expect(r.state.hero.effects.some((e) => e.kind === 'ally' && e.creature === servant.id)).toBe(true);
    const next = copy(r.state);
    const foeAt = openSquares(next).find((p) => distance(p, servant) === 1)!;
    put(next, foeAt, { name: 'Orc', attitude: 'hostile', hp: 100, maxHp: 100 });
    const ctx = new Ctx(next);
    magicTurn(ctx);
    expect(rolls(ctx.events, /strikes at the Orc/)).toHaveLength(1);
  });

  it('Invisibility: foes lose track of the hero until the hero strikes', () => {
    const s = inDungeon('Wizard');
    s.hero.level = 4;
    s.hero.attributes.INT = 30;
    s.hero.memorised = ['Invisibility'];
    const foe = put(s, { x: s.hero.x, y: s.hero.y - 1 }, { attitude: 'hostile', aware: true, damage: '1' });
    const r = ok(s, { type: 'cast', spell: 'Invisibility' });
    expect(creature(r.state, foe.id)!.attitude).toBe('neutral');
    expect(r.state.time.fight).toBeNull();
    const struck = ok(r.state, { type: 'move', dir: 'n' });
    const ctx = new Ctx(struck.state);
    magicTurn(ctx);
    expect(ctx.s.hero.effects.some((e) => e.name === 'Invisibility')).toBe(false);
    expect(creature(ctx.s, foe.id)?.attitude ?? 'hostile').toBe('hostile');
  });

  it('Silence stops every prayer spoken inside it', () => {
    const s = inDungeon('Cleric');
    s.hero.level = 3;
    s.hero.attributes.WIS = 30;
    s.hero.memorised = ['Silence', 'Light'];
    const r = ok(s, { type: 'pray', prayer: 'Silence', target: { x: s.hero.x, y: s.hero.y - 1 } });
    refused(r.state, { type: 'pray', prayer: 'Light' }, /Silence/);
  });

  it('Teleport takes the hero Home', () => {
    const s = inDungeon('Wizard');
    s.hero.level = 7;
    s.hero.attributes.INT = 30;
    s.hero.memorised = ['Teleport'];
    refused(s, { type: 'cast', spell: 'Teleport' }, /Teleport where/);
    const r = ok(s, { type: 'cast', spell: 'Teleport', to: 'home' });
    expect(r.state.phase).toBe('home');
    expect(r.state.zone).toBeNull();
  });
});

describe('every spell and prayer', () => {
  it('has an effect on the grid', () => {
    for (const sp of [...SPELLS.rows, ...PRAYERS.rows]) expect(EFFECTS[`${sp.caster}:${sp.name}`], `${sp.caster}:${sp.name}`).toBeDefined();
    expect(Object.keys(EFFECTS)).toHaveLength(SPELLS.rows.length + PRAYERS.rows.length);
  });

  it('can be cast by a Level 10 caster in a room with a creature, an undead, an object and a door', () => {
    for (const sp of [...SPELLS.rows, ...PRAYERS.rows]) {
      const className = sp.caster;
      const s = inDungeon(className);
      s.hero.level = 10;
      s.hero.attributes.INT = s.hero.attributes.WIS = 30;
      s.hero.memorised = [sp.name];
      // Hurt and feverish, so every cure has something to cure.
      const foe = put(s, squareAt(s, 3), { hp: 15, maxHp: 20, conditions: [{ kind: 'disadvantage', attrs: 'all', minutes: null, source: 'fever' }] });
      const undead = put(s, squareAt(s, 4), { name: 'Skeleton', category: 'Undead', glyph: 'Z', group: 901 });
      const thing = squareAt(s, 2);
      currentZone(s).z.items.push({ ...thing, chest: false, item: { id: s.nextId++, name: 'old boot', kind: 'misc', quantity: 1, usageDie: null, av: null, weaponKind: null, large: false, ranged: false, gear: false, value: 0, magic: null } });
      // A servant that fell here an hour ago, for Raise Dead.
      s.hero.effects.push({ id: s.nextId++, name: 'fallen Dog', kind: 'fallen', zone: s.zone, untilTurn: null, untilMinute: s.time.minutes + 100, visit: null, x: thing.x, y: thing.y, value: s.time.minutes, snapshot: { ...foe, id: s.nextId++, name: 'Dog', attitude: 'friendly' } });
      const door = { x: s.hero.x, y: s.hero.y + 1 };
      const targets: { target?: Target; to?: { x: number; y: number } | 'home' }[] = [
        { target: { creature: foe.id } },
        { target: squareAt(s, 3 + 1) },
        { target: thing },
        { target: door },
        {},
        { target: { creature: undead.id } },
        { target: squareAt(s, 2), to: squareAt(s, 5) },
        { to: squareAt(s, 5) },
      ];
      const errors: string[] = [];
      let done: { state: GameState; events: GameEvent[] } | undefined;
      for (const t of targets) {
        const action: Action = className === 'Wizard' ? { type: 'cast', spell: sp.name, ...t } : { type: 'pray', prayer: sp.name, ...t };
        const r = act(s, action);
        if (r.ok) {
          done = r;
          break;
        }
        errors.push(r.error);
      }
      expect(done, `${sp.name}: ${errors.join(' / ')}`).toBeDefined();
      expect(done!.events.some((e) => e.kind === 'magic' && e.text.includes(sp.name)), sp.name).toBe(true);
    }
  });
});

describe('Banish Undead', () => {
  function graveyard(wis: number) {
    const s = inDungeon('Cleric');
    s.hero.level = 2;
    s.hero.attributes.WIS = wis;
    const a = put(s, squareAt(s, 3), { name: 'Skeleton', category: 'Undead', glyph: 'Z', hd: 1, group: 7 });
    const b = put(s, squareAt(s, 4), { name: 'Skeleton', category: 'Undead', glyph: 'Z', hd: 3, group: 7 });
    const living = put(s, squareAt(s, 2), { group: 8 });
    return { s, a, b, living };
  }

  it('one WIS test per group, adding its highest HD; the banished take the Level in damage and flee for 1d4 + Level Moments', () => {
    const { s, a, b, living } = graveyard(30);
    const r = ok(s, { type: 'banish' });
    const t = tests(r.events).filter((e) => e.label.startsWith('banish'));
    expect(t).toHaveLength(1);
    expect(t[0]!.mods).toEqual([{ label: 'highest HD', value: 3 }]);
    expect(t[0]!.total).toBe(t[0]!.d20 + 3);
    const moments = rolls(r.events, 'banished for (Moments)')[0]!;
    expect(moments.dice).toBe('1d4+2');
    for (const u of [a, b]) {
      const now = creature(r.state, u.id);
      if (!now) continue; // it may already have run out of the zone
      expect(now.hp).toBe(38);
      expect(now.attitude).toBe('fleeing');
      expect(r.state.hero.effects.find((e) => e.creature === u.id && e.name === 'Banish Undead')!.untilTurn).toBe(s.turn + moments.total);
    }
    expect(creature(r.state, living.id)!.hp).toBe(40);
  });

  it('when the Moments are up, a banished creature still in the zone turns on the hero again', () => {
    const { s, b } = graveyard(30);
    b.hp = b.maxHp = 100;
    const r = ok(s, { type: 'banish' });
    const later = copy(r.state);
    const record = later.hero.effects.find((e) => e.creature === b.id && e.name === 'Banish Undead')!;
    // Back where it stood, as if it had not reached a way out.
    const still = creature(later, b.id) ?? put(later, { x: b.x, y: b.y }, { ...b });
    still.attitude = 'fleeing';
    later.turn = record.untilTurn! - 2;
    const early = new Ctx(copy(later));
    magicTurn(early);
    expect(creature(early.s, b.id)!.attitude).toBe('fleeing');
    later.turn = record.untilTurn! - 1;
    const ctx = new Ctx(later);
    magicTurn(ctx);
    expect(creature(ctx.s, b.id)!.attitude).toBe('hostile');
  });

  it('leaves out the undead a banishment still holds, so that they flee their Moments out: banished again, they turned on the hero at once', () => {
    const { s, a, b } = graveyard(30);
    a.hp = a.maxHp = b.hp = b.maxHp = 100;
    const r = ok(s, { type: 'banish' });
    const later = copy(r.state);
    // Both still fleeing where they stood, as if no way out were near.
    for (const u of [a, b]) Object.assign(creature(later, u.id) ?? put(later, { x: u.x, y: u.y }, { ...u }), { x: u.x, y: u.y, attitude: 'fleeing' });
    refused(later, { type: 'banish' }, /banished already/);
    const zombie = put(later, squareAt(later, 2), { name: 'Zombie', category: 'Undead', glyph: 'Z', hd: 2, group: 9, hp: 100, maxHp: 100, attitude: 'hostile' });
    const again = ok(later, { type: 'banish' });
    expect(tests(again.events).map((e) => e.label)).toEqual(['banish the Zombie']);
    expect(creature(again.state, a.id)?.hp ?? 98).toBe(98);
    // One banishment each: when it runs out, it alone says so and turns the creature back.
    for (const u of [a, b, zombie]) expect(again.state.hero.effects.filter((e) => e.creature === u.id && e.name === 'Banish Undead')).toHaveLength(1);
  });

  it('does not say that undead the banishing destroyed are banished', () => {
    const { s, a, b } = graveyard(30);
    a.hp = b.hp = 2;
    const r = ok(s, { type: 'banish' });
    expect(creature(r.state, a.id)).toBeUndefined();
    expect(said(r.events, /banished for/)).toBe(false);
  });

  it('a failed test leaves the undead unharmed', () => {
    const { s, a } = graveyard(1);
    const r = ok(s, { type: 'banish' });
    expect(tests(r.events).find((e) => e.label.startsWith('banish'))!.success).toBe(false);
    expect(creature(r.state, a.id)!.hp).toBe(40);
  });

  it('is refused with no undead Nearby', () => {
    const s = inDungeon('Cleric');
    put(s, squareAt(s, 2));
    refused(s, { type: 'banish' }, /No undead/);
  });
});

describe('reading from a book or scroll', () => {
  it('tests first: success casts the spell, and a scroll crumbles', () => {
    const s = inDungeon('Wizard');
    s.hero.attributes.INT = 30;
    s.hero.memorised = [];
    const scroll = magicItem(s, 'Scroll of Magic Missile', null);
    const c = put(s, squareAt(s, 4));
    const r = ok(s, { type: 'read', item: scroll.id, target: { creature: c.id } });
    const t = tests(r.events, 'read Magic Missile')[0]!;
    expect(t.total).toBe(t.d20 + 1);
    expect(creature(r.state, c.id)!.hp).toBe(40 - rolls(r.events, 'Magic Missile')[0]!.total);
    expect(r.state.hero.items.some((i) => i.id === scroll.id)).toBe(false);
  });

  it('failure brings a Magical Side Effect; the book stays', () => {
    const s = inDungeon('Wizard');
    s.hero.attributes.INT = 1;
    s.hero.known = ['Light'];
    const book = s.hero.items.find((i) => i.name === 'Spellbook')!;
    const r = ok(s, { type: 'read', item: book.id, spell: 'Light', target: squareAt(s, 2) });
    expect(tests(r.events).find((e) => e.label.startsWith('read '))!.success).toBe(false);
    const roll = rolls(r.events, 'Magical Side Effects')[0]!;
    const row = MAGICAL_SIDE_EFFECTS.rows.find((x) => x.min <= roll.total && roll.total <= x.max)!;
    expect(said(r.events, new RegExp(`Magical side effect: ${row.name}`))).toBe(true);
    expect(r.state.hero.items.some((i) => i.id === book.id)).toBe(true);
  });

  it('is refused in a fight, and for a spell the book does not hold', () => {
    const s = inDungeon('Wizard');
    const book = s.hero.items.find((i) => i.name === 'Spellbook')!;
    const missing = SPELLS.rows.find((sp) => sp.level === 1 && !s.hero.known.includes(sp.name))!.name;
    refused(s, { type: 'read', item: book.id, spell: missing }, /does not hold/);
    put(s, squareAt(s, 5), { attitude: 'hostile', aware: true });
    refused(s, { type: 'read', item: book.id, spell: s.hero.known[0]! }, /not in the middle of a fight/);
  });

  it('the side-effect table covers 1–20', () => {
    const faces = MAGICAL_SIDE_EFFECTS.rows.flatMap((r) => Array.from({ length: r.max - r.min + 1 }, (_, k) => r.min + k));
    expect(faces).toEqual(Array.from({ length: 20 }, (_, k) => k + 1));
  });
});

describe('magic items', () => {
  it('every item of the 2d12 table can be quaffed, read or used', () => {
    for (const row of MAGIC_ITEMS.rows) expect(MAGIC_ITEM_USES[row.name], row.name).toBeDefined();
  });

  it('the Salve of Resistance rolls its Usage die after each use: 1–2 steps it down', () => {
    const s = made('Thief');
    const salve = magicItem(s, 'Salve of Resistance', 6);
    const r = ok(s, { type: 'use', item: salve.id });
    const ud = rolls(r.events, /^Usage die of the Salve of Resistance/)[0]!;
    expect(ud.dice).toBe('1d6');
    expect(r.state.hero.items.find((i) => i.id === salve.id)!.usageDie).toBe(ud.total <= 2 ? 4 : 6);
    const applied = r.state.hero.effects.find((e) => e.name === 'Salve of Resistance')!;
    // Applied at Home, it lasts the coming visit.
    expect(applied.visit).toBe(s.visits + 1);
  });

  it('a 1 on the last Usage die uses the item up (forced)', () => {
    const s = made('Thief');
    const salve = magicItem(s, 'Salve of Resistance', 4);
    const ctx = new Ctx(copy(s), new Forced([[1, 4]]));
    magicAction(ctx, { type: 'use', item: salve.id });
    expect(ctx.s.hero.items.some((i) => i.id === salve.id)).toBe(false);
  });

  it('the Wax Seal of Holding locks a door it touches, and rolls its Usage die', () => {
    const s = inDungeon('Warrior');
    const seal = magicItem(s, 'Wax Seal of Holding', 6);
    const door = { x: s.hero.x, y: s.hero.y + 1 };
    const r = ok(s, { type: 'use', item: seal.id, target: door });
    expect(currentZone(r.state).z.doors[key(door.x, door.y)]).toMatchObject({ open: false, locked: true });
    expect(rolls(r.events, /^Usage die of the Wax Seal of Holding/)).toHaveLength(1);
    refused(s, { type: 'use', item: seal.id, target: squareAt(s, 3) }, /no door|out of range/);
    refused(s, { type: 'quaff', item: seal.id }, /use it/);
  });

  it('the Elixir of Vitality restores every HP', () => {
    const s = made('Warrior');
    s.hero.hp = 1;
    const elixir = magicItem(s, 'Elixir of Vitality', 6);
    expect(ok(s, { type: 'quaff', item: elixir.id }).state.hero.hp).toBe(s.hero.maxHp);
  });

  it('the Tonic of Power raises an attribute for the visit', () => {
    const s = made('Thief');
    const tonic = magicItem(s, 'Tonic of Power', null);
    const r = ok(s, { type: 'quaff', item: tonic.id });
    const attr = r.state.hero.effects.find((e) => e.name === 'Tonic of Power')!.attr!;
    const rise = rolls(r.events, 'Tonic of Power: rise')[0]!.total;
    expect(r.state.hero.attributes[attr]).toBe(s.hero.attributes[attr] + rise);
    expect(r.state.hero.items.some((i) => i.id === tonic.id)).toBe(false);
  });

  it('a wand holds one Wizard spell of level 1–8, rolled once', () => {
    const s = made('Thief');
    const wand = magicItem(s, 'Wand', 6);
    const ctx = new Ctx(copy(s));
    const spell = wandSpell(ctx, wand);
    const level = SPELLS.rows.find((sp) => sp.name === spell)!.level;
    expect(level).toBe(rolls(ctx.events, 'the wand’s spell level')[0]!.total);
    expect(wandSpell(ctx, wand)).toBe(spell);
  });
});

describe('docs/spells.md', () => {
  it('gives every spell and prayer its line, and every side effect', () => {
    const doc = readFileSync('docs/spells.md', 'utf8');
    for (const sp of [...SPELLS.rows, ...PRAYERS.rows]) expect(doc, sp.name).toContain(`| ${sp.level} | **${sp.name}** |`);
    for (const row of MAGICAL_SIDE_EFFECTS.rows) expect(doc, row.name).toContain(`| ${row.min} | ${row.name} |`);
  });
});

/** A caster of `level` in the first zone, with a WIS or INT no casting test fails and `spells` memorised. */
function caster(className: 'Wizard' | 'Cleric', level: number, ...spells: string[]): GameState {
  const s = inDungeon(className);
  s.hero.level = level;
  s.hero.attributes[className === 'Wizard' ? 'INT' : 'WIS'] = 30;
  s.hero.memorised = spells;
  return s;
}

/** The Minutes a Usage-die span was said to last, from its line in the log. */
const lasts = (events: GameEvent[], name: string): number | undefined => {
  const line = events.find((e) => e.kind === 'magic' && e.text.startsWith(`${name} lasts `) && / Minutes? \(Ud6: /.test(e.text));
  return line?.kind === 'magic' ? (line.data?.lasts as number) : undefined;
};

describe('rulings on what the seed leaves open', () => {
  it('Magic Missile strikes a Close target as readily as a Distant one', () => {
    const s = caster('Wizard', 1, 'Magic Missile');
    const c = put(s, squareAt(s, 1));
    const r = ok(s, { type: 'cast', spell: 'Magic Missile', target: { creature: c.id } });
    expect(creature(r.state, c.id)!.hp).toBe(40 - rolls(r.events, 'Magic Missile')[0]!.total);
  });

  it('Elemental Wall hurts a creature Close to it by that creature’s own HD, each turn, for Ud6 Minutes', () => {
    const s = caster('Wizard', 5, 'Elemental Wall');
    const spot = squareAt(s, 3);
    const c = put(s, spot, { hd: 3 });
    const r = ok(s, { type: 'cast', spell: 'Elemental Wall', target: spot });
    expect(creature(r.state, c.id)!.hp).toBe(40 - 3);
    const wall = r.state.hero.effects.find((e) => e.name === 'Elemental Wall')!;
    expect(wall.untilMinute).toBe(s.time.minutes + lasts(r.events, 'Elemental Wall')!);
    const ctx = new Ctx(copy(r.state));
    magicTurn(ctx);
    expect(creature(ctx.s, c.id)!.hp).toBe(40 - 6);
  });

  it('Blade Barrier hurts a creature Close to it by that creature’s own HD, for Ud6 Minutes', () => {
    const s = caster('Cleric', 7, 'Blade Barrier');
    const spot = squareAt(s, 4);
    const c = put(s, spot, { hd: 5 });
    const r = ok(s, { type: 'pray', prayer: 'Blade Barrier', target: spot });
    expect(creature(r.state, c.id)!.hp).toBe(40 - 5);
    expect(r.state.hero.effects.find((e) => e.name === 'Blade Barrier')!.untilMinute).toBe(s.time.minutes + lasts(r.events, 'Blade Barrier')!);
  });

  it('a Magic Mouth speaks once, when a creature first comes Nearby it, and is gone', () => {
    const s = caster('Wizard', 3, 'Magic Mouth');
    const spot = squareAt(s, 2);
    const r = ok(s, { type: 'cast', spell: 'Magic Mouth', target: spot });
    expect(r.state.hero.effects.some((e) => e.name === 'Magic Mouth')).toBe(true);
    const later = copy(r.state);
    put(later, squareAt(later, 4), { name: 'Orc' });
    const ctx = new Ctx(later);
    magicTurn(ctx);
    expect(said(ctx.events, /^The magic mouth calls out its phrase!/)).toBe(true);
    expect(ctx.s.hero.effects.some((e) => e.name === 'Magic Mouth')).toBe(false);
  });

  it('Cloudkill and the Death Spell remove the creatures they take Out of Action, as at 0 HP', () => {
    const s = caster('Wizard', 9, 'Cloudkill', 'Death Spell');
    const far = squareAt(s, 5);
    const clouded = put(s, far, { hd: 2 });
    const r = ok(s, { type: 'cast', spell: 'Cloudkill', target: far });
    expect(creature(r.state, clouded.id)).toBeUndefined();
    const near = put(r.state, squareAt(r.state, 2), { hd: 2 });
    const d = ok(r.state, { type: 'cast', spell: 'Death Spell', target: { creature: near.id } });
    expect(creature(d.state, near.id)).toBeUndefined();
  });

  it('a hero who breathes the Cloudkill goes to the Out of Action table', () => {
    const s = caster('Wizard', 9, 'Cloudkill');
    const r = ok(s, { type: 'cast', spell: 'Cloudkill', target: squareAt(s, 5) });
    const cloud = r.state.hero.effects.find((e) => e.name === 'Cloudkill')!;
    const inside = copy(r.state);
    Object.assign(inside.hero, { x: cloud.x, y: cloud.y });
    // However short its Usage die made it, the cloud still hangs there at the next Moment.
    const held = inside.hero.effects.find((e) => e.id === cloud.id)!;
    held.untilTurn = Math.max(held.untilTurn ?? 0, inside.turn + 2);
    const ctx = new Ctx(inside, new Forced([[1, 6], [3, 4]]));
    magicTurn(ctx);
    expect(said(ctx.events, /^You breathe the killing cloud\.$/)).toBe(true);
    expect(said(ctx.events, /^Out of Action: KO’d\./)).toBe(true);
    expect([ctx.s.phase, ctx.s.hero.hp]).toEqual(['dungeon', 3]);
  });

  it('Protection from Evil wards the one who prays it', () => {
    const s = caster('Cleric', 1, 'Protection from Evil');
    const r = ok(s, { type: 'pray', prayer: 'Protection from Evil' });
    expect(r.state.hero.effects.some((e) => e.name === 'Protection from Evil' && e.kind === 'hero')).toBe(true);
    expect(magicTestHelp(r.state, { label: 'resist the curse', attr: 'WIS' }).advantage).toContain('Protection from Evil');
  });

  it('Bless: the d20 needs 1 lower on Attack tests and tests to resist harm, and on no other', () => {
    const s = caster('Cleric', 2, 'Bless');
    const r = ok(s, { type: 'pray', prayer: 'Bless' });
    for (const label of ['attack the Goblin', 'defend against the Goblin', 'avoid the pit', 'resist the curse']) expect(magicTestHelp(r.state, { label, attr: 'STR' }).mods, label).toEqual([{ label: 'Bless', value: -1 }]);
    expect(magicTestHelp(r.state, { label: 'search', attr: 'WIS' }).mods).toEqual([]);
  });

  it('Holy Word: 6–8 HD are held for 1d6 Minutes, as are 9–10 HD; 11 HD and more are untouched', () => {
    const s = caster('Cleric', 10, 'Holy Word');
    const six = put(s, squareAt(s, 2), { hd: 6 });
    const ten = put(s, squareAt(s, 3), { hd: 10, name: 'Troll' });
    const eleven = put(s, squareAt(s, 4), { hd: 11, name: 'Dragon' });
    const r = ok(s, { type: 'pray', prayer: 'Holy Word' });
    for (const [c, label] of [[six, 'Holy Word on the Goblin: Minutes'], [ten, 'Holy Word on the Troll: Minutes']] as const) {
      const [held] = rolls(r.events, label);
      expect(held!.dice).toBe('1d6');
      expect(creature(r.state, c.id)!.conditions).toContainEqual({ kind: 'paralysed', turns: null, source: 'Holy Word' });
      expect(r.state.hero.effects.find((e) => e.name === 'Holy Word' && e.creature === c.id)).toMatchObject({ untilMinute: s.time.minutes + held!.total });
    }
    expect(creature(r.state, eleven.id)!.conditions).toEqual([]);
    expect(said(r.events, /^The Dragon \(11 HD\) is too mighty for the Holy Word\.$/)).toBe(true);
  });

  it('a bound daemon stays while the caster passes an INT test at the start of each turn; a failure frees it, hostile', () => {
    const s = caster('Wizard', 9, 'Conjuration of Daemons');
    const r = ok(s, { type: 'cast', spell: 'Conjuration of Daemons', target: squareAt(s, 2) });
    const daemon = currentZone(r.state).z.creatures.find((c) => c.name === 'bound daemon')!;
    expect(daemon.attitude).toBe('friendly');
    for (const [int, attitude] of [[30, 'friendly'], [1, 'hostile']] as const) {
      const next = copy(r.state);
      next.turn += 1;
      next.hero.attributes.INT = int;
      const ctx = new Ctx(next);
      magicTurn(ctx);
      expect(tests(ctx.events, 'keep the daemon bound')).toHaveLength(1);
      expect(creature(ctx.s, daemon.id)!.attitude).toBe(attitude);
    }
  });

  it('the risen dead of Animate Dead and an Elemental serve until destroyed or until the caster leaves their zone', () => {
    for (const [spell, level] of [['Animate Dead', 6], ['Elemental', 7]] as const) {
      const s = caster('Wizard', level, spell);
      const r = ok(s, { type: 'cast', spell, target: squareAt(s, 3) });
      const serving = (t: GameState) => t.hero.effects.filter((e) => e.kind === 'ally' && e.name === spell).map((e) => e.creature);
      const [first, ...rest] = serving(r.state);
      expect(first, spell).toBeDefined();
      const destroyed = copy(r.state);
      currentZone(destroyed).z.creatures = currentZone(destroyed).z.creatures.filter((c) => c.id !== first);
      const ctx = new Ctx(destroyed);
      magicTurn(ctx);
      expect(serving(ctx.s), spell).toEqual(rest);
      const away = copy(r.state);
      away.zone = 'elsewhere';
      const left = new Ctx(away);
      expireMagic(left);
      expect(serving(left.s), spell).toEqual([]);
    }
  });

  it('Animate Object: the object serves for Ud6 Minutes', () => {
    const s = caster('Cleric', 7, 'Animate Object');
    const spot = squareAt(s, 2);
    currentZone(s).z.items.push({ ...spot, chest: false, item: { id: s.nextId++, name: 'chair', kind: 'misc', quantity: 1, usageDie: null, av: null, weaponKind: null, large: false, ranged: false, gear: false, value: 0, magic: null } });
    const r = ok(s, { type: 'pray', prayer: 'Animate Object', target: spot });
    expect(r.state.hero.effects.find((e) => e.name === 'Animate Object')!.untilMinute).toBe(s.time.minutes + lasts(r.events, 'Animate Object')!);
  });

  it('Finger of Death and Earthquake remove the creatures they take Out of Action; the Earthquake spares no one but the caster, servants included', () => {
    const s = caster('Cleric', 9, 'Finger of Death', 'Earthquake');
    const foe = put(s, squareAt(s, 2), { attitude: 'hostile' });
    const r = ok(s, { type: 'pray', prayer: 'Finger of Death', target: { creature: foe.id } });
    expect(creature(r.state, foe.id)).toBeUndefined();
    const friend = put(r.state, squareAt(r.state, 2), { attitude: 'friendly', name: 'Dog' });
    const e = ok(r.state, { type: 'pray', prayer: 'Earthquake' });
    expect(tests(e.events, 'Earthquake: the Dog')).toHaveLength(1);
    expect(tests(e.events).some((t) => t.label === 'Earthquake: the hero')).toBe(false);
    // The caster's WIS 30 passes every test: the Dog, a friend, is taken out with the foes; the caster stands.
    expect(creature(e.state, friend.id)).toBeUndefined();
    expect(e.state.phase).toBe('dungeon');
  });

  it('"the session" is one visit: the Bronze Ring and the Salve last until the hero is back Home; the Tonic’s rise lasts the visit, its fall the next', () => {
    let s = inDungeon('Thief');
    const before = { ...s.hero.attributes };
    for (const name of ['Bronze Ring', 'Salve of Resistance']) s = ok(s, { type: 'use', item: magicItem(s, name, 12).id }).state;
    const quaffed = ok(s, { type: 'quaff', item: magicItem(s, 'Tonic of Power', null).id });
    const attr = quaffed.state.hero.effects.find((e) => e.name === 'Tonic of Power')!.attr!;
    const rise = rolls(quaffed.events, 'Tonic of Power: rise')[0]!.total;
    expect(quaffed.state.hero.effects.map((e) => e.name).sort()).toEqual(['Bronze Ring', 'Salve of Resistance', 'Tonic of Power']);
    const home = homeByEntrance(quaffed.state).state;
    expect(home.hero.effects.map((e) => e.name)).toEqual(['Tonic of Power (after)']);
    expect(home.hero.attributes[attr]).toBe(Math.max(1, before[attr] - rise));
    const again = homeByEntrance(unobjecting(ok(home, { type: 'enter-dungeon' }).state)).state;
    expect(again.hero.effects).toEqual([]);
    expect(again.hero.attributes[attr]).toBe(before[attr]);
  });

  it('Nearby reaches 6 squares (30 ft) and no further: Hold Person takes a creature 6 squares off, not one 7 off', () => {
    const s = caster('Cleric', 2, 'Hold Person');
    const six = put(s, squareAt(s, 6));
    const seven = put(s, squareAt(s, 7));
    expect(creature(ok(s, { type: 'pray', prayer: 'Hold Person', target: { creature: six.id } }).state, six.id)!.conditions.some((x) => x.source === 'Hold Person')).toBe(true);
    refused(s, { type: 'pray', prayer: 'Hold Person', target: { creature: seven.id } }, /out of range|Nearby/);
  });

  it('Dimension Door takes a Nearby creature and sends it to any square in view, however far', () => {
    const s = caster('Wizard', 6, 'Dimension Door');
    const near = put(s, squareAt(s, 3));
    const far = put(s, squareAt(s, 7));
    // The farthest open square in view: beyond Nearby, the creature's own reach.
    const to = openSquares(s).at(-1)!;
    expect(distance(to, s.hero)).toBeGreaterThan(6);
    const sent = ok(s, { type: 'cast', spell: 'Dimension Door', target: { creature: near.id }, to });
    // Struck by the spell it turns hostile and may step on at once: the log says where it was sent.
    expect(said(sent.events, new RegExp(`^The Goblin vanishes and reappears ${whereFrom(s.hero, to)} of you\\.$`))).toBe(true);
    refused(s, { type: 'cast', spell: 'Dimension Door', target: { creature: far.id }, to }, /out of range|Nearby/);
  });

  it('Wind Walk lasts until the hero is back Home', () => {
    const s = caster('Cleric', 10, 'Wind Walk');
    const r = ok(s, { type: 'pray', prayer: 'Wind Walk' });
    const walk = r.state.hero.effects.find((e) => e.name === 'Wind Walk')!;
    expect(walk).toMatchObject({ untilTurn: null, untilMinute: null, visit: r.state.visits });
    expect(homeByEntrance(r.state).state.hero.effects.some((e) => e.name === 'Wind Walk')).toBe(false);
  });
});
