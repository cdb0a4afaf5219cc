/**
 * What a program writes to a terminal, read back through a headless xterm,
 * and keys sent to it as a terminal sends them: a Driver over any byte
 * stream (a pseudo-terminal, an SSH channel).
 */
import type { Terminal } from '@xterm/headless';
import { graphemes, type Driver } from '../tui/flow.js';
import { headlessTerminal } from './xterm.js';
import { sequence } from '../tui/harness.js';

export interface TerminalDriver extends Driver {
  term: Terminal;
  /** Everything received, as text. */
  raw(): string;
  /** Waits until the output has been quiet for `quietMs` (or `maxMs` passed). */
  quiet(quietMs?: number, maxMs?: number): Promise<void>;
  /** Bytes from the program: drawn and kept. */
  feed(bytes: Buffer): void;
  /** Bytes kept but not drawn (a program's error stream). */
  keep(bytes: Buffer): void;
  /** The program is gone: waiting stops. */
  end(): void;
  /**
   * Types keys that draw nothing (a password at a prompt that echoes
   * nothing), one after the other as fingers would: with no frame to wait
   * for, `press` would wait out its whole pause after every key.
   */
  typeUnseen(text: string): Promise<void>;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A driver for a `cols`×`rows` terminal whose keys go out through `send`. */
export function terminalDriver(size: { cols: number; rows: number }, send: (bytes: string) => void): TerminalDriver {
  const term = headlessTerminal(size.cols, size.rows);
  const chunks: Buffer[] = [];
  let last = Date.now();
  let received = 0;
  let done = false;
  const parsed = () => new Promise<void>((resolve) => term.write('', resolve));
  const lines = () => {
    const buf = term.buffer.active;
    return Array.from({ length: term.rows }, (_, y) => (buf.getLine(buf.viewportY + y)?.translateToString(true) ?? '').trimEnd());
  };
  const quiet = async (quietMs = 40, maxMs = 3000) => {
    const start = Date.now();
    const before = received;
    // Wait for the frame to begin (a key may draw nothing), then for the output to stop.
    while (!done && Date.now() - start < maxMs && (received === before ? Date.now() - start < 300 : Date.now() - last < quietMs)) await sleep(5);
    await parsed();
  };
  return {
    term,
    raw: () => Buffer.concat(chunks).toString('utf8'),
    quiet,
    feed(d) {
      chunks.push(d);
      received += d.length;
      last = Date.now();
      term.write(d);
    },
    keep: (d) => void chunks.push(d),
    end: () => void (done = true),
    async press(...keys) {
      for (const k of keys) {
        send(sequence(k));
        await quiet();
      }
    },
    async type(text) {
      for (const ch of graphemes(text)) {
        send(ch);
        await quiet();
      }
    },
    async typeUnseen(text) {
      for (const ch of text) {
        send(ch);
        await sleep(2);
      }
    },
    async until(pattern, ms = 5000) {
      const start = Date.now();
      for (;;) {
        await parsed();
        if (pattern.test(lines().join('\n'))) return true;
        if (done || Date.now() - start > ms) return false;
        await sleep(10);
      }
    },
    screenText: () => lines().join('\n'),
  };
}
