import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { memoryIo } from '../../src/cli/io.js';
import { run } from '../../src/cli/main.js';
import { textWidth } from '../../src/base/text-width.js';
import { ensureBuilt } from '../support/built.js';
import { tempFolder } from '../support/temp.js';

/** `athack …` printing to a terminal `columns` wide, or into a pipe when `columns` is left out. */
async function athackAt(columns: number | undefined, argv: string[]) {
  const io = columns === undefined ? await memoryIo() : await memoryIo(false, columns);
  const code = await run(argv, io);
  return { code, text: io.stdout.join(''), lines: io.stdout.join('').trimEnd().split('\n') };
}

/** Every figure a text prints (counts, fractions, percents, ranges), each as often as it is printed: what a reader must still find. */
const figures = (text: string): string[] =>
  text
    .split(/[\s(),;:]+/)
    .map((w) => w.replace(/\.$/, ''))
    .filter((w) => /^[\d<][\d.,/%<-]*$/.test(w));

/** The figures of `whole` that `fitted` does not print as often. */
function missing(fitted: string, whole: string): string[] {
  const left = figures(fitted);
  return figures(whole).filter((f) => {
    const k = left.indexOf(f);
    if (k >= 0) left.splice(k, 1);
    return k < 0;
  });
}

const COMMANDS: string[][] = [
  ['odds', 'pool', '2d8', 'd10', '--vs', 'd12', 'd6'],
  ['odds', 'test', '12'],
  ['odds', 'usage', 'd20'],
  ['odds', 'reaction', '10'],
  ['odds', 'tables'],
  ['odds', 'bid', '3', '--vs', '3', '4'],
  ['sim', 'fight', '--hero', 'Warrior:2', '--vs', 'goblin', '--n', '300', '--seed', '3', '--threads', '1'],
  ['sim', 'fight', '--hero', 'Warrior:2', '--vs', 'goblin', '--n', '300', '--seed', '3', '--threads', '1', '--rules', 'fight=aa-combat'],
  ['sim', 'games', '--n', '10', '--turns', '300', '--seed', '35', '--threads', '1'],
];

describe('odds and sim in a narrow terminal', () => {
  for (const columns of [20, 40]) {
    it(`in ${columns} columns every line of odds pool, test, usage, reaction, tables, bid, sim fight (alone and beside aa-combat) and sim games fits, and every figure a pipe prints is still printed; the JSON is the same`, async () => {
      for (const argv of COMMANDS) {
        const narrow = await athackAt(columns, argv);
        expect(narrow.code, argv.join(' ')).toBe(0);
        for (const l of narrow.lines) expect(textWidth(l), `${argv.join(' ')}: ${l}`).toBeLessThanOrEqual(columns);
        expect(missing(narrow.text, (await athackAt(undefined, argv)).text), argv.join(' ')).toEqual([]);
      }
      // The JSON is the same at any width.
      for (const argv of [COMMANDS[0]!, COMMANDS[6]!]) expect((await athackAt(columns, [...argv, '--json'])).text).toBe((await athackAt(undefined, [...argv, '--json'])).text);
    }, 60_000);
  }

  it('in colour, in 40 columns, sim\'s bold heading breaks as the plain one does, each of its lines bold, and every line fits', async () => {
    for (const argv of [COMMANDS[6]!, COMMANDS[8]!]) {
      const io = await memoryIo(true, 40);
      expect(await run(argv, io)).toBe(0);
      const coloured = io.stdout.join('').trimEnd().split('\n');
      for (const l of coloured) expect(textWidth(stripVTControlCharacters(l)), l).toBeLessThanOrEqual(40);
      const plain = (await athackAt(40, argv)).lines;
      const heading = plain.findIndex((l, k) => k > 0 && !l.startsWith('  '));
      expect(coloured.slice(0, heading)).toEqual(plain.slice(0, heading).map((l) => `\x1b[1m${l}\x1b[22m`));
    }
  }, 60_000);

  it('in 20 columns the pool\'s dice read a row each: a die\'s success and its failure on lines of their own, the chances under them', async () => {
    const { lines } = await athackAt(20, ['odds', 'pool', '2d8', 'd10', '--vs', 'd12', 'd6']);
    const at = lines.indexOf('  d10 failure');
    expect(at).toBeGreaterThan(0);
    expect(lines[at + 1]).toBe('    1/10  10.00%');
    const tie = lines.indexOf('  as many (a tie)');
    expect(lines[tie + 1]).toBe('    173/768  22.53%');
  });

  it('in 40 columns sim fight beside aa-combat gives each resolution its own rows, a row a line', async () => {
    const { lines } = await athackAt(40, COMMANDS[7]!);
    const bh = lines.indexOf('Black Hack');
    const aa = lines.indexOf('aa-combat');
    expect(bh).toBeGreaterThan(0);
    expect(aa).toBeGreaterThan(bh);
    expect(lines.slice(bh, aa)).toContain('  wins                296  98.67%');
    expect(lines.slice(aa)).toContain('  wins                282  94.00%');
    expect(lines.slice(aa)).toContain('  left after a win   4.0/5.0 dice');
  });
});

