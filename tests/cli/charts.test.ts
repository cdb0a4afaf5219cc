import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { memoryIo } from '../../src/cli/io.js';
import { run } from '../../src/cli/main.js';
import { textWidth } from '../../src/base/text-width.js';
import { tempDir } from '../tui/harness.js';

/** `athack …` printing to a terminal `columns` wide, in colour or not. */
async function at(columns: number, argv: string[], color = false) {
  const io = await memoryIo(color, columns);
  const code = await run(argv, io);
  return { code, lines: io.stdout.join('').trimEnd().split('\n'), stderr: io.stderr.join('') };
}

/** A chart's rows, `label  figures…  bar`, by the label: the bar is what follows the last two-space gap, block or `#` characters. */
function bars(lines: string[], bar = /[#.]+$|[█▏▎▍▌▋▊▉]+$/): Map<string, string> {
  return new Map(lines.flatMap((l) => {
    const m = bar.exec(l);
    return m ? [[l.trim().split(/\s{2,}/)[0]!, m[0]] as [string, string]] : [];
  }));
}

/** A Unicode bar's length in cells, to the eighth. */
const cells = (bar: string) => [...bar].reduce((n, c) => n + (c === '█' ? 1 : ' ▏▎▍▌▋▊▉'.indexOf(c) / 8), 0);

describe('charts in the terminal', () => {
  const env = { ...process.env };
  afterEach(() => {
    process.env = { ...env };
  });

  it('odds roll 2d6 in 40 columns: every line fits, the bars in proportion to the chances (7 the longest, 2 a sixth of it)', async () => {
    const r = await at(40, ['odds', 'roll', '2d6']);
    expect(r.code).toBe(0);
    for (const l of r.lines) expect(textWidth(l)).toBeLessThanOrEqual(40);
    const b = bars(r.lines);
    expect(r.lines).toContain(`   7   1/6   16.67%  ${b.get('7')}`);
    const longest = b.get('7')!.length;
    expect(longest).toBe(40 - '   7  1/36   16.67%  '.length);
    for (const [face, ways] of [[2, 1], [3, 2], [4, 3], [5, 4], [6, 5], [8, 5], [12, 1]]) expect(Math.abs(b.get(String(face))!.length - (longest * ways!) / 6)).toBeLessThanOrEqual(0.5);
  });

  it('a wide terminal keeps bars at most 40 cells; a narrow one never gets a line past its width, however long the fractions', async () => {
    expect(bars((await at(200, ['odds', 'roll', '2d6'])).lines).get('7')).toBe('#'.repeat(40));
    const rows = (await at(36, ['odds', 'usage', 'd20'])).lines.filter((l) => /%  [#.]+$/.test(l));
    expect(rows.length).toBeGreaterThan(20);
    for (const l of rows) expect(textWidth(l)).toBeLessThanOrEqual(36);
  });

  it('a fraction too long to read is left blank beside its bar, and the chart says --json gives every one; a chart whose fractions all show says nothing; every line fits the width', async () => {
    const usage = await at(60, ['odds', 'usage', 'd20']);
    const blank = usage.lines.filter((l) => /^\s+\d+\s{4,}\d+\.\d\d%/.test(l));
    expect(blank.length).toBeGreaterThan(10);
    const said = usage.lines.join(' ').replace(/\s+/g, ' ');
    expect(said).toContain('(a fraction left blank is too long to read; --json gives every one exactly)');
    for (const l of usage.lines) expect(textWidth(l)).toBeLessThanOrEqual(60);
    expect((await at(60, ['odds', 'roll', '2d6'])).lines.join('\n')).not.toContain('left blank');
  });

  it('--symbols lines (in any case, as the game takes --symbols) draws the bars in Unicode blocks to an eighth of a cell; dec and ascii in #', async () => {
    const lines = await at(80, ['odds', 'roll', '2d6', '--symbols', 'Lines']);
    const b = bars(lines.lines);
    expect(b.get('7')).toBe('█'.repeat(40));
    // 2 comes up a sixth as often as 7: 40/6 = 6.67 cells, drawn as 6 and 5/8.
    expect(b.get('2')).toBe('██████▋');
    expect(cells(b.get('5')!)).toBeCloseTo((40 * 4) / 6, 0);
    for (const set of ['dec', 'ascii']) expect(bars((await at(80, ['odds', 'pool', 'd8', 'd6', '--symbols', set])).lines).get('1')).toBe('#'.repeat(40));
    const bad = await at(80, ['odds', 'roll', '2d6', '--symbols', 'boxes']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain("argument 'boxes' is invalid. --symbols is ascii, lines or dec, not \"boxes\".");
  });

  it('the options file\'s symbols draw the bars when --symbols is left out, and --symbols wins over it', async () => {
    const dir = tempDir('charts');
    writeFileSync(join(dir, 'options'), 'symbols = lines\n');
    process.env.ATHACK_CONFIG_DIR = dir;
    expect(bars((await at(80, ['odds', 'armour', '2'])).lines).get('1')).toBe('█'.repeat(40));
    expect(bars((await at(80, ['odds', 'armour', '2', '--symbols', 'ascii'])).lines).get('1')).toBe('#'.repeat(40));
  });

  it('Unicode bars are coloured only when colour is on', async () => {
    const plain = await at(80, ['odds', 'roll', '1d4', '--symbols', 'lines']);
    expect(plain.lines.at(-1)).toMatch(/%  █{40}$/);
    const coloured = await at(80, ['odds', 'roll', '1d4', '--symbols', 'lines'], true);
    expect(coloured.lines.at(-1)).toMatch(/%  \x1b\[36m█{40}\x1b\[39m$/);
  });

  it('sim games in 50 columns: survival by actions drawn against every hero, causes of death as bars, each line within the width', async () => {
    // A seed whose ten games leave five heroes dead, none in the first 30 actions, each of a cause of its own, some too long for the width.
    const r = await at(50, ['sim', 'games', '--n', '10', '--turns', '300', '--seed', '35', '--threads', '1']);
    expect(r.code).toBe(0);
    for (const l of r.lines.filter((l) => /[#.]$/.test(l))) expect(textWidth(l)).toBeLessThanOrEqual(50);
    const survival = r.lines.slice(r.lines.indexOf('Heroes not yet dead, by actions taken') + 1, r.lines.indexOf('Heroes not yet dead, by actions taken') + 11);
    expect(survival.map((l) => l.trim().split(/\s+/)[0])).toEqual(['30', '60', '90', '120', '150', '180', '210', '240', '270', '300']);
    // Ten heroes fill the bar; five of them half of it.
    const width = survival[0]!.match(/#+$/)![0].length;
    for (const l of survival) {
      const [, count] = l.trim().split(/\s+/);
      expect(l.match(/#+$/)![0].length).toBe(Math.round((Number(count) / 10) * width));
    }
    expect(survival.at(-1)).toMatch(/^ +300 +5 +50\.00% +#+$/);
    const from = r.lines.indexOf('Causes of death (5 deaths)') + 1;
    const causes = r.lines.slice(from, r.lines.findIndex((l, k) => k >= from && !l.startsWith(' ')));
    // Each cause whole: one short enough for its column beside its figures, the longer ones on the line above theirs.
    expect(causes.filter((l) => /^ {2}\S.* {2}1 {3}20\.00% {2}#+$/.test(l))).toHaveLength(1);
    const above = causes.filter((l) => /^ {2}\S/.test(l) && !/#$/.test(l));
    expect(above.length).toBeGreaterThanOrEqual(1);
    for (const l of above) expect(causes[causes.indexOf(l) + 1]).toMatch(/^ {3,}1 {3}20\.00% {2}#+$/);
    expect(causes.filter((l) => /20\.00%/.test(l))).toHaveLength(5);
    expect(causes.join('\n')).not.toContain('~');
  });

  it('sim fight charts its fight lengths in Unicode blocks too', async () => {
    const r = await at(80, ['sim', 'fight', '--hero', 'Warrior:1', '--vs', 'goblin', '--n', '200', '--seed', '1', '--threads', '1', '--symbols', 'lines']);
    expect(r.code).toBe(0);
    expect([...bars(r.lines).values()].some((b) => b === '█'.repeat(40))).toBe(true);
  });

  it('in 20 columns every chart row fits: bars go where none fits beside the figures, and rows too wide even then put their figures under the label, every number still shown', async () => {
    const usage = await at(20, ['odds', 'usage', 'd6']);
    expect(usage.code).toBe(0);
    for (const l of usage.lines) expect(textWidth(l), l).toBeLessThanOrEqual(20);
    const said = usage.lines.map((l) => l.trim());
    // Each row's label on its own line, its fraction and chance under it (the long fractions a line each).
    expect(said.slice(said.indexOf('2'), said.indexOf('2') + 4)).toEqual(['2', '1/6  16.67%', '3', '7/36  19.44%']);
    expect(said.slice(said.indexOf('10'), said.indexOf('10') + 3)).toEqual(['10', '242461/10077696', '2.41%']);
    // The chart without bars where the figures alone fit: the same rows, aligned, with nothing after the chance.
    const roll = await at(20, ['odds', 'roll', '2d6']);
    const faces = roll.lines.filter((l) => /^ +\d+ /.test(l));
    expect(faces).toHaveLength(11);
    for (const l of faces) expect(textWidth(l), l).toBeLessThanOrEqual(20);
    expect(roll.lines).toContain('   7   1/6   16.67%');
    expect(roll.lines).toContain('  12  1/36    2.78%');
    const fight = await at(20, ['sim', 'fight', '--hero', 'Warrior:2', '--vs', 'goblin', '--n', '300', '--seed', '3', '--threads', '1']);
    const lengths = fight.lines.slice(fight.lines.findIndex((l) => l.startsWith('Fight length')) + 1).filter((l) => /^ +\d+ /.test(l));
    expect(lengths.length).toBeGreaterThan(5);
    for (const l of lengths) expect(textWidth(l), l).toBeLessThanOrEqual(20);
    // Fights the opening Moment ended count as one round (docs/rules.md): no row of none.
    expect(lengths).toContain('   1  129   43.00%');
    expect(lengths.some((l) => /^ +0 /.test(l))).toBe(false);
    // Causes of death too long to stand beside their figures: each named whole on lines of its own, its count and share under it.
    // Seed 35, as above: five deaths, each of a cause of its own.
    const games = await at(20, ['sim', 'games', '--n', '10', '--turns', '300', '--seed', '35', '--threads', '1']);
    // The heading is broken at the width too: `Causes of death (5` and `  deaths)`.
    const from = games.lines.indexOf('Causes of death (5');
    const causes = games.lines.slice(from + 1, games.lines.findIndex((l, k) => k > from && /^\S/.test(l)));
    for (const l of causes) expect(textWidth(l), l).toBeLessThanOrEqual(20);
    expect(causes.filter((l) => l === '    1  20.00%')).toHaveLength(5);
    expect(causes.map((l) => l.trim()).join(' ')).toContain('out of action after the poison arrow trap 1  20.00%');
  });

  it('--json and --csv carry no chart', async () => {
    const json = await at(50, ['sim', 'games', '--n', '2', '--turns', '50', '--seed', '1', '--threads', '1', '--json', '--symbols', 'lines']);
    expect(() => JSON.parse(json.lines.join('\n'))).not.toThrow();
    expect(json.lines.join('\n')).not.toMatch(/[#█]/);
    const odds = await at(50, ['odds', 'roll', '2d6', '--json']);
    expect(odds.lines.join('\n')).not.toMatch(/[#█]/);
    const csv = await at(50, ['sim', 'games', '--n', '2', '--turns', '50', '--seed', '1', '--threads', '1', '--csv']);
    expect(csv.lines.join('\n')).not.toMatch(/[#█]/);
  });
});
