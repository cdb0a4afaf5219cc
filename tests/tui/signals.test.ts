/**
 * Signals from outside and a terminal that goes away, against the real
 * program in a pseudo-terminal of its own: the game is saved, the lock
 * let go, the terminal given back when it is still there and left alone
 * when it is not, and the exit status says which signal ended it. A
 * replay watched in a terminal ends and stops as the game does.
 */
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { playGame, replay } from '../../src/core/bots/index.js';
import { readRecording } from '../../src/cli/replay.js';
import { morgueDir } from '../../src/persist/morgue.js';
import { readSave, writeSave } from '../../src/persist/saves.js';
import { startGame, turnShown, waitTurns } from './flow.js';
import { tempDir } from './harness.js';
import { ensureBuilt, runInOwnPty, runUnderShell, shellStatus, type OwnPtyRun } from './pty.js';
import { hangUpOnce } from './hangups.js';

const ALT_ON = '\x1b[?1049h';
const ALT_OFF = '\x1b[?1049l';

let run: OwnPtyRun | undefined;
let saveDir = '';

beforeAll(() => ensureBuilt(), 120_000);
afterEach(() => {
  run?.kill();
  run = undefined;
  rmSync(saveDir, { recursive: true, force: true });
});

/** A game in the first zone, one turn waited, in a terminal of its own. */
async function inPlay(name: string): Promise<OwnPtyRun> {
  saveDir = tempDir('signals');
  run = runInOwnPty(['--seed', '7'], { ATHACK_SAVE_DIR: saveDir, ATHACK_CONFIG_DIR: saveDir });
  await startGame(run, name);
  await waitTurns(run, 1);
  return run;
}

/** The save left behind replays exactly to where the hero stood. */
function expectResumable(file: string, turn: number): void {
  const rec = readSave(file);
  expect(rec.snapshot.phase).toBe('dungeon');
  expect(rec.snapshot.turn).toBe(turn);
  const again = replay(rec.seed, rec.options, rec.actions, rec.checks);
  expect(again.divergedAt).toBeNull();
  expect(again.state).toEqual(rec.snapshot);
}

/** Whether the program's last word to the terminal left the alternate screen (and showed the cursor). */
function leftTheScreen(raw: string): boolean {
  return raw.lastIndexOf(ALT_OFF) > raw.lastIndexOf(ALT_ON) && raw.lastIndexOf('\x1b[?25h') > raw.lastIndexOf(ALT_ON);
}

describe('a terminal that hangs up', () => {
  it('saves, lets the lock go, leaves the dead terminal alone and ends at once by the hang-up (status 129)', async () => {
    const { ended, problem } = await hangUpOnce(1, 2);
    expect(problem).toBeUndefined();
    // Ended by the hang-up itself (not SIGSEGV, not SIGABRT): a shell shows 129.
    expect(ended).toMatchObject({ signal: 1 });
    expect(shellStatus(ended)).toBe(129);
    expect(ended.msAfterHangUp).toBeLessThan(1000);
  }, 60_000);
});

describe('a signal from outside, the terminal still there', () => {
  for (const [signal, code] of [['SIGTERM', 143], ['SIGINT', 130], ['SIGUSR2', 140], ['SIGHUP', 129]] as const) {
    it(`${signal} saves, lets the lock go, gives the terminal back and exits ${code}`, async () => {
      const r = await inPlay('Sig');
      const turn = turnShown(r);
      const pid = await r.pid;
      process.kill(pid, signal);
      expect(await r.ended).toMatchObject({ code });
      expectResumable(join(saveDir, 'Sig.json'), turn);
      expect(existsSync(join(saveDir, 'Sig.json.lock')), 'the lock is let go').toBe(false);
      expect(leftTheScreen(r.raw()), 'the alternate screen is left and the cursor shown').toBe(true);
      expect(r.term.modes.bracketedPasteMode, 'a paste in the shell is the text pasted').toBe(false);
    }, 60_000);
  }
});

