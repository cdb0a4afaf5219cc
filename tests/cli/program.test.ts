import { spawn, spawnSync } from 'node:child_process';
import { closeSync, openSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { join } from 'node:path';
import { userInfo } from 'node:os';
import { saveDir } from '../../src/cli/dirs.js';
import { memoryIo } from '../../src/cli/io.js';
import { manual } from '../../src/cli/main.js';
import { tempDir } from '../tui/harness.js';
import { ensureBuilt } from '../support/built.js';
import { athack } from './run.js';
import { oppositionArg, opponentsArg, rulesFrom } from '../../src/cli/options.js';
import { parseSeats } from '../../src/core/engine/seats.js';

const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };

describe('the athack program', () => {
  it('--help lists the commands, exit 0', async () => {
    const r = await athack('--help');
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^Usage: athack/);
    for (const cmd of ['play', 'odds', 'map', 'check', 'sim']) expect(r.stdout).toContain(cmd);
  });

  it('says that continue takes the newest save that can be played, in --help, continue --help and the manual page', async () => {
    const said = 'continue the newest save that can be played';
    expect((await athack('--help')).stdout).toContain(said);
    expect((await athack('continue', '--help')).stdout).toContain(said);
    const page = await manual();
    expect(page).toContain(said);
    expect(page).not.toContain('newest saved game');
  });

  it('with no subcommand it plays, and away from a terminal it says why it cannot, exit 2', async () => {
    const r = await athack();
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('playing needs a terminal');
  });

  it('--hp-warning takes a share below 1 (1/4, 25%, 0) and refuses anything else by name, exit 2', async () => {
    for (const bad of ['2', '3/3', '1/0', 'third', '150%']) {
      const r = await athack('play', '--hp-warning', bad);
      expect(r.code, bad).toBe(2);
      expect(r.stderr).toContain(`--hp-warning: the HP warning is a share of your maximum HP below 1, such as 1/3 or 25% (0 turns it off), not "${bad}".`);
    }
    for (const good of ['1/4', '25%', '0']) {
      const r = await athack('continue', '--hp-warning', good, '--save-dir', '/nonexistent-athack-folder');
      expect(r.stderr, good).not.toContain('--hp-warning');
    }
  });

  it('a number below a bound the user never sees is told without that bound: --to-turn must be 0 or more', async () => {
    const r = await athack('replay', 'none.json', '--to-turn', '-1');
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('--to-turn must be 0 or more, not -1.');
    expect(r.stderr).not.toContain('9,007');
  });

  it('a number past that bound is told the bound it passed, not "or more": --to-turn 99999999999999999999', async () => {
    const r = await athack('replay', 'none.json', '--to-turn', '99999999999999999999');
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('--to-turn must be from 0 to 9,007,199,254,740,991, not 99,999,999,999,999,999,999.');
  });

  it('--version prints the package version', async () => {
    const r = await athack('--version');
    expect(r.code).toBe(0);
    expect(r.stdout.trim()).toBe(pkg.version);
  });

  it('--version with other words is a usage error, exit 2, naming the word: only a command\'s name, the colour options, or help, may stand beside it', async () => {
    for (const [argv, word] of [[['--version', 'extra'], 'extra'], [['-V', 'extra'], 'extra'], [['map', '--seed', '1', '--version'], '--seed'], [['--version', '--', 'x'], 'x'], [['--version', '--', '--help'], '--help']] as const) {
      const r = await athack(...argv);
      expect(r.code, argv.join(' ')).toBe(2);
      expect(r.stdout, argv.join(' ')).toBe('');
      expect(r.stderr.split('\n').slice(0, 2), argv.join(' ')).toEqual([`error: --version takes no other words: '${word}'`, 'Usage: athack [options] [command]']);
    }
    // A command's name is where the version was asked, as `map --help` is map's help; `--` ends the options and is no word.
    for (const argv of [['map', '--version'], ['odds', 'roll', '-V'], ['--version', 'sim', 'fight'], ['--version', '--'], ['--no-color', '--version']]) {
      expect(await athack(...argv), argv.join(' ')).toEqual({ code: 0, stdout: `${pkg.version}\n`, stderr: '' });
    }
    expect((await athack('--version', '--help')).stdout).toMatch(/^Usage: athack \[options\] \[command\]/);
  });

  it('help said twice is help said once: help help is the help, help help odds is odds\'s, and a name of no command after it is refused', async () => {
    for (const path of [[], ['odds']]) {
      const r = await athack(...path, 'help', 'help');
      expect(r.code, path.join(' ')).toBe(0);
      expect(r.stderr, path.join(' ')).toBe('');
      expect(r.stdout, path.join(' ')).toBe((await athack(...path, 'help')).stdout);
      expect(r.stdout).toContain('help [command]');
    }
    const pairs: [string[], string[]][] = [[['help', 'help', 'odds'], ['help', 'odds']], [['odds', 'help', 'help', 'roll'], ['odds', 'help', 'roll']], [['help', 'help', 'sim', 'fight'], ['help', 'sim', 'fight']]];
    for (const [twice, once] of pairs) {
      const r = await athack(...twice);
      expect(r, twice.join(' ')).toEqual({ ...(await athack(...once)), code: 0 });
      expect(r.stdout, twice.join(' ')).toMatch(new RegExp(`^Usage: athack ${once.filter((w) => w !== 'help').join(' ')} `));
    }
    const bogus = await athack('help', 'help', 'bogus');
    expect(bogus.code).toBe(2);
    expect(bogus.stdout).toBe('');
    expect(bogus.stderr.split('\n')[0]).toBe("error: unknown command 'bogus'");
  });

  it('an unknown command is one error line, the usage, exit 2', async () => {
    const r = await athack('fly');
    expect(r.code).toBe(2);
    const lines = r.stderr.trim().split('\n');
    expect(lines[0]).toBe("error: unknown command 'fly'");
    expect(lines).toContain('Usage: athack [options] [command]');
  });

  it('an unknown subcommand of odds or sim is an unknown command, with the closest one suggested', async () => {
    const foo = await athack('odds', 'foo');
    expect(foo.code).toBe(2);
    expect(foo.stderr.split('\n').slice(0, 3)).toEqual(["error: unknown command 'foo'", '(Did you mean pool?)', 'Usage: athack odds [options] [command]']);
    const brawl = await athack('sim', 'brawl');
    expect(brawl.code).toBe(2);
    expect(brawl.stderr).toMatch(/^error: unknown command 'brawl'\nUsage: athack sim \[options\] \[command\]/);
    // Named alone, each shows its help.
    for (const group of ['odds', 'sim']) {
      const alone = await athack(group);
      expect(alone.code).toBe(0);
      expect(alone.stdout).toMatch(new RegExp(`^Usage: athack ${group} \\[options\\] \\[command\\]`));
    }
  });

  it('a command other programs have (settings) is an unknown command that names athack\'s own (options), with or without --help', async () => {
    for (const argv of [['settings'], ['settings', '--help'], ['help', 'settings'], ['setings', '-h'], ['config']]) {
      const r = await athack(...argv);
      expect(r.code, argv.join(' ')).toBe(2);
      expect(r.stdout, argv.join(' ')).toBe('');
      expect(r.stderr.split('\n').slice(0, 3), argv.join(' ')).toEqual([`error: unknown command '${argv[0] === 'help' ? argv[1] : argv[0]}'`, '(Did you mean options?)', 'Usage: athack [options] [command]']);
    }
    // So too for the commands of a command: help after a name that is none is no help of odds.
    for (const argv of [['odds', 'foo', '--help'], ['help', 'odds', 'foo']]) {
      const r = await athack(...argv);
      expect(r.code, argv.join(' ')).toBe(2);
      expect(r.stdout, argv.join(' ')).toBe('');
      expect(r.stderr.split('\n').slice(0, 3), argv.join(' ')).toEqual(["error: unknown command 'foo'", '(Did you mean pool?)', 'Usage: athack odds [options] [command]']);
    }
  });

  it('an unknown option is told before a required option left out: the unknown one is the slip', async () => {
    for (const [argv, usage] of [
      [['autoplay', '--bogus'], 'Usage: athack autoplay [options]'],
      [['sim', 'fight', '--vs', 'goblin', '--bogus'], 'Usage: athack sim fight [options]'],
    ] as const) {
      const r = await athack(...argv);
      expect(r.code, argv.join(' ')).toBe(2);
      expect(r.stderr.split('\n').slice(0, 2), argv.join(' ')).toEqual(["error: unknown option '--bogus'", usage]);
    }
    // Help asked on the same line is still help, and a required option left out alone is still named.
    expect((await athack('autoplay', '--bogus', '--help')).stdout).toMatch(/^Usage: athack autoplay \[options\]/);
    expect((await athack('autoplay')).stderr).toContain("error: required option '--seed <seed>' not specified");
  });

  it('help for a command there is not says so, exit 2', async () => {
    for (const [argv, usage] of [[['help', 'nope'], 'Usage: athack [options] [command]'], [['odds', 'help', 'nope'], 'Usage: athack odds [options] [command]']] as const) {
      const r = await athack(...argv);
      expect(r.code).toBe(2);
      expect(r.stdout).toBe('');
      expect(r.stderr.split('\n').slice(0, 2)).toEqual(["error: unknown command 'nope'", usage]);
    }
  });

  it('a value that begins with - and a figure reads as an option: the refusal says to put -- before the values, and -- works', async () => {
    const r = await athack('odds', 'roll', '-1d6+10');
    expect(r.code).toBe(2);
    expect(r.stderr.split('\n').slice(0, 3)).toEqual(["error: unknown option '-1d6+10'", '(-1d6+10 begins with -, so it reads as an option: put -- before the values, as in athack odds roll -- -1d6+10)', 'Usage: athack odds roll [options] <expr...>']);
    expect((await athack('odds', 'roll', '--', '-1d6+10')).stdout).toContain('min 4   max 9');
    // A command that takes no values has nothing to put after --: an unknown option is all it is.
    expect((await athack('map', '-1')).stderr.split('\n')[1]).toBe('Usage: athack map [options]');
  });

  it('an unknown option of a subcommand shows that subcommand\'s usage, exit 2', async () => {
    const r = await athack('odds', 'test', '12', '--fast');
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("unknown option '--fast'");
    expect(r.stderr).toContain('Usage: athack odds test [options] <target>');
  });

  it('an unknown option with no command is refused by play, the default command, and its usage says so', async () => {
    for (const args of [['--bogus'], ['play', '--bogus']]) {
      const r = await athack(...args);
      expect(r.code).toBe(2);
      const lines = r.stderr.trim().split('\n');
      expect(lines).toEqual(["error: unknown option '--bogus'", 'Usage: athack [play] [options]', "Try 'athack play --help' for more."]);
    }
  });

  it('an option left without its value is refused, not fed the next option as its value', async () => {
    const r = await athack('map', '--seed', '--json');
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("error: option '--seed <seed>' argument missing: '--json' is an option, not a value");
    // --json was typed: what is wrong is printed as JSON too, and nothing else.
    expect(JSON.parse(r.stdout)).toEqual({ error: "option '--seed <seed>' argument missing: '--json' is an option, not a value", status: 2 });
    // The words after it are not blamed: `10` is stray only because `--n` was taken as --vs's value.
    const stray = await athack('sim', 'fight', '--hero', 'Warrior:2', '--vs', '--n', '10');
    expect(stray.code).toBe(2);
    expect(stray.stderr).toContain("error: option '--vs <creature>' argument missing: '--n' is an option, not a value");
    expect(stray.stderr).not.toContain('too many arguments');
    // A value that only looks like an option, but is none of the command's, is a value.
    expect((await athack('map', '--seed', '-x')).stdout).toContain('Seed "-x"');
    // So too where the option reads a number or dice as it is parsed: the option is not blamed as a bad value.
    for (const [argv, said] of [
      [['odds', 'bid', '5', '--ai', 'fair', '--tokens', '--spend', 'escape'], "error: option '--tokens <n>' argument missing: '--spend' is an option, not a value"],
      [['map', '--zones', '--seed', '3'], "error: option '--zones <n>' argument missing: '--seed' is an option, not a value"],
      [['odds', 'test', '13', '--mod', '--adv'], "error: option '--mod <n>' argument missing: '--adv' is an option, not a value"],
    ] as const) {
      const r = await athack(...argv);
      expect(r.code, argv.join(' ')).toBe(2);
      expect(r.stderr.split('\n')[0], argv.join(' ')).toBe(said);
    }
  });

  it('an empty --save-dir is refused; an empty ATHACK_SAVE_DIR counts as unset', async () => {
    const r = await athack('scores', '--save-dir', '');
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('--save-dir needs a folder.');
    const data = tempDir('data');
    vi.stubEnv('ATHACK_SAVE_DIR', '');
    vi.stubEnv('XDG_DATA_HOME', data);
    try {
      expect(saveDir(undefined, await memoryIo())).toBe(join(data, 'athack'));
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it('an empty or relative HOME is not a place in the folder a command runs from: the saves and the options file stay in the home the system keeps', () => {
    const home = userInfo().homedir;
    const elsewhere = tempDir('cwd');
    for (const HOME of ['', 'relative/home']) {
      const env = { ...process.env, HOME, XDG_DATA_HOME: '', ATHACK_SAVE_DIR: '', ATHACK_CONFIG_DIR: '', XDG_CONFIG_HOME: '', NO_COLOR: '1' };
      const bin = join(process.cwd(), 'bin', 'athack');
      const options = spawnSync(process.execPath, [bin, 'options'], { cwd: elsewhere, env, encoding: 'utf8' });
      expect(options.stdout).toContain(`Options file: ${join(home, '.config', 'athack', 'options')}`);
      expect(options.stdout.split('\n').find((l) => l.trimStart().startsWith('save_dir'))).toContain(join(home, '.local', 'share', 'athack'));
    }
  });

  it('a missing argument is a usage error', async () => {
    const r = await athack('odds', 'usage');
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("missing required argument 'die'");
  });

  it("play --help says what --opponents counts: the seats of one --opposition value, people with humans as well as the AI", async () => {
    const r = await athack('play', '--help');
    const help = r.stdout.replace(/\s+/g, ' ');
    expect(help).toContain('--opponents <n> how many seats one --opposition value fills, 1 to 4: AI players, or people with --opposition humans');
    // And so it does: humans with 3 opponents seats three people.
    const seats = parseSeats(rulesFrom({ opposition: oppositionArg('humans'), opponents: opponentsArg('3') }));
    expect(seats).toEqual([1, 2, 3].map(() => ({ kind: 'person', name: '' })));
  });

  it('one named person with --opponents above 1 is refused before any game starts, saying how to seat several, exit 2', async () => {
    for (const argv of [
      ['--opposition', 'person:Ann', '--opponents', '3'],
      ['--rules', 'opposition=person:Ann,opponents=3'],
    ]) {
      const saves = tempDir('saves');
      const r = await athack('play', '--plain', '--save-dir', saves, ...argv);
      expect(r.code, argv.join(' ')).toBe(2);
      expect(r.stderr, argv.join(' ')).toBe('athack: the Opposition person:Ann is one person, whom 3 opponents would seat 3 times: list a seat for each (person:Ann,person:Bob,fair), or leave the names to setup with --opposition humans.\n');
      expect(readdirSync(saves).filter((f) => f.endsWith('.json'))).toEqual([]);
    }
    // One person on one seat, and the AI at a difficulty on three, are games.
    expect(parseSeats(rulesFrom({ opposition: oppositionArg('person:Ann'), opponents: opponentsArg('1') }))).toEqual([{ kind: 'person', name: 'Ann' }]);
    expect(parseSeats(rulesFrom({ opposition: oppositionArg('hard'), opponents: opponentsArg('3') }))).toHaveLength(3);
  });

  it('help for a subcommand shows its options and examples', async () => {
    const r = await athack('help', 'odds');
    expect(r.code).toBe(0);
    for (const sub of ['test', 'usage', 'roll', 'pool', 'armour', 'tables']) expect(r.stdout).toContain(sub);
  });

  it('help of a command of a command (help sim fight) is that command\'s help, as --help gives it', async () => {
    for (const path of [['sim', 'fight'], ['odds', 'roll']]) {
      const r = await athack('help', ...path);
      expect(r.code, path.join(' ')).toBe(0);
      expect(r.stdout, path.join(' ')).toBe((await athack(...path, '--help')).stdout);
      expect(r.stdout, path.join(' ')).toMatch(new RegExp(`^Usage: athack ${path.join(' ')} `));
    }
  });

  it('help with --json prints JSON on stdout, exit 0: the command asked about, naming every option, argument and command its text help names', async () => {
    /** The terms of one section of the text help (`Options:`), each an item's first column. */
    const terms = (text: string, section: string) => {
      const lines = text.split('\n');
      const from = lines.indexOf(section);
      if (from < 0) return [];
      const end = lines.findIndex((l, i) => i > from && l === '');
      return lines.slice(from + 1, end < 0 ? undefined : end).flatMap((l) => /^  (\S.*?)(?: {2,}|$)/.exec(l)?.[1] ?? []);
    };
    const flat = (text: string) => text.replace(/\s+/g, ' ').trim();
    for (const argv of [['help'], ['--help'], ['odds', '--help'], ['help', 'odds'], ['help', 'sim', 'fight'], ['odds', 'roll', '--help'], ['check', '-h'], ['help', 'help']]) {
      const said = argv.join(' ');
      const r = await athack(...argv, '--json');
      expect(r.code, said).toBe(0);
      expect(r.stderr, said).toBe('');
      const doc = JSON.parse(r.stdout) as { command: string; usage: string; description: string; arguments: { name: string; help: string }[]; options: { flags: string; help: string }[]; commands: { name: string; usage: string; summary: string }[]; notes: string };
      const text = (await athack(...argv)).stdout;
      expect(text.split('\n')[0], said).toBe(`Usage: ${doc.usage}`);
      expect(doc.usage, said).toMatch(new RegExp(`^${doc.command} \\[options\\]`));
      expect(flat(text), said).toContain(flat(doc.description));
      expect(doc.options.map((o) => o.flags), said).toEqual(terms(text, 'Options:'));
      expect(doc.commands.map((c) => c.usage), said).toEqual(terms(text, 'Commands:'));
      expect(doc.arguments.map((a) => a.name), said).toEqual(terms(text, 'Arguments:'));
      for (const item of [...doc.options, ...doc.arguments]) expect(flat(text), said).toContain(flat(item.help));
      for (const c of doc.commands) expect(flat(text), said).toContain(flat(c.summary));
      expect(flat(text), said).toContain(flat(doc.notes));
    }
    const roll = JSON.parse((await athack('odds', 'roll', '--help', '--json')).stdout);
    expect(roll.arguments).toEqual([{ name: 'expr', required: true, variadic: true, help: expect.stringContaining('a dice expression') }]);
    expect(roll.options).toContainEqual({ flags: '--adv', long: '--adv', short: null, help: 'roll twice and keep the higher total' });
    expect(roll.notes).toContain('athack odds roll 2d6');
    const top = JSON.parse((await athack('help', '--json')).stdout);
    expect(top.commands.map((c: { name: string }) => c.name)).toEqual(expect.arrayContaining(['play', 'odds', 'sim', 'help']));
    // Help for a word that names no command is still a refusal, in JSON.
    const bogus = await athack('help', 'bogus', '--json');
    expect(bogus.code).toBe(2);
    expect(JSON.parse(bogus.stdout)).toEqual({ error: "unknown command 'bogus'", status: 2 });
  });

  it('the installed binary starts and answers --version', () => {
    const r = spawnSync(process.execPath, ['bin/athack', '--version'], { encoding: 'utf8' });
    expect(r.stderr).toBe('');
    expect(r.stdout.trim()).toBe(pkg.version);
    expect(r.status).toBe(0);
  });

  it('odds dice, dist or distribution (the words for a roll\'s spread) is refused naming odds roll, in the built program too', async () => {
    ensureBuilt();
    for (const word of ['dice', 'dist', 'distribution']) {
      const inProcess = await athack('odds', word, '2d6');
      const built = spawnSync(process.execPath, ['bin/athack', 'odds', word, '2d6'], { encoding: 'utf8' });
      for (const r of [{ code: inProcess.code, stderr: inProcess.stderr }, { code: built.status, stderr: built.stderr }]) {
        expect(r.stderr.split('\n').slice(0, 2), word).toEqual([`error: unknown command '${word}'`, '(Did you mean roll?)']);
        expect(r.code, word).toBe(2);
      }
    }
  });

  it('the built program tells bad dice in odds as bad dice, exit 2, not an internal error', () => {
    ensureBuilt();
    const told = (...argv: string[]) => spawnSync(process.execPath, ['bin/athack', 'odds', ...argv], { encoding: 'utf8' });
    for (const argv of [['roll', '2d'], ['test', '13', '--mod', 'd0']]) {
      const r = told(...argv);
      // The option is named where the dice were given to one: the expression is not the command's own argument.
      expect(r.stderr, argv.join(' ')).toMatch(argv.includes('--mod') ? /^athack: bad dice expression in --mod: .*\n  \S+\n +\^\n$/ : /^athack: bad dice expression: .*\n  \S+\n +\^\n$/);
      expect(r.stderr, argv.join(' ')).not.toContain('internal error');
      expect(r.status, argv.join(' ')).toBe(2);
    }
    const large = told('roll', '100d1000');
    expect(large.stderr).toBe('athack: the exact distribution of 100d1000 has more than 20,000 outcomes: too large to list exactly; try fewer dice\n');
    expect(large.status).toBe(2);
  });

  it('output that cannot be written is one line on stderr and exit 1, not a stack trace', () => {
    ensureBuilt();
    const full = openSync('/dev/full', 'w');
    try {
      for (const argv of [['odds', 'roll', '2d6'], ['check', '--json'], ['--help']]) {
        const r = spawnSync(process.execPath, ['bin/athack', ...argv], { encoding: 'utf8', stdio: ['ignore', full, 'pipe'] });
        expect(r.stderr, argv.join(' ')).toBe('athack: cannot write the output: the disk is full\n');
        expect(r.status, argv.join(' ')).toBe(1);
      }
    } finally {
      closeSync(full);
    }
  });

  it('output into a pipe its reader has closed ends quietly, exit 0', async () => {
    ensureBuilt();
    const child = spawn(process.execPath, ['bin/athack', 'map', '--seed', '7', '--zones', '20'], { stdio: ['ignore', 'pipe', 'pipe'] });
    // Closed before the program has started: its first write finds no reader.
    child.stdout.destroy();
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const status = await new Promise<number | null>((done) => child.on('close', done));
    expect(stderr).toBe('');
    expect(status).toBe(0);
  });

  it('a refusal whose words find the pipe closed, on stdout (--json) or stderr, still exits 2', async () => {
    ensureBuilt();
    /** The program with one of its outputs a pipe closed before it starts, and what it said on the other, and its status. */
    const closed = async (which: 'stdout' | 'stderr', argv: string[]) => {
      const child = spawn(process.execPath, ['bin/athack', ...argv], { stdio: ['ignore', 'pipe', 'pipe'] });
      child[which].destroy();
      let said = '';
      child[which === 'stdout' ? 'stderr' : 'stdout'].on('data', (chunk: Buffer) => (said += chunk.toString()));
      const status = await new Promise<number | null>((done) => child.on('close', done));
      return { said, status };
    };
    const json = await closed('stdout', ['odds', 'roll', 'x', '--json']);
    expect(json.said).toContain('athack: bad dice expression: expected a number or a die, found "x"');
    expect(json.status).toBe(2);
    const text = await closed('stderr', ['odds', 'roll', 'x']);
    expect(text).toEqual({ said: '', status: 2 });
    // An answer whose messages no one reads is still the answer.
    const answer = await closed('stderr', ['odds', 'roll', '2d6']);
    expect(answer.status).toBe(0);
    expect(answer.said).toContain('2d6');
  });
});

describe('--json on every path', () => {
  it('a command refused or failing before its document prints one saying why, with its exit status, beside the message on stderr', async () => {
    const dir = tempDir('json-errors');
    const file = join(dir, 'file');
    writeFileSync(file, 'not a folder\n');
    try {
      const cases: [string[], number, string][] = [
        [['odds', 'roll', 'x', '--json'], 2, 'bad dice expression: expected a number or a die, found "x"'],
        [['odds', 'roll', '100d1000', '--json'], 2, 'the exact distribution of 100d1000 has more than 20,000 outcomes: too large to list exactly; try fewer dice'],
        [['odds', 'test', '0', '--json'], 2, "command-argument value '0' is invalid for argument 'target'. Target must be from 1 to 40, not 0."],
        [['sim', 'fight', '--hero', 'Warrior:1', '--vs', 'Goblin', '--n', '0', '--json'], 2, '--n must be from 1 to 1,000,000, not 0.'],
        [['map', '--seed', '7', '--zone', '0', '--json'], 2, 'seed "7" has no zone 0: every zone id starts with 1, the zone behind the entrance.'],
        [['morgue', '--save-dir', file, '--json'], 2, `the save folder ${file} is a file, not a folder: name a folder with --save-dir, ATHACK_SAVE_DIR or save_dir in the options file.`],
        [['replay', '--verify', join(dir, 'none.json'), '--json'], 2, `${join(dir, 'none.json')} does not exist`],
        [['odds', 'roll', 'd6', '--json', '--bogus'], 2, "unknown option '--bogus'"],
      ];
      for (const [argv, status, error] of cases) {
        const r = await athack(...argv);
        expect(r.code, argv.join(' ')).toBe(status);
        expect(JSON.parse(r.stdout), argv.join(' ')).toEqual({ error, status });
        expect(r.stderr, argv.join(' ')).toContain(error);
      }
      // Without --json a refusal prints nothing on stdout.
      expect((await athack('odds', 'roll', 'x')).stdout).toBe('');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('`--` before the command', () => {
  it('runs the command named after it, as without it, never a silent stand-in (its words after are arguments, not options)', async () => {
    for (const argv of [['odds', 'test', '13'], ['odds'], ['check']]) {
      const r = await athack('--', ...argv);
      expect(r, argv.join(' ')).toEqual(await athack(...argv));
      expect(r.stdout, argv.join(' ')).not.toBe('');
    }
  });
});

describe('an option given twice', () => {
  it('takes the value given last, as most programs do; --rules and odds --vs add up', async () => {
    expect((await athack('odds', 'test', '13', '--mod', '1', '--mod', '2')).stdout).toMatch(/^Test: d20 \+2 below 13/);
    expect((await athack('odds', 'bid', '9', '--vs', '3', '--vs', '4')).stdout).toMatch(/^Sealed bids: you 9; the Opposition 3 \+ 4 = 7\./);
    const both = await athack('sim', 'fight', '--hero', 'Warrior:1', '--vs', 'Goblin', '--n', '3', '--threads', '1', '--json', '--rules', 'power=high', '--rules', 'fight=aa-combat');
    expect(JSON.parse(both.stdout).rules).toEqual({ power: 'high', fight: 'aa-combat' });
  });
});
