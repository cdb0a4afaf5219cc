/** keys.json as a player editing it meets it: every fault told at once, and never taken for a save. */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveName } from '../../src/persist/saves.js';
import { tempDir } from '../tui/harness.js';
import { athack } from './run.js';

beforeEach(() => {
  for (const name of ['ATHACK_SAVE_DIR', 'ATHACK_CONFIG_DIR']) vi.stubEnv(name, undefined);
});
afterEach(() => vi.unstubAllEnvs());

describe('keys.json', () => {
  it('with several faults is refused once, naming every fault by its line, exit 2', async () => {
    const dir = tempDir('config');
    const file = join(dir, 'keys.json');
    writeFileSync(file, '{\n  "fly": ["w"],\n  "move-n": "w",\n  "wiat": ["x"],\n  "toString": ["q"],\n  "help": ["?"]\n}\n');
    const r = await athack('play', '--plain', '--config-dir', dir, '--save-dir', tempDir('saves'));
    expect(r.code).toBe(2);
    expect(r.stderr.trimEnd().split('\n')).toEqual([
      `athack: ${file} has 4 faults; docs/keys.md lists the commands and key names. Fix them, or move the file away to play with the default keys.`,
      '  line 2: unknown command "fly"',
      '  line 3: "move-n" needs a list of key names',
      '  line 4: unknown command "wiat" (did you mean wait?)',
      '  line 5: unknown command "toString"',
    ]);
  });

  it('in a configuration folder that is also the save folder is no save: continue finds none, and no hero\'s save takes its name', async () => {
    const dir = tempDir('both');
    writeFileSync(join(dir, 'keys.json'), '{ "move-n": ["w", "up"] }\n');
    const r = await athack('continue', '--save-dir', dir, '--config-dir', dir);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(`athack: no saved game in ${dir}: start one with athack play.\n`);
    expect(saveName('keys')).toBe('keys-hero.json');
    expect(saveName('Keys')).toBe('Keys-hero.json');
  });
});
