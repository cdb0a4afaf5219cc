/** The dungeon entrance as the Roguelike's table rolls it: a 6 hides the entrance behind a skull statue and rolls again. */
import { describe, expect, it } from 'vitest';
import { rollEntrance } from '../../src/procgen/entrance.js';

describe('the dungeon entrance', () => {
  it('a 6 is rolled again until 1–5 comes up, and that entrance lies hidden behind the skull statue', () => {
    const entrances = Array.from({ length: 300 }, (_, k) => rollEntrance(String(k + 1)));
    const hidden = entrances.filter((e) => e.rolls[0]!.result === 6);
    expect(hidden.length).toBeGreaterThan(10);
    // A 6 on the roll again is rolled again as well.
    expect(hidden.some((e) => e.rolls.length > 2)).toBe(true);
    for (const e of hidden) {
      expect(e.rolls.slice(0, -1).map((r) => r.result).every((r) => r === 6)).toBe(true);
      expect(e.rolls.at(-1)!.result).toBeLessThanOrEqual(5);
      expect(e).toMatchObject({ secret: true, description: expect.stringMatching(/hidden behind a great statue shaped like a skull\.$/) });
    }
    for (const e of entrances.filter((x) => x.rolls[0]!.result !== 6)) {
      expect(e.rolls).toHaveLength(1);
      expect(e.secret).toBe(false);
      expect(e.description).not.toMatch(/skull/);
    }
  });
});
