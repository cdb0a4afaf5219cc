/**
 * Free floor for a zone's contents. Nothing goes in a doorway or right
 * inside one (so no door is ever blocked and nothing waits on the threshold),
 * and nothing shares a square; the rule relaxes only when a tiny zone has no
 * other room.
 */
import { FLOOR, key, type Grid, type Point } from './grid.js';
import type { Roller } from './roller.js';

export class Floorspace {
  private readonly taken = new Set<string>();
  private readonly nearDoor = new Set<string>();

  constructor(
    private readonly grid: Grid,
    doors: readonly Point[],
    stubs: readonly Point[],
  ) {
    for (const s of stubs) this.taken.add(key(s));
    for (const d of doors) for (let dy = -1; dy <= 1; dy++) for (let dx = -1; dx <= 1; dx++) this.nearDoor.add(key({ x: d.x + dx, y: d.y + dy }));
  }

  private free(strict: boolean): Point[] {
    return this.grid.find((c) => c === FLOOR).filter((p) => !this.taken.has(key(p)) && !(strict && this.nearDoor.has(key(p))));
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
    this.taken.add(key(p));
    return p;
  }

  /** A free square next to `p` if there is one. */
  takeNear(roller: Roller, p: Point): Point | undefined {
    const near = this.free(false).filter((q) => Math.max(Math.abs(q.x - p.x), Math.abs(q.y - p.y)) === 1);
    if (near.length === 0) return this.take(roller);
    const q = roller.pick(near);
    this.taken.add(key(q));
    return q;
  }
}
