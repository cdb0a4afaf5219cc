/** `athack replay --verify` on files that are not what it expects: what it says about each. */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
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

  it('a save whose last line was cut short verifies what comes before it, and says the line was left out', async () => {
    const whole = readFileSync(join(dir, 'Runner.json'), 'utf8');
    const file = join(dir, 'Cut.json');
    writeFileSync(file, whole.slice(0, -20));
    const lines = whole.split('\n').length - 1;
    const r = await athack('replay', '--verify', file);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(new RegExp(`^ok [0-9a-f]{64} \\(\\d+ actions; its line ${lines} was cut short, and what it held is not checked\\)\n$`));
    const json = await athack('replay', '--verify', file, '--json');
    expect(JSON.parse(json.stdout)).toMatchObject({ ok: true, leftOut: `its line ${lines} was cut short` });
    // A whole save says nothing of the kind.
    expect((await athack('replay', '--verify', join(dir, 'Runner.json'))).stdout).toMatch(/^ok [0-9a-f]{64} \(\d+ actions\)\n$/);
  });

  it('a .txt file with no recording is not a morgue file, exit 2', async () => {
    const file = join(dir, 'notes.txt');
    writeFileSync(file, 'hello\n');
    const r = await athack('replay', '--verify', file);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(`athack: ${file} is not a morgue file: it has no recording to replay\n`);
  });
});
