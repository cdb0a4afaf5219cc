/** A creature's Poison as the game plays it: its HD in damage at the start of each turn, not the Roguelike note's flat 3 a round. Real games through the reducer. */
import { describe, expect, it } from 'vitest';
import type { GameState } from '../../src/core/engine/types.js';
import { foeBeside, heroInDungeon, ok, said } from './setup.js';

/** A hero with nothing carried who fails every STR, DEX and CON test: every blow lands, and no CON test shakes the poison off. */
function defenceless(): GameState {
  const s = structuredClone(heroInDungeon('Warrior'));
  Object.assign(s.hero.attributes, { STR: 1, DEX: 1, CON: 1 });
  s.hero.items = [];
  s.hero.equipped = { weapon: null, armour: null, shield: null, helmet: null, light: null };
  s.hero.hp = s.hero.maxHp = 200;
  s.options = { ...s.options, armourPrompt: 'never' };
  return s;
}

describe("a creature's Poison", () => {
  it('deals the HD of the creature that laid it at the start of each turn (5 for a 5 HD Giant Centipede), not a flat 3, until shaken off', () => {
    const s = defenceless();
    foeBeside(s, { name: 'Giant Centipede', category: 'Insects', riders: ['Poison'], damage: '1d6', hd: 5, hp: 500, maxHp: 500 });
    const bitten = ok(s, { type: 'wait' });
    expect(bitten.state.hero.conditions.filter((c) => c.kind === 'ongoing').map((c) => c.kind === 'ongoing' && c.damage)).toEqual([5]);
    const next = ok(bitten.state, { type: 'wait' });
    expect(said(next.events, /^You take 5 damage from Giant Centipede poison/)).toBe(true);
  });
});
