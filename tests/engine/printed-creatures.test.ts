/** Creatures' printed rules beyond their HD: fixed gold, a constrictor's hold, a poison that turns its victim. Real games through the reducer. */
import { describe, expect, it } from 'vitest';
import type { CreatureState, GameState } from '../../src/core/engine/types.js';
import { currentZone } from '../../src/core/engine/zones.js';
import { foeBeside, heroInDungeon, ok } from './setup.js';

/** A hero whose every STR test passes, alone with `fields`' creature beside it. */
function besideA(fields: Partial<CreatureState>): { s: GameState; foe: CreatureState } {
  const s = structuredClone(heroInDungeon('Warrior'));
  s.hero.attributes.STR = 40;
  const foe = foeBeside(s, fields);
  return { s, foe };
}

const toward = (s: GameState, c: { x: number; y: number }) =>
  ((c.y < s.hero.y ? 'n' : c.y > s.hero.y ? 's' : '') + (c.x < s.hero.x ? 'w' : c.x > s.hero.x ? 'e' : '')) as 'n';

describe('elementals of precious metal', () => {
  for (const [name, gold] of [['Metal Elemental', 50], ['Fused Elemental', 20]] as const)
    it(`a ${name} struck down leaves its fixed ${gold} gold pieces`, () => {
      const { s, foe } = besideA({ name, category: 'Elementals', hp: 1, maxHp: 30, loot: 'Yes' });
      const r = ok(s, { type: 'move', dir: toward(s, foe) });
      const left = currentZone(r.state).z.items.filter((i) => i.x === foe.x && i.y === foe.y);
      expect(left.map((i) => [i.item.kind, i.item.quantity])).toEqual([['gold', gold]]);
    });
});
