/**
 * A cavern: a natural passage along the rolled path, its walls worn into
 * irregular shapes by a cellular automaton (rot.js `Map.Cellular`) that may
 * open squares up to two steps from the path, never close the path itself.
 */
import { Map as RotMap, RNG } from 'rot-js';
import type { RandomSource } from '../../core/rng.js';
import { FLOOR, ROCK, reachable, key, type Point } from '../grid.js';
import { withRotRng } from '../rot.js';
import { corridorArea } from './corridor.js';
import { padded, type Area } from './area.js';
import type { PassageForm } from './passage.js';

/** How far the cave may open beyond the carved path, in squares. */
export const CAVERN_SPREAD = 2;

export function cavernArea(form: PassageForm, lengthSquares: number, widthSquares: number, stream: RandomSource): Area {
  // Room for the cave to spread and still leave a full margin for doors and stubs.
  const area = padded(corridorArea(form, lengthSquares, widthSquares), CAVERN_SPREAD);
  const { grid } = area;
  const path = new Set(grid.find((c) => c === FLOOR).map(key));
  const near = (p: Point) => {
    for (let dy = -CAVERN_SPREAD; dy <= CAVERN_SPREAD; dy++) for (let dx = -CAVERN_SPREAD; dx <= CAVERN_SPREAD; dx++) if (path.has(`${p.x + dx},${p.y + dy}`)) return true;
    return false;
  };
  withRotRng(stream, () => {
    const cave = new RotMap.Cellular(grid.width, grid.height, { born: [5, 6, 7, 8], survive: [4, 5, 6, 7, 8] });
    for (let y = 0; y < grid.height; y++) {
      for (let x = 0; x < grid.width; x++) {
        const inside = path.has(`${x},${y}`) || (near({ x, y }) && RNG.getUniform() < 0.55);
        cave.set(x, y, inside ? 1 : 0);
      }
    }
    for (let k = 0; k < 2; k++) cave.create();
    cave.create((x, y, alive) => {
      const keep = path.has(`${x},${y}`) || (alive === 1 && near({ x, y }));
      grid.set(x, y, keep ? FLOOR : ROCK);
    });
  });
  // Pockets the automaton cut off from the path are filled back in.
  const joined = reachable(grid, area.entryFloor, (c) => c === FLOOR);
  for (const p of grid.find((c) => c === FLOOR)) if (!joined.has(key(p))) grid.set(p.x, p.y, ROCK);
  return area;
}
