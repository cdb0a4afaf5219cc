/**
 * What a save costs the game as it grows: the mean time the save writer
 * takes per action over SPAN actions (its appended lines, the snapshots and
 * the whole rewrite among them) from action 100, and from action 5,000 of
 * the same game, in a temp folder. `save.ratio` is the second over the first.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { playGame } from '../src/core/bots/index.js';
import type { Action } from '../src/core/engine/actions.js';
import type { GameState } from '../src/core/engine/types.js';
import type { Recording } from '../src/persist/recording.js';
import { SaveWriter, SNAPSHOT_EVERY, SNAPSHOTS_BEFORE_REWRITE } from '../src/persist/save-writer.js';
import { once, type Bench } from './bench.js';

/** Enough actions to take in every snapshot and one whole rewrite. */
const SPAN = SNAPSHOT_EVERY * (SNAPSHOTS_BEFORE_REWRITE + 1);

/** Mean ms per action of the save writer over SPAN actions after `at`. */
function meanSaveCost(game: Game, at: number): number {
  const dir = mkdtempSync(join(tmpdir(), 'athack-bench-save-'));
  try {
    // A longer game than the bot played: its actions again and again (the writer only writes them down).
    const action = (k: number) => game.actions[k % game.actions.length]!;
    const check = (k: number) => game.checks[k % game.checks.length]!;
    const rec: Recording = { seed: 'bench-save', options: {}, actions: [], checks: [], snapshot: game.midway };
    for (let k = 0; k < at; k++) {
      rec.actions.push(action(k));
      rec.checks.push(check(k));
    }
    const writer = new SaveWriter(dir, join(dir, 'save.json'), '0.0.0');
    writer.whole(rec);
    const start = process.hrtime.bigint();
    for (let k = at; k < at + SPAN; k++) {
      rec.actions.push(action(k));
      rec.checks.push(check(k));
      writer.took(rec);
    }
    return Number(process.hrtime.bigint() - start) / 1e6 / SPAN;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A bot game's actions and checks, and a state from the middle of it, in a zone (an ended game's saves are all synced). */
interface Game {
  actions: Action[];
  checks: number[];
  midway: GameState;
}

function botGame(): Game {
  let midway: GameState | undefined;
  const game = playGame('bench-save', {}, { maxSteps: 1000, onAction: ({ state, actions }) => {
    if (state.phase === 'dungeon' && actions.length <= 500) midway = state;
  } });
  if (!midway) throw new Error('the bot never reached the dungeon');
  return { actions: game.actions, checks: game.checks, midway };
}

function saveCosts(): { early: number[]; late: number[]; ratio: number[] } {
  const game = botGame();
  const out = { early: [] as number[], late: [] as number[], ratio: [] as number[] };
  for (let p = 0; p < 5; p++) {
    const early = meanSaveCost(game, 100);
    const late = meanSaveCost(game, 5000);
    out.early.push(early);
    out.late.push(late);
    out.ratio.push(late / early);
  }
  return out;
}

const costsOnce = once(saveCosts);

export const benches: Bench[] = [
  { name: 'save.at100', unit: 'ms per action', samples: () => costsOnce().early },
  { name: 'save.at5000', unit: 'ms per action', samples: () => costsOnce().late },
  { name: 'save.ratio', unit: '× at 100', samples: () => costsOnce().ratio },
];
