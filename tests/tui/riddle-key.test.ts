/**
 * A riddle read out in its doorway ("Answer it here, or go on") is followed
 * by the key that answers it, as the player's keys bind it: the rules' words
 * name no key. Seed 1: an iron door three squares from the way in.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { key } from '../../src/core/engine/geometry.js';
import { currentZone } from '../../src/core/engine/zones.js';
import { knownExits } from '../../src/tui/modals/travel.js';
import { harness, type Harness } from './harness.js';
import { walkTo } from './plan.js';

let h: Harness | undefined;
afterEach(() => h?.destroy());

/** Seed 1's game with a riddle on the door travel's `>` starts on, and that door. */
async function riddleDoor(): Promise<{ h: Harness; door: { x: number; y: number } }> {
  h = await harness({ seed: '1' });
  await h.startGame('Ada');
  const door = knownExits(h.app.ui.game!)[0]!;
  h.scene((s) => void (currentZone(s).z.puzzles[key(door.x, door.y)] = { kind: 'riddle', riddle: 'candle' }));
  return { h, door };
}

describe("a riddle's doorway", () => {
  it('names the key that answers it when travel arrives there', async () => {
    const { h } = await riddleDoor();
    await h.press('_', '>', 'enter');
    expect(h.screenText()).toContain('Answer it here, or go on');
    expect(h.screenText()).toContain('A answers it.');
  });

  it('names it when the hero steps into the doorway', async () => {
    const { h, door } = await riddleDoor();
    await walkTo(h, (x, y) => x === door.x && y === door.y, { onto: true });
    expect(h.screenText()).toContain('A answers it.');
  });
});
