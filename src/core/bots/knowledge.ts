/**
 * What the bot reads of the zone it stands in: the squares the hero has
 * seen, the exits among them, passages, doors, creatures, found traps and
 * items. It plans only over seen squares (and the stubs behind known
 * doors), so it explores as a player would rather than reading the whole
 * map.
 */
import { TILE } from '../../procgen/glyphs.js';
import type { Exit, Zone } from '../../procgen/types.js';
import type { CreatureState, DoorState, FloorItem, GameState, ZoneState } from '../engine/types.js';
import { currentZone } from '../engine/zones.js';
import { bfs, Reach, type Route } from './path.js';
import { knownWaysOf, type Way } from './zone-graph.js';

/** Marks on a square, as bits. */
const STOP = 1; // never walked through: rock, the stubs behind doors, doors given up
const AVOID = 2; // walked through only as a last resort: a creature or a known trap
const EXIT = 4; // a door out or stairs: stepping there is no exploring

/** What a bot reads of a zone map that never changes: worked out once per map, not every turn. */
interface Layout {
  stubOf: Map<number, Exit>;
  doorExitAt: Map<number, Exit>;
  stairsAt: Map<number, Exit>;
  /** STOP on rock and stubs, EXIT on door and stairs squares. */
  marks: Uint8Array;
  /** Squares by their `x,y` key in `ZoneState.doors`, parsed when first met. */
  doorSquares: Map<string, number>;
}

/** Keyed by the map itself: a zone map is never changed once generated, so a layout cannot go stale. */
const layouts = new WeakMap<Zone, Layout>();

function layoutOf(zone: Zone): Layout {
  let layout = layouts.get(zone);
  if (!layout) {
    layout = makeLayout(zone);
    layouts.set(zone, layout);
  }
  return layout;
}

function makeLayout(zone: Zone): Layout {
  const { width } = zone;
  const layout: Layout = { stubOf: new Map(), doorExitAt: new Map(), stairsAt: new Map(), marks: new Uint8Array(width * zone.height), doorSquares: new Map() };
  for (const e of zone.exits) {
    const i = e.y * width + e.x;
    if (e.kind === 'door') {
      layout.doorExitAt.set(i, e);
      for (const p of e.stub) layout.stubOf.set(p.y * width + p.x, e);
    } else layout.stairsAt.set(i, e);
    layout.marks[i]! |= EXIT;
  }
  zone.tiles.forEach((row, y) => {
    for (let x = 0; x < width; x++) if ((row[x] ?? TILE.rock) === TILE.rock) layout.marks[y * width + x]! |= STOP;
  });
  for (const i of layout.stubOf.keys()) layout.marks[i]! |= STOP;
  return layout;
}

/** The square of a door, from its key in `ZoneState.doors`. */
function doorSquare(layout: Layout, width: number, key: string): number {
  let i = layout.doorSquares.get(key);
  if (i === undefined) {
    const [x, y] = key.split(',').map(Number) as [number, number];
    i = y * width + x;
    layout.doorSquares.set(key, i);
  }
  return i;
}

export class ZoneKnowledge {
  readonly zone: Zone;
  readonly z: ZoneState;
  readonly width: number;
  readonly height: number;
  readonly hero: number;
  /** Exits by their stub squares, by their door squares, and stairs by their square. */
  readonly stubOf: ReadonlyMap<number, Exit>;
  readonly doorExitAt: ReadonlyMap<number, Exit>;
  readonly stairsAt: ReadonlyMap<number, Exit>;
  /** Passages opened with tokens, by their square. */
  readonly passageAt = new Map<number, Way>();
  readonly creatureAt = new Map<number, CreatureState>();
  readonly trapAt = new Set<number>();
  readonly itemsAt = new Map<number, FloorItem[]>();
  /** Doors by square. */
  private readonly doorAt = new Map<number, DoorState>();
  /** The layout's marks with this turn's added: AVOID on creatures and found traps, STOP on doors given up. */
  private readonly marks: Uint8Array;
  /** Searches from the hero's square, made when first asked: strict, and relaxed (through creatures and traps). */
  private readonly reaches: { strict?: Reach; relaxed?: Reach } = {};
  /** Whether a square the hero has seen is marked AVOID: if not, the relaxed search would walk exactly as the strict one. */
  private avoidInSight = false;

