/**
 * rot.js's A* (`Path.AStar`, 8-way, every step costing 1), kept exactly:
 * the same squares are tried in the same order and the same path comes
 * out, so games replay as they did. rot.js keeps its queue as a list it
 * inserts into by walking it and names squares by strings; here the queue
 * is a heap ordered as that list is (by f, then h, then the order squares
 * were added) and squares are numbers. tests/engine/astar.test.ts holds
 * the two side by side.
 */

export type Passable = (x: number, y: number) => boolean;

interface Node {
  x: number;
  y: number;
  prev: Node | null;
  g: number;
  h: number;
  /** Order of adding, which breaks ties as rot.js's list does: later after earlier. */
  seq: number;
}

/** rot.js's eight directions in the order its A* tries them: north, east, south, west, then the diagonals. */
const DIRS: readonly (readonly [number, number])[] = [
  [0, -1],
  [1, 0],
  [0, 1],
  [-1, 0],
  [1, -1],
  [1, 1],
  [-1, 1],
  [-1, -1],
];

// Squares as one number; zones are far smaller than these bounds, and a square off the map is never passable.
const id = (x: number, y: number) => (y + 4096) * 16384 + (x + 4096);

const before = (a: Node, b: Node) => {
  const fa = a.g + a.h;
  const fb = b.g + b.h;
  return fa !== fb ? fa < fb : a.h !== b.h ? a.h < b.h : a.seq < b.seq;
};

function push(heap: Node[], n: Node): void {
  let i = heap.length;
  heap.push(n);
  while (i > 0) {
    const up = (i - 1) >> 1;
    if (!before(n, heap[up]!)) break;
    heap[i] = heap[up]!;
    i = up;
  }
  heap[i] = n;
}

function pop(heap: Node[]): Node {
  const top = heap[0]!;
  const last = heap.pop()!;
  if (heap.length === 0) return top;
  let i = 0;
  for (;;) {
    const l = 2 * i + 1;
    if (l >= heap.length) break;
    const r = l + 1;
    const child = r < heap.length && before(heap[r]!, heap[l]!) ? r : l;
    if (!before(heap[child]!, last)) break;
    heap[i] = heap[child]!;
    i = child;
  }
  heap[i] = last;
  return top;
}

/**
 * The path from `from` to `to` as rot.js's A* gives it: its squares from
 * `from` (first) to `to` (last), or none when there is no way. Like
 * rot.js, the search runs from `to` and never asks whether `to` itself is
 * passable.
 */
export function aStar(to: { x: number; y: number }, from: { x: number; y: number }, passable: Passable): { x: number; y: number }[] {
  const distance = (x: number, y: number) => Math.max(Math.abs(x - from.x), Math.abs(y - from.y));
  const heap: Node[] = [];
  const done = new Map<number, Node>();
  let seq = 0;
  const add = (x: number, y: number, prev: Node | null) => push(heap, { x, y, prev, g: prev ? prev.g + 1 : 0, h: distance(x, y), seq: seq++ });
  add(to.x, to.y, null);
  while (heap.length > 0) {
    const item = pop(heap);
    const key = id(item.x, item.y);
    if (done.has(key)) continue;
    done.set(key, item);
    if (item.x === from.x && item.y === from.y) break;
    for (const [dx, dy] of DIRS) {
      const x = item.x + dx;
      const y = item.y + dy;
      if (!passable(x, y) || done.has(id(x, y))) continue;
      add(x, y, item);
    }
  }
  const path: { x: number; y: number }[] = [];
  for (let item = done.get(id(from.x, from.y)); item; item = item.prev ?? undefined) path.push({ x: item.x, y: item.y });
  return path;
}
