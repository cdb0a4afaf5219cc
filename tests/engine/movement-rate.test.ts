/**
 * Hackssential's movement rate (`movement=hackssential`): a step to another
 * square takes 8/MOV of a turn in the creatures' time, MOV read from
 * Control (half DEX, less what the load takes); other actions a turn.
 */
import { describe, expect, it } from 'vitest';
import { DIRS, DIR_STEPS, distance } from '../../src/core/engine/geometry.js';
import type { GameState } from '../../src/core/engine/types.js';
import { currentZone, walkable } from '../../src/core/engine/zones.js';
import type { Action } from '../../src/core/engine/actions.js';
import { itemOf } from '../../src/core/engine/items.js';
import { foeBeside, heroInDungeon, withoutEnviron, ok, tests } from './setup.js';

/**
 * The Orc's blows while the hero acts once, the hero with DEX `dex`, a fight
 * under way, carrying its max load and `over` items more, and the Orc due to act 0.12 of a turn from now (a turn is 1/7).
 * `step`: the hero steps to a square still beside the Orc; else it waits.
 */
function blows(dex: number, movement: 'turn' | 'hackssential', step: boolean, over = 0): number {
  const s: GameState = withoutEnviron(heroInDungeon('Warrior'));
  s.options = { ...s.options, movement, load: 'hackssential' };
  s.hero.attributes.CON = 3 * (s.hero.items.length - 3);
  for (let k = 0; k < over; k++) s.hero.items.push(itemOf(s.nextId++, false, { name: 'brick', kind: 'misc', quantity: 1, usageDie: null, av: null, weaponKind: null, large: false, ranged: false, value: 0, magic: null }));
  Object.assign(s.hero.attributes, { DEX: dex, STR: 30 });
  const foe = foeBeside(s, { speed: 7, delay: 0.12, hp: 100, maxHp: 100 });
  s.time.fight = { round: 2, fired: false };
  const { zone, z } = currentZone(s);
  const dir = DIRS.find((d) => {
    const to = { x: s.hero.x + DIR_STEPS[d].x, y: s.hero.y + DIR_STEPS[d].y };
    return walkable(zone, z, to.x, to.y) && distance(to, foe) === 1 && !(to.x === foe.x && to.y === foe.y) && !zone.exits.some((e) => e.stub.some((p) => p.x === to.x && p.y === to.y));
  })!;
  const action: Action = step ? { type: 'move', dir } : { type: 'wait' };
  const r = ok(s, action);
  if (step) expect(r.state.hero).not.toMatchObject({ x: s.hero.x, y: s.hero.y });
  return tests(r.events, 'defend against the Orc').length;
}

describe('movement=hackssential', () => {
  it('a step by a hero of Control 1 (DEX 3, MOV 4) takes two turns’ time: the Orc strikes twice', () => {
    expect(blows(3, 'turn', true)).toBe(1);
    expect(blows(3, 'hackssential', true)).toBe(2);
  });

  it('a step by a hero of Control 9 (DEX 18, MOV 12) takes two thirds of a turn: the Orc, due at 0.12 of a turn of 0.14, has not struck yet', () => {
    expect(blows(18, 'turn', true)).toBe(1);
    expect(blows(18, 'hackssential', true)).toBe(0);
  });

  it('Control 5 (DEX 10, MOV 8) is a turn a step, but Burdened by six items over max load (DEX 4, Control 2, MOV 4) it is two again; waiting is a turn whatever the MOV', () => {
    expect(blows(10, 'hackssential', true)).toBe(1);
    expect(blows(3, 'hackssential', false)).toBe(1);
    expect(blows(10, 'hackssential', true, 6)).toBe(2);
  });
});
