/**
 * The real program, end to end: `bin/athack` built from src, run in a
 * pseudo-terminal, keys typed on its input, the screen read back.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { replay } from '../../src/core/bots/index.js';
import { readSave } from '../../src/persist/saves.js';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { finishCreation, toCreation } from './flow.js';
import { tempDir } from './harness.js';
import { ensureBuilt, runInPty, scriptPath, type PtyRun } from './pty.js';

describe('bin/athack in a terminal', () => {
  const saveDir = tempDir('e2e-saves');
  let run: PtyRun | undefined;

  beforeAll(() => {
    scriptPath();
    ensureBuilt();
  }, 120_000);

  afterAll(() => {
    run?.kill();
    rmSync(saveDir, { recursive: true, force: true });
  });

  it("opens the seed's new game, creates a hero, enters the dungeon, saves and gives the terminal back", async () => {
    run = runInPty(['--seed', '7'], { ATHACK_SAVE_DIR: saveDir, ATHACK_CONFIG_DIR: saveDir });
    // A seed asked for is a new game asked for: its setup, not the title, with the seed in place.
    expect(await run.until(/New game: setup[\s\S]*Seed +7/), run.screenText()).toBe(true);
    expect(run.screenText()).not.toMatch(/n New game/);
    expect(run.raw()).toContain('\x1b[?1049h'); // the alternate screen, so the shell's screen comes back after
    await toCreation(run);
    // A frame may come in more than one read: what is checked beyond what was waited for is waited for too.
    expect(await run.until(/A new hero +\(seed 7\)[\s\S]*STR +\d+ +\d\+\d\+\d/), run.screenText()).toBe(true); // the attributes as rolled, dice shown
    await finishCreation(run, 'Ada');
    await run.press('enter');
    expect(await run.until(/Zone 1 +depth 1/), run.screenText()).toBe(true);
    const shown = run;
    await vi.waitFor(() => {
      const lines = shown.screenText().split('\n');
      expect(lines.slice(0, 18).some((l) => l.slice(0, 53).includes('@')), 'the hero on the map').toBe(true);
      expect(lines.some((l) => l.slice(54).startsWith('Ada'))).toBe(true);
    }, { timeout: 10_000 });

    await run.press('S');
    const { code } = await run.exited;
    expect(code).toBe(0);
    expect(existsSync(join(saveDir, 'Ada.json'))).toBe(true);
    const raw = run.raw();
    // The game left the alternate screen, and nothing but the save's path came after.
    const left = raw.lastIndexOf('\x1b[?1049l');
    expect(left).toBeGreaterThan(raw.lastIndexOf('\x1b[?1049h'));
    expect(raw.slice(left + '\x1b[?1049l'.length).trim()).toMatch(/^(Saved to \S+)?$/);
    expect(raw).toContain('\x1b[?25h'); // the cursor is shown again
  }, 30_000);
});

describe('a dropped connection', () => {
  const saveDir = tempDir('hup-saves');
  let run: PtyRun | undefined;

  beforeAll(() => ensureBuilt(), 120_000);
  afterAll(() => {
    run?.kill();
    rmSync(saveDir, { recursive: true, force: true });
  });

  it('SIGHUP to the game leaves a save that resumes where the hero stood', async () => {
    run = runInPty(['--seed', '7'], { ATHACK_SAVE_DIR: saveDir, ATHACK_CONFIG_DIR: saveDir });
    expect(await run.until(/New game: setup/)).toBe(true);
    await toCreation(run);
    await finishCreation(run, 'Hup');
    await run.press('enter');
    expect(await run.until(/Zone 1 +depth 1/)).toBe(true);
    await run.press('k', 'k');
    // `script` runs the game as its only child: that is the process the hang-up reaches.
    const child = spawnSync('pgrep', ['-P', String(run.proc.pid)], { encoding: 'utf8' }).stdout.trim().split('\n')[0];
    expect(child).toMatch(/^\d+$/);
    process.kill(Number(child), 'SIGHUP');
    await run.exited;
    const rec = readSave(join(saveDir, 'Hup.json'));
    expect(rec.snapshot.phase).toBe('dungeon');
    expect(rec.snapshot.zone).toBe('1');
    const again = replay(rec.seed, rec.options, rec.actions, rec.checks);
    expect(again.divergedAt).toBeNull();
    expect(again.state).toEqual(rec.snapshot);
  }, 30_000);

  it('a terminal that goes away (its window closed) leaves a save of a hero just made, at Home', async () => {
    run = runInPty(['--seed', '8'], { ATHACK_SAVE_DIR: saveDir, ATHACK_CONFIG_DIR: saveDir });
    expect(await run.until(/New game: setup/)).toBe(true);
    await toCreation(run);
    await finishCreation(run, 'Gone');
    expect(await run.until(/Enter: go into the dungeon/)).toBe(true);
    const child = Number(spawnSync('pgrep', ['-P', String(run.proc.pid)], { encoding: 'utf8' }).stdout.trim().split('\n')[0]);
    // Killing `script` closes the terminal's far side, as closing a window or losing a link does.
    run.proc.kill('SIGKILL');
    await run.exited;
    const start = Date.now();
    while (spawnSync('kill', ['-0', String(child)]).status === 0 && Date.now() - start < 10_000) await new Promise((r) => setTimeout(r, 50));
    const rec = readSave(join(saveDir, 'Gone.json'));
    expect(rec.snapshot.phase).toBe('home');
    expect(rec.snapshot.hero.name).toBe('Gone');
  }, 30_000);
});
