/** Creatures' printed rules beyond their HD: fixed gold, a constrictor's hold, a poison that turns its victim. Real games through the reducer. */
import { describe, expect, it } from 'vitest';
import type { CreatureState, GameState } from '../../src/core/engine/types.js';
import { currentZone } from '../../src/core/engine/zones.js';
import { foeBeside, heroInDungeon, ok, rolls, said, toward } from './setup.js';

/** A hero whose every STR test passes, alone with `fields`' creature beside it. */
function besideA(fields: Partial<CreatureState>): { s: GameState; foe: CreatureState } {
  const s = structuredClone(heroInDungeon('Warrior'));
  s.hero.attributes.STR = 40;
  const foe = foeBeside(s, fields);
  return { s, foe };
}

describe('elementals of precious metal', () => {
  for (const [name, gold] of [['Metal Elemental', 50], ['Fused Elemental', 20]] as const)
    it(`a ${name} struck down leaves its fixed ${gold} gold pieces`, () => {
      const { s, foe } = besideA({ name, category: 'Elementals', hp: 1, maxHp: 30, loot: 'Yes' });
      const r = ok(s, { type: 'move', dir: toward(s, foe) });
      const left = currentZone(r.state).z.items.filter((i) => i.x === foe.x && i.y === foe.y);
      expect(left.map((i) => [i.item.kind, i.item.quantity])).toEqual([['gold', gold]]);
    });
});

/** A hero with nothing carried (so nothing encumbers) who fails every STR, DEX and CON test: foes act first, and every blow lands. */
function defenceless(): GameState {
  const s = structuredClone(heroInDungeon('Warrior'));
  Object.assign(s.hero.attributes, { STR: 1, DEX: 1, CON: 1 });
  s.hero.items = [];
  s.hero.equipped = { weapon: null, armour: null, shield: null, helmet: null, light: null };
  return s;
}

describe('the poison that turns its victim', () => {
  /** A hero who fails every STR, DEX and CON test, beside a Zombie Vine that has just caught them. */
  function caughtByAVine() {
    const s = defenceless();
    foeBeside(s, { name: 'Zombie Vine', category: 'Plants', riders: ['Curse', 'Poison'], damage: '2d4', hd: 3 });
    return { s, r: ok(s, { type: 'wait' }) };
  }

  it("a Zombie Vine's hit does no Health damage: it curses and poisons", () => {
    const { s, r } = caughtByAVine();
    expect(r.state.hero.hp).toBe(s.hero.hp);
    expect(r.state.pending).toBeNull();
    expect(r.state.hero.conditions.map((c) => c.kind).sort()).toEqual(['ongoing', 'weakened']);
    expect(said(r.events, /^You are poisoned: left untreated for more than 5 turns, it turns you into a Zombie\.$/)).toBe(true);
  });

  it('left untreated for more than five turns, the poison turns the hero into a Zombie, and the game ends', () => {
    let { r } = caughtByAVine();
    currentZone(r.state).z.creatures = [];
    for (let turn = 1; turn <= 5; turn++) {
      // The count goes down in the new state only: the step's input is as it was.
      const before = structuredClone(r.state);
      const input = r.state;
      r = ok(input, { type: 'wait' });
      expect(input).toEqual(before);
      expect(r.state.phase).toBe('dungeon');
    }
    r = ok(r.state, { type: 'wait' });
    expect(r.state.phase).toBe('dead');
    expect(r.state.causeOfDeath).toBe('turned into a Zombie by the Zombie Vine poison');
  });

  it("a Vampire's bite hurts, and its poison turns the hero into a Vampire rather than dealing damage each turn", () => {
    const s = defenceless();
    s.hero.hp = s.hero.maxHp = 200;
    s.options = { ...s.options, armourPrompt: 'never' };
    foeBeside(s, { name: 'Vampire', category: 'Undead', riders: ['Poison'], damage: '1d4', hd: 3 });
    const bitten = ok(s, { type: 'wait' });
    expect(bitten.state.hero.hp).toBeLessThan(200);
    currentZone(bitten.state).z.creatures = [];
    const next = ok(bitten.state, { type: 'wait' });
    expect(next.state.hero.hp).toBe(bitten.state.hero.hp);
    expect(next.state.hero.conditions).toContainEqual(expect.objectContaining({ kind: 'ongoing', turning: { into: 'Vampire', turnsLeft: 4 } }));
  });
});

describe("a Boa Constrictor's coils", () => {
  it('its hit is followed by 1d6 at the start of each turn, until it is gone', () => {
    const s = defenceless();
    s.hero.hp = s.hero.maxHp = 200;
    s.options = { ...s.options, armourPrompt: 'never' };
    foeBeside(s, { name: 'Boa Constrictor', category: 'Reptiles', damage: '2d4', hd: 3, hp: 100, maxHp: 100 });
    const bitten = ok(s, { type: 'wait' });
    expect(said(bitten.events, /^The Boa Constrictor's coils close around you/)).toBe(true);
    const squeezed = ok(bitten.state, { type: 'wait' });
    const coils = rolls(squeezed.events, "the Boa Constrictor's coils");
    expect(coils.map((r) => r.dice)).toEqual(['1d6']);
    expect(said(squeezed.events, new RegExp(`^You take ${coils[0]!.total} damage from the Boa Constrictor's coils`))).toBe(true);
    currentZone(squeezed.state).z.creatures = [];
    const free = ok(squeezed.state, { type: 'wait' });
    expect(rolls(free.events, "the Boa Constrictor's coils")).toHaveLength(0);
    expect(free.state.hero.conditions.some((c) => c.kind === 'ongoing')).toBe(false);
  });
});
