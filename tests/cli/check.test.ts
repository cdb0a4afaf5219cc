import { describe, expect, it } from 'vitest';
import { memoryIo } from '../../src/cli/io.js';
import { run } from '../../src/cli/main.js';
import { registered } from '../../src/data/registry.js';
import { SEED_BOOKS } from '../../src/data/seeds.js';
import { athack, athackJson } from './run.js';

describe('athack check', () => {
  it('the shipped data is consistent: exit 0, every problem has a resolution', async () => {
    const r = await athack('check');
    expect(r.code).toBe(0);
    expect(r.stdout.replace(/\s+/g, ' ')).toMatch(/Audited \d+ tables and \d+ cross-references: \d+ problems, 0 unresolved\. The shipped data is consistent\./);
    const j = await athackJson('check');
    expect(j.consistent).toBe(true);
    expect(j.problems.length).toBeGreaterThan(0);
    for (const p of j.problems) {
      expect(Object.keys(p).sort()).toEqual(['message', 'noPlayChange', 'proof', 'resolution', 'source', 'table']);
      expect(typeof p.resolution).toBe('string');
    }
  });

  it('lists per depth what the dungeon rolls there and what each AI difficulty may buy, up to the depth where Appendix A stands as printed', async () => {
    const r = await athack('check');
    const text = r.stdout.replace(/\s+/g, ' ');
    expect(text).toContain('depths 1–2: its own up to 1 HD, groups of up to 1 (13 of 83 kinds as printed, the others young; no trap that kills outright); the AI buys up to: easy 4 / 5 / 6 HD, groups of 4 / 5 / 6; fair 4 / 5 / 7 HD, groups of 4 / 5 / 6; hard 4 / 5 / 7 HD, groups of 4 / 5 / 6');
    expect(text).toContain('depths 9–12: its own up to 4 HD, groups of up to 4 (75 of 83 kinds as printed, the others young; no trap that kills outright); the AI buys up to: easy 7 / 8 / 9 HD, groups of 6 / 6 / 6; fair 7 / 8 / 10 HD, groups of 6 / 6 / 6; hard 7 / 8 / 10 HD, groups of 6 / 6 / 6');
    expect(text).toContain('depth 17 and deeper: its own up to 6 HD, groups of up to 6 (Appendix A as printed; traps that kill outright)');
    const j = await athackJson('check');
    expect(j.depth.map((d: { from: number; hd: number }) => [d.from, d.hd])).toEqual([[1, 1], [3, 2], [5, 3], [9, 4], [13, 5], [17, 6]]);
    expect(j.depth[3].buy.easy.map((b: { hd: number }) => b.hd)).toEqual([7, 8, 9]);
  });

  it('shows the chance of death each difficulty holds a zone to, in the first depths and deeper, and fair\'s and hard\'s factors by class', async () => {
    const text = (await athack('check')).stdout.replace(/\s+/g, ' ');
    expect(text).toContain('Chance of death a zone is held to, at depths 1–3 / deeper: easy at most 1% / 1%; fair at most 25% / 2.5%, times the class\'s factor (Warrior ×1.3, Thief ×1, Cleric ×0.8, Wizard ×0.7); hard "likely deadly" at 50% / 1%, times the class\'s factor (Warrior ×1.5, Thief ×1, Cleric ×0.6, Wizard ×0.45)');
  });

  it('shows that the first depths sell no environ that wounds or poisons, and every environ deeper', async () => {
    const text = (await athack('check')).stdout.replace(/\s+/g, ' ');
    expect(text).toMatch(/Environs the AI may buy at depths 1–3: \d+ of 16, none that wounds or poisons \([a-z ,]*clinging mud[a-z ,]*\); deeper, all 16/);
    expect(text).not.toMatch(/Environs the AI may buy at depths 1–3: [^;]*bitter cold/);
  });

  it('reports the @HACK! d20 printed as 80% when 17 faces of 20 succeed', async () => {
    const j = await athackJson('check');
    const d20 = j.problems.filter((p: { table: string; message: string }) => p.table === 'athack.die-ranks' && p.message.startsWith('d20 success'));
    expect(d20).toHaveLength(1);
    expect(d20[0].message).toContain('printed 80%, exactly 85% (17/20)');
  });

  it('reports the Black Hack damage averages that are a whole unit or more below the dice', async () => {
    const j = await athackJson('check');
    const rows = j.problems
      .filter((p: { table: string; message: string }) => p.table === 'blackhack.damage-per-hd' && /^HD \d+: .* average: printed/.test(p.message))
      .map((p: { message: string }) => p.message.split(':')[0]);
    // 2d4 (5), 1d6+1d8 (8), 2d8 (9), 3d6 (10.5), 2d10 (11), 1d10+1d12 (12): each printed one lower or more.
    expect(rows).toEqual(['HD 3', 'HD 6', 'HD 7', 'HD 8', 'HD 9', 'HD 10']);
  });

  it('names each source by its rule book; the JSON keeps the seed file', async () => {
    const r = await athack('check');
    expect(r.stdout).toContain('blackhack.attribute-roll  The Black Hack: A. ROLL DICE FOR THEIR ATTRIBUTES\n');
    expect(r.stdout).not.toMatch(/\d{3}_[0-9a-f]{16}\.txt/);
    const j = await athackJson('check');
    expect(j.problems.find((p: { table: string }) => p.table === 'blackhack.attribute-roll').source).toBe('004_7cb40a2b79f5a3df.txt: A. ROLL DICE FOR THEIR ATTRIBUTES');
    // Every seed a table comes from has its book, so no file name can show instead.
    for (const { table } of registered) expect(SEED_BOOKS[table.source.seed], table.id).toBeDefined();
  });

  it('--unresolved lists nothing for the shipped data', async () => {
    const j = await athackJson('check', '--unresolved');
    expect(j.problems).toEqual([]);
  });
});

