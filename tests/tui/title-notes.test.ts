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
});
