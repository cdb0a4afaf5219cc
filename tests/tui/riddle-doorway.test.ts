/**
 * A riddle on a door through the real interface (seed 1: an iron door three
 * squares from the way in): travel to the door reads the riddle out on
 * arrival, and `A` in the doorway opens that riddle without asking which door.
 */
import { describe, expect, it } from 'vitest';
import { key } from '../../src/core/engine/geometry.js';
import { currentZone } from '../../src/core/engine/zones.js';
import { knownExits } from '../../src/tui/modals/travel.js';
import { riddleDoor } from '../../src/core/engine/puzzles.js';
import { harnesses } from './harness.js';

const session = harnesses();

const RIDDLE = 'The longer I stand here working, the shorter I grow. What am I?';

describe('a riddle on a door', () => {
  it('is read out when travel reaches its doorway, and A there answers it with no door to pick', async () => {
    const h = await session({ seed: '1' });
    await h.startGame('Ada');
    const s = h.app.ui.game!;
    // The door `_ >` starts on.
    const door = knownExits(s)[0]!;
    const { z } = currentZone(s);
    z.puzzles[key(door.x, door.y)] = { kind: 'riddle', riddle: 'candle' };
    await h.press('_', '>', 'enter');
    expect(h.app.ui.game!.hero).toMatchObject({ x: door.x, y: door.y });
    const arrived = h.screenText().replace(/\s+/g, ' ');
    expect(arrived).toContain('A riddle (worth 1 token):');
    expect(arrived).toContain('Answer it here, or go on: it never bars the way.');

    await h.press('A');
    expect(h.screenText()).not.toContain('Answer the riddle on which door?');
    expect(h.screenText().replace(/[\s│]+/g, ' ')).toContain(RIDDLE);
    const tokens = h.app.ui.game!.tokens.hero;
    await h.type('candle');
    await h.press('enter');
    expect(h.app.ui.game!.tokens.hero).toBe(tokens + 1);
    expect(h.screenText()).toContain('“candle”: the answer!');
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
    await h.press('A', 'l');
    expect(h.screenText()).toContain('There is no riddle on a door there');
    // The answer, typed key by key: b and l would move, p would pray, e would equip.
    await h.type('pebble');
    expect(h.app.ui.game!.hero).toMatchObject({ x: at.x, y: at.y });
    expect(h.app.ui.game!.turn).toBe(turn);
    expect(h.screenText()).toContain('What you type now is not played.');
    await h.press('enter');
    expect(h.screenText()).not.toContain('What you type now is not played.');
    // Closed, keys are commands again.
    await h.press('A');
    expect(h.screenText()).toContain('Answer the riddle on which door?');
  });
});
