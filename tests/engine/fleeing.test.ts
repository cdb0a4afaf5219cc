/** Creatures in flight: struck, they keep running; Dealer of Death reaches them. */
import { describe, expect, it } from 'vitest';
import { DIRS, DIR_STEPS } from '../../src/core/engine/geometry.js';
import { currentZone } from '../../src/core/engine/zones.js';
import { foeBeside, heroInDungeon, ok, tests } from './setup.js';

describe('a fleeing creature', () => {
  it('struck, keeps running rather than turning to fight', () => {
    const s = heroInDungeon('Warrior', '7');
    const c = foeBeside(s, { attitude: 'fleeing', hp: 50, maxHp: 50 });
    const dir = DIRS.find((d) => s.hero.x + DIR_STEPS[d].x === c.x && s.hero.y + DIR_STEPS[d].y === c.y)!;
    const r = ok(s, { type: 'move', dir });
    expect(tests(r.events, 'attack the Orc')).toHaveLength(1);
    expect(currentZone(r.state).z.creatures.find((o) => o.id === c.id)?.attitude).toBe('fleeing');
    expect(tests(r.events, 'defend against the Orc')).toEqual([]);
  });

  it('can be cut down by Dealer of Death', () => {
    const s = heroInDungeon('Warrior', '7');
    foeBeside(s, { attitude: 'fleeing', hp: 50, maxHp: 50 });
    const r = ok(s, { type: 'deal-death' });
    expect(tests(r.events).some((t) => t.label.includes('Orc'))).toBe(true);
  });
});
