/** A hewn corridor: the rolled path carved at the rolled width. */
import type { Point } from '../grid.js';
import { brush, canvasFor, type Area } from './area.js';
import { passagePath, type PassageForm } from './passage.js';

export function corridorArea(form: PassageForm, lengthSquares: number, widthSquares: number): Area {
  const path = passagePath(form, lengthSquares);
  const floor = new Map<string, Point>();
  for (const c of path.cells) for (const p of brush(c, widthSquares)) floor.set(`${p.x},${p.y}`, p);
  const { grid, shift } = canvasFor(floor.values());
  return {
    grid,
    entryFloor: shift(path.cells[0]!),
    ends: path.ends.map(shift),
    shape: { passage: { form, lengthSquares, widthSquares } },
  };
}
