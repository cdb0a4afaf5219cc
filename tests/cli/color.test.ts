import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { memoryIo, wantsColor } from '../../src/cli/io.js';
import { run } from '../../src/cli/main.js';
import { tempDir } from '../tui/harness.js';
import { athack } from './run.js';

const ESC = '\u001b[';

describe('colour', () => {
  it('is on for a terminal only, and off with NO_COLOR or --no-color', () => {
    expect(wantsColor({ isTTY: true }, {}, [])).toBe(true);
    expect(wantsColor({ isTTY: false }, {}, [])).toBe(false);
    expect(wantsColor({}, {}, [])).toBe(false);
    expect(wantsColor({ isTTY: true }, { NO_COLOR: '1' }, [])).toBe(false);
    expect(wantsColor({ isTTY: true }, { NO_COLOR: '' }, [])).toBe(true);
    expect(wantsColor({ isTTY: true }, {}, ['odds', 'test', '12', '--no-color'])).toBe(false);
  });

  it('a coloured run marks the answer; a plain one has no escape codes', async () => {
    const coloured = await memoryIo(true);
    await run(['odds', 'test', '12'], coloured);
    expect(coloured.stdout.join('')).toContain(`${ESC}1m`);
    const plain = await memoryIo(false);
    await run(['odds', 'test', '12'], plain);
    expect(plain.stdout.join('')).not.toContain(ESC);
  });

  it('--no-color is accepted after a subcommand', async () => {
    const io = await memoryIo();
    expect(await run(['odds', 'test', '12', '--no-color'], io)).toBe(0);
  });

  it('--no-color before the subcommand runs that subcommand as it does after it', async () => {
    const dir = tempDir('color');
    try {
      const lines = [['check'], ['map', '--seed', '7'], ['scores', '--save-dir', dir], ['morgue', '--save-dir', dir], ['odds', 'test', '13'], ['sim', 'fight', '--hero', 'Warrior:1', '--vs', 'Goblin', '--n', '5', '--seed', '1', '--threads', '1'], ['replay', '--verify', join(dir, 'none.json')], ['help', 'map']];
      for (const argv of lines) {
        const before = await athack('--no-color', ...argv);
        // `help` takes no options of its own: the same help without --no-color is the answer.
        const after = await athack(...argv, ...(argv[0] === 'help' ? [] : ['--no-color']));
        expect(before.stdout + before.stderr, argv.join(' ')).not.toBe('');
        expect(before, argv.join(' ')).toEqual(after);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('piped output of the real binary is plain text', () => {
    const r = spawnSync(process.execPath, ['bin/athack', 'odds', 'roll', '2d6'], { encoding: 'utf8' });
    expect(r.status).toBe(0);
    expect(r.stdout).not.toContain(ESC);
    expect(r.stdout).toContain('mean 7');
  });
});
