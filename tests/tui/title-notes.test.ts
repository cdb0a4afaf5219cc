/**
 * The title of a save folder holding many saves that cannot be played: its
 * notes on them never push the answer to the player's key off the screen.
 */
import { rmSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { playGame } from '../../src/core/bots/index.js';
import { lockSave } from '../../src/persist/lock.js';
import { writeSave } from '../../src/persist/saves.js';
import { harnesses, tempDir } from './harness.js';

const session = harnesses();

describe('the title over a folder of damaged saves', () => {
  it('a hero another game holds says so below the notes, which are cut and counted instead', async () => {
    const saveDir = tempDir('title-notes');
    const g = playGame('5', { opposition: 'none' }, { maxSteps: 30, name: 'Held' });
    const held = writeSave(saveDir, { seed: '5', options: { opposition: 'none' }, actions: g.actions, checks: g.checks, snapshot: g.state }, '0.0.0-test');
    // Newer than the save that can be played, so the title names each.
    const later = new Date(Date.now() + 60_000);
    for (let k = 1; k <= 6; k++) {
      const bad = join(saveDir, `Broken${k}.json`);
      writeFileSync(bad, '{"t":"header"\n');
      utimesSync(bad, later, later);
    }
    const release = lockSave(held);
    try {
      const h = await session({ saveDir });
      await h.settle();
      expect(h.screenText()).toContain('Broken1.json');
      expect(h.screenText()).toMatch(/…and \d+ more notes: a taller terminal shows them\./);
      await h.press('c');
      expect(h.screenText()).toMatch(/this hero is being played by/);
      expect(h.screenText()).toMatch(/--take-over/);
      await h.resize(80, 60);
      expect(h.screenText()).toContain('Broken6.json');
      expect(h.screenText()).not.toContain('more notes');
    } finally {
      release();
      rmSync(saveDir, { recursive: true, force: true });
    }
  });

  it('a save another game holds is shown as held and left out of Continue, which takes the newest free one, as athack continue does', async () => {
    const saveDir = tempDir('title-held');
    const saved = (name: string, seed: string, ageMs: number) => {
      const g = playGame(seed, { opposition: 'none' }, { maxSteps: 30, name });
      const file = writeSave(saveDir, { seed, options: { opposition: 'none' }, actions: g.actions, checks: g.checks, snapshot: g.state }, '0.0.0-test');
      const at = new Date(Date.now() - ageMs);
      utimesSync(file, at, at);
      return file;
    };
    const held = saved('Held', '5', 0);
    saved('Free', '6', 60_000);
    const release = lockSave(held);
    try {
      const h = await session({ saveDir });
      await h.settle();
      const flat = h.screenText().replace(/\s+/g, ' ');
      expect(flat).toMatch(/c Continue Free \(saved/);
      expect(flat).toMatch(/Held \(\S*Held\.json\) is in use, left out of Continue: this hero is being played by \S+ \(process \d+ on /);
      await h.press('c');
      expect(await h.until(/Welcome back, Free\./)).toBe(true);
      expect(h.screenText()).not.toContain('being played by');
      await h.press('C-c', 'y');
      expect(await h.app.done).toBe(0);
      // With two free saves the chooser lists them, and the held one is not among them.
      saved('Other', '7', 120_000);
      const again = await session({ saveDir });
      await again.press('c');
      expect(again.screenText()).toContain('Continue which game? (2 saved, newest first)');
      expect(again.screenText()).toMatch(/a Free/);
      expect(again.screenText()).toMatch(/b Other/);
      expect(again.screenText()).not.toMatch(/[a-c] Held/);
    } finally {
      release();
      rmSync(saveDir, { recursive: true, force: true });
    }
  });
});

describe('the title over two heroes of one name', () => {
  it('the chooser tells them apart by their files, each with its class, level and place', async () => {
    const saveDir = tempDir('title-twins');
    const saved = (seed: string, steps: number, file: string, ageMs: number) => {
      const g = playGame(seed, { opposition: 'none' }, { maxSteps: steps, name: 'Ward' });
      writeSave(saveDir, { seed, options: { opposition: 'none' }, actions: g.actions, checks: g.checks, snapshot: g.state }, '0.0.0-test', join(saveDir, file));
      const at = new Date(Date.now() - ageMs);
      utimesSync(join(saveDir, file), at, at);
    };
    saved('5', 30, 'Ward.json', 60_000);
    saved('6', 10, 'Ward-2.json', 0);
    try {
      const h = await session({ saveDir });
      await h.press('c');
      expect(h.screenText()).toContain('Continue which game? (2 saved, newest first)');
      const rows = h.lines().filter((l) => /[ab] Ward/.test(l));
      expect(rows).toHaveLength(2);
      expect(rows[0]).toMatch(/a Ward \(Ward-2\.json\) +\d{4}-\d\d-\d\d \d\d:\d\d  \w+ \d+, /);
      expect(rows[1]).toMatch(/b Ward \(Ward\.json\) +\d{4}-\d\d-\d\d \d\d:\d\d  \w+ \d+, /);
    } finally {
      rmSync(saveDir, { recursive: true, force: true });
    }
  });
});

describe('the title over a save folder that is a file', () => {
  it('says what is wrong and what to do, as athack continue does, and c says it again', async () => {
    const base = tempDir('title-file');
    const saveDir = join(base, 'saves');
    writeFileSync(saveDir, 'not a folder');
    const said = `The save folder ${saveDir} is a file, not a folder: name a folder with --save-dir, ATHACK_SAVE_DIR or save_dir in the options file.`;
    try {
      const h = await session({ saveDir });
      const flat = () => h.screenText().replace(/\s+/g, ' ');
      expect(flat()).toContain(said);
      await h.press('c');
      expect(h.app.ui.log.at(-1)?.text).toBe(said);
      expect(flat()).not.toContain('There is no saved game to continue');
    } finally {
      rmSync(base, { recursive: true, force: true });
    }
  });
});
