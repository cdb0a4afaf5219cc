/**
 * Disk troubles that once left a process spinning for ever: a save folder
 * that cannot be made (/proc/x on Linux: mkdir answers ENOENT although /proc
 * stands, where Node's recursive mkdir retries for ever) and a lock file that
 * is a dangling link. Those cases run in a child process killed after a time
 * limit: a synchronous loop would block this worker, and vitest's own timeout
 * with it.
 */
import { spawn } from 'node:child_process';
import { existsSync, lutimesSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeDir } from '../../src/persist/make-dir.js';
import { tempFolder } from '../support/temp.js';

const LIMIT_MS = 30_000;

/** Runs an ES module script under tsx; `killed` when it was still running at the limit. */
function child(script: string, args: string[]): Promise<{ code: number | null; killed: boolean; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const p = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script, ...args], { timeout: LIMIT_MS, killSignal: 'SIGKILL' });
    let stdout = '';
    let stderr = '';
    p.stdout.on('data', (d: Buffer) => (stdout += d));
    p.stderr.on('data', (d: Buffer) => (stderr += d));
    p.on('exit', (code, signal) => resolve({ code, killed: signal === 'SIGKILL', stdout, stderr }));
  });
}

const linux = existsSync('/proc/self');

describe('writers that must end', () => {
  it('makes missing parents, and names a plain file in the way', () => {
    const dir = tempFolder('dirs');
    makeDir(join(dir, 'a', 'b', 'c'));
    expect(statSync(join(dir, 'a', 'b', 'c')).isDirectory()).toBe(true);
    makeDir(join(dir, 'a', 'b', 'c'));
    writeFileSync(join(dir, 'file'), 'x');
    expect(() => makeDir(join(dir, 'file'))).toThrow(expect.objectContaining({ code: 'EEXIST' }));
    expect(() => makeDir(join(dir, 'file', 'sub'))).toThrow(expect.objectContaining({ code: 'ENOTDIR' }));
  });

  it.runIf(linux)('every writer ends under /proc with the folder and the reason named', async () => {
    const script = `
      const { makeDir } = await import('./src/persist/make-dir.ts');
      const { lockSave, claimSave } = await import('./src/persist/lock.ts');
      const { addScore } = await import('./src/persist/scores.ts');
      const dir = process.argv[1];
      const tries = { makeDir: () => makeDir(dir), lockSave: () => lockSave(dir + '/Ada.json'), claimSave: () => claimSave(dir, 'Ada') };
      const out = {};
      for (const [name, f] of Object.entries(tries)) {
        try { f(); out[name] = 'made'; } catch (error) { out[name] = error.message; }
      }
      out.addScore = addScore(dir, { name: 'Ada', className: 'Thief', level: 1, score: 1, cause: 'x', won: false, zones: 1, deepest: 1, turns: 1, seed: 's', date: new Date(0).toISOString() }).writeError;
      console.log(JSON.stringify(out));`;
    const r = await child(script, ['/proc/nope/saves']);
    expect(r.killed).toBe(false);
    const reason = 'cannot create /proc/nope: no folder can be made in /proc';
    expect(JSON.parse(r.stdout)).toEqual({ makeDir: reason, lockSave: reason, claimSave: reason, addScore: `could not write the high scores: ${reason}` });
  }, LIMIT_MS + 10_000);

  it.runIf(linux)('the game under /proc says why it cannot save in its log, and play goes on', async () => {
    const script = `
      const { harness } = await import('./tests/tui/harness.ts');
      const h = await harness({ seed: '7', saveDir: process.argv[1] });
      await h.startGame('Ada');
      process.stdout.write(h.screenText());
      process.exit(0);`;
    const r = await child(script, ['/proc/nope']);
    expect(r.killed).toBe(false);
    expect(r.stdout).toContain('Could not save: cannot create /proc/nope: no folder can be made in /proc');
    expect(r.stdout).toMatch(/Zone 1 +depth 1/);
  }, LIMIT_MS + 10_000);

  it('a high-score lock that is a dangling link (from a process long gone) is taken over', async () => {
    const dir = tempFolder('dirs');
    const lock = join(dir, 'scores.json.lock');
    symlinkSync(join(dir, 'nowhere'), lock);
    lutimesSync(lock, new Date(0), new Date(0));
    const script = `
      const { addScore } = await import('./src/persist/scores.ts');
      const added = addScore(process.argv[1], { name: 'Ada', className: 'Thief', level: 1, score: 1, cause: 'x', won: false, zones: 1, deepest: 1, turns: 1, seed: 's', date: new Date(0).toISOString() });
      console.log(JSON.stringify(added.entries.map((e) => e.name)));`;
    const r = await child(script, [dir]);
    expect(r.killed).toBe(false);
    expect(JSON.parse(r.stdout)).toEqual(['Ada']);
    expect(existsSync(lock)).toBe(false);
  }, LIMIT_MS + 10_000);
});
