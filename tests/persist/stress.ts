/**
 * Kill a real `athack autoplay` with SIGKILL at random moments: after each
 * kill there must be a save that replays exactly. Used by the test suite (a
 * short run) and by `npm run stress` (200 kills).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { replay } from '../../src/core/bots/index.js';
import { readRecording, stateHash } from '../../src/cli/replay.js';
import { readSave } from '../../src/persist/saves.js';
import { listSaves } from '../../src/persist/save-list.js';
import { Stream, randomInt } from '../../src/core/rng.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function untilSaved(dir: string, limitMs: number, gone: () => boolean): Promise<string | undefined> {
  for (let waited = 0; waited < limitMs && !gone(); waited += 20) {
    const save = listSaves(dir)[0];
    if (save) return save.file;
    await sleep(20);
  }
  return undefined;
}

/**
 * One kill: a problem, `ended` when the bot's game ended before its first
 * save (nothing to test: that seed is passed over), or undefined when the
 * save left behind replays exactly.
 */
export async function killOnce(k: number, rng: Stream): Promise<string | 'ended' | undefined> {
  const dir = mkdtempSync(join(tmpdir(), 'athack-stress-'));
  const child = spawn(process.execPath, ['bin/athack', 'autoplay', '--seed', `stress-${k}`, '--turns', '1000000', '--save-dir', dir, '--name', `Stress${k}`], { stdio: 'ignore' });
  let gone = false;
  const exited = new Promise<void>((resolve) =>
    child.on('exit', () => {
      gone = true;
      resolve();
    }),
  );
  const file = await untilSaved(dir, 10_000, () => gone);
  if (!file) {
    if (gone) return 'ended';
    child.kill('SIGKILL');
    return `kill ${k}: no save appeared within 10 s`;
  }
  await sleep(randomInt(rng, 0, 400));
  child.kill('SIGKILL');
  await exited;
  try {
    // A hero who died between the first save and the kill leaves a morgue file in place of the save.
    const morgue = join(dir, 'morgue');
    const ended = !existsSync(file) && existsSync(morgue) ? readdirSync(morgue).find((n) => n.endsWith('.txt')) : undefined;
    const rec = ended ? readRecording(join(morgue, ended)) : readSave(file);
    const r = replay(rec.seed, rec.options, rec.actions, rec.checks);
    if (r.divergedAt !== null) return `kill ${k}: replay diverged at ${r.divergedAt}: ${r.reason}`;
    if (stateHash(r.state) !== stateHash(rec.snapshot)) return `kill ${k}: the replay does not reach the saved snapshot`;
  } catch (error) {
    return `kill ${k}: ${(error as Error).message}`;
  }
  return undefined;
}

export async function stress(kills: number): Promise<string[]> {
  const rng = Stream.derive('stress', 'kills');
  const problems: string[] = [];
  for (let k = 1, done = 0; done < kills; k++) {
    const p = await killOnce(k, rng);
    if (p === 'ended') continue;
    done++;
    if (p) problems.push(p);
  }
  return problems;
}
