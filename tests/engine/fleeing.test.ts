/** Creatures in flight: struck, they keep running; Dealer of Death reaches them; cornered, they fight. */
import { describe, expect, it } from 'vitest';
import { DIRS, DIR_STEPS } from '../../src/core/engine/geometry.js';
import { key } from '../../src/core/engine/geometry.js';
import type { GameState } from '../../src/core/engine/types.js';
import type { Exit } from '../../src/procgen/types.js';
import { currentZone, setDoor, stubExit, walkable } from '../../src/core/engine/zones.js';
import { foeBeside, heroInDungeon, ok, said, tests } from './setup.js';

/** A zone 1 with a way out by a real door (not an arch), the one farthest from the hero. */
function zoneWithDoor(): { s: GameState; exit: Exit } {
  for (let seed = 1; seed < 100; seed++) {
    const s = heroInDungeon('Warrior', String(seed));
    if (s.phase !== 'dungeon') continue;
    const { zone, z } = currentZone(s);
    const doors = zone.exits.filter((e) => e.kind === 'door' && !e.entry && z.doors[key(e.x, e.y)] && z.doors[key(e.x, e.y)]!.type !== 'open-arch');
    const exit = doors.sort((a, b) => Math.hypot(b.x - s.hero.x, b.y - s.hero.y) - Math.hypot(a.x - s.hero.x, a.y - s.hero.y))[0];
    if (exit) return { s, exit };
  }
  throw new Error('no zone 1 with a door');
}

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

  it('opens a closed door it flees through, and never stands in a shut one; a locked one stops it', () => {
    for (const locked of [false, true]) {
      const { s, exit } = zoneWithDoor();
      const { zone, z } = currentZone(s);
      setDoor(z, exit.x, exit.y, { open: false, locked });
      // Inside the room, beside the door.
      const inside = DIRS.map((d) => ({ x: exit.x + DIR_STEPS[d].x, y: exit.y + DIR_STEPS[d].y })).find((p) => walkable(zone, z, p.x, p.y) && !stubExit(zone, p.x, p.y) && !z.doors[key(p.x, p.y)])!;
      const c = foeBeside(s, { attitude: 'fleeing', ...inside });
      let state = s;
      for (let k = 0; k < 3; k++) state = ok(state, { type: 'wait' }).state;
      const after = currentZone(state).z;
      const still = after.creatures.find((o) => o.id === c.id);
      for (const o of after.creatures) if (after.doors[key(o.x, o.y)]) expect(after.doors[key(o.x, o.y)]!.open, `locked ${locked}`).toBe(true);
      // A locked door is no way out: it makes for another doorway, or stays where it is.
      if (locked) expect(after.doors[key(exit.x, exit.y)]!.open, 'the locked door stays shut').toBe(false);
      if (locked) expect(still === undefined || still.x !== exit.x || still.y !== exit.y, 'never through the locked door').toBe(true);
      else expect(still === undefined || (still.x === exit.x && still.y === exit.y), 'it went for the door').toBe(true);
    }
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
    s.options = { ...s.options, armourPrompt: 'never' };
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
