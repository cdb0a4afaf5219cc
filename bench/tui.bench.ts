/**
 * The terminal interface as a player feels it: how long a key takes to
 * show, how many bytes a step costs (it matters over SSH), and how long the
 * real program takes to put its title up.
 */
import { harness, type Harness } from '../tests/tui/harness.js';
import { DIR_KEY, freeSteps } from '../tests/tui/plan.js';
import { ensureBuilt, runInPty } from '../tests/tui/pty.js';
import type { Dir } from '../src/core/engine/types.js';
import type { Bench } from './bench.js';

const BACK: Record<Dir, Dir> = { n: 's', s: 'n', e: 'w', w: 'e', ne: 'sw', sw: 'ne', nw: 'se', se: 'nw' };

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

/** Spawn of `bin/athack --seed 1` in a pseudo-terminal to its whole title on screen. */
async function firstFrames(n = 15): Promise<number[]> {
  ensureBuilt();
  const times: number[] = [];
  for (let k = 0; k <= n; k++) {
    const start = process.hrtime.bigint();
    const run = runInPty(['--seed', '1'], {});
    try {
      if (!(await run.until(/q Quit/, 10_000))) throw new Error(`no title:\n${run.screenText()}`);
      const ms = Number(process.hrtime.bigint() - start) / 1e6;
      if (k > 0) times.push(ms); // the first run warms the file cache
      await run.press('q');
      await run.exited;
    } finally {
      run.kill();
    }
  }
  return times;
}

export const benches: Bench[] = [
  { name: 'tui.keypress', unit: 'ms', samples: async () => (await sample()).map((m) => m.ms) },
  { name: 'tui.bytesPerMove', unit: 'bytes', samples: async () => (await sample()).filter((m) => m.plain).map((m) => m.bytes) },
  { name: 'tui.firstFrame', unit: 'ms', samples: () => firstFrames() },
];
