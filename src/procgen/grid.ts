/** A mutable character grid used while a zone is built; zones store it as rows of text. */

export interface Point {
  x: number;
  y: number;
}

export const ROCK = '#';
export const FLOOR = '.';

export class Grid {
  private readonly cells: string[][];

  constructor(
    readonly width: number,
    readonly height: number,
    fill = ROCK,
  ) {
    this.cells = Array.from({ length: height }, () => Array<string>(width).fill(fill));
  }

  static fromRows(rows: readonly string[]): Grid {
    const g = new Grid(rows[0]?.length ?? 0, rows.length);
    rows.forEach((row, y) => [...row].forEach((c, x) => g.set(x, y, c)));
    return g;
  }

  inside(x: number, y: number): boolean {
    return x >= 0 && y >= 0 && x < this.width && y < this.height;
  }

  get(x: number, y: number): string {
    return this.inside(x, y) ? this.cells[y]![x]! : ROCK;
  }

  set(x: number, y: number, c: string): void {
    if (this.inside(x, y)) this.cells[y]![x] = c;
  }

  /** Every cell holding `c`, row by row. */
  find(test: (c: string) => boolean): Point[] {
    const out: Point[] = [];
    this.cells.forEach((row, y) => row.forEach((c, x) => test(c) && out.push({ x, y })));
    return out;
  }

  rows(): string[] {
    return this.cells.map((r) => r.join(''));
  }
}

export const DIRS8: readonly Point[] = [
  { x: 0, y: -1 },
  { x: 1, y: -1 },
  { x: 1, y: 0 },
  { x: 1, y: 1 },
  { x: 0, y: 1 },
  { x: -1, y: 1 },
  { x: -1, y: 0 },
  { x: -1, y: -1 },
];

export const key = (p: Point): string => `${p.x},${p.y}`;

/** Every cell reachable from `start` through cells that `passable` accepts, moving in 8 directions. */
export function reachable(grid: Grid, start: Point, passable: (c: string) => boolean): Set<string> {
  const seen = new Set<string>([key(start)]);
  const stack: Point[] = [start];
  while (stack.length > 0) {
    const p = stack.pop()!;
    for (const d of DIRS8) {
      const q = { x: p.x + d.x, y: p.y + d.y };
      if (!grid.inside(q.x, q.y) || seen.has(key(q)) || !passable(grid.get(q.x, q.y))) continue;
      seen.add(key(q));
      stack.push(q);
    }
  }
  return seen;
}
