/**
 * A replay watched in a terminal of its own ends and stops as the game
 * does: a signal from outside gives the terminal back and the exit status
 * that names it, and Ctrl-Z stops it as a shell's job until `fg`.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { playGame } from '../../src/core/bots/index.js';
import { writeSave } from '../../src/persist/saves.js';
import { tempDir } from './harness.js';
import { ensureBuilt, runInOwnPty, runUnderShell, shellStatus, type OwnPtyRun } from './pty.js';

const ALT_ON = '\x1b[?1049h';
const ALT_OFF = '\x1b[?1049l';

let run: OwnPtyRun | undefined;
let dir = '';

beforeAll(() => ensureBuilt(), 120_000);
afterEach(() => {
  run?.kill();
  run = undefined;
  rmSync(dir, { recursive: true, force: true });
});

/** A recording of 60 actions to watch, in a folder of its own. */
function recording(): string {
  dir = tempDir('replay-signals');
  const g = playGame('watch', { opposition: 'none' }, { maxSteps: 60, name: 'Watcher' });
  return writeSave(dir, { seed: 'watch', options: { opposition: 'none' }, actions: g.actions, checks: g.checks, snapshot: g.state }, '1.0.0', join(dir, 'Watcher.json'));
}

/** Whether the program's last word to the terminal left the alternate screen (and showed the cursor). */
function leftTheScreen(raw: string): boolean {
  return raw.lastIndexOf(ALT_OFF) > raw.lastIndexOf(ALT_ON) && raw.lastIndexOf('\x1b[?25h') > raw.lastIndexOf(ALT_ON);
}

describe('a replay watched, and a signal from outside', () => {
  for (const [signal, code] of [['SIGTERM', 143], ['SIGINT', 130]] as const) {
    it(`${signal} gives the terminal back and exits ${code}`, async () => {
      const file = recording();
      run = runInOwnPty(['replay', file, '--to-turn', '10'], { ATHACK_CONFIG_DIR: dir });
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
    const r = await runUnderShell(['replay', file, '--to-turn', '10'], { ATHACK_CONFIG_DIR: dir });
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
