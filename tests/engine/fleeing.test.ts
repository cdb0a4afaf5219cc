/** Creatures in flight: struck, they keep running; Dealer of Death reaches them; cornered, they fight. */
import { describe, expect, it } from 'vitest';
import { DIRS, DIR_STEPS } from '../../src/core/engine/geometry.js';
import { currentZone } from '../../src/core/engine/zones.js';
import { foeBeside, heroInDungeon, ok, said, tests } from './setup.js';

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

  it('cornered beside the hero, with the hero in the only doorway, turns and fights, and the fight goes on', () => {
    // Seed 214's first zone has one door, the way in, where the hero stands.
    const s = heroInDungeon('Warrior', '214');
    expect(currentZone(s).zone.exits.filter((e) => e.kind === 'door')).toEqual([expect.objectContaining({ x: s.hero.x, y: s.hero.y })]);
    s.options.armourPrompt = 'never';
    s.hero.hp = s.hero.maxHp = 100;
    // Quick enough to act on each of the hero's turns.
    foeBeside(s, { attitude: 'fleeing', hp: 50, maxHp: 50, speed: 14, delay: 0 });
    const r = ok(s, { type: 'wait' });
    expect(said(r.events, /^The Orc is cornered and turns to fight!$/)).toBe(true);
    expect(tests(r.events, 'defend against the Orc').length).toBeGreaterThan(0);
    const again = ok(r.state, { type: 'wait' });
    expect(said(again.events, /The fight is over/)).toBe(false);
    expect(again.state.time.fight).not.toBeNull();
    expect(tests(again.events, 'defend against the Orc').length).toBeGreaterThan(0);
  });
});
