/** A hewn corridor: the rolled path carved at the rolled width. */
import type { Point } from '../grid.js';
import { brush, canvasFor, type Area } from './area.js';
import { passagePath, type PassageForm } from './passage.js';

export function corridorArea(form: PassageForm, lengthSquares: number, widthSquares: number): Area {
  const path = passagePath(form, lengthSquares);
  const floor = new Map<string, Point>();
  for (const c of path.cells) for (const p of brush(c, widthSquares)) floor.set(`${p.x},${p.y}`, p);
  const { grid, shift } = canvasFor(floor.values());
  // The entry is the square just inside the south wall: an even width's brush reaches a square behind the
  // centre line, and measured from the centre a bend's leg lay as near and took the entry door from the start.
  const inside = Math.max(...brush(path.cells[0]!, widthSquares).map((p) => p.y));
  return {
    grid,
    entryFloor: shift({ x: path.cells[0]!.x, y: inside }),
    ends: path.ends.map(shift),
    shape: { passage: { form, lengthSquares, widthSquares } },
  };
}
