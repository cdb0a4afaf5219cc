/**
 * A game's end names its morgue file, as roguelikes name the dump a
 * player keeps or shares: the file the end screen names is there.
 */
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { harness, tempDir, type Harness } from './harness.js';

let h: Harness | undefined;
const dir = tempDir('end-morgue');
afterEach(() => {
  h?.destroy();
  rmSync(dir, { recursive: true, force: true });
});

describe('the end screen', () => {
  it('names the morgue file the game left', async () => {
    h = await harness({ seed: '3', saveDir: dir });
    await h.startGame('Ada');
    await h.press('Q', 'y');
    expect(h.screenText()).toMatch(/Ada is dead/);
    const [file] = readdirSync(join(dir, 'morgue'));
    const path = join(dir, 'morgue', file!);
    expect(h.screenText().replace(/\s+/g, '')).toContain(`Morgue file: ${path}`.replace(/\s+/g, ''));
    expect(existsSync(path)).toBe(true);
    expect(readFileSync(path, 'utf8')).toContain('Ada, level 1');
  });
});
