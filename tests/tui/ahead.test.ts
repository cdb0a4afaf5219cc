/**
 * Steps worked out while the player reads the frame (src/tui/ahead.ts): the
 * key that comes finds the very step it would take, and a walk played on
 * them shows and records what a walk without them would.
 */
import { describe, expect, it } from 'vitest';
import { ahead } from '../../src/tui/ahead.js';
import { step } from '../../src/core/engine/step.js';
import { replay } from '../../src/core/bots/play.js';
import type { Dir, GameState } from '../../src/core/engine/types.js';
import { readSave } from '../../src/persist/saves.js';
import { harnesses } from './harness.js';
import { DIR_KEY, freeSteps } from './plan.js';
import { join } from 'node:path';
import { readdirSync } from 'node:fs';
import { BACK } from '../../src/core/engine/geometry.js';

const open = harnesses();

/** A hero in the first zone, with a free square to step to and back from. */
async function inZone(): Promise<{ s: GameState; dir: Dir }> {
  const h = await open({ seed: 'ahead-1' });
  await h.startGame();
  const s = h.app.ui.game!;
  const dir = freeSteps(s)[0];
  if (!dir) throw new Error('no free square beside the hero');
  return { s, dir };
}

/** Resolves once `ready()` holds, looking at each turn of the event loop. */
async function until(ready: () => boolean): Promise<void> {
  for (let k = 0; k < 5000 && !ready(); k++) await new Promise((resolve) => setTimeout(resolve, 1));
  if (!ready()) throw new Error('the work ahead never came');
}

const same = (a: ReturnType<typeof step> | undefined, b: ReturnType<typeof step>) => expect(JSON.stringify(a)).toBe(JSON.stringify(b));

describe('steps worked out ahead', () => {
  it('a key finds the step it would take, worked out from the state on screen, and its frame made', async () => {
    const { s, dir } = await inZone();
    const drawn: GameState[] = [];
    const a = ahead(() => s, (next) => drawn.push(next));
    a.think(dir);
    await until(() => a.taken(s, { type: 'move', dir: BACK[dir] }) !== undefined);
    // The last move again is the likelier: its frame is made, the same state its step gives.
    same(a.taken(s, { type: 'move', dir }), step(s, { type: 'move', dir }));
    same(a.taken(s, { type: 'move', dir: BACK[dir] }), step(s, { type: 'move', dir: BACK[dir] }));
    expect(drawn).toHaveLength(1);
    expect(JSON.stringify(drawn[0])).toBe(JSON.stringify((step(s, { type: 'move', dir }) as { state: GameState }).state));
    // Another state (the game moved on) or another action: nothing kept for it.
    const moved = (step(s, { type: 'move', dir }) as { state: GameState }).state;
    expect(a.taken(moved, { type: 'move', dir })).toBeUndefined();
    expect(a.taken(s, { type: 'wait' })).toBeUndefined();
  });

  it('after a step back, the way back again is the likelier: a pacing walk', async () => {
    const { s, dir } = await inZone();
    const drawn: GameState[] = [];
    const there = (step(s, { type: 'move', dir }) as { state: GameState }).state;
    const a = ahead(() => there, (next) => drawn.push(next));
    a.think(dir);
    a.think(BACK[dir]);
    await until(() => drawn.length > 0);
    // Back the way it came again: the frame made is that step's.
    expect(JSON.stringify(drawn[0])).toBe(JSON.stringify((step(there, { type: 'move', dir }) as { state: GameState }).state));
    same(a.taken(there, { type: 'move', dir }), step(there, { type: 'move', dir }));
  });

  it('works out nothing while a box waits for its own keys', async () => {
    const { s, dir } = await inZone();
    let asked = 0;
    const a = ahead(() => undefined, () => asked++);
    a.think(dir);
    // A timer set after the work's own comes after it.
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(asked).toBe(0);
    expect(a.taken(s, { type: 'move', dir })).toBeUndefined();
  });

  it('a walk played at a player’s pace shows what a screen drawn afresh shows, and records what its steps replay to', async () => {
    const h = await open({ seed: 'ahead-2' });
    await h.startGame('Pacer');
    const dir = freeSteps(h.app.ui.game!)[0]!;
    for (let k = 0; k < 24; k++) {
      await h.press(DIR_KEY[k % 2 === 0 ? dir : BACK[dir]]);
      // The player reads the frame: the work ahead has its turn before the next key.
      await new Promise((resolve) => setTimeout(resolve, 15));
    }
    await h.settle();
    const shown = h.lines();
    // A resize clears the terminal and draws every cell again, from nothing kept.
    await h.resize(81, 24);
    await h.resize(80, 24);
    expect(h.lines()).toEqual(shown);
    const game = h.app.ui.game!;
    const file = readdirSync(h.saveDir).find((f) => f.startsWith('Pacer') && f.endsWith('.json'))!;
    const rec = readSave(join(h.saveDir, file));
    const played = replay(rec.seed, rec.options, rec.actions, rec.checks);
    expect(played.reason).toBeNull();
    expect(JSON.stringify(played.state)).toBe(JSON.stringify(game));
  });
});
