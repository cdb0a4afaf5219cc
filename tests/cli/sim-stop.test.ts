/**
 * Ctrl-C on a long `sim` run, as a designer presses it in a terminal: the run stops at its next item and
 * reports what was played, marked as stopped, then exits 130. The built program in a pseudo-terminal, so
 * its progress bar shows how far it has got before the key is pressed.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commandInPty, ensureBuilt, runInPty, scriptPath } from '../tui/pty.js';

const dir = mkdtempSync(join(tmpdir(), 'athack-sim-stop-'));
// Wide and tall enough for the whole report to stay on the screen, unwrapped.
const WIDE = { cols: 300, rows: 200 };
/** Long enough for a loaded machine to show the runs' first items. */
const PLAYING_MS = 120_000;

const oneLine = (text: string) => text.replace(/\s+/g, ' ');

describe('Ctrl-C on a long sim run', () => {
  beforeAll(() => {
    scriptPath();
    ensureBuilt();
  }, 120_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  for (const threads of ['1', '2']) {
    it(`sim games on ${threads} thread(s): the report of the games played, marked as stopped, exit 130`, async () => {
      const run = runInPty(['sim', 'games', '--n', '200', '--seed', '1', '--threads', threads], { ATHACK_CONFIG_DIR: dir }, WIDE);
      try {
        // Two games played at least, as the progress bar says.
        const played = /playing \[[#.]*\] \d+% (\d+)\/200/;
        expect(await run.until(/playing \[[#.]*\] \d+% ([2-9]|\d\d+)\/200/, PLAYING_MS), run.screenText()).toBe(true);
        const seen = Number(played.exec(run.screenText())![1]);
        await run.press('C-c');
        expect((await run.exited).code).toBe(130);
        const screen = oneLine(run.screenText());
        const stopped = /Stopped after (\d+) of 200 games: the figures are of those\./.exec(screen);
        expect(stopped, screen).not.toBeNull();
        const games = Number(stopped![1]);
        expect(games).toBeGreaterThanOrEqual(seen);
        expect(games).toBeLessThan(200);
        // The figures are of those games: the run line counts them, and the outcomes add up to them.
        expect(screen).toContain(`${games} games, seed "1"`);
        const outcome = (name: string) => Number(new RegExp(` ${name} +(\\d+) `).exec(screen)![1]);
        expect(outcome('won') + outcome('alive') + outcome('dead')).toBe(games);
        expect(screen).toContain('Causes of death');
      } finally {
        run.kill();
      }
    }, 180_000);

    it(`sim fight --json on ${threads} thread(s): the figures of the fights played and a "stopped" field, exit 130`, async () => {
      const out = join(dir, `fight-${threads}.json`);
      const cmd = `exec "${process.execPath}" bin/athack sim fight --hero Warrior:3 --vs Orc --n 1000000 --seed 1 --threads ${threads} --json > "${out}"`;
      const run = commandInPty(['sh', '-c', cmd], { ATHACK_CONFIG_DIR: dir }, WIDE);
      try {
        // Its progress bar, on the terminal while the JSON goes to the file, past its first hundredth.
        expect(await run.until(/fighting \[[#.]*\] [1-9]\d*% /, PLAYING_MS), run.screenText()).toBe(true);
        await run.press('C-c');
        expect((await run.exited).code).toBe(130);
        const r = JSON.parse(readFileSync(out, 'utf8')) as { stopped: { signal: string; played: number; of: number }; fights: number; wins: number; losses: number; fled: number; draws: number; escaped: number };
        expect(r.stopped).toEqual({ signal: 'SIGINT', played: r.fights, of: 1_000_000 });
        expect(r.fights).toBeGreaterThanOrEqual(10_000);
        expect(r.fights).toBeLessThan(1_000_000);
        expect(r.wins + r.losses + r.fled + r.draws + r.escaped).toBe(r.fights);
      } finally {
        run.kill();
      }
    }, 180_000);
  }

  it('sim games --html: a stopped run writes no page and says so, exit 130', async () => {
    const page = join(dir, 'stopped.html');
    const run = runInPty(['sim', 'games', '--n', '200', '--seed', '1', '--threads', '1', '--html', page], { ATHACK_CONFIG_DIR: dir }, WIDE);
    try {
      expect(await run.until(/playing \[[#.]*\] \d+% [1-9]\d*\/200/, PLAYING_MS), run.screenText()).toBe(true);
      await run.press('C-c');
      expect((await run.exited).code).toBe(130);
      expect(oneLine(run.screenText())).toMatch(new RegExp(`sim games was stopped after (\\d+) of 200 games: ${page.replace(/[.]/g, '\\.')} was not written, as its variants would not stand over the same games; --seed "1" plays them again\\.`));
      expect(existsSync(page)).toBe(false);
    } finally {
      run.kill();
    }
  }, 180_000);
});
