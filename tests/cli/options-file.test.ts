import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tempDir } from '../tui/harness.js';
import { ensureBuilt } from '../support/built.js';
import { athack } from './run.js';

// Settings the environment would set are left to each test: what the shell running the tests has set is not a player's choice.
beforeEach(() => {
  for (const name of ['TERM', 'FORCE_COLOR', 'NO_COLOR', 'ATHACK_TERMINAL', 'ATHACK_SAVE_DIR', 'ATHACK_CONFIG_DIR', 'LC_ALL', 'LC_CTYPE', 'LANG']) vi.stubEnv(name, undefined);
});
afterEach(() => vi.unstubAllEnvs());

/** `athack options` as lines of name, value and where it came from. */
function settings(stdout: string): Record<string, { value: string; from: string }> {
  const out: Record<string, { value: string; from: string }> = {};
  for (const line of stdout.split('\n').slice(1)) {
    const m = /^ {2}(\S+) +(.+?) {2,}(default|from .+)$/.exec(line);
    if (m) out[m[1]!] = { value: m[2]!, from: m[3]! };
  }
  return out;
}

describe('the options file', () => {
  it('options --init writes a commented file that changes nothing until edited', async () => {
    const file = join(tempDir('options'), 'athack', 'options');
    const init = await athack('options', '--options', file, '--init');
    expect(init.code).toBe(0);
    expect(init.stdout).toContain(`Wrote ${file}`);
    const text = readFileSync(file, 'utf8');
    for (const name of ['color', 'ascii', 'symbols', 'terminal', 'msg_height', 'autopickup', 'hp_warning', 'save_dir', 'opposition', 'opponents', 'power', 'armour']) expect(text).toMatch(new RegExp(`^#${name} = `, 'm'));
    // Every line is a comment or blank, and none is wider than a terminal.
    expect(text.split('\n').filter((l) => l !== '' && !l.startsWith('#'))).toEqual([]);
    expect(text.split('\n').filter((l) => l.length > 80)).toEqual([]);

    // The terminal setting follows $TERM when set: without it, every setting is the default.
    const term = process.env.TERM;
    delete process.env.TERM;
    const shown = await athack('options', '--options', file).finally(() => term === undefined || (process.env.TERM = term));
    expect(shown.stderr).toBe('');
    expect(shown.stdout.split('\n')[0]).toBe(`Options file: ${file}`);
    expect(Object.values(settings(shown.stdout)).every((s) => s.from === 'default')).toBe(true);
    expect(settings(shown.stdout).hp_warning).toEqual({ value: '1/3', from: 'default' });
  });

  it('options --init over a file already there is refused as a refusal is (exit status 2), naming the file, leaving it, and saying how to start afresh', async () => {
    const file = join(tempDir('options'), 'options');
    writeFileSync(file, 'ascii = yes\n');
    for (const json of [[], ['--json']]) {
      const again = await athack('options', '--options', file, '--init', ...json);
      expect(again.code).toBe(2);
      // With --json, the refusal as JSON.
      if (json.length > 0) expect(JSON.parse(again.stdout).error).toContain(`the options file ${file} already exists, and is left as it is`);
      else expect(again.stdout).toBe('');
      expect(again.stderr).toContain(`the options file ${file} already exists, and is left as it is`);
      expect(again.stderr).toContain('To start afresh, rename it (as options.old, say) and run this again');
      expect(readFileSync(file, 'utf8')).toBe('ascii = yes\n');
    }
    // Written anew, --json says so as JSON.
    const fresh = join(tempDir('options'), 'options');
    const init = await athack('options', '--options', fresh, '--init', '--json');
    expect(init.code).toBe(0);
    expect(JSON.parse(init.stdout)).toEqual({ file: fresh, written: true });
  });

  it('options --init where the file cannot be written names the file and why, exit 1; a plain file where its folder would be is no file already there', async () => {
    const root = tempDir('options');
    const plain = join(root, 'plain');
    writeFileSync(plain, 'not a folder\n');
    const file = join(plain, 'options');
    for (const json of [[], ['--json']]) {
      const r = await athack('options', '--options', file, '--init', ...json);
      expect(r.code).toBe(1);
      expect(r.stderr).toBe(`athack: cannot write the options file ${file}: a file stands where a folder should be (${plain})\n`);
      if (json.length > 0) expect(JSON.parse(r.stdout)).toEqual({ error: `cannot write the options file ${file}: a file stands where a folder should be (${plain})`, status: 1 });
    }
    expect(readFileSync(plain, 'utf8')).toBe('not a folder\n');
  });

  it('options --init where a FIFO or a folder stands is refused as no file (exit 2), not as a file to rename', async () => {
    const root = tempDir('options');
    const fifo = join(root, 'fifo');
    execFileSync('mkfifo', [fifo]);
    for (const [file, what] of [[fifo, 'a FIFO'], [root, 'a folder']] as const) {
      const r = await athack('options', '--options', file, '--init');
      expect(r.code, what).toBe(2);
      expect(r.stderr, what).toContain(`athack: the options file ${file} is ${what}, not a file: give --options a file's name.`);
      expect(r.stderr, what).not.toContain('rename it');
    }
  });

  it('options --init into a folder its user may not write names the file and why, exit 1', () => {
    ensureBuilt();
    const root = tempDir('options');
    chmodSync(root, 0o755);
    const locked = join(root, 'locked');
    mkdirSync(locked, { mode: 0o555 });
    chmodSync(locked, 0o555);
    const asPlayer = process.getuid?.() === 0 ? ['setpriv', '--reuid=65534', '--regid=65534', '--clear-groups'] : [];
    const argv = [...asPlayer, process.execPath, 'bin/athack', 'options', '--init', '--config-dir', locked];
    const r = spawnSync(argv[0]!, argv.slice(1), { encoding: 'utf8' });
    expect(r.stderr).toBe(`athack: cannot write the options file ${join(locked, 'options')}: permission denied\n`);
    expect(r.status).toBe(1);
  });

  it('ascii is yes where the locale is not UTF-8, saying which variable said so; unchanged with no locale set; the file\'s ascii wins', async () => {
    const file = join(tempDir('options'), 'options');
    const ascii = async () => settings((await athack('options', '--options', file)).stdout).ascii;
    expect(await ascii()).toEqual({ value: 'no', from: 'default' });
    vi.stubEnv('LANG', 'C');
    expect(await ascii()).toEqual({ value: 'yes', from: 'from LANG=C' });
    // LC_ALL, then LC_CTYPE, then LANG: the first set is the locale of the terminal's characters; an empty one is unset.
    vi.stubEnv('LC_CTYPE', 'en_GB.UTF-8');
    expect(await ascii()).toEqual({ value: 'no', from: 'default' });
    vi.stubEnv('LC_ALL', 'POSIX');
    expect(await ascii()).toEqual({ value: 'yes', from: 'from LC_ALL=POSIX' });
    vi.stubEnv('LC_ALL', '');
    vi.stubEnv('LC_CTYPE', 'de_DE.ISO-8859-1');
    expect(await ascii()).toEqual({ value: 'yes', from: 'from LC_CTYPE=de_DE.ISO-8859-1' });
    vi.stubEnv('LC_CTYPE', 'C.utf8');
    expect(await ascii()).toEqual({ value: 'no', from: 'default' });
    // A player whose terminal shows UTF-8 under a C locale says so in the file.
    vi.stubEnv('LC_CTYPE', undefined);
    writeFileSync(file, 'ascii = no\n');
    expect(await ascii()).toEqual({ value: 'no', from: `from ${file} line 1` });
  });

  it('each bad line is named with its number and the rest still load', async () => {
    const file = join(tempDir('options'), 'options');
    writeFileSync(file, ['# my settings', 'colour = no', 'ascii = yes', 'hp_warning = lots', 'power = high', 'ascii = no', 'hp_warning = 25%', 'opposition = hard', 'armour'].join('\n'));
    const r = await athack('options', '--options', file);
    expect(r.code).toBe(0);
    expect(r.stderr).toContain(`${file} line 2: "colour" is not a setting; the settings are color, ascii,`);
    expect(r.stderr).toContain(`${file} line 4: hp_warning: the HP warning is a share of your maximum HP below 1, such as 1/3 or 25% (0 turns it off), not "lots".`);
    expect(r.stderr).toContain(`${file} line 6: ascii is already set on line 3; this line is left out.`);
    expect(r.stderr).toContain(`${file} line 9: write armour = value (such as armour = ask).`);
    const s = settings(r.stdout);
    expect(s.ascii).toEqual({ value: 'yes', from: `from ${file} line 3` });
    expect(s.power).toEqual({ value: 'high', from: `from ${file} line 5` });
    expect(s.hp_warning).toEqual({ value: '25%', from: `from ${file} line 7` });
    expect(s.opposition).toEqual({ value: 'hard', from: `from ${file} line 8` });
    expect(s.color).toEqual({ value: 'yes', from: 'default' });
  });

  it('a setting written with a colon or a space instead of = is named with the line that would set it, the settings are listed once, and the rest still load', async () => {
    const file = join(tempDir('options'), 'options');
    writeFileSync(file, ['symbols: lines', 'Power high', 'ascii = yes', 'colour = no', 'sound = off'].join('\n'));
    const r = await athack('options', '--options', file);
    expect(r.code).toBe(0);
    // Two names that are no setting: the settings listed once, for the first.
    expect(r.stderr).toContain(`${file} line 4: "colour" is not a setting; the settings are color, ascii,`);
    expect(r.stderr).toContain(`${file} line 5: "sound" is not a setting (the settings are listed above).`);
    expect(r.stderr).toContain(`${file} line 1: write symbols = lines, with an equals sign between the setting and its value.`);
    expect(r.stderr).toContain(`${file} line 2: write power = high, with an equals sign between the setting and its value.`);
    expect(settings(r.stdout).ascii).toEqual({ value: 'yes', from: `from ${file} line 3` });
  });

  it('a FIFO in place of the options file is refused at once and the defaults are used', async () => {
    const file = join(tempDir('options'), 'options');
    execFileSync('mkfifo', [file]);
    const r = await athack('options', '--options', file);
    expect(r.code).toBe(0);
    expect(r.stderr).toContain(`athack: cannot read the options file ${file} (it is a FIFO, not a file athack reads); the defaults are used.`);
    expect(settings(r.stdout).color).toEqual({ value: 'yes', from: 'default' });
  });

  it('symbols sets how walls are drawn: shown with where it came from, a set that is not one named by its line, and by --symbols', async () => {
    const file = join(tempDir('options'), 'options');
    writeFileSync(file, 'symbols = DEC\n');
    expect(settings((await athack('options', '--options', file)).stdout).symbols).toEqual({ value: 'dec', from: `from ${file} line 1` });
    const other = join(tempDir('options'), 'options');
    writeFileSync(other, 'ascii = yes\nsymbols = fancy\n');
    const bad = await athack('options', '--options', other);
    expect(bad.stderr).toContain(`${other} line 2: symbols is ascii, lines or dec, not "fancy".`);
    expect(settings(bad.stdout).symbols).toEqual({ value: 'ascii', from: 'default' });
    expect(settings(bad.stdout).ascii).toEqual({ value: 'yes', from: `from ${other} line 1` });
    const flag = await athack('play', '--symbols', 'fancy');
    expect(flag.code).toBe(2);
    expect(flag.stderr).toContain('--symbols is ascii, lines or dec, not "fancy".');
  });

  it('the environment wins over the file, and the file is found in the configuration folder', async () => {
    const config = tempDir('config');
    writeFileSync(join(config, 'options'), 'color = yes\nsave_dir = /from/the/file\nterminal = vt100\n');
    vi.stubEnv('ATHACK_CONFIG_DIR', config);
    vi.stubEnv('NO_COLOR', '1');
    vi.stubEnv('ATHACK_SAVE_DIR', '');
    const s = settings((await athack('options')).stdout);
    expect(s.color).toEqual({ value: 'no', from: 'from NO_COLOR' });
    expect(s.terminal).toEqual({ value: 'vt100', from: `from ${join(config, 'options')} line 3` });
    expect(s.save_dir).toEqual({ value: '/from/the/file', from: `from ${join(config, 'options')} line 2` });
    vi.stubEnv('ATHACK_SAVE_DIR', '/from/the/environment');
    expect(settings((await athack('options')).stdout).save_dir).toEqual({ value: '/from/the/environment', from: 'from ATHACK_SAVE_DIR' });
  });

  it("the file's save_dir is a full path or begins with ~/: a relative one, which would move with the folder athack starts in, is refused by its line", async () => {
    const file = join(tempDir('options'), 'options');
    writeFileSync(file, 'save_dir = games/athack\nsave_dir = ~/games\n');
    const r = await athack('options', '--options', file);
    expect(r.stderr).toContain('line 1: save_dir is a full path (/…) or begins with ~/, not "games/athack": a relative one would change with the folder athack is started in.');
    expect(settings(r.stdout).save_dir!.from).toBe(`from ${file} line 2`);
  });

  it('an options file named with --options that is not there is said before play, as its settings would be missed', async () => {
    const missing = join(tempDir('options'), 'optoins');
    const r = await athack('play', '--options', missing);
    expect(r.stderr).toContain(`the options file ${missing} (from --options) does not exist; the defaults are used.`);
    // The default file, or one athack options is asked about, may well not be there yet: that is no slip.
    vi.stubEnv('ATHACK_CONFIG_DIR', tempDir('config'));
    expect((await athack('play')).stderr).not.toContain('does not exist');
    expect((await athack('options', '--options', missing)).stderr).toBe('');
  });

  it("the file's save_dir is where the scores are kept", async () => {
    const dir = tempDir('kept');
    const file = join(tempDir('options'), 'options');
    writeFileSync(file, `save_dir = ${dir}\n`);
    vi.stubEnv('ATHACK_SAVE_DIR', '');
    vi.stubEnv('ATHACK_CONFIG_DIR', join(file, '..'));
    const r = await athack('scores');
    expect(r.stdout).toBe(`No scores yet (${join(dir, 'scores.json')}).\n`);
  });
});

