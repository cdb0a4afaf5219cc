/**
 * Free floor for a zone's contents. Nothing goes in a doorway or right
 * inside one (so no door is ever blocked and nothing waits on the threshold),
 * and nothing shares a square; the rule relaxes only when a tiny zone has no
 * other room.
 */
import { FLOOR, type Grid, type Point } from './grid.js';
import type { Roller } from './roller.js';

export class Floorspace {
  /** Squares used already (stubs, and what has been placed), marked 1 in a mask indexed like the grid's cells. */
  private readonly taken: Uint8Array;
  /** Doorways and the squares around them, likewise. */
  private readonly nearDoor: Uint8Array;

  constructor(
    private readonly grid: Grid,
    doors: readonly Point[],
    stubs: readonly Point[],
  ) {
    this.taken = new Uint8Array(grid.width * grid.height);
    this.nearDoor = new Uint8Array(grid.width * grid.height);
    for (const s of stubs) this.mark(this.taken, s);
    for (const d of doors) for (let dy = -1; dy <= 1; dy++) for (let dx = -1; dx <= 1; dx++) this.mark(this.nearDoor, { x: d.x + dx, y: d.y + dy });
  }

  private mark(mask: Uint8Array, p: Point): void {
    if (this.grid.inside(p.x, p.y)) mask[p.y * this.grid.width + p.x] = 1;
  }

  private free(strict: boolean): Point[] {
    return this.grid.find((c, i) => c === FLOOR && this.taken[i] !== 1 && !(strict && this.nearDoor[i] === 1));
  }

  /** A free square, preferring those `prefer` ranks first; undefined when the zone is full. */
  take(roller: Roller, prefer?: (p: Point) => number): Point | undefined {
    let options = this.free(true);
    if (options.length === 0) options = this.free(false);
    if (options.length === 0) return undefined;
    if (prefer) {
      const best = Math.max(...options.map(prefer));
      options = options.filter((p) => prefer(p) === best);
    }
    const p = roller.pick(options);
    this.mark(this.taken, p);
    return p;
  }

  /** A free square next to `p` if there is one. */
  takeNear(roller: Roller, p: Point): Point | undefined {
    const near = this.free(false).filter((q) => Math.max(Math.abs(q.x - p.x), Math.abs(q.y - p.y)) === 1);
    if (near.length === 0) return this.take(roller);
    const q = roller.pick(near);
    this.mark(this.taken, q);
    return q;
  }
}
