/** The commands' text where the terminal shows only ASCII (a C locale, --ascii): stand-ins as wide as what they stand for. */
import { spawnSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { textWidth } from '../../src/base/text-width.js';
import { ensureBuilt } from '../support/built.js';
import { tempDir } from '../tui/harness.js';

const UNSET = { LC_ALL: '', LC_CTYPE: '', LANG: '' };

function athack(args: string[], env: Record<string, string>) {
  const r = spawnSync(process.execPath, ['bin/athack', ...args], { encoding: 'utf8', env: { ...process.env, NO_COLOR: '1', ...UNSET, ...env } });
  expect(r.status, r.stderr).toBe(0);
  return r.stdout;
}

const pastAscii = (text: string): string[] => [...new Set(text.match(/[^\x00-\x7f]/gu) ?? [])];

describe('output where the locale is not UTF-8', () => {
  beforeAll(() => ensureBuilt(), 120_000);

  it("check's report is ASCII under LANG=C, each line as wide as under UTF-8, the seeds' quotes and dashes as stand-ins", () => {
    const utf8 = athack(['check'], { LANG: 'C.UTF-8' });
    const ascii = athack(['check'], { LANG: 'C' });
    expect(pastAscii(utf8)).not.toEqual([]);
    expect(utf8).toContain('don’t roll dice');
    expect(pastAscii(ascii)).toEqual([]);
    expect(ascii).toContain("don't roll dice");
    expect(ascii.split('\n').map(textWidth)).toEqual(utf8.split('\n').map(textWidth));
  });

  it('JSON keeps every character, written as its \\u escape', () => {
    const utf8 = athack(['check', '--json'], { LANG: 'C.UTF-8' });
    const ascii = athack(['check', '--json'], { LC_ALL: 'POSIX', LANG: 'C.UTF-8' });
    expect(pastAscii(ascii)).toEqual([]);
    expect(JSON.parse(ascii)).toEqual(JSON.parse(utf8));
  });

  it("the options file's ascii line is followed as play follows it: over the locale", () => {
    const config = tempDir('ascii-config');
    const withFile = (line: string, args: string[], env: Record<string, string>) => {
      writeFileSync(join(config, 'options'), `${line}\n`);
      return athack(args, { ATHACK_CONFIG_DIR: config, ...env });
    };
    const bid = ['odds', 'bid', '3', '--ai', 'fair', '--tokens', '5', '--spend', 'device'];
    try {
      // ascii = yes in a UTF-8 locale: check and odds send ASCII, the quotes as stand-ins.
      expect(pastAscii(withFile('ascii = yes', ['check'], { LANG: 'C.UTF-8' }))).toEqual([]);
      const odds = withFile('ascii = yes', bid, { LANG: 'C.UTF-8' });
      expect(odds).toContain('sealed bid on "Find a Device"');
      expect(pastAscii(odds)).toEqual([]);
      // ascii = no says the terminal shows UTF-8 whatever the locale.
      expect(withFile('ascii = no', bid, { LANG: 'C' })).toContain('sealed bid on “Find a Device”');
      expect(withFile('ascii = no', ['check'], { LANG: 'C' })).toContain('don’t roll dice');
    } finally {
      rmSync(config, { recursive: true, force: true });
    }
  });

  it("a bad ascii or symbols line is said by check, odds and sim as the game's settings say it, once, and the command goes on", () => {
    const config = tempDir('bad-drawing');
    const file = join(config, 'options');
    writeFileSync(file, 'symbols = blocks\nascii = maybe\ncolor = purple\n');
    const said = [`athack: ${file} line 1: symbols is ascii, lines or dec, not "blocks".`, `athack: ${file} line 2: ascii is yes or no, not "maybe".`];
    const run = (args: string[]) => spawnSync(process.execPath, ['bin/athack', ...args], { encoding: 'utf8', env: { ...process.env, NO_COLOR: '1', ...UNSET, LANG: 'C.UTF-8', ATHACK_CONFIG_DIR: config } });
    try {
      // The game's own reader of the settings (athack options) says every bad line, these two among them, each once.
      const options = run(['options']);
      expect(options.status).toBe(0);
      for (const line of said) expect(options.stderr.split('\n').filter((l) => l === line)).toEqual([line]);
      expect(options.stderr).toContain(`athack: ${file} line 3: color is yes or no, not "purple".`);
      for (const args of [['check'], ['odds', 'roll', '2d6'], ['odds', 'roll', '2d6', '--json'], ['sim', 'fight', '--hero', 'Warrior:1', '--vs', 'Goblin', '--n', '5', '--seed', '1', '--threads', '1']]) {
        const r = run(args);
        expect(r.status, `${args.join(' ')}: ${r.stderr}`).toBe(0);
        // Only the two lines these commands read: the game's other settings are the game's to report.
        expect(r.stderr, args.join(' ')).toBe(said.map((l) => `${l}\n`).join(''));
        expect(r.stdout, args.join(' ')).not.toBe('');
      }
    } finally {
      rmSync(config, { recursive: true, force: true });
    }
  });
});
