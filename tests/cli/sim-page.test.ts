import { execFileSync } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import type { GameStats, SurvivalPoint } from '../../src/core/bots/games.js';
import { inChromium } from '../support/chromium.js';
import { tempDir } from '../tui/harness.js';
import { athack, athackJson } from './run.js';

type GamesJson = GameStats & { survival: SurvivalPoint[] };

/** What Chromium shows of one variant: its figures as the text it rendered, and how big it drew them. */
interface Shown {
  outcomes: Record<string, string>;
  surviving: { actions: number; text: string }[];
  deepest: { depth: number; text: string; bar: number }[];
  causes: { cause: string; text: string; bar: number }[];
  /** Figures that take no room on the page: hidden, or never laid out. */
  unseen: number;
}

/** Read in the page: for each variant's columns, every figure's rendered text, and the size of its bar. */
const READ = `(() => {
  const out = {};
  for (const section of document.querySelectorAll('section[data-variant]')) {
    const v = out[section.dataset.variant] ??= { outcomes: {}, surviving: [], deepest: [], causes: [], unseen: 0 };
    for (const e of section.querySelectorAll('[data-figure]')) {
      const box = e.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) v.unseen++;
      const text = e.textContent;
      const f = e.dataset.figure;
      if (['won', 'alive', 'dead', 'survived'].includes(f)) v.outcomes[f] = text;
      if (f === 'surviving') v.surviving.push({ actions: Number(e.dataset.actions), text });
      if (f === 'deepest') v.deepest.push({ depth: Number(e.dataset.depth), text, bar: section.querySelector('rect[data-depth="' + e.dataset.depth + '"]').getBBox().height });
      if (f === 'cause') v.causes.push({ cause: e.dataset.cause, text, bar: [...section.querySelectorAll('rect[data-bar=cause]')].find((r) => r.dataset.cause === e.dataset.cause).getBBox().width });
    }
  }
  return out;
})()`;

const RUN = ['sim', 'games', '--n', '6', '--turns', '300', '--seed', '1', '--threads', '1'];
const VARIANTS = ['search=test', 'search=survey'];

describe('athack sim games --html', () => {
  let page: string;
  let shown: Record<string, Shown>;
  let requests: string[];
  const json: Record<string, GamesJson> = {};

  beforeAll(async () => {
    page = join(tempDir('page'), 'search.html');
    const r = await athack(...RUN, '--html', page, ...VARIANTS.flatMap((v) => ['--compare', v]));
    expect(r.stderr).toBe('');
    expect(r.stdout).toBe(`Wrote ${page}: 2 rules variants side by side (search=test; search=survey); 6 games, seed "1", under each.\n`);
    for (const v of VARIANTS) json[v] = await athackJson<GamesJson>(...RUN, '--rules', v);
    ({ value: shown, requests } = await inChromium<Record<string, Shown>>(pathToFileURL(page).href, READ));
  }, 240_000);

  it('shows in headless Chromium, with no script and nothing fetched, the figures sim games --json gives for each variant', () => {
    expect(readFileSync(page, 'utf8')).not.toMatch(/<script|https?:\/\/(?!www\.w3\.org\/2000\/svg)/);
    expect(requests).toEqual([]);
    expect(Object.keys(shown)).toEqual(VARIANTS);
    for (const v of VARIANTS) {
      const j = json[v]!;
      const s = shown[v]!;
      expect(s.unseen).toBe(0);
      expect(s.outcomes).toEqual({ won: String(j.outcomes.won), alive: String(j.outcomes.alive), dead: String(j.outcomes.dead), survived: String(j.survived) });
      expect(s.surviving).toEqual(j.survival.map((p) => ({ actions: p.actions, text: String(p.surviving) })));
      // Every depth either variant reached has its column; a depth this one never ended at reads 0.
      for (const d of s.deepest) expect(Number(d.text)).toBe(j.deepest.find((x) => x.value === d.depth)?.count ?? 0);
      expect(j.deepest.every((x) => s.deepest.some((d) => d.depth === x.value))).toBe(true);
      expect(s.causes.map((c) => [c.cause, Number(c.text.split(' ')[0])])).toEqual(j.causes.slice(0, 10).map((c) => [c.cause, c.count]));
    }
    // The variants differ, or the test would prove little.
    expect(json['search=test']!.survival).not.toEqual(json['search=survey']!.survival);
  });

  it('draws depth and cause bars to one scale across the variants, in proportion to the counts', () => {
    const depth = Object.values(shown).flatMap((s) => s.deepest.map((d) => ({ count: Number(d.text), size: d.bar })));
    const cause = Object.values(shown).flatMap((s) => s.causes.map((c) => ({ count: Number(c.text.split(' ')[0]), size: c.bar })));
    for (const bars of [depth, cause]) {
      const unit = Math.max(...bars.map((b) => b.size)) / Math.max(...bars.map((b) => b.count));
      for (const b of bars) expect(Math.abs(b.size - b.count * unit)).toBeLessThan(0.2);
    }
  });

  it('refuses --compare without --html, a variant given twice, a bad one, one that sets what the run sets, and a file it could not write, before any game is played', async () => {
    const cases: [string[], string][] = [
      [['--compare', 'search=test'], '--compare draws its variants side by side on a page: give --html FILE too.'],
      [['--html', page, '--compare', 'search=test', '--compare', 'search=test'], '--compare: search=test is given twice; each variant once.'],
      [['--html', page, '--compare', 'search=maybe'], '--compare: search is one of test, survey, not "maybe".'],
      [['--html', join(page, 'nowhere', 'x.html')], `--html: cannot write ${join(page, 'nowhere', 'x.html')}: `],
      [['--html', tempDir('page')], 'a folder stands where the file should be'],
      [['--html', page, '--json'], '--json and --html: give one.'],
      // A variant may not set what the whole run sets: the complaint names the --compare that clashes, not --rules.
      [['--html', page, '--rules', 'power=high', '--compare', 'power=low'], 'athack: --compare power=low: power is set for every variant by --rules; leave it out there to compare it here.'],
      [['--html', page, '--opposition', 'hard', '--compare', 'search=test', '--compare', 'opposition=easy'], 'athack: --compare opposition=easy: opposition is set for every variant by --opposition;'],
    ];
    for (const [args, message] of cases) {
      const r = await athack('sim', 'games', '--n', '10000', '--turns', '100000', ...args);
      expect(r.code).toBe(2);
      expect(r.stderr).toContain(message);
      // Asked for JSON, the refusal is printed as JSON; else nothing.
      if (args.includes('--json')) expect(JSON.parse(r.stdout).error).toContain(message);
      else expect(r.stdout).toBe('');
    }
  });

  it('refuses a name where a FIFO or a device stands, which the page, renamed into place, would replace with a plain file', async () => {
    const fifo = join(tempDir('page'), 'pipe');
    execFileSync('mkfifo', [fifo]);
    const r = await athack('sim', 'games', '--n', '1', '--turns', '5', '--seed', '1', '--html', fifo);
    expect(r).toEqual({ code: 2, stdout: '', stderr: `athack: --html: cannot write ${fifo}: it is a FIFO, not a file; the page is written to a file of its own.\n` });
    expect(statSync(fifo).isFIFO()).toBe(true);
  });
});