describe('help, autoplay, scores and morgue in a narrow terminal', () => {
  /** A save folder holding a game the bot played to its end (its morgue file and score) and one still going (its save). */
  async function playedFolder(): Promise<string> {
    const dir = tempFolder('narrow');
    for (const argv of [['--seed', '3', '--turns', '3000'], ['--seed', '7', '--turns', '300']]) expect((await athackAt(undefined, ['autoplay', ...argv, '--save-dir', dir])).code).toBe(0);
    return dir;
  }
  /** What a reader reads: the text, however its lines fall (a word longer than the width broken too). */
  const read = (text: string) => text.replace(/\s+/g, '');

  for (const columns of [20, 40]) {
    it(`in ${columns} columns every line of athack --help, autoplay, scores and morgue fits but a file's path, which stands whole on a line of its own; nothing a pipe prints is lost`, async () => {
      const dir = await playedFolder();
      const empty = join(dir, 'nothing-here');
      for (const argv of [['--help'], ['autoplay', '--seed', '7', '--turns', '300', '--save-dir', dir], ['autoplay', '--seed', '3', '--turns', '3000', '--save-dir', dir], ['scores', '--save-dir', dir], ['morgue', '--save-dir', dir], ['scores', '--save-dir', empty], ['morgue', '--save-dir', empty]]) {
        const narrow = await athackAt(columns, argv);
        expect(narrow.code, argv.join(' ')).toBe(0);
        for (const l of narrow.lines) if (textWidth(l) > columns) expect(l, `${argv.join(' ')}: a line too wide that is not a path alone`).toMatch(new RegExp(`^\\(?${dir.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\S*$`));
        const piped = await athackAt(undefined, argv);
        // The same text as into a pipe (autoplay's names a save of its own each run), and every figure of the scores.
        if (argv[0] === 'scores' && argv.at(-1) === dir) expect(missing(narrow.text, piped.text)).toEqual([]);
        else if (argv[0] !== 'autoplay') expect(read(narrow.text), argv.join(' ')).toBe(read(piped.text));
      }
    }, 120_000);
  }

  it('in 20 columns help puts each description under its command, and a score reads as a sentence that names its figures; into a pipe they print as they always have', async () => {
    const dir = await playedFolder();
    const help = (await athackAt(20, ['--help'])).lines;
    expect(help.slice(help.indexOf('  scores'), help.indexOf('  scores') + 3)).toEqual(['  scores', '    the high-score', '    table']);
    const scores = (await athackAt(20, ['scores', '--save-dir', dir])).text;
    expect(scores.replace(/\s+/g, ' ')).toMatch(/^1\. Bot-3, Cleric level \d+: score \d+, \d+ zones, escalation \d+; .+; \d{4}-\d\d-\d\d, seed 3 $/);
    // Into a pipe: help in commander's columns, the score table, a path on the line that names it.
    expect((await athackAt(undefined, ['--help'])).text).toContain('\n  odds            exact rules arithmetic: tests, Usage dice, dice, @HACK! pools,\n                  armour, sealed bids, reactions, the Survey and the Workshop,\n                  the seeds\' printed figures\n');
    expect((await athackAt(undefined, ['scores', '--save-dir', dir])).lines[0]).toBe(' #  score  name              class    lvl  zones  esc  cause, date, seed');
    expect((await athackAt(undefined, ['autoplay', '--seed', '3', '--turns', '3000', '--save-dir', dir])).lines.at(-1)).toMatch(new RegExp(`^Morgue file: ${dir}/morgue/\\S+\\.txt$`));
    expect((await athackAt(undefined, ['morgue', '--save-dir', dir])).lines[1]).toMatch(new RegExp(`^    ${dir}/morgue/\\S+\\.txt$`));
  }, 120_000);
});

