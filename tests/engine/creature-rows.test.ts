/**
 * Appendix A's creatures as the game plays them where the seed prints a
 * figure that cannot stand: the number appearing, a list no roll reached,
 * Health or Damage below zero, "Maybe" loot, "or Smell" and "or Spell".
 * Rolls forced where the claim hangs on them.
 */
import { describe, expect, it } from 'vitest';
import { CREATURES_HUMANOIDS_1, CREATURES_HUMANS, CREATURES_DOMESTIC_ANIMALS, CREATURES_FLYING_CREATURES, CREATURES_INSECTS } from '../../src/data/roguelike/creatures.js';
import { rollGroup, translate } from '../../src/procgen/creatures.js';
import { Roller } from '../../src/procgen/roller.js';
import { rollCreatureLoot } from '../../src/core/engine/loot.js';
import type { GameState } from '../../src/core/engine/types.js';
import { Ctx } from '../../src/core/engine/context.js';
import { faces, facesThen, foeBeside, heroInDungeon, ok, rolls, said, tests } from './setup.js';

const row = <R extends { name: string }>(table: { rows: R[] }, name: string): R => table.rows.find((r) => r.name === name)!;

describe('creatures as rolled', () => {
  it('as many of the rolled creature appear as the 1d6 for number appearing shows', () => {
    for (const count of [1, 4, 6]) {
      // Type 1, then Humanoids, then a Goblin-list roll, then the number appearing.
      const roller = new Roller(faces([6, 1], [6, 4], [6, 1], [6, count]));
      const group = rollGroup(roller);
      expect(group.count).toBe(count);
      expect(roller.rolls.at(-1)).toMatchObject({ dice: '1d6', result: count });
    }
  });

  it('a Type 1 roll of 6, printed "Humanoids 3", meets the list headed "Humanoids 1"', () => {
    for (let face = 1; face <= 6; face++) {
      const group = rollGroup(new Roller(faces([6, 1], [6, 6], [6, face], [6, 1])));
      expect(group.category).toBe('Humanoids 3');
      expect(group.row).toEqual(CREATURES_HUMANOIDS_1.rows[face - 1]);
    }
  });

  it('a Cat or an Owl, printed with 1d6-1 Health, is 1 HD and never placed with 0 HP', () => {
    for (const [table, category, name] of [[CREATURES_DOMESTIC_ANIMALS, 'Domestic Animals', 'Cat'], [CREATURES_FLYING_CREATURES, 'Flying Creatures', 'Owl']] as const) {
      // The lowest HP roll there is: a 1 on the d8.
      const c = translate(new Roller(faces([8, 1])), { category, row: row(table, name), count: 1 }, 1);
      expect([c.hd, c.hp]).toEqual([1, 1]);
    }
  });

  it('a Giant Cockroach, printed with 1d6-2 damage, hits with the HD 3 row’s 2d4: never less than 2, never a heal', () => {
    const c = translate(new Roller(faces([8, 1], [8, 1], [8, 1])), { category: 'Insects', row: row(CREATURES_INSECTS, 'Giant Cockroach'), count: 1 }, 1);
    expect([c.hd, c.damage]).toEqual([3, '2d4']);
  });
});

describe('"Maybe" loot', () => {
  it('drops a roll of loot on 4, 5 or 6 of a d6: an even chance', () => {
    const s = heroInDungeon('Warrior');
    const dropped = [1, 2, 3, 4, 5, 6].filter((face) => {
      return rollCreatureLoot(new Ctx(structuredClone(s), facesThen([6, face])), 'Maybe', 'Horse') !== undefined;
    });
    expect(dropped).toEqual([4, 5, 6]);
  });
});

/** A hero who fails every STR, DEX, CON and WIS test, with HP to spare, beside `name`. */
function beside(name: string, riders: string[]): GameState {
  const s = structuredClone(heroInDungeon('Warrior'));
  Object.assign(s.hero.attributes, { STR: 1, DEX: 1, CON: 1, WIS: 1 });
  s.hero.hp = s.hero.maxHp = 200;
  s.options = { ...s.options, armourPrompt: 'never' };
  foeBeside(s, { name, riders, hd: 2, damage: '2d4' });
  return s;
}

describe('"or Smell" and "or Spell"', () => {
  it("the Catpiss Man's hit hurts, and its stench leaves the hero Distracted for a turn", () => {
    const s = beside('Catpiss Man', ['Smell']);
    const r = ok(s, { type: 'wait' });
    expect(r.state.hero.hp).toBeLessThan(200);
    expect(r.state.hero.conditions).toContainEqual(expect.objectContaining({ kind: 'distracted', turns: 1 }));
    expect(said(r.events, /^The stench distracts you\.$/)).toBe(true);
  });

  it('the zone\'s record (athack map --json) tells "or Spell" as it is played', () => {
    const madman = translate(new Roller(faces([8, 1], [8, 1], [8, 1])), { category: 'Humans', row: row(CREATURES_HUMANS, 'Crazed Madman'), count: 1 }, 1);
    expect(madman.riders).toEqual([{ name: 'Spell', effect: 'once a fight casts instead of striking: a WIS test resists, armour does not' }]);
  });

  it('a creature with "or Spell" casts once a fight instead of striking: a WIS test resists, failed it deals its damage; then it strikes', () => {
    const s = beside('Crazed Madman', ['Spell']);
    const cast = ok(s, { type: 'wait' });
    expect(tests(cast.events, "resist the Crazed Madman's spell")).toHaveLength(1);
    const spell = rolls(cast.events, 'Crazed Madman spell')[0]!;
    expect(cast.state.hero.hp).toBe(200 - spell.total);
    const next = ok(cast.state, { type: 'wait' });
    expect(tests(next.events, "resist the Crazed Madman's spell")).toHaveLength(0);
  });
});
