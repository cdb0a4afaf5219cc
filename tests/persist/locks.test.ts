/**
 * One game at a time per hero, with real processes racing: a lock appears
 * whole, belongs to the process that took it (its start time, not only its
 * number), and a player can take over a lock whose game is gone.
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { playGame, replay } from '../../src/core/bots/index.js';
import { lockSave, LockError } from '../../src/persist/lock.js';
import { readSave, writeSave } from '../../src/persist/saves.js';
import { stateHash } from '../../src/cli/replay.js';
import { athackJson } from '../cli/run.js';
import { ensureBuilt, runInPty, type PtyRun } from '../tui/pty.js';
import { tempFolder } from '../support/temp.js';

const tmp = () => tempFolder('locks');

function saveAsh(dir: string): string {
  const g = playGame('11', { opposition: 'none' }, { maxSteps: 30, name: 'Ash' });
  return writeSave(dir, { seed: '11', options: { opposition: 'none' }, actions: g.actions, checks: g.checks, snapshot: g.state }, '1.0.0');
}

/** `athack autoplay` in a child process: its exit code and what it printed. */
function autoplay(dir: string, seed: string): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve) => {
    const p = spawn(process.execPath, ['bin/athack', 'autoplay', '--seed', seed, '--turns', '60', '--name', 'Tess', '--save-dir', dir, '--opposition', 'none']);
    let out = '';
    p.stdout.on('data', (d: Buffer) => (out += d));
    p.stderr.on('data', (d: Buffer) => (out += d));
    p.on('exit', (code) => resolve({ code, out }));
  });
}

