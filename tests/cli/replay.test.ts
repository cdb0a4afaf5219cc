/** `athack replay --verify` on files that are not what it expects: what it says about each. */
import { rmSync, writeFileSync } from 'node:fs';
import { readSave } from '../../src/persist/saves.js';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempDir } from '../tui/harness.js';
import { athack } from './run.js';

describe('athack replay --verify', () => {
  let dir: string;
  beforeAll(async () => {
    dir = tempDir('replay');
    const r = await athack('autoplay', '--seed', '8', '--turns', '40', '--save-dir', dir, '--name', 'Runner', '--opposition', 'none');
    expect(r.code).toBe(0);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('a format-1 save that parts from its checks says the save does not record its version', async () => {
    // Format 1: the recording's fields at the top, no game version and no checksum.
    const old = { ...readSave(join(dir, 'Runner.json')), format: 1 };
    old.checks[10] = old.checks[10]! + 1;
    const file = join(dir, 'Old.json');
    writeFileSync(file, JSON.stringify(old));
    const r = await athack('replay', '--verify', file);
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/^diverged at turn 10: .*\(the save does not record which athack made it; this is \d+\.\d+\.\d+, and rules changed since can make a replay part from its recording\)\n$/);
    expect(r.stdout).not.toContain('unknown');
  });

  it('a .txt file with no recording is not a morgue file, exit 2', async () => {
    const file = join(dir, 'notes.txt');
    writeFileSync(file, 'hello\n');
    const r = await athack('replay', '--verify', file);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(`athack: ${file} is not a morgue file: it has no recording to replay\n`);
  });
});
