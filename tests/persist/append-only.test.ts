/**
 * The save is appended to as the game is played: it exists from the
 * hero's creation, every action adds its line and what was written before
 * stays as it was, so a SIGKILL of the real program at any moment (at Home,
 * in the dungeon) leaves a save holding every action the screen had shown.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { playGame } from '../../src/core/bots/index.js';
import { shopStock } from '../../src/core/engine/home/index.js';
import { readPlayableSave, readSaveFile } from '../../src/persist/saves.js';
import { LETTERS } from '../../src/tui/modals/list.js';
import { ensureBuilt } from '../support/built.js';
import { continueGame, finishCreation, toCreation, waitTurns } from '../tui/flow.js';
import { harnesses, tempDir } from '../tui/harness.js';
import { runInPty, type PtyRun } from '../tui/pty.js';
import { formatTwo, saveLines } from './save-files.js';
import { killGame } from './stress.js';

const session = harnesses();
const runs: PtyRun[] = [];
const dirs: string[] = [];
afterEach(() => {
  for (const r of runs.splice(0)) r.kill();
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

/** The game in a pseudo-terminal, with a fresh save folder. */
async function playing(seed: string): Promise<{ run: PtyRun; dir: string }> {
  const dir = tempDir('append');
  dirs.push(dir);
  const run = runInPty(['--seed', seed], { ATHACK_SAVE_DIR: dir, ATHACK_CONFIG_DIR: dir });
  runs.push(run);
  expect(await run.until(/New game: setup/)).toBe(true);
  return { run, dir };
}

describe('an append-only save', () => {
  beforeAll(() => ensureBuilt(), 120_000);

  it('exists from creation, and each action adds one line, the lines before left as they were', async () => {
    const h = await session({ seed: '7' });
    await h.createHero('Ada');
    const file = join(h.saveDir, 'Ada.json');
    expect(readPlayableSave(file).recording.snapshot).toMatchObject({ phase: 'home', hero: { name: 'Ada' } });
    await h.press('enter');
    for (let i = 0; i < 5; i++) {
      const before = readFileSync(file, 'utf8');
      const turns = h.app.ui.game!.turn;
      await h.press('.');
      expect(h.app.ui.game!.turn).toBeGreaterThan(turns);
      const after = readFileSync(file, 'utf8');
      expect(after.startsWith(before), 'nothing written before is changed').toBe(true);
      const added = after.slice(before.length).split('\n').filter(Boolean).map((l) => JSON.parse(l) as { t: string; action?: unknown });
      expect(added).toEqual([expect.objectContaining({ t: 'action', action: { type: 'wait' } })]);
    }
    expect(readPlayableSave(file).recording.snapshot).toEqual(h.app.ui.game);
  });

  it('costs the same on the last action as on the first: an action adds one short line, however long the game', async () => {
    const dir = tempDir('append-cost');
    dirs.push(dir);
    const played = playGame('7', { opposition: 'none' }, { maxSteps: 600, name: 'Long' });
    const r = spawnSync(process.execPath, ['bin/athack', 'autoplay', '--seed', '7', '--turns', '600', '--opposition', 'none', '--save-dir', dir, '--name', 'Long'], { encoding: 'utf8' });
    expect(r.status, r.stderr).toBe(0);
    const lines = readFileSync(join(dir, 'Long.json'), 'utf8').split('\n').filter(Boolean);
    const actions = lines.filter((l) => l.startsWith('{"t":"action"'));
    expect(actions).toHaveLength(played.actions.length);
    // The longest action line is a few hundred bytes: nothing in it grows with the game.
    expect(Math.max(...actions.map((l) => l.length))).toBeLessThan(400);
  });

  it('SIGKILL right after creation leaves the hero at Home, and the game continues', async () => {
    const { run, dir } = await playing('8');
    await toCreation(run);
    await finishCreation(run, 'Kay');
    await killGame(run);
    expect(readPlayableSave(join(dir, 'Kay.json')).recording.snapshot).toMatchObject({ phase: 'home', hero: { name: 'Kay' } });
    const h = await session({ saveDir: dir });
    await continueGame(h);
    expect(h.screenText()).toContain('Welcome back, Kay.');
    expect(h.screenText()).toContain('Enter: go into the dungeon');
  }, 30_000);

  it('SIGKILL at Home after asking a price keeps the price asked', async () => {
    const { run, dir } = await playing('5');
    await toCreation(run);
    await finishCreation(run, 'Lia');
    await run.press('b', LETTERS[shopStock().findIndex((r) => r.name === 'torches')]!, 'p');
    expect(await run.until(/torches: \d+/)).toBe(true);
    await killGame(run);
    const rec = readPlayableSave(join(dir, 'Lia.json')).recording;
    expect(rec.actions.at(-1)).toMatchObject({ type: 'shop-price', item: 'torches' });
    expect(rec.snapshot.home.quotes.map((q) => q.item)).toContain('torches');
  }, 30_000);

  it('SIGKILL in the dungeon loses no action the screen has shown', async () => {
    // Seed 10: in its zone 1 the waits show as turns on the screen (nothing stops them to ask first).
    const { run, dir } = await playing('10');
    await toCreation(run);
    await finishCreation(run, 'Mo');
    await run.press('enter');
    expect(await run.until(/Zone 1 +depth 1/)).toBe(true);
    // Each wait seen on the screen before the next key: the turn read is the last one the game has shown.
    const shown = await waitTurns(run, 7);
    expect(shown).toBeGreaterThan(0);
    await killGame(run);
    const save = readSaveFile(join(dir, 'Mo.json'));
    expect(save.recording.snapshot.turn).toBe(shown);
    expect(save.recording.actions.filter((a) => a.type === 'wait').length).toBeGreaterThanOrEqual(7);
  }, 30_000);

  it('a save of athack 0.5 is continued, written again as lines (the old file kept as .bak), and appended to after', async () => {
    const dir = tempDir('append-old');
    dirs.push(dir);
    const g = playGame('11', { opposition: 'none' }, { maxSteps: 40, name: 'Old' });
    const rec = { seed: '11', options: { opposition: 'none' as const }, actions: g.actions, checks: g.checks, snapshot: g.state };
    const file = join(dir, 'Old.json');
    const old = formatTwo(rec);
    writeFileSync(file, old);
    const h = await session({ saveDir: dir });
    await continueGame(h);
    expect(h.screenText()).toContain('Welcome back, Old.');
    expect(readFileSync(`${file}.bak`, 'utf8')).toBe(old);
    expect(saveLines(file)[0]).toMatchObject({ t: 'header', format: 3, seed: '11' });
    expect(readSaveFile(file).recording).toEqual(rec);
    expect(g.state.phase).toBe('dungeon');
    await h.press('.');
    expect(saveLines(file).at(-1)).toMatchObject({ t: 'action', turn: rec.actions.length, action: { type: 'wait' } });
    expect(readSaveFile(file).recording.snapshot).toEqual(h.app.ui.game);
  });
});
