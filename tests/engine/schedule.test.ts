/**
 * Creatures take their turns in the order rot.js's speed scheduler gives:
 * the engine's own queue must give exactly the same turns, and the same
 * time left to each, as rot.js's over random speeds, equal times (ties),
 * creatures falling mid-round and the clock read between turns, so every
 * game plays and replays as before.
 */
import { Scheduler } from 'rot-js';
import { describe, expect, it } from 'vitest';
import { Stream } from '../../src/base/rng.js';
import { SpeedQueue } from '../../src/core/engine/schedule.js';

interface Actor {
  name: string;
  speed: number;
  getSpeed(): number;
}

describe('the turn order', () => {
  it('is rot.js’s, turn for turn, with ties, removals and the times left', () => {
    const rng = Stream.derive('schedule', 'trials');
    let removed = 0;
    for (let trial = 0; trial < 300; trial++) {
      const actors: Actor[] = Array.from({ length: 1 + Math.floor(rng.next() * 8) }, (_, k) => {
        // Speeds from a few values, so many turns fall at the same time.
        const a: Actor = { name: `a${k}`, speed: [1, 2, 3, 7, 12, 14][Math.floor(rng.next() * 6)]!, getSpeed: () => a.speed };
        return a;
      });
      const rot = new Scheduler.Speed<Actor>();
      const ours = new SpeedQueue<Actor>((a) => a.speed);
      for (const a of actors) {
        // Some start at once, some after a time of their own, some at their speed's interval, given or left to the scheduler (all equal, ties).
        const r = rng.next();
        const time = r < 0.3 ? 0 : r < 0.45 ? 1 / a.speed : r < 0.6 ? undefined : rng.next();
        rot.add(a, true, time);
        ours.add(a, time);
      }
      const gone = new Set<Actor>();
      for (let turn = 0; turn < 40 && gone.size < actors.length; turn++) {
        const want: Actor = rot.next();
        expect(ours.next(), `trial ${trial}, turn ${turn}`).toBe(want);
        // One may fall on its own turn, or another between turns; one may be slowed.
        const r = rng.next();
        if (r < 0.1) {
          rot.remove(want);
          ours.remove(want);
          gone.add(want);
          removed++;
        } else if (r < 0.15) {
          const other = actors[Math.floor(rng.next() * actors.length)]!;
          rot.remove(other);
          ours.remove(other);
          gone.add(other);
          removed++;
        } else if (r < 0.2) want.speed = 1 + Math.floor(rng.next() * 14);
        for (const a of actors) expect(ours.timeOf(a), `trial ${trial}, turn ${turn}, ${a.name}`).toBe(rot.getTimeOf(a));
      }
    }
    expect(removed).toBeGreaterThan(100);
  });
});
