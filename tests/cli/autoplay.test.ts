import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { lockSave } from '../../src/persist/lock.js';
import { saveLines, writeSealed } from '../persist/save-files.js';
import { readSave } from '../../src/persist/saves.js';
import { ensureBuilt } from '../support/built.js';
import { athack, athackJson } from './run.js';
import { runInOwnPty } from '../tui/pty.js';
import { replay } from '../../src/core/bots/index.js';
import { tempFolder } from '../support/temp.js';

const tmp = () => tempFolder('auto');

describe('athack autoplay and replay --verify', () => {
  beforeAll(() => ensureBuilt(), 120_000);

  it('autoplay leaves a save that replays to the same state', async () => {
    const dir = tmp();
    const played = await athackJson('autoplay', '--seed', '7', '--turns', '120', '--save-dir', dir, '--name', 'Runner', '--opposition', 'none');
    expect(played).toMatchObject({ hero: 'Runner', turns: 120, phase: expect.stringMatching(/home|dungeon/) });
    const v = await athack('replay', '--verify', join(dir, 'Runner.json'));
    expect(v.code).toBe(0);
    expect(v.stdout).toMatch(/^ok [0-9a-f]{64} \(120 actions\)/);
  });

  it('a save whose snapshot lists its fields in another order (as older versions wrote them) still verifies', async () => {
    const dir = tmp();
    await athack('autoplay', '--seed', '9', '--turns', '60', '--save-dir', dir, '--name', 'Runner', '--opposition', 'none');
    const file = join(dir, 'Runner.json');
    const lines = saveLines(file);
    const reversed = (v: unknown): unknown =>
      Array.isArray(v) ? v.map(reversed) : typeof v === 'object' && v !== null ? Object.fromEntries(Object.entries(v).reverse().map(([k, x]) => [k, reversed(x)])) : v;
    lines.at(-1)!.state = reversed(lines.at(-1)!.state);
    writeSealed(file, lines);
    const r = await athack('replay', '--verify', file);
    expect(r.stdout).toMatch(/^ok [0-9a-f]{64} \(60 actions\)/);
    // A snapshot that differs in a value still fails.
    lines.at(-1)!.state.score += 1;
    writeSealed(file, lines);
    expect((await athack('replay', '--verify', file)).code).toBe(1);
  });

  it('a recording with an action changed (checksum kept right) diverges on that turn, exit 1', async () => {
    const dir = tmp();
    await athack('autoplay', '--seed', '8', '--turns', '80', '--save-dir', dir, '--name', 'Runner', '--opposition', 'none');
    const file = join(dir, 'Runner.json');
    const lines = saveLines(file);
    const moved = lines.find((l) => l.t === 'action' && l.turn > 5 && l.action.type === 'move')!;
    const k = moved.turn;
    moved.action = { type: 'search' };
    writeSealed(file, lines);
    const r = await athack('replay', '--verify', file);
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(new RegExp(`^diverged at action ${k} \\(game turn \\d+\\): `));
  });

  it('a recording from another version of athack that parts from its checks says which version made it', async () => {
    const dir = tmp();
    await athack('autoplay', '--seed', '8', '--turns', '40', '--save-dir', dir, '--name', 'Runner', '--opposition', 'none');
    const file = join(dir, 'Runner.json');
    const lines = saveLines(file);
    expect((await athack('replay', '--verify', file)).stdout).not.toContain('recorded by athack');
    lines[0]!.game = '0.0.9';
    lines.find((l) => l.t === 'action' && l.turn === 10)!.check += 1;
    writeSealed(file, lines);
    const r = await athack('replay', '--verify', file);
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/^diverged at action 10 \(game turn \d+\): .*\(recorded by athack 0\.0\.9; this is \d+\.\d+\.\d+, and rules changed since can make a replay part from its recording\)/);
  });

  it('a game that ends leaves a morgue file, listed by `morgue`, whose recording replays; no save remains', async () => {
    const dir = tmp();
    let ended: { file: string; phase: string } | undefined;
    for (let seed = 1; seed < 40 && !ended; seed++) {
      const r = await athackJson<{ file: string; phase: string }>('autoplay', '--seed', String(seed), '--turns', '3000', '--save-dir', dir, '--name', `Hero${seed}`);
      if (r.phase === 'dead' || r.phase === 'won') ended = r;
    }
    expect(ended).toBeDefined();
    expect(ended!.file).toMatch(/morgue/);
    const text = readFileSync(ended!.file, 'utf8');
    expect(text).toMatch(/morgue file/);
    expect(text).toMatch(/Last messages:/);
    expect(readdirSync(dir).filter((n) => n.endsWith('.json') && n.startsWith(text.split('\n')[1]!.split(',')[0]!))).toEqual([]);
    const list = await athack('morgue', '--save-dir', dir);
    expect(list.stdout).toContain(ended!.file);
    expect((await athack('replay', '--verify', ended!.file)).stdout).toMatch(/^ok /);
  });

  it('--rules sets the options of the game it plays, which its save keeps and its replay uses', async () => {
    const dir = tmp();
    await athack('autoplay', '--seed', '24', '--turns', '80', '--save-dir', dir, '--name', 'Ruled', '--rules', 'power=high,victory=points-100', '--rules', 'Opposition=Easy');
    const save = readSave(join(dir, 'Ruled.json'));
    expect(save.options).toEqual({ power: 'high', victory: 'points-100', opposition: 'ai-easy' });
    // The bot objected to the AI seat's Illumination requirement, and the seat bid for it: that bid says which side it counts for, and the save keeps it.
    expect(save.actions.some((a: { type: string; against?: boolean }) => a.type === 'bid' && a.against === false)).toBe(true);
    expect((await athack('replay', '--verify', join(dir, 'Ruled.json'))).code).toBe(0);
  });

  it('--rules help names the Opposition as it is typed, and the older names (ai-hard) are taken as docs/rules.md says', async () => {
    // People play only where someone is at the keyboard: the commands the bot plays alone, which refuse humans, do not offer it.
    for (const [argv, seats] of [[['play'], 'fair|easy|hard|none|humans'], [['autoplay'], 'fair|easy|hard|none'], [['sim', 'fight'], 'fair|easy|hard|none'], [['sim', 'games'], 'fair|easy|hard|none']] as const) {
      const help = (await athack(...argv, '--help')).stdout.replace(/\s+/g, ' ');
      expect(help, argv.join(' ')).toContain(`opposition (${seats})`);
      expect(help, argv.join(' ')).not.toContain('ai-fair');
    }
    const dir = tmp();
    const r = await athack('autoplay', '--seed', '24', '--turns', '20', '--save-dir', dir, '--name', 'Older', '--rules', 'opposition=ai-hard');
    expect(r.stderr).toBe('');
    expect(readSave(join(dir, 'Older.json')).options).toEqual({ opposition: 'ai-hard' });
    const games = await athack('sim', 'games', '--n', '2', '--turns', '20', '--seed', '1', '--opposition', 'AI-Easy');
    expect(games.stdout.split('\n')[0]).toBe('Bot games of heroes of any class, at most 20 actions each; rules: opposition=easy');
  });

  it('refuses a bad value in two sentences, the reason beginning with a capital, unless it begins with what is typed as it is', async () => {
    const refused = async (...flags: string[]) => (await athack('autoplay', '--seed', '1', '--save-dir', tmp(), ...flags)).stderr;
    expect(await refused('--opposition', 'x')).toContain(`error: option '--opposition <ai>' argument 'x' is invalid. The Opposition is one of`);
    expect(await refused('--class', 'bard')).toContain("argument 'bard' is invalid. The class is one of Warrior, Thief, Cleric, Wizard");
    expect(await refused('--turns', '0')).toContain("argument '0' is invalid. --turns must be");
  });

  it('--rules refuses an unknown option, a bad value, a choice not played yet, and a clash with --opposition', async () => {
    const refused = async (...flags: string[]) => {
      const r = await athack('autoplay', '--seed', '1', '--turns', '5', '--save-dir', tmp(), ...flags);
      expect(r.code).toBe(2);
      return r.stderr;
    };
    expect(await refused('--rules', 'speed=3')).toContain('"speed" is not a rules option; the options are power, opposition, opponents, victory, armour');
    expect(await refused('--rules', 'power=extreme')).toContain('Power is one of low, medium, high, not "extreme"');
    // People's seats, by their value or by their name on the setup screen, need someone at the keyboard.
    expect(await refused('--rules', 'opposition=hot-seat')).toContain("autoplay plays AI Opposition seats only: a person's seat needs someone at the keyboard (athack play).");
    expect(await refused('--rules', 'opposition=fair,person:Bea')).toContain('autoplay plays AI Opposition seats only');
    expect(await refused('--rules', 'search=maze')).toContain('Search is one of test, survey, not "maze"');
    expect(await refused('--rules', 'power')).toContain('Write each rules option as name=value');
    expect(await refused('--rules', 'opposition=easy', '--opposition', 'hard')).toContain('disagree');
    expect(await refused('--rules', 'power=high,power=low')).toContain('Power is set twice (high and low): give it once');
    // Named as typed: armour, not the setting's name inside the game; an Opposition as fair, not ai-fair.
    expect(await refused('--rules', 'armour=ask,armour=never')).toContain('Armour is set twice (ask and never): give it once');
    expect(await refused('--rules', 'opposition=hard,opposition=easy')).toContain('Opposition is set twice (hard and easy): give it once');
    expect(await refused('--rules', 'opposition=none', '--opponents', '3')).toContain('--opponents means nothing with no Opposition');
  });

  it('bad input is refused clearly: a bad class, a missing seed, a file that is no save', async () => {
    expect((await athack('autoplay', '--seed', '1', '--class', 'bard')).code).toBe(2);
    expect((await athack('autoplay')).stderr).toContain("required option '--seed <seed>'");
    const dir = tmp();
    writeFileSync(join(dir, 'junk.json'), 'not json');
    const r = await athack('replay', '--verify', join(dir, 'junk.json'));
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('junk.json is cut short or damaged');
  });

  it("never writes over another hero's save: a second Tess is saved as Tess-2.json, and says so", async () => {
    const dir = tmp();
    await athack('autoplay', '--seed', '1', '--turns', '60', '--save-dir', dir, '--name', 'Tess', '--opposition', 'none');
    const first = readFileSync(join(dir, 'Tess.json'), 'utf8');
    const r = await athack('autoplay', '--seed', '2', '--turns', '60', '--save-dir', dir, '--name', 'Tess', '--opposition', 'none');
    expect(r.code).toBe(0);
    expect(r.stdout).toContain(`Tess.json is taken: saved as Tess-2.json\nSaved: ${join(dir, 'Tess-2.json')}\n`);
    expect(readFileSync(join(dir, 'Tess.json'), 'utf8')).toBe(first);
    expect(readSave(join(dir, 'Tess-2.json'))).toMatchObject({ seed: '2', snapshot: { hero: { name: 'Tess' } } });
    // A name that is free says nothing more than where it saved.
    expect((await athack('autoplay', '--seed', '3', '--turns', '60', '--save-dir', dir, '--name', 'Ula', '--opposition', 'none')).stdout).not.toContain('taken');
  });

  it('never writes over a save another game holds locked, even one not yet written', async () => {
    const dir = tmp();
    const release = lockSave(join(dir, 'Tess.json'));
    try {
      const played = await athackJson<{ file: string }>('autoplay', '--seed', '1', '--turns', '60', '--save-dir', dir, '--name', 'Tess', '--opposition', 'none');
      expect(played.file).toBe(join(dir, 'Tess-2.json'));
      expect(existsSync(join(dir, 'Tess.json'))).toBe(false);
      expect(JSON.parse(readFileSync(join(dir, 'Tess.json.lock'), 'utf8')).pid).toBe(process.pid);
      // Its own lock is let go when it is done.
      expect(existsSync(join(dir, 'Tess-2.json.lock'))).toBe(false);
    } finally {
      release();
    }
  });

  it('holds the lock on its save while it plays', async () => {
    const dir = tmp();
    const child = spawn(process.execPath, ['bin/athack', 'autoplay', '--seed', '4', '--turns', '1000000', '--save-dir', dir, '--name', 'Tess', '--opposition', 'none'], { stdio: 'ignore' });
    const exited = new Promise((resolve) => child.on('exit', resolve));
    try {
      for (let waited = 0; !existsSync(join(dir, 'Tess.json')) && waited < 20_000; waited += 20) await new Promise((r) => setTimeout(r, 20));
      expect(JSON.parse(readFileSync(join(dir, 'Tess.json.lock'), 'utf8')).pid).toBe(child.pid);
    } finally {
      child.kill('SIGKILL');
      await exited;
    }
  });

  for (const [how, code] of [['Ctrl-C', 130], ['SIGTERM', 143]] as const) {
    it(`${how} on a long autoplay: the game is saved as it stands, the lock let go, the player told, exit ${code}`, async () => {
      const dir = tmp();
      const run = runInOwnPty(['autoplay', '--seed', '7', '--turns', '1000000', '--save-dir', dir, '--name', 'Tess', '--opposition', 'none'], { ATHACK_CONFIG_DIR: dir }, { cols: 200, rows: 24 });
      try {
        const file = join(dir, 'Tess.json');
        // Playing: its save is there, and more than its first actions are in it.
        for (let waited = 0; !(existsSync(file) && readFileSync(file, 'utf8').split('\n').length > 20) && waited < 20_000; waited += 20) await new Promise((r) => setTimeout(r, 20));
        const seen = readFileSync(file, 'utf8').split('\n').filter((l) => l.startsWith('{"t":"action"')).length;
        if (how === 'Ctrl-C') await run.press('C-c');
        else process.kill(await run.pid, 'SIGTERM');
        expect(await run.ended).toMatchObject({ code });
        const signal = how === 'Ctrl-C' ? 'SIGINT' : 'SIGTERM';
        expect(run.screenText().replace(/\s+/g, ' ')).toMatch(new RegExp(`athack: autoplay was stopped by ${signal} after \\d+ actions: Tess's game is saved in ${file.replace(/[.]/g, '\\.')}, and athack continue --hero Tess picks it up\\.`));
        expect(readdirSync(dir).filter((n) => n.includes('.lock')), 'no lock is left behind').toEqual([]);
        // The save loads, and every action in it replays to where it stood.
        const rec = readSave(file);
        expect(rec.actions.length, 'every action written before the signal is kept').toBeGreaterThanOrEqual(seen);
        expect(replay(rec.seed, rec.options, rec.actions, rec.checks).divergedAt).toBeNull();
      } finally {
        run.kill();
      }
    }, 60_000);
  }

  it('a save folder under /proc, where mkdir fails with ENOENT, ends at once with the reason, exit 1', () => {
    // A child process with a time limit: a mkdir loop would block this worker and vitest's timeout with it.
    const r = spawnSync(process.execPath, ['bin/athack', 'autoplay', '--seed', '1', '--turns', '20', '--save-dir', '/proc/nope'], { encoding: 'utf8', timeout: 30_000, killSignal: 'SIGKILL' });
    expect(r.signal).toBeNull();
    expect(r.status).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr).toBe('athack: cannot create /proc/nope: no folder can be made in /proc\n');
  });

  it('a save the system refuses mid-game stops the bot, which says how much of the game the save keeps, which verifies up to there', () => {
    const dir = tmp();
    // Past `ulimit -f` (30 KB here) a write fails with EFBIG, as one to a full disk fails with ENOSPC.
    const r = spawnSync('sh', ['-c', `trap '' XFSZ; ulimit -f 60; exec "${process.execPath}" bin/athack autoplay --seed 13 --turns 300 --save-dir "${dir}"`], { encoding: 'utf8', timeout: 60_000, killSignal: 'SIGKILL' });
    const file = join(dir, 'Bot-13.json');
    const kept = readSave(file).actions.length;
    expect(kept).toBeGreaterThan(10);
    expect(r.stderr).toBe(
      `athack: could not save after action ${kept + 1}: the file would be larger than this process may write (writing ${file}). The bot stopped there; ${file} keeps its first ${kept} actions, and athack continue --hero Bot-13 plays on from there once the file can be written.\n`,
    );
    expect(r.status).toBe(1);
    const v = spawnSync(process.execPath, ['bin/athack', 'replay', '--verify', file], { encoding: 'utf8', timeout: 60_000 });
    expect(v.stdout).toContain(`(${kept} actions; its line`);
    expect(v.status).toBe(0);
  });

  it('a save folder that cannot be made is named with the reason, exit 1', async () => {
    const file = join(tmp(), 'taken');
    writeFileSync(file, 'a plain file');
    const r = await athack('autoplay', '--seed', '3', '--turns', '60', '--save-dir', file);
    expect(r.code).toBe(1);
    expect(r.stderr).toBe(`athack: a file stands where a folder should be (${file})\n`);
  });

  it('a save folder the player cannot write is named, not a temporary file of a random name in it, exit 1', () => {
    // Permission bits bind every user but root: as root, the program runs as nobody (util-linux setpriv).
    const root = mkdtempSync(join(tmpdir(), 'athack-ro-'));
    chmodSync(root, 0o755);
    const dir = join(root, 'saves');
    mkdirSync(dir, { mode: 0o555 });
    const asPlayer = process.getuid?.() === 0 ? ['setpriv', '--reuid=65534', '--regid=65534', '--clear-groups'] : [];
    const argv = [...asPlayer, process.execPath, 'bin/athack', 'autoplay', '--seed', '3', '--turns', '20', '--save-dir', dir];
    // The player's own configuration folder (with no options file), as a player has: root's is no one else's to read.
    const r = spawnSync(argv[0]!, argv.slice(1), { encoding: 'utf8', env: { ...process.env, ATHACK_CONFIG_DIR: root }, timeout: 30_000, killSignal: 'SIGKILL' });
    rmSync(root, { recursive: true, force: true });
    expect(r.status).toBe(1);
    expect(r.stderr).toBe(`athack: permission denied (writing in ${dir})\n`);
  });

  it('a home where the data folder cannot be made names the data folder, and the parent that refused, exit 1', () => {
    const home = mkdtempSync(join(tmpdir(), 'athack-ro-home-'));
    chmodSync(home, 0o555);
    const asPlayer = process.getuid?.() === 0 ? ['setpriv', '--reuid=65534', '--regid=65534', '--clear-groups'] : [];
    const argv = [...asPlayer, process.execPath, 'bin/athack', 'autoplay', '--seed', '3', '--turns', '20'];
    const env = { ...process.env, HOME: home, XDG_DATA_HOME: '', ATHACK_SAVE_DIR: '', ATHACK_CONFIG_DIR: home };
    const r = spawnSync(argv[0]!, argv.slice(1), { encoding: 'utf8', env, timeout: 30_000, killSignal: 'SIGKILL' });
    rmSync(home, { recursive: true, force: true });
    expect(r.status).toBe(1);
    expect(r.stderr).toBe(`athack: cannot create ${join(home, '.local', 'share', 'athack')}: permission denied (${join(home, '.local')})\n`);
  });
});