describe('help\'s examples in a narrow terminal', () => {
  it('break at 20, 30 and 40 columns between words, the continuations indented, and a word too long for a line is cut with no space put into it', async () => {
    for (const argv of [['replay'], ['completion'], ['odds', 'workshop'], ['sim', 'games']]) {
      const whole = (await athackAt(undefined, [...argv, '--help'])).text;
      const section = whole.slice(whole.search(/\n(Examples|Install):\n/)).replace(/\s+/g, ' ');
      for (const columns of [20, 30, 40]) {
        const text = (await athackAt(columns, [...argv, '--help'])).text;
        const lines = text.slice(text.search(/\n(Examples|Install):\n/)).trim().split('\n').slice(1);
        for (const l of lines) {
          expect(textWidth(l), l).toBeLessThanOrEqual(columns);
          // Each line is a piece of an example as written: a space put into a word would make it no piece of one.
          expect(section, `${argv.join(' ')} at ${columns}: ${l}`).toContain(l.trim().replace(/\s+/g, ' '));
          expect(l, l).toMatch(/^ {2}\S|^ {4}\S/);
        }
      }
    }
    const replay = (await athackAt(30, ['replay', '--help'])).lines;
    expect(replay.slice(replay.indexOf('Examples:') + 1)).toEqual(['  athack replay --verify', '    saves/Ash.json', '  athack replay --verify', '    saves/morgue/Ash-2026-11-2', '    1T10-00-00-000Z.txt']);
  });
});

describe('a coloured line broken to fit', () => {
  it('keeps its colours on every piece, and no piece colours the next: odds tables\' bold name, dim source and red DISAGREES at 20 and 40 columns, odds armour\'s bold chance', async () => {
    const coloured = async (columns: number, argv: string[]) => {
      const io = await memoryIo(true, columns);
      expect(await run(argv, io)).toBe(0);
      return io.stdout.join('').trimEnd().split('\n');
    };
    const tables = await coloured(40, ['odds', 'tables']);
    expect(tables.slice(0, 2)).toEqual(['\x1b[1mDamage per HD\x1b[22m  \x1b[2m(The Black Hack: Damage\x1b[22m', '  \x1b[2mper HD (Average in Parenthesis) Table)\x1b[22m']);
    expect(tables.map((l) => stripVTControlCharacters(l))).toEqual((await athackAt(40, ['odds', 'tables'])).lines);
    // A figure flagged as disagreeing stays red wherever the table lays it out: beside its label, or under it.
    const wide = (await coloured(200, ['odds', 'tables'])).join('\n').match(/\x1b\[31mDISAGREES\x1b\[39m/g)!.length;
    expect(wide).toBeGreaterThan(0);
    for (const columns of [20, 40]) {
      const narrow = await coloured(columns, ['odds', 'tables']);
      expect(narrow.filter((l) => l.includes('DISAGREES')).every((l) => l.includes('\x1b[31mDISAGREES\x1b[39m')), narrow.join('\n')).toBe(true);
      expect(narrow.join('\n').match(/\x1b\[31mDISAGREES\x1b\[39m/g)).toHaveLength(wide);
      expect(narrow.map((l) => stripVTControlCharacters(l))).toEqual((await athackAt(columns, ['odds', 'tables'])).lines);
    }
    const armour = await coloured(20, ['odds', 'armour', '3']);
    expect(armour).toContain('    \x1b[1m1/2\x1b[22m  50.00%');
    expect(armour.map((l) => stripVTControlCharacters(l))).toEqual((await athackAt(20, ['odds', 'armour', '3'])).lines);
  });
});

describe('sim\'s progress line on a narrow terminal', () => {
  it('stays short of the last column at 20 and 40 columns, so each redraw covers the last, and still says how far the run is', async () => {
    for (const columns of [20, 40]) {
      const io = await memoryIo(false, columns);
      const drawn: string[] = [];
      const code = await run(['sim', 'fight', '--hero', 'Warrior:2', '--vs', 'goblin', '--n', '300', '--seed', '3', '--threads', '1'], { ...io, progress: (text) => void (text !== null && drawn.push(text)) });
      expect(code).toBe(0);
      expect(drawn.length).toBeGreaterThan(0);
      for (const l of drawn) expect(textWidth(l), l).toBeLessThan(columns);
      expect(drawn.at(-1)).toMatch(/100%/);
    }
  });
});

describe('the real program into a pipe', () => {
  beforeAll(() => ensureBuilt(), 120_000);
  const athack = (env: NodeJS.ProcessEnv) => execFileSync('bin/athack', ['odds', 'usage', 'd20'], { env, encoding: 'utf8' });
  const { COLUMNS: _, ...noColumns } = process.env;

  it('keeps each line whole without COLUMNS, as scripts read it, and fits COLUMNS=20 when it is given', () => {
    const whole = athack(noColumns);
    expect(whole).toMatch(/^Usage die d20: each use rolls it; 1-2 steps it down \(d20 > d12 > d10 > d8 > d6 > d4 > gone\)\n/);
    const narrow = athack({ ...noColumns, COLUMNS: '20' });
    for (const l of narrow.trimEnd().split('\n')) expect(textWidth(l), l).toBeLessThanOrEqual(20);
    expect(missing(narrow, whole)).toEqual([]);
  });
});
