/**
 * Hang up on a real game in play, as a closed window or a dropped
 * connection does: it must leave a save that resumes exactly where the
 * hero stood, let its lock go, and end straight away (status 129, as a
 * shell shows it). Used by the test suite (one hang-up) and by
 * `npm run stress` (many).
 */
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { replay } from '../../src/core/bots/index.js';
import { readSave } from '../../src/persist/saves.js';
import { Stream, randomInt } from '../../src/base/rng.js';
import { startGame, waitTurns } from './flow.js';
import { tempDir } from './harness.js';
import { runInOwnPty, type Ended } from './pty.js';

export interface HangUp {
  ended: Ended;
  /** What went wrong with the save or the lock, if anything did. */
  problem?: string;
}

/** One hang-up after `waits` turns spent waiting in the first zone. */
export async function hangUpOnce(k: number, waits: number): Promise<HangUp> {
  const dir = tempDir('hangup');
  const run = runInOwnPty(['--seed', `hangup-${k}`], { ATHACK_SAVE_DIR: dir, ATHACK_CONFIG_DIR: dir });
  try {
    const name = `Hup${k}`;
    await startGame(run, name);
    // The panel's turn, unless a box of the Opposition's covers it just then.
    const shown = await waitTurns(run, waits);
    run.hangUp();
    const ended = await run.ended;
    const file = join(dir, `${name}.json`);
    if (existsSync(`${file}.lock`)) return { ended, problem: `hang-up ${k}: the lock was left behind` };
    const rec = readSave(file);
    const again = replay(rec.seed, rec.options, rec.actions, rec.checks);
    if (again.divergedAt !== null) return { ended, problem: `hang-up ${k}: the save's replay diverged at ${again.divergedAt}` };
    if (!Number.isNaN(shown) && rec.snapshot.turn !== shown) return { ended, problem: `hang-up ${k}: saved at turn ${rec.snapshot.turn}, the screen showed ${shown}` };
    return { ended };
  } catch (error) {
    return { ended: await run.ended, problem: `hang-up ${k}: ${(error as Error).message}` };
  } finally {
    run.kill();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** `count` hang-ups, each after a random number of turns (0 to 5). */
export async function hangUps(count: number): Promise<HangUp[]> {
  const rng = Stream.derive('stress', 'hang-ups');
  const all: HangUp[] = [];
  for (let k = 1; k <= count; k++) all.push(await hangUpOnce(k, randomInt(rng, 0, 5)));
  return all;
}
