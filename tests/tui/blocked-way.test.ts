/**
 * Exploring and travel say what blocks the way (seed 214: zone 1 is a cave
 * entered by a one-square passage from its only door). A neutral creature
 * standing in that passage, with the cave beyond not yet seen, is named;
 * neither says the zone is explored or that no way is known. A step into a
 * locked door names the key that forces it.
 */
import { describe, expect, it } from 'vitest';
import type { GameState } from '../../src/core/engine/types.js';
import { currentZone } from '../../src/core/engine/zones.js';
import { foeBeside } from '../engine/setup.js';
import { harnesses } from './harness.js';

const session = harnesses();

/** The hero in the doorway at (5,11), a neutral Goblin in the passage at (5,10), the cave beyond unseen but for the squares `seen` keeps. */
function blocked(s: GameState, seen: (x: number, y: number) => boolean = () => false): void {
  expect(s.hero).toMatchObject({ x: 5, y: 11 });
  const goblin = foeBeside(s, { name: 'Goblin', attitude: 'neutral', aware: true });
  expect(goblin).toMatchObject({ x: 5, y: 10 });
  const { zone, z } = currentZone(s);
  z.seen = [...z.seen].map((ch, i) => (Math.floor(i / zone.width) < 10 && !seen(i % zone.width, Math.floor(i / zone.width)) ? '0' : ch)).join('');
}

const flat = (text: string) => text.replace(/[\s│]+/g, ' ');

describe('a way blocked by creatures that mean no harm', () => {
  it('explore names them instead of saying every corner has been seen', async () => {
    const h = await session({ seed: '214' });
    await h.startGame('Ada');
    h.scene((s) => blocked(s));
    await h.press('X');
    const screen = flat(h.screenText());
    expect(screen).toContain('A Goblin (neutral) stands in the way to squares not yet seen: exploring stops.');
    expect(screen).not.toContain('every corner has been seen');
    expect(h.app.ui.game!.hero).toMatchObject({ x: 5, y: 11 });
  });

  it('travel names them instead of saying it knows no way there', async () => {
    const h = await session({ seed: '214' });
    await h.startGame('Ada');
    h.scene((s) => blocked(s, (x, y) => x === 5 && (y === 8 || y === 9)));
    await h.press('_', 'k', 'k', 'k', 'enter');
    const screen = flat(h.screenText());
    expect(screen).toContain('A Goblin (neutral) stands in the way there: travel stops.');
    expect(screen).not.toContain('You know no way there.');
  });
});

describe('travel to a square a creature stands on', () => {
  it('names it, stopping beside it', async () => {
    const h = await session({ seed: '214' });
    await h.startGame('Ada');
    h.scene((s) => blocked(s, () => true));
    await h.press('_', 'k', 'enter');
    expect(flat(h.screenText())).toContain('A Goblin (neutral) stands there: travel stops beside it (moving into it attacks it).');
    expect(h.app.ui.game!.hero).toMatchObject({ x: 5, y: 11 });
  });
});

describe('a locked door walked into', () => {
  /** A game with no creature about and a locked wooden door east of the hero. */
  async function lockedDoorEast() {
    const h = await session({ seed: '214' });
    await h.startGame('Ada');
    h.scene((s) => {
      const { z } = currentZone(s);
      z.creatures = [];
      z.doors = { ...z.doors, [`${s.hero.x + 1},${s.hero.y}`]: { type: 'locked-wooden', open: false, locked: true } };
    });
    return h;
  }

  it('names the key that forces it, after the rules say it is locked', async () => {
    const h = await lockedDoorEast();
    await h.press('l');
    expect(flat(h.screenText())).toMatch(/is locked\. \(Force it; a Thief picks it with Advantage\.\) F, then the door's direction, forces it\./);
  });

  it('travel into it names the key too', async () => {
    const h = await lockedDoorEast();
    await h.press('_', 'l', 'enter');
    expect(flat(h.screenText())).toMatch(/is locked\. \(Force it; a Thief picks it with Advantage\.\) F, then the door's direction, forces it\./);
  });
});
