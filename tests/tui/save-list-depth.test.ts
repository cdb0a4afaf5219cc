/**
 * The list of saved games names a deep hero's place by its depth: a zone's
 * id ("1.2.1.1.2.1.2.1.2.1.1.3") runs on past the list's line.
 */
import { rmSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { athackJson } from '../cli/run.js';
import { harness, tempDir, type Harness } from './harness.js';

let h: Harness | undefined;
const dir = tempDir('save-list');
afterEach(() => {
  h?.destroy();
  rmSync(dir, { recursive: true, force: true });
});

describe('continuing from a list of saves', () => {
  it("names a deep zone by its depth, and a shallow one by its id", async () => {
    // The bot's walk for seed 14: 500 actions end in zone 1.2.1.1.2.1.2.1.2.1.1.3, depth 12; 200 in zone 1.2.
    await athackJson('autoplay', '--seed', '14', '--turns', '500', '--save-dir', dir, '--name', 'Deep', '--opposition', 'none');
    await athackJson('autoplay', '--seed', '14', '--turns', '200', '--save-dir', dir, '--name', 'Near', '--opposition', 'none');
    h = await harness({ saveDir: dir });
    await h.press('c');
    const list = h.screenText().replace(/\s+/g, ' ');
    expect(list).toMatch(/Deep .*Warrior \d+, depth 12, turn \d+/);
    expect(list).toMatch(/Near .*Warrior \d+, zone 1\.2, turn \d+/);
    expect(list).not.toContain('1.2.1.1.2.1.2');
  }, 60_000);
});
