/**
 * What the hero sees follows the doors: closing a door hides the passage
 * behind it and opening it shows the passage again, turn after turn, and a
 * zone remembers only what was in view.
 */
import { describe, expect, it } from 'vitest';
import { DIRS, DIR_STEPS, key } from '../../src/core/engine/geometry.js';
import { step } from '../../src/core/engine/step.js';
import type { Action } from '../../src/core/engine/actions.js';
import type { Dir, GameState } from '../../src/core/engine/types.js';
import { sightOf } from '../../src/core/engine/view.js';
import { currentZone, setDoor, walkable } from '../../src/core/engine/zones.js';
import { foeBeside, heroInDungeon } from './setup.js';

/** A hero standing inside the room beside a wooden or iron door that is not the way in, with the door's direction and its passage. */
function besideADoor(): { s: GameState; dir: Dir; passage: { x: number; y: number } } {
  for (let seed = 1; seed < 60; seed++) {
    const s = heroInDungeon('Warrior', String(seed));
    const { zone, z } = currentZone(s);
    for (const exit of zone.exits) {
      const door = z.doors[key(exit.x, exit.y)];
      if (exit.kind !== 'door' || exit.entry || !door || (door.type !== 'wooden' && door.type !== 'iron') || door.locked || exit.stub.length === 0) continue;
      // The square on the room's side of the door: opposite its passage.
      const out = exit.stub[0]!;
      const inside = { x: 2 * exit.x - out.x, y: 2 * exit.y - out.y };
      if (!walkable(zone, z, inside.x, inside.y) || z.creatures.some((c) => c.x === inside.x && c.y === inside.y)) continue;
      const dir = DIRS.find((d) => DIR_STEPS[d].x === exit.x - inside.x && DIR_STEPS[d].y === exit.y - inside.y)!;
      z.creatures = [];
      s.hero.x = inside.x;
      s.hero.y = inside.y;
      setDoor(z, exit.x, exit.y, { open: false });
      return { s, dir, passage: out };
    }
  }
  throw new Error('no seed from 1 to 59 has a wooden or iron door to try');
}

function act(s: GameState, action: Action): GameState {
  const r = step(s, action);
  if (!r.ok) throw new Error(r.error);
  return r.state;
}

describe('the field of view and doors', () => {
  it('a closed door hides its passage, an opened one shows it, and closing it hides it again', () => {
    const start = besideADoor();
    let s = start.s;
    const { dir, passage } = start;
    const seesPassage = (st: GameState) => sightOf(st).sees(passage.x, passage.y);
    const remembered = (st: GameState) => currentZone(st).z.seen[passage.y * currentZone(st).zone.width + passage.x] === '1';

    s = act(s, { type: 'wait' });
    expect(seesPassage(s)).toBe(false);
    expect(remembered(s)).toBe(false);

    s = act(s, { type: 'open', dir });
    expect(seesPassage(s)).toBe(true);
    expect(sightOf(s).keys.has(key(passage.x, passage.y))).toBe(true);
    expect(remembered(s)).toBe(true);

    s = act(s, { type: 'close', dir });
    expect(seesPassage(s)).toBe(false);
    // Seen once, it stays on the map.
    expect(remembered(s)).toBe(true);

    s = act(s, { type: 'open', dir });
    expect(seesPassage(s)).toBe(true);
  });

  it('the same square and doors give the same view, as a set of keys and square by square', () => {
    const { s } = besideADoor();
    const a = sightOf(s);
    const { zone } = currentZone(s);
    expect(a.indices.length).toBeGreaterThan(1);
    for (let y = 0; y < zone.height; y++) for (let x = 0; x < zone.width; x++) expect(a.sees(x, y)).toBe(a.keys.has(key(x, y)));
    expect(a.sees(-1, 0)).toBe(false);
    expect(a.sees(zone.width, 0)).toBe(false);
  });
});

describe('creatures coming into view', () => {
  it('a lone creature is named with its article: an Orc, a Goblin', () => {
    for (const [name, line] of [['Orc', 'You see an Orc.'], ['Goblin', 'You see a Goblin.']]) {
      const s = structuredClone(heroInDungeon('Warrior'));
      foeBeside(s, { name, aware: false, attitude: 'neutral' });
      const r = step(s, { type: 'wait' });
      if (!r.ok) throw new Error(r.error);
      expect(r.events.filter((e) => e.kind === 'creature')[0]?.text).toBe(line);
    }
  });

  it('a pack is named in one line, before each group rolls its one reaction', () => {
    const s = structuredClone(heroInDungeon('Warrior'));
    const orc = foeBeside(s, { aware: false, attitude: 'neutral' });
    const { zone, z } = currentZone(s);
    // Two more squares in view, open and free.
    const free = sightOf(s)
      .indices.map((i) => ({ x: i % zone.width, y: Math.floor(i / zone.width) }))
      .filter((p) => walkable(zone, z, p.x, p.y) && !(p.x === orc.x && p.y === orc.y) && !(p.x === s.hero.x && p.y === s.hero.y));
    expect(free.length).toBeGreaterThanOrEqual(2);
    z.creatures.push({ ...orc, id: 1000, ...free[0]! }, { ...orc, id: 1001, name: 'Goblin', group: 2, ...free[1]! });
    const r = step(s, { type: 'wait' });
    if (!r.ok) throw new Error(r.error);
    const lines = r.events.filter((e) => e.kind === 'creature' || (e.kind === 'roll' && e.label.endsWith('reaction'))).map((e) => e.text);
    expect(lines[0]).toBe('You see 2 Orcs and a Goblin.');
    // Two groups, two reaction rolls: the second Orc shares the first one's mood.
    expect(lines.filter((l) => / reaction: /.test(l))).toHaveLength(2);
    const after = currentZone(r.state).z.creatures;
    expect(after.find((c) => c.id === 1000)!.attitude).toBe(after.find((c) => c.id === orc.id)!.attitude);
    expect(after.every((c) => c.aware)).toBe(true);
  });
});
