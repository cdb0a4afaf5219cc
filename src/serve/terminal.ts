/**
 * A connection's terminal as blessed wants one: an input that says it is a
 * TTY and an output that knows its size, both over the SSH channel. Once
 * the link is gone the output drops what it is given: blessed still writes
 * as it shuts a screen down, and a dead channel must not be written to; and
 * a client that reads nothing has its frames dropped past a cap (`send`).
 */
import { PassThrough, Writable, type Duplex } from 'node:stream';

export interface PtySize {
  cols: number;
  rows: number;
}

export interface ChannelTerminal {
  input: PassThrough & { isTTY: boolean; setRawMode(mode: boolean): void };
  output: Writable & { isTTY: boolean; columns: number; rows: number };
  resize(size: PtySize): void;
  /** The link is gone: nothing more is written to it. */
  hangUp(): void;
  readonly alive: boolean;
}

/**
 * `fault` hears of an exception thrown while a key was handled: it is this
 * connection's, not the server's. `intercept` sees each chunk first and
 * keeps the ones it answers itself (a key the game does not bind).
 * `flooded` hears that keys came faster than `KEY_BYTES` allows and were
 * dropped: once a flood, not again until a chunk comes whole. `behind`
 * hears that the client reads nothing of what it is sent (`OUT_BYTES`
 * wait): once, until it reads again.
 */
export function channelTerminal(channel: Duplex, size: PtySize, fault: (error: unknown) => void, intercept: (d: Buffer) => boolean = () => false, flooded: () => void = () => {}, behind: () => void = () => {}): ChannelTerminal {
  let alive = true;
  /** Frames are dropped: the client has not read what waits for it. */
  let dropping = false;
  const budget = keyBudget(Date.now);
  let flooding = false;
  /** The window's newest size, not yet drawn. */
  let wanted: PtySize | undefined;
  const input = Object.assign(new PassThrough(), { isTTY: true, setRawMode() {} });
  const output = Object.assign(
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        if (alive && !dropping) send(chunk);
        done();
      },
    }),
    { isTTY: true, columns: clamp(size.cols), rows: clamp(size.rows) },
  );
  /** Tells blessed the terminal is as new, at its size: it clears it and draws the whole frame (app.ts), as on a resize. */
  const redraw = (): void => {
    try {
      output.emit('resize');
    } catch (error) {
      fault(error);
    }
  };
  /**
   * A client that stops reading (a frozen terminal, Ctrl-S, a peer that
   * never reads) leaves what is written waiting on the server, without
   * end, a table's every turn and chat line adding a frame. Past
   * `OUT_BYTES` the frames are dropped whole, and once what waited has
   * gone out (the client reads again), the screen is drawn whole, as it
   * stands then.
   */
  const send = (chunk: Buffer): void => {
    if (channel.writableLength <= OUT_BYTES) {
      channel.write(chunk);
      return;
    }
    dropping = true;
    behind();
    // An empty write's callback comes once every write before it has gone out (ssh2's 'drain' waits for 2 MB, its high-water mark).
    channel.write(Buffer.alloc(0), () => {
      dropping = false;
      if (alive) redraw();
    });
  };
  // A stream that fails is this connection's fault, never one for the process (an 'error' with no listener would end the server).
  input.on('error', fault);
  output.on('error', fault);
  // Keys are handed to blessed at once, so a fault in handling one is caught here, on its own connection.
  channel.on('data', (data: Buffer) => {
    if (!alive) return;
    try {
      const d = budget(data);
      if (d.length > 0 && !intercept(d)) input.emit('data', d);
      // Said after the keys kept, so that what they drew does not hide it.
      if (alive && d.length < data.length && !flooding) flooded();
      flooding = d.length < data.length;
    } catch (error) {
      fault(error);
    }
  });
  return {
    input,
    output,
    resize(size) {
      // A burst of window changes (a window dragged, or a client sending thousands) is drawn once, at its last size.
      const first = wanted === undefined;
      wanted = size;
      if (!first) return;
      setImmediate(() => {
        const { cols, rows } = wanted!;
        wanted = undefined;
        if (!alive) return;
        output.columns = clamp(cols);
        output.rows = clamp(rows);
        redraw();
      });
    },
    hangUp() {
      alive = false;
    },
    get alive() {
      return alive;
    },
  };
}

/** What may wait on the server for a client to read before its frames are dropped: some dozens of whole frames at 80×24. */
const OUT_BYTES = 256 * 1024;

/**
 * What one connection may send as keys: a burst of `burst` bytes, refilled
 * at `perSecond`. Each key costs the event loop every connection shares,
 * and a flood of bytes (a huge paste, garbage) would keep the other
 * players' keys waiting for seconds; no one types a tenth of this.
 */
const KEY_BYTES = { burst: 512, perSecond: 256 };

/** Takes a chunk and gives back what the budget allows of it, cut where no key's bytes are split. */
function keyBudget(now: () => number): (d: Buffer) => Buffer {
  let left = KEY_BYTES.burst;
  let at = now();
  return (d) => {
    const t = now();
    left = Math.min(KEY_BYTES.burst, left + ((t - at) * KEY_BYTES.perSecond) / 1000);
    at = t;
    const kept = d.length <= left ? d : d.subarray(0, wholeKeys(d, Math.floor(left)));
    left -= kept.length;
    return kept;
  };
}

/** Where to cut `d` at or before `end` so that no escape sequence or UTF-8 character is split. */
function wholeKeys(d: Buffer, end: number): number {
  let cut = end;
  // An escape sequence is a few bytes long: one that starts just before the cut is left out whole.
  const esc = d.lastIndexOf(0x1b, cut - 1);
  if (esc >= 0 && cut - esc <= 8) cut = esc;
  while (cut > 0 && (d[cut]! & 0xc0) === 0x80) cut--;
  return cut;
}

/** A client may send absurd sizes (0, which says it does not know, stands for the size it had: server.ts): blessed gets 1 to 500. */
function clamp(n: number): number {
  return Math.min(500, Math.max(1, Math.floor(n) || 1));
}