describe('locks', () => {
  beforeAll(() => ensureBuilt(), 120_000);
  const runs: PtyRun[] = [];
  afterEach(() => {
    for (const r of runs.splice(0)) r.kill();
  });

  it('a lock naming a live process that is not the athack that took it is stale: the hero is not stranded', () => {
    const dir = tmp();
    const file = join(dir, 'Ash.json');
    const sleeper = spawn('sleep', ['60']);
    try {
      const locks = [
        // An older lock (no start time) naming a live process that is no athack.
        { pid: sleeper.pid, host: hostname(), user: 'ghost', since: 'long ago' },
        // This very process's number, taken by a process that started at another time: the number was used again.
        { pid: process.pid, host: hostname(), user: 'ghost', since: 'long ago', token: 'x', started: 'another-boot:12345' },
        // A container's pid 1, which is always alive and never the athack that wrote the lock.
        { pid: 1, host: hostname(), user: 'ghost', since: 'long ago', token: 'y', started: 'another-boot:1' },
      ];
      for (const lock of locks) {
        writeFileSync(`${file}.lock`, JSON.stringify(lock));
        const release = lockSave(file);
        expect(JSON.parse(readFileSync(`${file}.lock`, 'utf8')).pid).toBe(process.pid);
        release();
        expect(existsSync(`${file}.lock`)).toBe(false);
      }
    } finally {
      sleeper.kill();
    }
  });

  it('a lock another process has just made and not yet filled in is held: autoplay passes the name over, continue does not load, and the lock is left alone', async () => {
    const dir = tmp();
    writeFileSync(join(dir, 'Tess.json.lock'), '');
    const played = await athackJson<{ file: string }>('autoplay', '--seed', '1', '--turns', '60', '--save-dir', dir, '--name', 'Tess', '--opposition', 'none');
    expect(played.file).toBe(join(dir, 'Tess-2.json'));
    expect(readFileSync(join(dir, 'Tess.json.lock'), 'utf8')).toBe('');
    expect(() => lockSave(join(dir, 'Tess.json'))).toThrow(LockError);
    const ash = saveAsh(dir);
    writeFileSync(`${ash}.lock`, '');
    const run = runInPty(['continue', '--save-dir', dir, '--hero', 'Ash'], { ATHACK_CONFIG_DIR: dir });
    runs.push(run);
    expect(await run.until(/another process is taking this hero up at\s+this very moment/, 15_000), run.screenText()).toBe(true);
    expect(run.screenText()).not.toContain('Welcome back');
    expect(readFileSync(`${ash}.lock`, 'utf8')).toBe('');
  }, 60_000);

  it('20 pairs of autoplay --name Tess at once: each game keeps its own save, and each save replays', async () => {
    for (let pair = 0; pair < 20; pair++) {
      const dir = tmp();
      const [a, b] = await Promise.all([autoplay(dir, `pair-${pair}-a`), autoplay(dir, `pair-${pair}-b`)]);
      expect([a.code, b.code], a.out + b.out).toEqual([0, 0]);
      const saves = readdirSync(dir).filter((n) => n.endsWith('.json') && n !== 'scores.json');
      const morgue = existsSync(join(dir, 'morgue')) ? readdirSync(join(dir, 'morgue')) : [];
      expect(saves.length + morgue.length, `pair ${pair}: ${saves.join(', ')}; ${morgue.join(', ')}`).toBe(2);
      if (saves.length === 2) expect([a.out, b.out].filter((o) => o.includes('Tess.json is taken: saved as Tess-2.json'))).toHaveLength(1);
      for (const n of saves) {
        const rec = readSave(join(dir, n));
        const r = replay(rec.seed, rec.options, rec.actions, rec.checks);
        expect(r.divergedAt, `pair ${pair} ${n}`).toBeNull();
        expect(stateHash(r.state)).toBe(stateHash(rec.snapshot));
      }
    }
  }, 300_000);

  it('two continues at once: only one loads the hero, the other is told who holds it', async () => {
    for (let pair = 0; pair < 5; pair++) {
      const dir = tmp();
      saveAsh(dir);
      const both = [runInPty(['continue', '--save-dir', dir], { ATHACK_CONFIG_DIR: dir }), runInPty(['continue', '--save-dir', dir], { ATHACK_CONFIG_DIR: dir })];
      runs.push(...both);
      const seen = await Promise.all(both.map(async (r) => ((await r.until(/Welcome back, Ash\.|being played by/, 15_000)) ? r.screenText() : `nothing: ${r.screenText()}`)));
      expect(seen.filter((s) => /Welcome back, Ash\./.test(s)), seen.join('\n---\n')).toHaveLength(1);
      expect(seen.filter((s) => /being played by/.test(s)), seen.join('\n---\n')).toHaveLength(1);
      for (const r of runs.splice(0)) r.kill();
    }
  }, 120_000);

  it('a lock held by a game says how to take the hero over; continue --take-over does, and the old holder no longer lets go of it', async () => {
    const dir = tmp();
    const file = saveAsh(dir);
    const release = lockSave(file);
    const refused = runInPty(['continue', '--save-dir', dir], { ATHACK_CONFIG_DIR: dir });
    runs.push(refused);
    expect(await refused.until(/take-over takes the hero over/, 15_000), refused.screenText()).toBe(true);
    expect(refused.screenText().replace(/\s+/g, ' ')).toContain(`${file}: this hero is being played by`);
    expect(refused.screenText().replace(/\s+/g, ' ')).toContain('If that game is no longer running, athack continue --hero Ash --take-over takes the hero over.');
    refused.kill();
    const taken = runInPty(['continue', '--save-dir', dir, '--hero', 'Ash', '--take-over'], { ATHACK_CONFIG_DIR: dir });
    runs.push(taken);
    expect(await taken.until(/Welcome back, Ash\./, 15_000), taken.screenText()).toBe(true);
    release();
    expect(JSON.parse(readFileSync(`${file}.lock`, 'utf8')).pid).not.toBe(process.pid);
    expect(() => lockSave(file)).toThrow(LockError);
  }, 60_000);

  it('continue with no hero named, the newest save held by a running game: the newest save that is free is taken, and the player told which and why', async () => {
    const dir = tmp();
    const ash = saveAsh(dir);
    const g = playGame('12', { opposition: 'none' }, { maxSteps: 30, name: 'Tess' });
    const tess = writeSave(dir, { seed: '12', options: { opposition: 'none' }, actions: g.actions, checks: g.checks, snapshot: g.state }, '1.0.0');
    const later = new Date(Date.now() + 60_000);
    utimesSync(tess, later, later);
    // This process plays Tess: its lock is live.
    const release = lockSave(tess);
    try {
      const run = runInPty(['continue', '--save-dir', dir], { ATHACK_CONFIG_DIR: dir });
      runs.push(run);
      expect(await run.until(/Welcome back, Ash\./, 15_000), run.screenText()).toBe(true);
      const screen = run.screenText().replace(/\s+/g, ' ');
      expect(screen).toMatch(/Tess\.json \(Tess\) is in use: this hero is being played by/);
      expect(screen).toContain('(Ash), the newest save that is free.');
      // Said on the terminal before the game covered it too, where it is read after the game.
      expect(run.raw()).toContain(`athack: ${tess} (Tess) is in use: this hero is being played by`);
      expect(JSON.parse(readFileSync(`${tess}.lock`, 'utf8')).pid, 'the running game keeps its lock').toBe(process.pid);
      expect(JSON.parse(readFileSync(`${ash}.lock`, 'utf8')).pid).not.toBe(process.pid);
    } finally {
      release();
    }
  }, 60_000);

  it('a game taken over by another stops saving at its next step and says so, and the save stays the new game\'s', async () => {
    const dir = tmp();
    const file = saveAsh(dir);
    const first = runInPty(['continue', '--save-dir', dir, '--hero', 'Ash'], { ATHACK_CONFIG_DIR: dir });
    runs.push(first);
    expect(await first.until(/Welcome back, Ash\./, 15_000), first.screenText()).toBe(true);
    const second = runInPty(['continue', '--save-dir', dir, '--hero', 'Ash', '--take-over'], { ATHACK_CONFIG_DIR: dir });
    runs.push(second);
    expect(await second.until(/Welcome back, Ash\./, 15_000), second.screenText()).toBe(true);
    const before = readFileSync(file, 'utf8');
    const actionsBefore = readSave(file).actions.length;
    // The first game is still open and the player goes on in it: a rest, then another.
    await first.press('.');
    expect(await first.until(/Another game has taken Ash over/, 15_000), first.screenText()).toBe(true);
    // The sentence runs over lines, and its frame may come in more than one read: waited for whole.
    await vi.waitFor(() => expect(first.screenText().replace(/\s+/g, ' ')).toContain('this one no longer saves'), { timeout: 10_000 });
    await first.press('.');
    await first.press('.');
    await new Promise((w) => setTimeout(w, 300));
    expect(readFileSync(file, 'utf8'), 'the old game wrote nothing more').toBe(before);
    // The game that took over saves and quits; its save reads whole.
    await second.press('.');
    await second.press('S');
    for (let waited = 0; existsSync(`${file}.lock`) && waited < 10_000; waited += 50) await new Promise((w) => setTimeout(w, 50));
    expect(readSave(file).actions.length).toBeGreaterThan(actionsBefore);
  }, 60_000);
});
