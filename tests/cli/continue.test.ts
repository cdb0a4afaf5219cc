/** `athack continue --hero NAME` where two saved heroes share a name: the one named is continued, and the player told how to reach the other, the save dated as the title dates it. */
import { spawnSync } from 'node:child_process';
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { tempDir } from '../tui/harness.js';
import { ensureBuilt } from '../support/built.js';
import { athack } from './run.js';
import { when } from '../../src/base/when.js';

beforeAll(() => ensureBuilt(), 120_000);

describe('athack continue --hero', () => {
  it('with a second hero of the name saved as NAME-2, continues NAME and says which flag continues the other', async () => {
    const dir = tempDir('saves');
    for (const seed of ['1', '2']) expect((await athack('autoplay', '--seed', seed, '--turns', '5', '--name', 'Ward', '--save-dir', dir)).code).toBe(0);
    const env = { ...process.env, LANG: 'en_US.UTF-8', ATHACK_SAVE_DIR: dir, ATHACK_CONFIG_DIR: dir, XDG_DATA_HOME: dir };
    // Plain mode ends with its input: the game is continued, then saved again at once.
    const run = (hero: string) => spawnSync(process.execPath, ['bin/athack', 'continue', '--hero', hero, '--plain'], { env, input: '', encoding: 'utf8', timeout: 30_000 });
    const first = run('Ward');
    expect(first.status).toBe(0);
    // The other save is dated as the title dates it, whatever the machine's locale.
    const saved = when(statSync(join(dir, 'Ward-2.json')).mtimeMs);
    expect(first.stderr.replace(/\s+/g, ' ')).toContain(`athack: continuing ${join(dir, 'Ward.json')}; another saved hero is called "Ward" too: --hero Ward-2 (saved ${saved}) continues it. `);
    expect(first.stderr.startsWith('athack: continuing')).toBe(true);
    expect(first.stderr).toContain(`Your game was saved to ${join(dir, 'Ward.json')}`);
    // The flag it offers picks the other, and says nothing more.
    const second = run('Ward-2');
    expect(second.status).toBe(0);
    expect(second.stderr).not.toContain('athack:');
    expect(second.stderr).toContain(`Your game was saved to ${join(dir, 'Ward-2.json')}`);
  }, 60_000);
});
