import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { memoryIo, wantsColor } from '../../src/cli/io.js';
import { run } from '../../src/cli/main.js';
import { tempDir } from '../tui/harness.js';
import { athack } from './run.js';
import { ensureBuilt, runInPty } from '../tui/pty.js';

/** Whether the program set a foreground or background colour (SGR 30–48, 90–107), not only bold or inverse. */
const coloured = (raw: string): boolean => [...raw.matchAll(/\x1b\[([\d;]*)m/g)].some((m) => m[1]!.split(';').some((p) => /^(3\d|4\d|9\d|10\d)$/.test(p)));

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

  it('the game: NO_COLOR plays without colour whatever FORCE_COLOR says; --color, given on the command line, plays in colour all the same', async () => {
    ensureBuilt();
    const dir = tempDir('color-game');
    const seen = async (args: string[], env: Record<string, string>): Promise<boolean> => {
      const run = runInPty(['--seed', '7', ...args], { ATHACK_SAVE_DIR: dir, ATHACK_CONFIG_DIR: dir, ...env });
      try {
        // A seed given opens that game's setup at once.
        expect(await run.until(/New game: setup/), run.screenText()).toBe(true);
        // Nothing of Node's own across the game's screen: no warning that it ignores NO_COLOR.
        expect(run.raw()).not.toContain('Warning');
        return coloured(run.raw());
      } finally {
        run.kill();
      }
    };
    try {
      expect(await seen([], { NO_COLOR: '' })).toBe(true);
      expect(await seen([], { NO_COLOR: '1', FORCE_COLOR: '1' })).toBe(false);
      expect(await seen(['--color'], { NO_COLOR: '1' })).toBe(true);
      const refused = await athack('play', '--mono', '--color');
      expect(refused.code).toBe(2);
      expect(refused.stderr).toContain('--mono and --color disagree: give one.');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it('piped output of the real binary is plain text', () => {
    const r = spawnSync(process.execPath, ['bin/athack', 'odds', 'roll', '2d6'], { encoding: 'utf8' });
    expect(r.status).toBe(0);
    expect(r.stdout).not.toContain(ESC);
    expect(r.stdout).toContain('mean 7');
  });
});
