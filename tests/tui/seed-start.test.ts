/**
 * `athack play --seed S` asks for a game of that seed: it opens that new
 * game's setup at once, the seed in place, with no title to pass first;
 * Esc goes back to the title, where the saves are.
 */
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempDir } from './harness.js';
import { ensureBuilt, runInPty, scriptPath, type PtyRun } from './pty.js';

const dir = tempDir('seed-start');
let run: PtyRun | undefined;

beforeAll(() => {
  scriptPath();
  ensureBuilt();
}, 120_000);

afterAll(() => {
  run?.kill();
  rmSync(dir, { recursive: true, force: true });
});

describe('a game started with --seed', () => {
  it("opens that seed's setup, not the title; Esc goes to the title", async () => {
    run = runInPty(['play', '--seed', '42'], { ATHACK_SAVE_DIR: dir, ATHACK_CONFIG_DIR: dir, NO_COLOR: '1' });
    expect(await run.until(/New game: setup[\s\S]*Seed +42 +\(from --seed\)/), run.screenText()).toBe(true);
    expect(run.screenText()).not.toMatch(/n New game|q Quit/);
    await run.press('escape');
    expect(await run.until(/q Quit/), run.screenText()).toBe(true);
    await run.press('q');
    expect((await run.exited).code).toBe(0);
  }, 30_000);
});