  constructor(
    readonly s: GameState,
    /** Door and trap squares the bot has given up on. */
    blocked: (zoneId: string, x: number, y: number) => boolean = () => false,
  ) {
    const { zone, z } = currentZone(s);
    this.zone = zone;
    this.z = z;
    this.width = zone.width;
    this.height = zone.height;
    this.hero = this.index(s.hero.x, s.hero.y);
    const layout = layoutOf(zone);
    this.stubOf = layout.stubOf;
    this.doorExitAt = layout.doorExitAt;
    this.stairsAt = layout.stairsAt;
    this.marks = new Uint8Array(layout.marks);
    for (const c of z.creatures) {
      const i = this.index(c.x, c.y);
      this.creatureAt.set(i, c);
      this.avoid(i);
    }
    for (const t of z.traps) {
      if (!t.found || t.disarmed) continue;
      const i = this.index(t.x, t.y);
      this.trapAt.add(i);
      this.avoid(i);
      if (blocked(z.id, t.x, t.y)) this.marks[i]! |= STOP;
    }
    for (const key in z.doors) {
      const door = z.doors[key]!;
      const i = doorSquare(layout, this.width, key);
      this.doorAt.set(i, door);
      if (door.locked) {
        const { x, y } = this.point(i);
        if (blocked(z.id, x, y)) this.marks[i]! |= STOP;
      }
    }
    if (z.passages) for (const w of this.knownExits()) if (w.kind === 'passage') this.passageAt.set(this.index(w.x, w.y), w);
    for (const f of z.items) {
      const i = this.index(f.x, f.y);
      const here = this.itemsAt.get(i);
      if (here) here.push(f);
      else this.itemsAt.set(i, [f]);
    }
  }

  index(x: number, y: number): number {
    return y * this.width + x;
  }

  point(i: number): { x: number; y: number } {
    return { x: i % this.width, y: Math.floor(i / this.width) };
  }

  seen(i: number): boolean {
    return this.z.seen.charCodeAt(i) === 49; // '1'
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
    return (this.marks[i]! & (relax ? STOP : STOP | AVOID)) === 0 && this.seen(i);
  }

  /** A seen square from which more of the zone would come into view; unless `relax`, with no creature or known trap on it. */
  frontier(i: number, relax = false): boolean {
    if ((this.marks[i]! & (relax ? STOP | EXIT : STOP | AVOID | EXIT)) !== 0 || !this.seen(i)) return false;
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

  /** Ways out the hero knows of: exits whose door or stairs square has been seen, and passages. */
  knownExits(): readonly Way[] {
    return knownWaysOf(this.s, this.z.id);
  }

  /** The square to step onto (a stub) or stand on (stairs, a passage) to leave by `e`. */
  leaves(e: Way, i: number): boolean {
    return e.kind === 'door' ? this.stubOf.get(i) === e : this.index(e.x, e.y) === i;
  }

  /** The shortest route from the hero to a square `goal` accepts; `relax` goes through creatures and known traps. */
  route(goal: (i: number) => boolean, maxLength?: number, relax = false): Route | undefined {
    return this.reach(relax).nearest(goal, maxLength);
  }

  /**
   * What stands in the way to a square `goal` accepts, for when no clear
   * route reaches it: the squares of the relaxed route (through creatures
   * and known traps) that hold a creature or a found trap, in order.
   * Undefined when not even that route reaches it.
   */
  inTheWay(goal: (i: number) => boolean): number[] | undefined {
    const first = this.route(goal, undefined, true);
    if (!first) return undefined;
    const search = { width: this.width, height: this.height, through: (i: number) => this.through(i, true), goal };
    const out: number[] = [];
    // The route is followed a step at a time, each step the first of the shortest route on from there.
    let at: number | undefined = first.first;
    for (let step = 0; at !== undefined && step < first.length; step++) {
      if (this.creatureAt.has(at) || this.trapAt.has(at)) out.push(at);
      at = goal(at) ? undefined : bfs(at, search)?.first;
    }
    return out;
  }

  /** The route out by any of `exits`, the nearest first. */
  routeOut(exits: readonly Way[], maxLength?: number, relax = false): Route | undefined {
    if (exits.length === 0) return undefined;
    const wanted = new Set(exits);
    const goal = (i: number) => {
      const e = this.stubOf.get(i) ?? this.stairsAt.get(i) ?? this.passageAt.get(i);
      return e !== undefined && wanted.has(e) && this.leaves(e, i);
    };
    return this.route(goal, maxLength, relax);
  }

  private avoid(i: number): void {
    this.marks[i]! |= AVOID;
    if (this.seen(i)) this.avoidInSight = true;
  }

  /** The search from the hero, shared by every question asked of this knowledge: what it reads is fixed for the turn. */
  private reach(relax: boolean): Reach {
    const relaxed = relax && this.avoidInSight;
    return (this.reaches[relaxed ? 'relaxed' : 'strict'] ??= new Reach(this.hero, this.width, this.height, (i) => this.through(i, relaxed)));
  }
}
