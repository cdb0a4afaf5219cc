/**
 * A connection's terminal as blessed wants one: an input that says it is a
 * TTY and an output that knows its size, both over the SSH channel. Once
 * the link is gone the output drops what it is given: blessed still writes
 * as it shuts a screen down, and a dead channel must not be written to.
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
 */
export function channelTerminal(channel: Duplex, size: PtySize, fault: (error: unknown) => void, intercept: (d: Buffer) => boolean = () => false): ChannelTerminal {
  let alive = true;
  const input = Object.assign(new PassThrough(), { isTTY: true, setRawMode() {} });
  const output = Object.assign(
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        if (alive) channel.write(chunk);
        done();
      },
    }),
    { isTTY: true, columns: clamp(size.cols), rows: clamp(size.rows) },
  );
  // A stream that fails is this connection's fault, never one for the process (an 'error' with no listener would end the server).
  input.on('error', fault);
  output.on('error', fault);
  // Keys are handed to blessed at once, so a fault in handling one is caught here, on its own connection.
  channel.on('data', (d: Buffer) => {
    if (!alive) return;
    try {
      if (!intercept(d)) input.emit('data', d);
    } catch (error) {
      fault(error);
    }
  });
  return {
    input,
    output,
    resize({ cols, rows }) {
      output.columns = clamp(cols);
      output.rows = clamp(rows);
      output.emit('resize');
    },
    hangUp() {
      alive = false;
    },
    get alive() {
      return alive;
    },
  };
}

/** A client may send a size of 0 (unknown) or absurd ones: blessed gets 1 to 500. */
function clamp(n: number): number {
  return Math.min(500, Math.max(1, Math.floor(n) || 1));
}
