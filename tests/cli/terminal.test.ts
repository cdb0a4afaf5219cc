/** The terminal as the environment describes it: $TERM, FORCE_COLOR. */
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { wantsColor } from '../../src/cli/io.js';
import { ensureBuilt } from '../support/built.js';
import { tempDir } from '../tui/harness.js';
import { athack } from './run.js';

afterEach(() => vi.unstubAllEnvs());

/** `athack options`' line for one setting: its value and where it came from. */
async function setting(name: string): Promise<string> {
  const r = await athack('options', '--options', join(tempDir('no-options'), 'options'));
  return r.stdout.split('\n').find((l) => l.trim().startsWith(`${name} `))!.trim().replace(/ {2,}/g, ' | ');
}

/** A terminfo folder holding entries whose compiled files start with the given magic numbers. */
function terminfo(entries: Record<string, number>): string {
  const dir = tempDir('terminfo');
  for (const [name, magic] of Object.entries(entries)) {
    mkdirSync(join(dir, name[0]!), { recursive: true });
    const file = Buffer.alloc(64);
    file.writeUInt16LE(magic, 0);
    writeFileSync(join(dir, name[0]!, name), file);
  }
  return dir;
}

describe('$TERM', () => {
  it('names the terminal when blessed can read its terminfo, and falls back to xterm-256color, saying why, when it cannot', async () => {
    vi.stubEnv('ATHACK_TERMINAL', '');
    vi.stubEnv('TERMINFO', terminfo({ 'xclassic': 0o432, 'xnew-256color': 0o1036 }));
    vi.stubEnv('TERMINFO_DIRS', '');
    vi.stubEnv('TERM', 'xclassic');
    expect(await setting('terminal')).toBe('terminal | xclassic | from TERM');
    vi.stubEnv('TERM', 'xnew-256color');
    expect(await setting('terminal')).toBe('terminal | xterm-256color | from default, since the terminfo entry for xnew-256color is in a format blessed cannot read');
    vi.stubEnv('TERM', 'no-such-terminal');
    expect(await setting('terminal')).toBe('terminal | xterm-256color | from default, since no terminfo entry for no-such-terminal was found');
    // blessed carries its own xterm-256color, whatever the system's file.
    vi.stubEnv('TERM', 'xterm-256color');
    expect(await setting('terminal')).toBe('terminal | xterm-256color | from TERM');
  });
});

describe('a terminal named for the run', () => {
  it('is refused before the game starts when blessed cannot read it, from --terminal or ATHACK_TERMINAL, saying why; one it can read goes on', async () => {
    vi.stubEnv('TERMINFO', terminfo({ 'xclassic': 0o432, 'xnew-256color': 0o1036 }));
    vi.stubEnv('TERMINFO_DIRS', '');
    vi.stubEnv('ATHACK_TERMINAL', '');
    const options = join(tempDir('no-options'), 'options');
    const missing = await athack('play', '--options', options, '--terminal', 'no-such-terminal');
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain("the terminal no-such-terminal (from --terminal): no terminfo entry for no-such-terminal was found. Name another, or leave it out to draw with $TERM's entry (else xterm-256color).");
    vi.stubEnv('ATHACK_TERMINAL', 'xnew-256color');
    const unreadable = await athack('play', '--options', options);
    expect(unreadable.code).toBe(2);
    expect(unreadable.stderr).toContain('the terminal xnew-256color (from ATHACK_TERMINAL): the terminfo entry for xnew-256color is in a format blessed cannot read.');
    // A readable one is taken: what stops this run is only that it has no terminal to play in.
    const readable = await athack('play', '--options', options, '--terminal', 'xclassic');
    expect(readable.stderr).toContain('playing needs a terminal');
  });
});

describe('a dumb terminal', () => {
  it('is refused before any screen is drawn, from $TERM as from --terminal, pointing to --plain', async () => {
    vi.stubEnv('ATHACK_TERMINAL', '');
    const options = join(tempDir('no-options'), 'options');
    for (const [args, from] of [[[], 'TERM'], [['--terminal', 'dumb'], '--terminal']] as const) {
      vi.stubEnv('TERM', from === 'TERM' ? 'dumb' : 'xterm-256color');
      const r = await athack('play', '--options', options, ...args);
      expect(r.code).toBe(2);
      expect(r.stderr).toContain(`the terminal dumb (from ${from}) cannot draw the game's screen, as it cannot move the cursor. Play with --plain`);
    }
  });
});

describe('FORCE_COLOR', () => {
  it('colours output into a pipe as chalk users expect; 0 turns colour off; NO_COLOR wins over it (no-color.org), and --color over both', async () => {
    expect(wantsColor({ isTTY: false }, { FORCE_COLOR: '1' }, [])).toBe(true);
    expect(wantsColor({ isTTY: true }, { FORCE_COLOR: '0' }, [])).toBe(false);
    expect(wantsColor({ isTTY: true }, { FORCE_COLOR: 'false' }, [])).toBe(false);
    expect(wantsColor({ isTTY: true }, { FORCE_COLOR: '1', NO_COLOR: '1' }, [])).toBe(false);
    expect(wantsColor({ isTTY: false }, { FORCE_COLOR: '1', NO_COLOR: '' }, [])).toBe(true);
    expect(wantsColor({ isTTY: false }, { FORCE_COLOR: '1' }, ['--no-color'])).toBe(false);
    // An explicit flag is the user's word for this run: it wins over the environment, the last of the two given.
    expect(wantsColor({ isTTY: false }, { NO_COLOR: '1' }, ['odds', 'test', '12', '--color'])).toBe(true);
    expect(wantsColor({ isTTY: true }, {}, ['--color', 'odds', 'test', '12', '--no-color'])).toBe(false);

    ensureBuilt();
    const piped = spawnSync(process.execPath, ['bin/athack', 'odds', 'test', '12'], { encoding: 'utf8', env: { ...process.env, FORCE_COLOR: '1', NO_COLOR: '' } });
    expect(piped.stdout).toContain('\u001b[1m');

    const both = spawnSync(process.execPath, ['bin/athack', 'odds', 'test', '12'], { encoding: 'utf8', env: { ...process.env, FORCE_COLOR: '1', NO_COLOR: '1' } });
    expect(both.stdout).not.toContain('\u001b[');
    const asked = spawnSync(process.execPath, ['bin/athack', 'odds', 'test', '12', '--color'], { encoding: 'utf8', env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1' } });
    expect(asked.stdout).toContain('\u001b[1m');

    vi.stubEnv('NO_COLOR', '1');
    vi.stubEnv('FORCE_COLOR', '1');
    expect(await setting('color')).toBe('color | no | from NO_COLOR');
    vi.stubEnv('NO_COLOR', '');
    expect(await setting('color')).toBe('color | yes | from FORCE_COLOR');
    vi.stubEnv('FORCE_COLOR', '0');
    vi.stubEnv('NO_COLOR', '');
    expect(await setting('color')).toBe('color | no | from FORCE_COLOR');
  });
});

describe('an empty --terminal', () => {
  it('is refused by name, saying what it takes, not as a terminal named nothing', async () => {
    const r = await athack('play', '--options', join(tempDir('no-options'), 'options'), '--terminal', '');
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain("athack: --terminal needs a terminfo name, such as xterm-256color; left out, $TERM's is used.\n");
  });
});
