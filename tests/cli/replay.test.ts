/** `athack replay --verify` on files that are not what it expects: what it says about each. */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { readSave } from '../../src/persist/saves.js';
import { saveLines, writeSealed } from '../persist/save-files.js';
import { replay } from '../../src/core/bots/index.js';
import { stateHash } from '../../src/cli/replay.js';
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
    expect(r.stdout).toMatch(/^diverged at action 10 \(game turn \d+\): .*\(the save does not record which athack made it; this is \d+\.\d+\.\d+, and rules changed since can make a replay part from its recording\)\n$/);
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

  it('--verify --to-turn T checks the actions before T only, and says so; a fault after T is not reached, one before it is', async () => {
    const file = join(dir, 'Later.json');
    const lines = saveLines(join(dir, 'Runner.json'));
    lines.find((l) => l.t === 'action' && l.turn === 25)!.check += 1;
    writeSealed(file, lines);
    expect((await athack('replay', '--verify', file)).stdout).toMatch(/^diverged at action 25 \(game turn \d+\): check after action 25 /);
    const rec = readSave(join(dir, 'Runner.json'));
    const reached = stateHash(replay(rec.seed, rec.options, rec.actions.slice(0, 10)).state);
    const upTo = await athack('replay', '--verify', file, '--to-turn', '10');
    expect(upTo).toMatchObject({ code: 0, stdout: `ok ${reached} (10 of 40 actions, to --to-turn 10)\n` });
    expect(JSON.parse((await athack('replay', '--verify', file, '--to-turn', '10', '--json')).stdout)).toEqual({ ok: true, turns: 10, recorded: 40, hash: reached });
    const past = await athack('replay', '--verify', file, '--to-turn', '30');
    expect(past.code).toBe(1);
    expect(past.stdout).toMatch(/^diverged at action 25 \(game turn \d+\): check after action 25 /);
  });

  it('a save of a hero just made counts its one action as one, not "1 actions"', async () => {
    const file = join(dir, 'Made.json');
    const lines = saveLines(join(dir, 'Runner.json'));
    const made = lines.findIndex((l) => l.t === 'snapshot');
    expect(lines.slice(0, made).filter((l) => l.t === 'action')).toHaveLength(1);
    writeSealed(file, lines.slice(0, made + 1));
    expect((await athack('replay', '--verify', file)).stdout).toMatch(/^ok [0-9a-f]{64} \(1 action\)\n$/);
    expect((await athack('replay', '--verify', file, '--to-turn', '0')).stdout).toMatch(/^ok [0-9a-f]{64} \(0 of 1 action, to --to-turn 0\)\n$/);
  });

  it('--verify with --speed is refused, saying why (exit 2): a check plays no frames to time', async () => {
    const r = await athack('replay', '--verify', join(dir, 'Runner.json'), '--speed', '4');
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toBe('athack: --speed sets how fast a replay is watched; --verify checks it at once, without the screen. Leave out one or the other (--to-turn T checks up to action T).\n');
  });

  it('--verify with any option that only matters to a watched replay is refused, naming it (exit 2): a check draws nothing', async () => {
    const file = join(dir, 'Runner.json');
    const said = {
      '--mono': '--mono draws a watched replay without colour',
      '--ascii': '--ascii draws a watched replay in ASCII',
      '--symbols=lines': '--symbols sets how the walls of a watched replay are drawn',
      '--options=none.ini': '--options names the options file a replay is watched with',
    };
    for (const [flag, what] of Object.entries(said)) {
      const r = await athack('replay', '--verify', file, flag);
      expect(r.code).toBe(2);
      expect(r.stdout).toBe('');
      expect(r.stderr).toBe(`athack: ${what}; --verify checks it at once, without the screen. Leave out one or the other (--to-turn T checks up to action T).\n`);
    }
  });

  it('--json without --verify is refused, saying why (exit 2): a watched replay prints nothing but the refusal, as JSON', async () => {
    const r = await athack('replay', join(dir, 'Runner.json'), '--json');
    const error = '--json prints what a check finds as JSON, and only --verify checks; without it the replay is watched on the screen, where nothing is printed. Add --verify, or leave it out.';
    expect(r.code).toBe(2);
    expect(JSON.parse(r.stdout)).toEqual({ error, status: 2 });
    expect(r.stderr).toBe(`athack: ${error}\n`);
  });

  it('a .txt file with no recording is not a morgue file, exit 2', async () => {
    const file = join(dir, 'notes.txt');
    writeFileSync(file, 'hello\n');
    const r = await athack('replay', '--verify', file);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(`athack: ${file} is not a morgue file: it has no recording to replay\n`);
  });
});
