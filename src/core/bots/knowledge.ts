/**
 * What the bot reads of the zone it stands in: the squares the hero has
 * seen, the exits among them, doors, creatures, found traps and items. It
 * plans only over seen squares (and the stubs behind known doors), so it
 * explores as a player would rather than reading the whole map.
 */
import { TILE } from '../../procgen/glyphs.js';
import type { Exit, Zone } from '../../procgen/types.js';
import type { CreatureState, DoorState, FloorItem, GameState, ZoneState } from '../engine/types.js';
import { currentZone } from '../engine/zones.js';
import { bfs, type Route } from './path.js';

export class ZoneKnowledge {
  readonly zone: Zone;
  readonly z: ZoneState;
  readonly width: number;
  readonly height: number;
  readonly hero: number;
  /** Exits by their stub squares, by their door squares, and stairs by their square. */
  readonly stubOf = new Map<number, Exit>();
  readonly doorExitAt = new Map<number, Exit>();
  readonly stairsAt = new Map<number, Exit>();
  readonly creatureAt = new Map<number, CreatureState>();
  readonly trapAt = new Set<number>();
  readonly itemsAt = new Map<number, FloorItem[]>();
  /** Doors by square, and the locked ones the bot has given up on. */
  private readonly doorAt = new Map<number, DoorState>();
  private readonly givenUp = new Set<number>();
  /** Rock, and the stubs behind doors: never walked through. */
  private readonly solid: Uint8Array;

  constructor(
    readonly s: GameState,
    /** Door squares the bot has given up forcing. */
    blocked: (zoneId: string, x: number, y: number) => boolean = () => false,
  ) {
    const { zone, z } = currentZone(s);
    this.zone = zone;
    this.z = z;
    this.width = zone.width;
    this.height = zone.height;
    this.hero = this.index(s.hero.x, s.hero.y);
    for (const e of zone.exits) {
      const i = this.index(e.x, e.y);
      if (e.kind === 'door') {
        this.doorExitAt.set(i, e);
        for (const p of e.stub) this.stubOf.set(this.index(p.x, p.y), e);
      } else this.stairsAt.set(i, e);
    }
    for (const c of z.creatures) this.creatureAt.set(this.index(c.x, c.y), c);
    for (const t of z.traps) if (t.found && !t.disarmed) this.trapAt.add(this.index(t.x, t.y));
    this.solid = new Uint8Array(this.width * this.height);
    zone.tiles.forEach((row, y) => {
      for (let x = 0; x < this.width; x++) if ((row[x] ?? TILE.rock) === TILE.rock) this.solid[y * this.width + x] = 1;
    });
    for (const i of this.stubOf.keys()) this.solid[i] = 1;
    for (const [k, door] of Object.entries(z.doors)) {
      const [x, y] = k.split(',').map(Number) as [number, number];
      const i = this.index(x, y);
      this.doorAt.set(i, door);
      if (door.locked && blocked(z.id, x, y)) this.givenUp.add(i);
    }
    for (const f of z.items) {
      const i = this.index(f.x, f.y);
      this.itemsAt.set(i, [...(this.itemsAt.get(i) ?? []), f]);
    }
  }

  index(x: number, y: number): number {
    return y * this.width + x;
  }

  point(i: number): { x: number; y: number } {
    return { x: i % this.width, y: Math.floor(i / this.width) };
  }

  seen(i: number): boolean {
    return this.z.seen[i] === '1';
  }

  door(i: number): DoorState | undefined {
    return this.doorAt.get(i);
  }

  /**
   * A square the hero may walk through on the way somewhere: seen, not rock,
   * no door given up, and (unless `relax`) no creature and no known trap.
   * Relaxed routes are the last resort: moving into a creature attacks it.
   */
  through(i: number, relax = false): boolean {
    if (this.solid[i] || !this.seen(i)) return false;
    if (!relax && (this.creatureAt.has(i) || this.trapAt.has(i))) return false;
    return !this.givenUp.has(i);
  }

  /** A seen square from which more of the zone would come into view. */
  frontier(i: number): boolean {
    if (!this.through(i) || this.doorExitAt.has(i) || this.stairsAt.has(i) || this.trapAt.has(i)) return false;
    const x = i % this.width;
    const y = (i - x) / this.width;
    for (let dy = -1; dy <= 1; dy++) {
      for (let dx = -1; dx <= 1; dx++) {
        const nx = x + dx;
        const ny = y + dy;
        if (nx < 0 || ny < 0 || nx >= this.width || ny >= this.height) continue;
        if (!this.seen(ny * this.width + nx)) return true;
      }
    }
    return false;
  }

  /** Exits the hero knows of: their door or stairs square has been seen. */
  knownExits(): Exit[] {
    return this.zone.exits.filter((e) => this.seen(this.index(e.x, e.y)));
  }

  /** The square to step onto (a stub) or stand on (stairs) to leave by `e`. */
  leaves(e: Exit, i: number): boolean {
    return e.kind === 'door' ? this.stubOf.get(i) === e : this.index(e.x, e.y) === i;
  }

  route(goal: (i: number) => boolean, maxLength?: number, through: (i: number) => boolean = (i) => this.through(i)): Route | undefined {
    return bfs(this.hero, { width: this.width, height: this.height, through, goal, ...(maxLength !== undefined ? { maxLength } : {}) });
  }

  /** The route out by any of `exits`, the nearest first. */
  routeOut(exits: readonly Exit[], maxLength?: number, through?: (i: number) => boolean): Route | undefined {
    if (exits.length === 0) return undefined;
    const wanted = new Set(exits);
    const goal = (i: number) => {
      const e = this.stubOf.get(i) ?? this.stairsAt.get(i);
      return e !== undefined && wanted.has(e) && this.leaves(e, i);
    };
    return this.route(goal, maxLength, through);
  }
}