describe('athack odds tables', () => {
  it('lists the three printed tables with exact figures', async () => {
    const j = await athackJson('odds', 'tables');
    const byId = Object.fromEntries(j.tables.map((t: { id: string }) => [t.id, t]));
    expect(Object.keys(byId).sort()).toEqual(['athack.die-ranks', 'blackhack.damage-per-hd', 'blackhack.usage-die-average-uses']);
    const usage = byId['blackhack.usage-die-average-uses'].rows;
    expect(usage.map((r: { exact: string }) => r.exact)).toEqual(['2', '5', '9', '14', '20', '30']);
    expect(usage.every((r: { disagrees: boolean }) => !r.disagrees)).toBe(true);
    const d8 = byId['athack.die-ranks'].rows.find((r: { label: string }) => r.label === 'd8 success (4+)');
    expect(d8).toEqual({ label: 'd8 success (4+)', printed: '63%', exact: '62.5%', exactFraction: '5/8', disagrees: false });
    const hd6 = byId['blackhack.damage-per-hd'].rows[5];
    expect(hd6).toMatchObject({ printed: '7', exact: '8', disagrees: true });
  });

  it('says how many figures disagree', async () => {
    const r = await athack('odds', 'tables');
    expect(r.stdout).toContain('7 printed figures disagree with the dice');
    expect(r.stdout).toMatch(/d20 success \(4\+\)\s+80%\s+85% = 17\/20\s+DISAGREES/);
    expect(r.stdout).toContain('Die ranks: chance of Success and Failure  (ASCII @HACK!: Adventurer Prep: Die Value, Probabilities)\n');
    expect(r.stdout).not.toMatch(/\.txt/);
    expect((await athackJson('odds', 'tables')).tables.map((t: { source: string }) => t.source.split(':')[0])).toEqual(['004_7cb40a2b79f5a3df.txt', '004_7cb40a2b79f5a3df.txt', '000_8e51eaf48aa97e98.txt']);
  });
});

describe('athack check on a terminal', () => {
  it('wraps every line to the width, continuation lines indented under their item', async () => {
    for (const columns of [80, 50]) {
      const io = await memoryIo(false, columns);
      expect(await run(['check'], io)).toBe(0);
      const lines = io.stdout.join('').split('\n');
      expect(lines.filter((l) => [...l].length > columns)).toEqual([]);
      // No text was lost to the wrapping: the summary reads whole once its lines are joined.
      expect(lines.join(' ').replace(/\s+/g, ' ')).toContain('0 unresolved. The shipped data is consistent.');
      expect(lines.some((l) => /^ {4}\S/.test(l) && !l.trimStart().startsWith('resolved:'))).toBe(true);
    }
  });

  it('in a terminal narrower than 40 columns it wraps at 40, cutting no word: a file name too wide stands whole on its own line; into a pipe each item is one line', async () => {
    const piped = await athack('check');
    const words = (text: string) => new Set(text.split(/\s+/).filter((w) => w !== ''));
    for (const columns of [12, 20, 40]) {
      const io = await memoryIo(false, columns);
      expect(await run(['check'], io)).toBe(0);
      const text = io.stdout.join('');
      expect(text.split('\n').filter((l) => [...l].length > 40 && !/^ *\S+$/.test(l))).toEqual([]);
      expect(text).toContain('\n    proved by:\n      tests/engine/printed-creatures.test.ts\n');
      // Every word, a test's file name too, reads as it does unwrapped: none is cut in two.
      expect(words(text)).toEqual(words(piped.stdout));
    }
    expect(piped.stdout).toMatch(/^blackhack\.attribute-roll {2}The Black Hack: A\. ROLL DICE FOR THEIR ATTRIBUTES\n {2}- the 14\+ rule: .* which has no next one\.\n/);
    expect(piped.stdout).toMatch(/\nAudited \d+ tables and \d+ cross-references: \d+ problems, 0 unresolved\. The shipped data is consistent\.\n/);
  });
});
