/**
 * A save in a folder the player cannot write, continued in a real terminal:
 * its lock cannot be taken, so the game is not taken up, and the title says
 * why and leaves the save as it was.
 */
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { playGame } from '../../src/core/bots/index.js';
import { writeSave } from '../../src/persist/saves.js';
import { commandInPty, ensureBuilt, type PtyRun } from './pty.js';

let run: PtyRun | undefined;
const dirs: string[] = [];
afterEach(() => {
  run?.kill();
  run = undefined;
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});
beforeAll(() => ensureBuilt(), 120_000);

describe('continuing a save the player cannot write', () => {
  it('says the folder cannot take the lock, with the folder and the reason, and leaves the save as it was', async () => {
    const home = mkdtempSync(join(tmpdir(), 'athack-read-only-'));
    dirs.push(home);
    chmodSync(home, 0o755);
    const data = join(home, 'athack');
    mkdirSync(data);
    const g = playGame('5', { opposition: 'none' }, { maxSteps: 30, name: 'Ro' });
    const file = writeSave(data, { seed: '5', options: { opposition: 'none' }, actions: g.actions, checks: g.checks, snapshot: g.state }, '0.0.0-test');
    const before = readFileSync(file, 'utf8');
    chmodSync(file, 0o444);
    chmodSync(data, 0o555);
    // Permission bits bind every user but root: as root, the game runs as nobody (util-linux setpriv).
    const asPlayer = process.getuid?.() === 0 ? ['setpriv', '--reuid=65534', '--regid=65534', '--clear-groups'] : [];
    run = commandInPty([...asPlayer, process.execPath, 'bin/athack', 'continue'], { HOME: home, XDG_DATA_HOME: home, ATHACK_CONFIG_DIR: home });
    const words = new RegExp(`cannot be continued until its folder\\s+takes the save's lock and what is played: permission denied \\(writing in\\s+${data.replace(/[.]/g, '\\.')}\\)\\. It is left as it is; n starts a new game\\.`);
    expect(await run.until(words, 15_000), run.screenText()).toBe(true);
    expect(run.screenText()).not.toMatch(/Could not save/);
    expect(readFileSync(file, 'utf8')).toBe(before);
  });
});
