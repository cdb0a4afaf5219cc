/**
 * Creatures, servants and Find Path walk rot.js's A*: the engine's own
 * search must give exactly the path rot.js gives (or none where it finds
 * none) on generated zones and on random scatters of pillars, so every
 * game walks and replays as before.
 */
import { Path } from 'rot-js';
import { describe, expect, it } from 'vitest';
import { Stream } from '../../src/base/rng.js';
import { aStar, type Passable } from '../../src/core/engine/astar.js';
import { firstZoneContext, rollEntrance } from '../../src/procgen/entrance.js';
import { TILE } from '../../src/procgen/glyphs.js';
import { FIRST_ZONE } from '../../src/procgen/ids.js';
import { generateZone } from '../../src/procgen/zone.js';

function rotPath(to: { x: number; y: number }, from: { x: number; y: number }, passable: Passable): { x: number; y: number }[] {
  const path: { x: number; y: number }[] = [];
  new Path.AStar(to.x, to.y, passable, { topology: 8 }).compute(from.x, from.y, (x, y) => path.push({ x, y }));
  return path;
}

describe('the A* search', () => {
  it('finds the path rot.js finds between squares of generated zones', () => {
    const rng = Stream.derive('astar', 'zones');
    let found = 0;
    for (let s = 1; s <= 12; s++) {
      const seed = `astar-${s}`;
      const zone = generateZone(seed, FIRST_ZONE, firstZoneContext(rollEntrance(seed)));
      const passable: Passable = (x, y) => zone.tiles[y]?.[x] === TILE.floor;
      const pick = () => ({ x: Math.floor(rng.next() * zone.width), y: Math.floor(rng.next() * zone.height) });
      for (let k = 0; k < 40; k++) {
        const [to, from] = [pick(), pick()];
        const want = rotPath(to, from, passable);
        expect(aStar(to, from, passable), `${seed} from ${from.x},${from.y} to ${to.x},${to.y}`).toEqual(want);
        if (want.length > 0) found++;
      }
    }
    expect(found).toBeGreaterThan(50);
  });

  it('finds the path rot.js finds among random pillars, with many equally short ways to choose from', () => {
    const rng = Stream.derive('astar', 'pillars');
    for (let trial = 0; trial < 200; trial++) {
      const density = rng.next() * 0.45;
      const blocked = new Set<string>();
      for (let y = 0; y < 20; y++) for (let x = 0; x < 30; x++) if (rng.next() < density) blocked.add(`${x},${y}`);
      const passable: Passable = (x, y) => x >= 0 && y >= 0 && x < 30 && y < 20 && !blocked.has(`${x},${y}`);
      const pick = () => ({ x: Math.floor(rng.next() * 30), y: Math.floor(rng.next() * 20) });
      const [to, from] = [pick(), pick()];
      expect(aStar(to, from, passable), `trial ${trial}`).toEqual(rotPath(to, from, passable));
    }
  });
});
