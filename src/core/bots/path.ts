/**
 * Breadth-first search over a zone's squares, eight ways as the hero moves.
 * A goal need not be a square the walker may pass through: a creature is
 * attacked by moving into it, a door's stub is left by stepping onto it.
 */
import { DIRS, DIR_STEPS } from '../engine/geometry.js';
import type { Dir } from '../engine/types.js';

export interface Search {
  width: number;
  height: number;
  /** May the walker pass through square `i` (index `y * width + x`)? */
  through(i: number): boolean;
  /** Is square `i` where the walker wants to get to? */
  goal(i: number): boolean;
  /** Give up on routes longer than this many steps. */
  maxLength?: number;
}

export interface Route {
  /** The goal square reached. */
  goal: number;
  /** The first square of the route and the direction to it from the start. */
  first: number;
  dir: Dir;
  /** Steps to the goal. */
  length: number;
}

const STEPS = DIRS.map((d) => ({ dir: d, ...DIR_STEPS[d] }));

/** The arrays one search works in. */
class Scratch {
  /** Steps from the start plus one (0: not found yet). */
  readonly steps: Int32Array;
  /** The first square of the route to each square found. */
  readonly firstOf: Int32Array;
  /** Every square found (passable or not), in the order found. */
  readonly found: Int32Array;
  /** The passable squares found, waiting to have their neighbours looked at. */
  readonly queue: Int32Array;
  /** The search these arrays hold (see `claim`). */
  owner = -1;
  /** Questions being answered with these arrays right now (a goal may itself ask one). */
  busy = 0;

  constructor(readonly size: number) {
    const buffer = new Int32Array(4 * size);
    this.steps = buffer.subarray(0, size);
    this.firstOf = buffer.subarray(size, 2 * size);
    this.found = buffer.subarray(2 * size, 3 * size);
    this.queue = buffer.subarray(3 * size);
  }
}

/**
 * Scratch arrays are shared, least recently claimed first: a new typed array
 * costs as much as a short search, and a bot searches every turn. A search
 * whose arrays were claimed by a newer one starts over, so sharing changes
 * no answer; arrays in the middle of answering a question are never taken.
 */
const SCRATCH_KEPT = 4;
const scratches: Scratch[] = [];

function claim(owner: number, size: number): Scratch {
  const free = scratches.length < SCRATCH_KEPT ? -1 : scratches.findIndex((sc) => sc.busy === 0);
  const old = free >= 0 ? scratches.splice(free, 1)[0]! : undefined;
  const scratch = old?.size === size ? old : new Scratch(size);
  if (scratch === old) scratch.steps.fill(0);
  // When every scratch is busy (questions asked inside questions), the new one is not kept.
  if (old || scratches.length < SCRATCH_KEPT) scratches.push(scratch);
  scratch.owner = owner;
  return scratch;
}

/** Owners are numbers, not the searches themselves, so shared arrays keep no game state alive. */
let searches = 0;

/**
 * One breadth-first search from `start`, asked any number of questions.
 * The order in which squares are found does not depend on the goal, so the
 * nearest goal is the first square found that is one: each question reads
 * the squares found so far and extends the search only as far as it needs,
 * and a bot asking five questions a turn walks the zone once, not five times.
 */
export class Reach {
  private readonly id = searches++;
  private scratch: Scratch;
  private foundCount = 0;
  private head = 0;
  private tail = 0;

  constructor(
    readonly start: number,
    private readonly width: number,
    private readonly height: number,
    private readonly through: (i: number) => boolean,
  ) {
    this.scratch = this.begin();
  }

  /** The shortest route to any goal; ties go to the first found in the fixed order of DIRS. The start itself is never a goal. */
  nearest(goal: (i: number) => boolean, maxLength = Infinity): Route | undefined {
    if (this.scratch.owner !== this.id) this.scratch = this.begin();
    const scratch = this.scratch;
    scratch.busy++;
    try {
      return this.search(scratch, goal, maxLength);
    } finally {
      scratch.busy--;
    }
  }

  /** Claims scratch arrays and starts the search afresh. */
  private begin(): Scratch {
    const scratch = claim(this.id, this.width * this.height);
    this.foundCount = 0;
    this.head = 0;
    this.tail = 0;
    scratch.steps[this.start] = 1;
    scratch.queue[this.tail++] = this.start;
    return scratch;
  }

  private search({ steps, firstOf, found, queue }: Scratch, goal: (i: number) => boolean, maxLength: number): Route | undefined {
    for (let k = 0; ; k++) {
      while (k === this.foundCount) {
        if (this.head === this.tail) return undefined;
        const u = queue[this.head]!;
        if (steps[u]! > maxLength) return undefined;
        this.head++;
        this.expand(u);
      }
      const v = found[k]!;
      const length = steps[v]! - 1;
      // Squares are found in order of distance: none further on is close enough either.
      if (length > maxLength) return undefined;
      if (goal(v)) {
        const first = firstOf[v]!;
        return { goal: v, first, dir: dirBetween(this.start, first, this.width), length };
      }
    }
  }

  /** Finds the neighbours of `u` not yet found, and queues the passable ones. */
  private expand(u: number): void {
    const { width, height, start } = this;
    const { steps, firstOf, found, queue } = this.scratch;
    const d = steps[u]! + 1;
    const ux = u % width;
    const uy = (u - ux) / width;
    for (const s of STEPS) {
      const x = ux + s.x;
      const y = uy + s.y;
      if (x < 0 || y < 0 || x >= width || y >= height) continue;
      const v = y * width + x;
      if (steps[v] !== 0) continue;
      steps[v] = d;
      firstOf[v] = u === start ? v : firstOf[u]!;
      found[this.foundCount++] = v;
      if (this.through(v)) queue[this.tail++] = v;
    }
  }
}

/** The shortest route from `start` to any goal; ties go to the first found in the fixed order of DIRS. */
export function bfs(start: number, search: Search): Route | undefined {
  return new Reach(start, search.width, search.height, (i) => search.through(i)).nearest((i) => search.goal(i), search.maxLength);
}

/** The direction of one step from square `a` to the neighbouring square `b`. */
export function dirBetween(a: number, b: number, width: number): Dir {
  const dx = (b % width) - (a % width);
  const dy = Math.floor(b / width) - Math.floor(a / width);
  const s = STEPS.find((t) => t.x === dx && t.y === dy);
  if (!s) throw new Error(`squares ${a} and ${b} are not neighbours`);
  return s.dir;
}
