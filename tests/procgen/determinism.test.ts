/**
 * A seed always yields the same zones, whatever order they are made in and
 * whatever else has drawn random numbers meanwhile (RULES.md §4, ARCHITECTURE
 * rule 4), and a zone is plain data that survives a save. Over the first
 * three zones of seeds '1'..'1000'.
 */
import { isDeepStrictEqual } from 'node:util';
import { RNG } from 'rot-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { Stream } from '../../src/base/rng.js';
import { contextThrough, firstZones, zoneById } from '../../src/procgen/dungeon.js';
import { firstZoneContext, rollEntrance } from '../../src/procgen/entrance.js';
import type { Zone, ZoneContext } from '../../src/procgen/types.js';
import { generateZone } from '../../src/procgen/zone.js';
import { SEEDS, ZONES_PER_SEED } from './sample.js';

interface Made {
  seed: string;
  zone: Zone;
  context: ZoneContext;
}

let made: Made[] = [];
beforeAll(() => {
  made = SEEDS.flatMap((seed) => {
    const zones = firstZones(seed, ZONES_PER_SEED);
    return zones.map((zone) => {
      if (zone.id === '1') return { seed, zone, context: firstZoneContext(rollEntrance(seed)) };
      const parent = zones.find((z) => z.id === zone.id.slice(0, zone.id.lastIndexOf('.')))!;
      return { seed, zone, context: contextThrough(parent, parent.exits.find((e) => e.to === zone.id)!) };
    });
  });
});

/** Draws from everything else that is random while a game runs: other streams, rot.js's own RNG, Math.random. */
function drawElsewhere(seed: string, n: number): void {
  const gameplay = Stream.derive(seed, 'gameplay');
  const other = Stream.derive(seed, `zone:${n % 7}`);
  for (let k = 0; k < n % 5 + 1; k++) {
    gameplay.next();
    other.next();
    RNG.getUniform();
    Math.random();
  }
}

describe('zones are determined by the seed and the way to them', () => {
  it('the same seed, id and way in give the same zone again', () => {
    const differ = made.filter((m) => !isDeepStrictEqual(generateZone(m.seed, m.zone.id, m.context), m.zone));
    expect(differ.map((m) => `seed ${m.seed} zone ${m.zone.id}`)).toEqual([]);
  });

  it('zones made in another order, between other seeds\' zones and other draws, are the same', () => {
    // Seeds backwards, each seed's zones deepest first (1.2 before 1), with other draws between.
    const differ: string[] = [];
    const reordered = [...made].reverse();
    reordered.forEach((m, n) => {
      drawElsewhere(m.seed, n);
      RNG.setSeed(n + 1);
      const zone = generateZone(m.seed, m.zone.id, m.context);
      if (!isDeepStrictEqual(zone, m.zone)) differ.push(`seed ${m.seed} zone ${m.zone.id}`);
    });
    expect(differ).toEqual([]);
    expect(reordered.findIndex((m) => m.seed === '5' && m.zone.id === '1.2')).toBeLessThan(reordered.findIndex((m) => m.seed === '5' && m.zone.id === '1'));
  });

  it('asking for zone 1.2 by its id gives the zone the breadth-first walk made', () => {
    const second = made.filter((m) => m.zone.id === '1.2');
    expect(second.length).toBeGreaterThan(300);
    const differ = second.filter((m) => !isDeepStrictEqual(zoneById(m.seed, '1.2'), m.zone)).map((m) => m.seed);
    expect(differ).toEqual([]);
    // And an id that no exit leads to is no zone.
    expect(zoneById('1', '1.99')).toBeUndefined();
  });

  it('a zone is plain data: it comes back the same through JSON', () => {
    const differ = made.filter((m) => !isDeepStrictEqual(JSON.parse(JSON.stringify(m.zone)), m.zone));
    expect(differ.map((m) => `seed ${m.seed} zone ${m.zone.id}`)).toEqual([]);
  });

  it("making a zone leaves rot.js's global RNG as it found it", () => {
    const moved: string[] = [];
    made.forEach((m, n) => {
      RNG.setSeed(1000 + n);
      RNG.getUniform();
      const before = RNG.getState();
      generateZone(m.seed, m.zone.id, m.context);
      if (!isDeepStrictEqual(RNG.getState(), before)) moved.push(`seed ${m.seed} zone ${m.zone.id} (${m.zone.kind})`);
    });
    expect(moved).toEqual([]);
  });
});

describe('the dungeon entrance', () => {
  it('is rolled once for a seed: every trip into the dungeon meets the same one, whatever seeds came between', () => {
    const first = rollEntrance('entrance-a');
    expect(rollEntrance('entrance-a')).toBe(first);
    const other = rollEntrance('entrance-b');
    expect(rollEntrance('entrance-a')).toEqual(first);
    expect(rollEntrance('entrance-b')).toEqual(other);
  });
});
