/**
 * Planning a walk from the game state, so a test can get the hero somewhere
 * and then assert on what the screen shows. Only reads the state: every
 * step is a real key press through the interface.
 */
import { bfs } from '../../src/core/bots/path.js';
import { DIR_STEPS } from '../../src/core/engine/geometry.js';
import type { Dir, GameState } from '../../src/core/engine/types.js';
import { currentZone, stubExit, tileAt, walkable } from '../../src/core/engine/zones.js';
import type { Harness } from './harness.js';

/** The default key for each direction (vi keys). */
export const DIR_KEY: Record<Dir, string> = { n: 'k', s: 'j', w: 'h', e: 'l', nw: 'y', ne: 'u', sw: 'b', se: 'n' };

export interface Goal {
  (x: number, y: number, s: GameState): boolean;
}

/** The first step and length of the shortest walk to a goal square, through open floor (closed doors open as they are walked into). */
export function route(s: GameState, goal: Goal, maxLength = 200) {
  const { zone, z } = currentZone(s);
  const w = zone.width;
  return bfs(s.hero.y * w + s.hero.x, {
    width: w,
    height: zone.height,
    maxLength,
    goal: (i) => goal(i % w, Math.floor(i / w), s),
    through(i) {
      const x = i % w;
      const y = Math.floor(i / w);
      if (z.creatures.some((c) => c.x === x && c.y === y)) return false;
      if (stubExit(zone, x, y)) return false;
      const door = z.doors[`${x},${y}`];
      if (door && !door.open) return !door.locked;
      return walkable(zone, z, x, y);
    },
  });
}

/**
 * Presses direction keys until the hero stands next to a goal square (or on
 * it, with `onto`). Returns the direction from the hero to the goal when
 * next to it; throws if it cannot get there.
 */
export async function walkTo(h: Harness, goal: Goal, opts: { onto?: boolean; maxSteps?: number } = {}): Promise<Dir | undefined> {
  for (let n = 0; n < (opts.maxSteps ?? 300); n++) {
    // A danger stop (--More--) is seen and acknowledged, as a player would, and the walk goes on.
    if (h.app.ui.modals.at(-1)?.kind === 'more') await h.press('space');
    const s = h.app.ui.game!;
    if (s.phase !== 'dungeon' || h.app.ui.modals.length > 0) throw new Error(`walk interrupted:\n${h.screenText()}`);
    if (opts.onto && goal(s.hero.x, s.hero.y, s)) return undefined;
    const r = route(s, goal);
    if (!r) throw new Error(`no way to the goal from ${s.hero.x},${s.hero.y}:\n${h.screenText()}`);
    if (r.length === 1 && !opts.onto) return r.dir;
    await h.press(DIR_KEY[r.dir]);
  }
  throw new Error('too many steps');
}

export function isTile(glyph: string): Goal {
  return (x, y, s) => tileAt(currentZone(s).zone, x, y) === glyph;
}

/** Squares next to the hero that can be stepped onto plainly (no creature, door, stub or trap found). */
export function freeSteps(s: GameState): Dir[] {
  const { zone, z } = currentZone(s);
  return (Object.keys(DIR_STEPS) as Dir[]).filter((d) => {
    const x = s.hero.x + DIR_STEPS[d].x;
    const y = s.hero.y + DIR_STEPS[d].y;
    return walkable(zone, z, x, y) && !z.doors[`${x},${y}`] && !stubExit(zone, x, y) && !z.creatures.some((c) => c.x === x && c.y === y) && !z.items.some((i) => i.x === x && i.y === y);
  });
}
