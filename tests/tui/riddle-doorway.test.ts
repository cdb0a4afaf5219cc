/**
 * A riddle on a door through the real interface (seed 1: an iron door three
 * squares from the way in): travel to the door reads the riddle out on
 * arrival, and `A` in the doorway opens that riddle without asking which door;
 * next to the door, the map underlines it, look tells its riddle, and `A`
 * answers it without asking which door either.
 */
import { describe, expect, it } from 'vitest';
import { DIRS, DIR_STEPS, key } from '../../src/core/engine/geometry.js';
import { currentZone, walkable } from '../../src/core/engine/zones.js';
import { knownExits } from '../../src/tui/modals/travel.js';
import { riddleDoor } from '../../src/core/engine/puzzles.js';
import { harnesses, type Harness } from './harness.js';

const session = harnesses();

const RIDDLE = 'The longer I stand here working, the shorter I grow. What am I?';

/** `A` opens the candle riddle with no door to pick, and the right answer pays its token. */
async function answersWithNoDoorToPick(h: Harness): Promise<void> {
  await h.press('A');
  expect(h.screenText()).not.toContain('Answer the riddle on which door?');
  expect(h.screenText().replace(/[\s│]+/g, ' ')).toContain(RIDDLE);
  const tokens = h.app.ui.game!.tokens.hero;
  await h.type('candle');
  await h.press('enter');
  expect(h.app.ui.game!.tokens.hero).toBe(tokens + 1);
  expect(h.screenText()).toContain('“candle”: the answer!');
}

describe('a riddle on a door', () => {
  it('is read out when travel reaches its doorway, and A there answers it with no door to pick', async () => {
    const h = await session({ seed: '1' });
    await h.startGame('Ada');
    // The door `_ >` starts on.
    const door = knownExits(h.app.ui.game!)[0]!;
    h.scene((s) => void (currentZone(s).z.puzzles[key(door.x, door.y)] = { kind: 'riddle', riddle: 'candle' }));
    await h.press('_', '>', 'enter');
    expect(h.app.ui.game!.hero).toMatchObject({ x: door.x, y: door.y });
    const arrived = h.screenText().replace(/\s+/g, ' ');
    expect(arrived).toContain('A riddle (worth 1 token):');
    expect(arrived).toContain('Answer it here, or go on: it never bars the way.');

    await answersWithNoDoorToPick(h);
  });

  it('is underlined on the map, told by look, and answered by A from a square next to the door', async () => {
    const h = await session({ seed: '1' });
    await h.startGame('Ada');
    const door = knownExits(h.app.ui.game!)[0]!;
    h.scene((s) => void (currentZone(s).z.puzzles[key(door.x, door.y)] = { kind: 'riddle', riddle: 'candle' }));
    const { zone, z } = currentZone(h.app.ui.game!);
    await h.press('_', '>', 'enter');
    // One step back into the zone, beside the door: not in its doorway.
    const stub = zone.exits.find((e) => e.x === door.x && e.y === door.y)!.stub;
    const inside = DIRS.find((d) => {
      const p = { x: door.x + DIR_STEPS[d].x, y: door.y + DIR_STEPS[d].y };
      return walkable(zone, z, p.x, p.y) && !stub.some((q) => q.x === p.x && q.y === p.y);
    })!;
    const VI: Record<string, string> = { n: 'k', s: 'j', w: 'h', e: 'l', nw: 'y', ne: 'u', sw: 'b', se: 'n' };
    await h.press(VI[inside]!);
    const hero = h.app.ui.game!.hero;
    expect(hero).toMatchObject({ x: door.x + DIR_STEPS[inside].x, y: door.y + DIR_STEPS[inside].y });
    const at = h.find('@')!;
    const cell = h.cell(at.x + door.x - hero.x, at.y + door.y - hero.y)!;
    expect(cell.isUnderline()).toBeTruthy();
    expect(h.cell(at.x, at.y)!.isUnderline()).toBeFalsy();

    const back = DIRS.find((d) => DIR_STEPS[d].x === -DIR_STEPS[inside].x && DIR_STEPS[d].y === -DIR_STEPS[inside].y)!;
    await h.press('x', VI[back]!);
    expect(h.screenText().replace(/[\s│]+/g, ' ')).toMatch(/On it, a riddle \(worth 1 token\): “The longer I stand here working, the shorter I grow\. What am I\?” \(A answers it from next to the door\)/);
    await h.press('escape');

    await answersWithNoDoorToPick(h);
  });
});

describe('a riddle asked for at a door that has none', () => {
  it('is refused in a box that keeps the answer typed on: no letter of it is played as a command', async () => {
    const h = await session({ seed: '1' });
    await h.startGame('Ada');
    const s = h.app.ui.game!;
    expect(riddleDoor(s, 'e')).toBeUndefined();
    const at = { ...s.hero };
    const turn = s.turn;
    await h.press('A');
    expect(h.screenText()).toContain('There is no riddle on a door next to you');
    // The answer, typed key by key: b and l would move, p would pray, e would equip.
    await h.type('pebble');
    expect(h.app.ui.game!.hero).toMatchObject({ x: at.x, y: at.y });
    expect(h.app.ui.game!.turn).toBe(turn);
    expect(h.screenText()).toContain('What you type now is not played.');
    await h.press('enter');
    expect(h.screenText()).not.toContain('What you type now is not played.');
    // Closed, keys are commands again.
    await h.press('A');
    expect(h.screenText()).toContain('What you type now is not played.');
  });
});