describe('an empty name for a file or folder', () => {
  it('--options "", --config-dir "" and continue --hero "" are refused by name (exit status 2), as --save-dir "" is, not read as the default', async () => {
    const cases: [string[], string][] = [
      [['options', '--options', ''], '--options needs a file.'],
      [['options', '--config-dir', ' '], '--config-dir needs a folder.'],
      [['play', '--options', ''], '--options needs a file.'],
      [['continue', '--hero', ''], '--hero needs a name: athack continue alone takes the newest save.'],
    ];
    for (const [argv, said] of cases) {
      const r = await athack(...argv);
      expect(r, argv.join(' ')).toEqual({ code: 2, stdout: '', stderr: `athack: ${said}\n` });
    }
  });
});

describe('an options file that cannot be read', () => {
  /** The built program, run as a player would run it (as a user other than root where the tests run as root, whom no permission stops). */
  const built = (args: string[], env: Record<string, string>) => {
    const asPlayer = process.getuid?.() === 0 ? ['setpriv', '--reuid=65534', '--regid=65534', '--clear-groups'] : [];
    const argv = [...asPlayer, process.execPath, 'bin/athack', ...args];
    return spawnSync(argv[0]!, argv.slice(1), { encoding: 'utf8', env: { ...process.env, NO_COLOR: '1', LANG: 'C.UTF-8', LC_ALL: '', LC_CTYPE: '', ...env } });
  };

  it('every command that reads it says once on stderr what is wrong with which file, and goes on with the defaults', () => {
    ensureBuilt();
    const root = tempDir('unreadable');
    chmodSync(root, 0o755);
    // A folder where the file should be.
    const folder = join(root, 'folder');
    mkdirSync(join(folder, 'options'), { recursive: true });
    // A file its reader may not read.
    const locked = join(root, 'locked');
    mkdirSync(locked, { mode: 0o755 });
    writeFileSync(join(locked, 'options'), 'ascii = yes\n', { mode: 0o000 });
    chmodSync(join(locked, 'options'), 0o000);
    const saves = join(root, 'saves');
    mkdirSync(saves, { mode: 0o777 });
    chmodSync(saves, 0o777);
    const cases: [string, string][] = [
      [folder, `athack: cannot read the options file ${join(folder, 'options')} (it is a folder, not a file athack reads); the defaults are used.`],
      [locked, `athack: cannot read the options file ${join(locked, 'options')} (permission denied); the defaults are used.`],
    ];
    const commands = [['odds', 'roll', '2d6'], ['odds', 'roll', '2d6', '--json'], ['check', '--unresolved'], ['map', '--seed', '1'], ['sim', 'fight', '--hero', 'Warrior:1', '--vs', 'Goblin', '--n', '5', '--seed', '1', '--threads', '1'], ['scores'], ['morgue'], ['options']];
    for (const [config, said] of cases) {
      for (const args of commands) {
        const r = built(args, { ATHACK_CONFIG_DIR: config, ATHACK_SAVE_DIR: saves });
        expect(r.status, `${args.join(' ')}: ${r.stderr}`).toBe(0);
        expect(r.stderr, args.join(' ')).toBe(`${said}\n`);
        expect(r.stdout, args.join(' ')).not.toBe('');
      }
    }
  }, 120_000);
});
