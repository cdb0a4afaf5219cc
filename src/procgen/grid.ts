/** A mutable character grid used while a zone is built; zones store it as rows of text. */

export interface Point {
  x: number;
  y: number;
}

export const ROCK = '#';
export const FLOOR = '.';

export class Grid {
  /** Row after row: the cell at (x, y) is `cells[y * width + x]`. */
  private readonly cells: string[];

  constructor(
    readonly width: number,
    readonly height: number,
    fill = ROCK,
  ) {
    this.cells = Array<string>(width * height).fill(fill);
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
    return this.inside(x, y) ? this.cells[y * this.width + x]! : ROCK;
  }

  set(x: number, y: number, c: string): void {
    if (this.inside(x, y)) this.cells[y * this.width + x] = c;
  }

  /** Every cell `test` accepts, row by row; `test` also gets the cell's index, as masks are indexed. */
  find(test: (c: string, index: number) => boolean): Point[] {
    const out: Point[] = [];
    for (let y = 0; y < this.height; y++) for (let x = 0; x < this.width; x++) if (test(this.cells[y * this.width + x]!, y * this.width + x)) out.push({ x, y });
    return out;
  }

  /** 1 for every cell `test` accepts, 0 elsewhere, indexed like the cells: for sets of squares looked up in hot loops. */
  mask(test: (c: string) => boolean): Uint8Array {
    const out = new Uint8Array(this.cells.length);
    for (let i = 0; i < out.length; i++) if (test(this.cells[i]!)) out[i] = 1;
    return out;
  }

  rows(): string[] {
    return Array.from({ length: this.height }, (_, y) => this.cells.slice(y * this.width, (y + 1) * this.width).join(''));
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

/** Every cell reachable from `start` (which must be inside) through cells that `passable` accepts, moving in 8 directions, as a mask like `Grid.mask`'s. */
export function reachable(grid: Grid, start: Point, passable: (c: string) => boolean): Uint8Array {
  const { width } = grid;
  const seen = new Uint8Array(width * grid.height);
  seen[start.y * width + start.x] = 1;
  const stack: Point[] = [start];
  while (stack.length > 0) {
    const p = stack.pop()!;
    for (const d of DIRS8) {
      const x = p.x + d.x;
      const y = p.y + d.y;
      if (!grid.inside(x, y) || seen[y * width + x] === 1 || !passable(grid.get(x, y))) continue;
      seen[y * width + x] = 1;
      stack.push({ x, y });
    }
  }
  return seen;
}
