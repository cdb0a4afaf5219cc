/**
 * What else a save folder can hold under a save's name: a FIFO, which a
 * plain read waits on for ever, a link to /dev/zero, which never ends, a
 * file larger than any save. None may hang the title, `continue` or `replay
 * --verify`: each is named and left out. The real program runs in child
 * processes with a time limit, since a blocked read would block a test
 * worker and vitest's own timeout with it.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, symlinkSync, truncateSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { playGame } from '../../src/core/bots/index.js';
import { writeSave } from '../../src/persist/saves.js';
import { ensureBuilt, runInPty, type PtyRun } from '../tui/pty.js';
import { harness } from '../tui/harness.js';
import { tempFolder } from '../support/temp.js';

const LIMIT_MS = 30_000;

/** A save folder holding Ash's save beside a FIFO, a link to /dev/zero and a file too large to be a save. */
function strangeFolder(): string {
  const dir = tempFolder('special');
  const g = playGame('11', { opposition: 'none' }, { maxSteps: 30, name: 'Ash' });
  writeSave(dir, { seed: '11', options: { opposition: 'none' }, actions: g.actions, checks: g.checks, snapshot: g.state }, '1.0.0');
  const fifo = spawnSync('mkfifo', [join(dir, 'pipe.json')]);
  if (fifo.status !== 0) throw new Error(`mkfifo failed: ${fifo.stderr}`);
  symlinkSync('/dev/zero', join(dir, 'zero.json'));
  writeFileSync(join(dir, 'big.json'), '');
  truncateSync(join(dir, 'big.json'), 65 * 1024 * 1024);
  return dir;
}

function athackChild(args: string[]) {
  const r = spawnSync(process.execPath, ['bin/athack', ...args], { encoding: 'utf8', timeout: LIMIT_MS, killSignal: 'SIGKILL' });
  return { status: r.status, signal: r.signal, stdout: r.stdout, stderr: r.stderr };
}

describe('special files in a save folder', () => {
  beforeAll(() => ensureBuilt(), 120_000);
  let run: PtyRun | undefined;
  afterEach(() => run?.kill());

  it('replay --verify refuses a FIFO, a link to /dev/zero, a device and a file over the size cap at once, naming each', () => {
    const dir = strangeFolder();
    const cases: [string, string][] = [
      [join(dir, 'pipe.json'), 'it is a FIFO, not a file athack reads'],
      [join(dir, 'zero.json'), 'it is a symbolic link, which athack does not follow'],
      ['/dev/zero', 'it is a device, not a file athack reads'],
      [join(dir, 'big.json'), 'it is 65 MiB, larger than the 64 MiB athack reads'],
    ];
    for (const [file, reason] of cases) {
      const r = athackChild(['replay', '--verify', file]);
      expect(r.signal, file).toBeNull();
      expect(r.stderr).toBe(`athack: ${file} cannot be read: ${reason}\n`);
      expect(r.status).toBe(2);
    }
  }, 4 * LIMIT_MS);

  it('continue passes over what is not a save, says so, and picks the save', () => {
    const dir = strangeFolder();
    const r = athackChild(['continue', '--save-dir', dir]);
    expect(r.signal).toBeNull();
    // The save is found; without a terminal, playing it is refused after the note.
    expect(r.stderr).toBe(`athack: skipped 3 files in ${dir} that are not saves: big.json (larger than a save can be), pipe.json (a FIFO), zero.json (a symbolic link)\nathack: playing needs a terminal (standard input and output must be a TTY), or --plain, which reads keys from a pipe or a file; the other commands work anywhere: athack --help.\n`);
    expect(r.status).toBe(2);
  }, LIMIT_MS);

  it("play's title lists the save, names what it left out, and continues the save", async () => {
    const dir = strangeFolder();
    run = runInPty(['play', '--save-dir', dir], { ATHACK_CONFIG_DIR: dir });
    expect(await run.until(/Continue Ash \(saved/, 15_000), run.screenText()).toBe(true);
    expect(run.screenText().replace(/\s+/g, ' ')).toContain('Not saves, left out: big.json (larger than a save can be), pipe.json (a FIFO), zero.json (a symbolic link).');
    await run.press('c');
    expect(await run.until(/Welcome back, Ash\./), run.screenText()).toBe(true);
  }, LIMIT_MS);

  it("the title reads a save's hero once, not on every redraw, and again when the file changes", async () => {
    const dir = tempFolder('special');
    const g = playGame('11', { opposition: 'none' }, { maxSteps: 30, name: 'Ash' });
    // Saved under another name than its hero's: a save that cannot be read is named by its file.
    const file = writeSave(dir, { seed: '11', options: { opposition: 'none' }, actions: g.actions, checks: g.checks, snapshot: g.state }, '1.0.0', join(dir, 'Tess.json'));
    // A whole second, which setting the time again gives back exactly.
    const saved = new Date(Date.UTC(2030, 0, 1));
    utimesSync(file, saved, saved);
    const h = await harness({ saveDir: dir });
    try {
      expect(h.screenText()).toMatch(/Continue Ash \(saved/);
      // The same size and time, but no longer a save athack can read: a title that read it again would say what is wrong with Tess.json.
      writeFileSync(file, readFileSync(file, 'utf8').replace('"Ash"', '"Bsh"'));
      utimesSync(file, saved, saved);
      await h.press('?');
      await h.press('escape');
      expect(h.screenText()).toMatch(/Continue Ash \(saved/);
      utimesSync(file, saved, new Date(saved.getTime() + 60_000));
      await h.press('?');
      await h.press('escape');
      expect(h.screenText()).toContain('(no saved game to continue)');
      expect(h.screenText().replace(/\s+/g, ' ')).toMatch(/Tess\.json is damaged at line 2: it does not match its checksum: it has been edited or damaged\. It is left as it is; n starts a new game\./);
    } finally {
      h.destroy();
    }
  });
});
