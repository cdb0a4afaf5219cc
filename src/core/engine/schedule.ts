/**
 * rot.js's speed scheduler (`Scheduler.Speed` over its `EventQueue` and
 * `MinHeap`), kept exactly: the same heap, the same order of turns, ties
 * to the one added first, and the same arithmetic on the times, so every
 * game takes its turns as it did. rot.js makes a new record of every
 * waiting turn each time the clock moves, and two small lists each time
 * its heap is put back in order; here the records are changed in place.
 * tests/engine/schedule.test.ts holds the two side by side.
 */

interface Entry<T> {
  item: T;
  /** The order of adding, which breaks ties between equal times. */
  stamp: number;
  /** The time left until the turn. */
  key: number;
}

const lessThan = <T>(a: Entry<T>, b: Entry<T>) => (a.key === b.key ? a.stamp < b.stamp : a.key < b.key);

export class SpeedQueue<T> {
  private readonly heap: Entry<T>[] = [];
  private stamp = 0;
  private readonly repeat = new Set<T>();
  private current: Entry<T> | null = null;

  /** `speed(item)`: turns a unit of time, read each time the item's next turn is put in. */
  constructor(private readonly speed: (item: T) => number) {}

  /** The item's first turn comes `time` from now (given none, 1 / speed); after that, every 1 / speed. */
  add(item: T, time?: number): void {
    this.push({ item, stamp: 0, key: time !== undefined ? time : 1 / this.speed(item) });
    this.repeat.add(item);
  }

  /** Whose turn is next: the clock moves on to it. */
  next(): T {
    const done = this.current;
    if (done && this.repeat.has(done.item)) {
      done.key = 1 / this.speed(done.item);
      this.push(done);
    }
    const top = this.pop();
    this.current = top;
    const time = top.key;
    // The times of the turns still waiting are kept relative to the present.
    if (time > 0) for (const e of this.heap) e.key = e.key + -time;
    return top.item;
  }

  /** An item takes no more turns. */
  remove(item: T): void {
    this.repeat.delete(item);
    // The last entry of the item, as rot.js looks for it.
    let at = -1;
    for (let i = 0; i < this.heap.length; i++) if (this.heap[i]!.item === item) at = i;
    if (at >= 0) {
      const last = this.heap.pop()!;
      if (last.item !== item) {
        this.heap[at] = last;
        // As rot.js does: only downwards, so the heap may keep an entry above a larger parent.
        this.down(at);
      }
    }
    if (this.current?.item === item) this.current = null;
  }

  /** The time until the item's next turn, or undefined when none is waiting (the turn being taken is not). */
  timeOf(item: T): number | undefined {
    return this.heap.find((e) => e.item === item)?.key;
  }

  private push(e: Entry<T>): void {
    e.stamp = ++this.stamp;
    this.heap.push(e);
    this.up(this.heap.length - 1);
  }

  private pop(): Entry<T> {
    const heap = this.heap;
    const top = heap[0]!;
    const last = heap.pop()!;
    if (heap.length > 0) {
      heap[0] = last;
      this.down(0);
    }
    return top;
  }

  private up(x: number): void {
    const heap = this.heap;
    while (x > 0) {
      const parent = Math.floor((x - 1) / 2);
      if (!lessThan(heap[x]!, heap[parent]!)) return;
      this.swap(x, parent);
      x = parent;
    }
  }

  private down(x: number): void {
    const heap = this.heap;
    for (;;) {
      const l = 2 * x + 1;
      if (l >= heap.length) return;
      let m = x;
      if (lessThan(heap[l]!, heap[m]!)) m = l;
      if (l + 1 < heap.length && lessThan(heap[l + 1]!, heap[m]!)) m = l + 1;
      if (m === x) return;
      this.swap(x, m);
      x = m;
    }
  }

  private swap(a: number, b: number): void {
    const t = this.heap[a]!;
    this.heap[a] = this.heap[b]!;
    this.heap[b] = t;
  }
}
