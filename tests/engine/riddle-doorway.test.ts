/**
 * A riddle on a door, met from its doorway (RULES.md §5: answered "at the
 * door in that direction or the door the hero stands in"): stepping into
 * the doorway reads the riddle out, and the answer given there counts.
 * Through the real reducer.
 */
import { describe, expect, it } from 'vitest';
import { DIRS, DIR_STEPS, key } from '../../src/core/engine/geometry.js';
import type { Dir, GameState } from '../../src/core/engine/types.js';
import { currentZone, walkable } from '../../src/core/engine/zones.js';
import type { Exit } from '../../src/procgen/types.js';
import { heroInDungeon, ok, refused } from './setup.js';

/** Seed 1's zone 1: the hero one step inside from a door that is not the way in, its riddle the candle, the door open. */
function besideRiddle(): { s: GameState; exit: Exit; into: Dir } {
  const s = heroInDungeon('Warrior', '1');
  const { zone, z } = currentZone(s);
  z.creatures = [];
  const exit = zone.exits.find((e) => e.kind === 'door' && !e.entry && e.stub.length > 0)!;
  const door = z.doors[key(exit.x, exit.y)];
  if (door) Object.assign(door, { open: true, locked: false });
  z.puzzles[key(exit.x, exit.y)] = { kind: 'riddle', riddle: 'candle' };
  const inside = DIRS.map((d) => ({ d, x: exit.x + DIR_STEPS[d].x, y: exit.y + DIR_STEPS[d].y })).find((p) => walkable(zone, z, p.x, p.y) && !exit.stub.some((q) => q.x === p.x && q.y === p.y))!;
  Object.assign(s.hero, { x: inside.x, y: inside.y });
  const into = DIRS.find((d) => DIR_STEPS[d].x === -DIR_STEPS[inside.d].x && DIR_STEPS[d].y === -DIR_STEPS[inside.d].y)!;
  return { s, exit, into };
}

describe('a riddle on a door, from its doorway', () => {
  it('is read out when the hero steps into the doorway, answered there in any direction, and not read again once spent', () => {
    const { s, exit, into } = besideRiddle();
    const stepped = ok(s, { type: 'move', dir: into });
    expect(stepped.state.hero).toMatchObject({ x: exit.x, y: exit.y });
    const read = stepped.events.find((e) => e.kind === 'door' && e.data?.['puzzle'] === 'riddle');
    expect(read?.text).toMatch(/^You stand in the \w+ door\. A riddle \(worth 1 token\): “The longer I stand here working, the shorter I grow\. What am I\?” Answer it here, or go on: it never bars the way\.$/);
    // Every direction from the doorway points at no other riddle: the one underfoot is answered.
    const tokens = stepped.state.tokens.hero;
    for (const dir of DIRS) {
      const r = ok(stepped.state, { type: 'riddle', dir, answer: 'a candle' });
      expect(r.state.tokens.hero, dir).toBe(tokens + 1);
    }
    // Answered, it is spent: out of the doorway and in again, nothing is read.
    const answered = ok(stepped.state, { type: 'riddle', dir: into, answer: 'candle' }).state;
    const back = DIRS.find((d) => DIR_STEPS[d].x === -DIR_STEPS[into].x && DIR_STEPS[d].y === -DIR_STEPS[into].y)!;
    const again = ok(ok(answered, { type: 'move', dir: back }).state, { type: 'move', dir: into });
    expect(again.events.some((e) => e.kind === 'door' && e.data?.['puzzle'] === 'riddle')).toBe(false);
  });

  it('is answered from any square next to its door, whatever direction is given', () => {
    const { s } = besideRiddle();
    for (const dir of DIRS) {
      const r = ok(s, { type: 'riddle', dir, answer: 'candle' });
      expect(r.state.tokens.hero, dir).toBe(s.tokens.hero + 1);
    }
    // Two squares off, there is no riddle next to the hero, and it says so.
    const far = structuredClone(s);
    const { zone, z } = currentZone(far);
    const spot = DIRS.map((d) => ({ x: s.hero.x + 2 * DIR_STEPS[d].x, y: s.hero.y + 2 * DIR_STEPS[d].y })).find((p) => walkable(zone, z, p.x, p.y) && Object.keys(z.puzzles).every((k) => { const [x, y] = k.split(',').map(Number); return Math.max(Math.abs(x! - p.x), Math.abs(y! - p.y)) > 1; }))!;
    Object.assign(far.hero, spot);
    refused(far, { type: 'riddle', dir: 'n', answer: 'candle' }, /^There is no riddle on a door next to you\.$/);
  });
});

describe('a door named in the log', () => {
  /** The riddle on zone 1's door at `x,y` of `seed`, answered from the square inside it: the log's words for that door. */
  function answeredAt(seed: string, x: number, y: number): string {
    const s = heroInDungeon('Warrior', seed);
    const { zone, z } = currentZone(s);
    z.creatures = [];
    const exit = zone.exits.find((e) => e.x === x && e.y === y)!;
    z.puzzles[key(exit.x, exit.y)] = { kind: 'riddle', riddle: 'candle' };
    const inside = DIRS.map((d) => ({ x: exit.x + DIR_STEPS[d].x, y: exit.y + DIR_STEPS[d].y })).find((p) => walkable(zone, z, p.x, p.y) && !exit.stub.some((q) => q.x === p.x && q.y === p.y))!;
    Object.assign(s.hero, inside);
    const r = ok(s, { type: 'riddle', dir: 'n', answer: 'candle' });
    return r.events.find((e) => e.kind === 'score')!.text;
  }

  it('tells apart the doors of one wall: the way in and another in the south wall, three in one wall', () => {
    // Seed 11's zone 1: the way in at 5,11 and a second door at 14,11, both in the south wall.
    expect(answeredAt('11', 14, 11)).toMatch(/^“candle”: the answer! The riddle on the south door farther east pays you/);
    // Seed 16's: three doors in the south wall, at 6, 8 and 14 (the way in).
    expect(answeredAt('16', 8, 13)).toMatch(/The riddle on the second south door from the west pays you/);
    // A door alone in its wall is named by the wall: seed 2's east door.
    expect(answeredAt('2', 11, 6)).toMatch(/The riddle on the east door pays you/);
  });
});
