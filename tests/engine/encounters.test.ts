/** Wandering creatures as the log tells of them: the tables by name, the group in the plural. */
import { describe, expect, it } from 'vitest';
import { Ctx } from '../../src/core/engine/context.js';
import { encounterRoll } from '../../src/core/engine/encounters.js';
import { Stream, type RandomSource } from '../../src/base/rng.js';
import { aOrAn, plural } from '../../src/base/words.js';
import { passMinute } from '../../src/core/engine/time.js';
import { noise } from '../../src/core/engine/view.js';
import { PRINTED_FROM } from '../../src/procgen/depth.js';
import { currentZone } from '../../src/core/engine/zones.js';
import { heroInDungeon, rolls } from './setup.js';

/** A 1 on the encounter d6 (a creature turns up), then the rolls of a seeded stream. */
function creatureFirst(seed: string): RandomSource {
  const rest = Stream.derive(seed, 'encounters');
  let first = true;
  return {
    next() {
      if (!first) return rest.next();
      first = false;
      return 0.5 / 6;
    },
  };
}

describe('wandering creatures', () => {
  it('name the tables they are rolled on, give the count once, and name a group in the plural', () => {
    let groups = 0;
    for (let n = 0; n < 30; n++) {
      // Deep enough that Appendix A's counts stand as printed: shallower, the rest of a big roll keeps away unsaid.
      const s = structuredClone(heroInDungeon('Warrior'));
      currentZone(s).zone.depth = PRINTED_FROM;
      const ctx = new Ctx(s, creatureFirst(String(n)));
      encounterRoll(ctx, 'test');
      const texts = ctx.events.map((e) => e.text);
      expect(texts[1]).toMatch(/^Creature or NPC type: 1d6 = \d \(Type [123]\)$/);
      expect(texts.join('\n')).not.toMatch(/roguelike\.|= (\d+) \(\1\)/);
      const counted = texts.findIndex((t) => t.startsWith('number of '));
      const arrived = texts.find((t) => t.startsWith('Something comes through a doorway: '));
      if (counted < 0 || !arrived) continue;
      // The kind is the entry of the roll before the count: "Acids & Gels: 1d6 = 6 (Jelly Baby)".
      const kind = /\(([^()]+)\)$/.exec(texts[counted - 1]!)![1]!;
      expect(texts[counted]).toMatch(/^number of .+: 1d6 = \d$/);
      expect(texts[counted]!.startsWith(`number of ${plural(kind)}: `)).toBe(true);
      const placed = /^Something comes through a doorway: (\d+) /.exec(arrived)?.[1];
      if (placed) groups++;
      // Those the passage had no room for are counted apart, so the two add up to the roll.
      const rolled = Number(/= (\d+)$/.exec(texts[counted]!)![1]);
      const left = rolled - Number(placed ?? 1);
      const outside = left === 0 ? '' : left === 1 ? ` (another ${kind} could not get in)` : ` (${left} more could not get in)`;
      expect(arrived).toBe(`Something comes through a doorway: ${placed ? `${placed} ${plural(kind)}` : aOrAn(kind)}${outside}.`);
    }
    expect(groups).toBeGreaterThan(3);
  });
});

describe('the encounter roll', () => {
  it('comes every third Minute of exploration, and whenever the hero makes noise', () => {
    const s = heroInDungeon();
    currentZone(s).z.creatures = [];
    const ctx = new Ctx(structuredClone(s));
    const rolledAt: number[] = [];
    for (let k = 0; k < 9; k++) {
      const before = rolls(ctx.events, 'encounter roll (every third Minute)').length;
      passMinute(ctx);
      if (rolls(ctx.events, 'encounter roll (every third Minute)').length > before) rolledAt.push(ctx.s.time.minutes);
    }
    expect(rolledAt).toHaveLength(3);
    expect(rolledAt.every((m) => m % 3 === 0)).toBe(true);
    noise(ctx, 'the noise');
    expect(rolls(ctx.events, 'encounter roll (the noise)')).toHaveLength(1);
  });
});
