/**
 * The field of view is rot.js's precise shadowcasting: the engine's own
 * walk of it must see exactly the squares rot.js sees, in the same order,
 * on generated zones (every door shut, or every door open) and on random
 * scatters of pillars, from squares all over them, in light and in the dark.
 */
import { FOV } from 'rot-js';
import { describe, expect, it } from 'vitest';
import { Stream } from '../../src/base/rng.js';
import { DARK_RADIUS, LIGHT_RADIUS, preciseShadowcast } from '../../src/core/engine/fov.js';
import { firstZoneContext, rollEntrance } from '../../src/procgen/entrance.js';
import { TILE } from '../../src/procgen/glyphs.js';
import { FIRST_ZONE } from '../../src/procgen/ids.js';
import { generateZone } from '../../src/procgen/zone.js';

type Clear = (x: number, y: number) => boolean;

function both(clear: Clear, x: number, y: number, radius: number): { rot: string[]; ours: string[] } {
  const rot: string[] = [];
  const ours: string[] = [];
  new FOV.PreciseShadowcasting(clear).compute(x, y, radius, (cx, cy) => void rot.push(`${cx},${cy}`));
  preciseShadowcast(x, y, radius, clear, (cx, cy) => void ours.push(`${cx},${cy}`));
  return { rot, ours };
}

describe('the field of view', () => {
  it('sees what rot.js sees, square for square, across generated zones with their doors shut and open', () => {
    let views = 0;
    for (let s = 1; s <= 12; s++) {
      const seed = `fov-${s}`;
      const zone = generateZone(seed, FIRST_ZONE, firstZoneContext(rollEntrance(seed)));
      for (const doorsOpen of [false, true]) {
        const clear: Clear = (x, y) => {
          const t = zone.tiles[y]?.[x];
          if (t === undefined || t === TILE.rock) return false;
          return doorsOpen || t === TILE.floor;
        };
        for (let y = 0; y < zone.height; y += 2) {
          for (let x = 0; x < zone.width; x += 3) {
            for (const radius of [DARK_RADIUS, LIGHT_RADIUS]) {
              const { rot, ours } = both(clear, x, y, radius);
              expect(ours, `${seed} from ${x},${y} radius ${radius}`).toEqual(rot);
              views++;
            }
          }
        }
      }
    }
    expect(views).toBeGreaterThan(2000);
  });

  it('sees what rot.js sees among random pillars, at every radius up to 12, and at 20 and 32 on a wide field', () => {
    const rng = Stream.derive('fov', 'pillars');
    for (let trial = 0; trial < 60; trial++) {
      const density = rng.next() * 0.5;
      const blocked = new Set<string>();
      for (let y = 0; y < 25; y++) for (let x = 0; x < 25; x++) if (rng.next() < density) blocked.add(`${x},${y}`);
      const clear: Clear = (x, y) => x >= 0 && y >= 0 && x < 25 && y < 25 && !blocked.has(`${x},${y}`);
      const radius = trial % 13;
      const { rot, ours } = both(clear, 12, 12, radius);
      expect(ours, `trial ${trial}`).toEqual(rot);
    }
    // Past radius 8 a turn is counted in many more units (16 × the least common multiple of the radii): still exact.
    for (const radius of [20, 32]) {
      const blocked = new Set<string>();
      for (let y = 0; y < 70; y++) for (let x = 0; x < 70; x++) if (rng.next() < 0.08) blocked.add(`${x},${y}`);
      const clear: Clear = (x, y) => x >= 0 && y >= 0 && x < 70 && y < 70 && !blocked.has(`${x},${y}`);
      const { rot, ours } = both(clear, 35, 35, radius);
      expect(ours, `radius ${radius}`).toEqual(rot);
      expect(ours.length).toBeGreaterThan(300);
    }
  });
});
