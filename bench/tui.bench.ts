/**
 * The terminal interface in memory, without a terminal link: how long a
 * key takes to draw and how many bytes a step costs (it matters over SSH).
 * pty.bench.ts measures the same on a real pseudo-terminal, beside peers.
 */
import { harness, type Harness } from '../tests/tui/harness.js';
import { DIR_KEY, freeSteps } from '../tests/tui/plan.js';
import type { Dir } from '../src/core/engine/types.js';
import type { Bench } from './bench.js';
import { BACK } from '../src/core/engine/geometry.js';

interface Move {
  ms: number;
  bytes: number;
  /** No message came with it: the @ moved and the panel's turn changed, nothing else. */
  plain: boolean;
}

/** 2,000 scripted steps at 80×24, back and forth where the hero stands, a new game whenever one ends. */
async function moves(count = 2000): Promise<Move[]> {
  const out: Move[] = [];
  let h: Harness | undefined;
  let seed = 0;
  let last: Dir | undefined;
  let loops = 0;
  try {
    while (out.length < count) {
      const s = h?.app.ui.game;
      if (!h || !s || s.phase !== 'dungeon') {
        h?.destroy();
        h = await harness({ seed: String(++seed) });
        await h.startGame();
        last = undefined;
        continue;
      }
      if (++loops > count * 3) throw new Error(`only ${out.length} moves in ${loops} tries`);
      const free = freeSteps(s);
      const dir = last && free.includes(BACK[last]) ? BACK[last] : free[0];
      // A question (the armour die) or nowhere to step: a new game rather than play it out.
      if (!dir || h.app.ui.modals.length > 0) {
        h.destroy();
        h = undefined;
        continue;
      }
      const logBefore = h.app.ui.log.length;
      const bytesBefore = h.bytes;
      const start = process.hrtime.bigint();
      await h.press(DIR_KEY[dir]);
      const ms = Number(process.hrtime.bigint() - start) / 1e6;
      out.push({ ms, bytes: h.bytes - bytesBefore, plain: h.app.ui.log.length === logBefore && h.app.ui.game?.zone === s.zone });
      last = dir;
    }
  } finally {
    h?.destroy();
  }
  return out;
}

let measured: Promise<Move[]> | undefined;
const sample = () => (measured ??= moves());

export const benches: Bench[] = [
  { name: 'tui.keypress', unit: 'ms', samples: async () => (await sample()).map((m) => m.ms) },
  { name: 'tui.bytesPerMove', unit: 'bytes', samples: async () => (await sample()).filter((m) => m.plain).map((m) => m.bytes) },
];
