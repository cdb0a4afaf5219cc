/**
 * A cavern: a natural passage along the rolled path, its walls worn into
 * irregular shapes by a cellular automaton (rot.js `Map.Cellular`) that may
 * open squares up to two steps from the path, never close the path itself.
 */
import { Map as RotMap, RNG } from 'rot-js';
import type { RandomSource } from '../../base/rng.js';
import { FLOOR, ROCK, reachable } from '../grid.js';
import { withRotRng } from '../rot.js';
import { corridorArea } from './corridor.js';
import { padded, type Area } from './area.js';
import type { PassageForm } from './passage.js';

/** How far the cave may open beyond the carved path, in squares. */
export const CAVERN_SPREAD = 2;

/** The cells within `by` squares (king moves) of a cell `mask` holds, as a mask of the same `width`×`height` grid. */
function widened(mask: Uint8Array, width: number, height: number, by: number): Uint8Array {
  const out = new Uint8Array(mask.length);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (mask[y * width + x] !== 1) continue;
      for (let ny = Math.max(0, y - by); ny <= Math.min(height - 1, y + by); ny++) out.fill(1, ny * width + Math.max(0, x - by), ny * width + Math.min(width - 1, x + by) + 1);
    }
  }
  return out;
}

export function cavernArea(form: PassageForm, lengthSquares: number, widthSquares: number, stream: RandomSource): Area {
  // Room for the cave to spread and still leave a full margin for doors and stubs.
  const area = padded(corridorArea(form, lengthSquares, widthSquares), CAVERN_SPREAD);
  const { grid } = area;
  const { width, height } = grid;
  const path = grid.mask((c) => c === FLOOR);
  const near = widened(path, width, height, CAVERN_SPREAD);
  withRotRng(stream, () => {
    const cave = new RotMap.Cellular(width, height, { born: [5, 6, 7, 8], survive: [4, 5, 6, 7, 8] });
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const i = y * width + x;
        const inside = path[i] === 1 || (near[i] === 1 && RNG.getUniform() < 0.55);
        cave.set(x, y, inside ? 1 : 0);
      }
    }
    for (let k = 0; k < 2; k++) cave.create();
    cave.create((x, y, alive) => {
      const i = y * width + x;
      const keep = path[i] === 1 || (alive === 1 && near[i] === 1);
      grid.set(x, y, keep ? FLOOR : ROCK);
    });
  });
  // Pockets the automaton cut off from the path are filled back in.
  const joined = reachable(grid, area.entryFloor, (c) => c === FLOOR);
  for (const p of grid.find((c, i) => c === FLOOR && joined[i] !== 1)) grid.set(p.x, p.y, ROCK);
  return area;
}