describe('stopped and continued (kill -TSTP or Ctrl-Z, then fg)', () => {
  const stops = [
    ['kill -TSTP from outside', 'Fg', (r: OwnPtyRun & { game: number }) => void process.kill(r.game, 'SIGTSTP')],
    // Raw mode turns the terminal's own suspend key off: the game stops itself, as the terminal would have.
    ['Ctrl-Z at the keyboard', 'Cz', (r: OwnPtyRun & { game: number }) => r.press('C-z')],
  ] as const;
  for (const [how, hero, stop] of stops) {
    it(`${how}: gives the shell its screen while stopped, and on fg takes the terminal back, redraws, and keys act at once`, async () => {
      saveDir = tempDir('signals');
      const r = await runUnderShell(['--seed', '7'], { ATHACK_SAVE_DIR: saveDir, ATHACK_CONFIG_DIR: saveDir });
      run = r;
      await startGame(r, hero);
      const before = await waitTurns(r, 1);
      await stop(r);
      expect(await r.until(/Stopped/), r.screenText()).toBe(true);
      expect(leftTheScreen(r.raw()), "the shell's own screen, the cursor shown").toBe(true);

      const shown = r.raw().length;
      await r.type('fg');
      await r.press('enter');
      expect(await r.until(/Turn \d+/), r.screenText()).toBe(true);
      const after = r.raw().slice(shown);
      expect(after).toContain(ALT_ON);
      expect(r.term.modes.bracketedPasteMode, 'a paste is marked as one again').toBe(true);
      // The whole frame is drawn again, not only what changed: the panel's name is in what came after.
      expect(after).toContain(hero);
      // Raw again: a key acts with no Enter after it (in the terminal's own mode it would wait for one however long).
      await r.press('.');
      expect(await r.until(new RegExp(`Turn ${before + 1}\\b`), 10_000), r.screenText()).toBe(true);
      // Saved and gone before the shell is: nothing is still writing when the folder is removed.
      await r.press('S');
      for (let waited = 0; existsSync(`/proc/${r.game}`) && waited < 10_000; waited += 20) await new Promise((w) => setTimeout(w, 20));
      expect(existsSync(join(saveDir, `${hero}.json`))).toBe(true);
    }, 60_000);
  }
});

describe('a signal on the end screen', () => {
  for (const how of ['SIGTERM', 'hang-up'] as const) {
    it(`${how}: one death leaves one morgue file and one score`, async () => {
      const r = await inPlay('Once');
      await r.press('Q', 'y');
      expect(await r.until(/Once is dead/)).toBe(true);
      if (how === 'SIGTERM') process.kill(await r.pid, 'SIGTERM');
      else r.hangUp();
      await r.ended;
      const morgues = readdirSync(morgueDir(saveDir));
      expect(morgues).toHaveLength(1);
      const rec = readRecording(join(morgueDir(saveDir), morgues[0]!));
      expect(rec.actions.at(-1)!.type).toBe('suicide');
      const scores = JSON.parse(readFileSync(join(saveDir, 'scores.json'), 'utf8')) as unknown;
      expect(JSON.stringify(scores).match(/"Once"/g)).toHaveLength(1);
      expect(readdirSync(saveDir).filter((n) => n.startsWith('Once'))).toEqual([]);
    }, 60_000);
  }
});

/** A recording of 60 actions to watch, in a folder of its own. */
function recording(): string {
  saveDir = tempDir('replay-signals');
  const g = playGame('watch', { opposition: 'none' }, { maxSteps: 60, name: 'Watcher' });
  return writeSave(saveDir, { seed: 'watch', options: { opposition: 'none' }, actions: g.actions, checks: g.checks, snapshot: g.state }, '1.0.0', join(saveDir, 'Watcher.json'));
}

describe('a replay watched, and a signal from outside', () => {
  for (const [signal, code] of [['SIGTERM', 143], ['SIGINT', 130]] as const) {
    it(`${signal} gives the terminal back and exits ${code}`, async () => {
      const file = recording();
      run = runInOwnPty(['replay', file, '--to-turn', '10'], { ATHACK_CONFIG_DIR: saveDir });
      expect(await run.until(/REPLAY Watcher: action 10\/60/), run.screenText()).toBe(true);
      // Sent as soon as the first frame shows: a signal that comes while the screen is still starting is not lost.
      process.kill(await run.pid, signal);
      expect(shellStatus(await run.ended)).toBe(code);
      expect(leftTheScreen(run.raw()), 'the alternate screen is left and the cursor shown').toBe(true);
    }, 60_000);
  }
});

describe('a replay watched, stopped with Ctrl-Z', () => {
  it('gives the shell its screen while stopped, and on fg takes the terminal back and draws the replay again, its keys acting at once', async () => {
    const file = recording();
    const r = await runUnderShell(['replay', file, '--to-turn', '10'], { ATHACK_CONFIG_DIR: saveDir });
    run = r;
    expect(await r.until(/REPLAY Watcher: action 10\/60 +paused/), r.screenText()).toBe(true);
    await r.press('C-z');
    expect(await r.until(/Stopped/), r.screenText()).toBe(true);
    expect(leftTheScreen(r.raw()), "the shell's own screen, the cursor shown").toBe(true);
    const shown = r.raw().length;
    await r.type('fg');
    await r.press('enter');
    expect(await r.until(/REPLAY Watcher: action 10\/60/), r.screenText()).toBe(true);
    expect(r.raw().slice(shown)).toContain(ALT_ON);
    // Raw again: `.` steps one action with no Enter after it.
    await r.press('.');
    expect(await r.until(/REPLAY Watcher: action 11\/60/), r.screenText()).toBe(true);
    await r.press('q');
    expect(await r.until(/[$#] *$/m), r.screenText()).toBe(true);
  }, 60_000);
});
