/**
 * Kill a real `athack autoplay` with SIGKILL at random moments: after each
 * kill there must be a save that replays exactly. Used by the test suite (a
 * short run) and by `npm run stress` (200 kills), which also kills the game
 * played in a terminal, key by key, and counts the actions the screen had
 * shown that the save lacks. Each kill's save folder goes once it has been
 * checked, unless it holds a problem: that is left to the caller (the test
 * suite removes it as the test file ends; `npm run stress` keeps it and says
 * where).
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { replay } from '../../src/core/bots/index.js';
import { readRecording, stateHash } from '../../src/cli/replay.js';
import { readSave } from '../../src/persist/saves.js';
import { listSaves } from '../../src/persist/save-list.js';
import { Stream, randomInt } from '../../src/base/rng.js';
import { finishCreation, toCreation } from '../tui/flow.js';
import { runInPty, type PtyRun } from '../tui/pty.js';
import { removeFolder, tempFolder } from '../support/temp.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function untilSaved(dir: string, limitMs: number, gone: () => boolean): Promise<string | undefined> {
  for (let waited = 0; waited < limitMs && !gone(); waited += 20) {
    const save = listSaves(dir)[0];
    if (save) return save.file;
    await sleep(20);
  }
  return undefined;
}

/** What went wrong in one kill, and the save folder that shows it. */
export interface Problem {
  text: string;
  folder: string;
}

/**
 * One kill: a problem, `ended` when the bot's game ended before its first
 * save (nothing to test: that seed is passed over), or undefined when the
 * save left behind replays exactly.
 */
export async function killOnce(k: number, rng: Stream): Promise<Problem | 'ended' | undefined> {
  const folder = tempFolder('stress');
  const found = await killAndReplay(k, rng, folder);
  if (found === undefined || found === 'ended') {
    removeFolder(folder);
    return found;
  }
  return { text: found, folder };
}

async function killAndReplay(k: number, rng: Stream, dir: string): Promise<string | 'ended' | undefined> {
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
    await exited;
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

export async function stress(kills: number): Promise<Problem[]> {
  const rng = Stream.derive('stress', 'kills');
  const problems: Problem[] = [];
  for (let k = 1, done = 0; done < kills; k++) {
    const p = await killOnce(k, rng);
    if (p === 'ended') continue;
    done++;
    if (p) problems.push(p);
  }
  return problems;
}

/** SIGKILL to the game itself (the only child of `script`): nothing of it runs after, not even a handler. */
export async function killGame(run: PtyRun): Promise<void> {
  const child = Number(spawnSync('pgrep', ['-P', String(run.proc.pid)], { encoding: 'utf8' }).stdout.trim().split('\n')[0]);
  if (!(child > 0)) throw new Error('the game is not running under script');
  process.kill(child, 'SIGKILL');
  await run.exited;
}

/** The turn the panel shows. */
export const turnShown = (screen: string) => Number(/Turn (\d+)/.exec(screen)?.[1] ?? NaN);

/**
 * One kill of the game in a terminal: a hero made, into the dungeon, then
 * `.` (wait) pressed a random number of times, each seen on the screen
 * before the next, and SIGKILL; half the time the last key is still on its
 * way. `lost` counts the turns the screen had shown that the save does not
 * hold: a wait is one action and one turn.
 */
export async function interactiveKill(k: number, rng: Stream): Promise<{ lost: number } | { problem: Problem }> {
  const folder = tempFolder('stress');
  const run = runInPty(['--seed', `stress-${k}`], { ATHACK_SAVE_DIR: folder, ATHACK_CONFIG_DIR: folder });
  let found: { lost: number } | string;
  try {
    found = await playAndKill(run, k, rng, folder);
  } catch (error) {
    found = `kill ${k}: ${(error as Error).message}`;
  } finally {
    run.kill();
    await run.exited;
  }
  if (typeof found === 'string') return { problem: { text: found, folder } };
  removeFolder(folder);
  return found;
}

async function playAndKill(run: PtyRun, k: number, rng: Stream, dir: string): Promise<{ lost: number } | string> {
  if (!(await run.until(/New game: setup/, 10_000))) return `kill ${k}: the new game's setup did not show`;
  await toCreation(run);
  await finishCreation(run, `Kill${k}`);
  await run.press('enter');
  if (!(await run.until(/Zone 1 +depth 1/))) return `kill ${k}: the dungeon did not show`;
  let shown = turnShown(run.screenText());
  for (let n = randomInt(rng, 0, 40); n > 0; n--) {
    run.proc.stdin.write('.');
    if (!(await run.until(new RegExp(`Turn ${shown + 1}\\b`), 2000))) break;
    shown++;
  }
  if (randomInt(rng, 0, 1) === 1) run.proc.stdin.write('.');
  await killGame(run);
  const rec = readSave(join(dir, `Kill${k}.json`));
  return { lost: Math.max(0, shown - rec.snapshot.turn) };
}
