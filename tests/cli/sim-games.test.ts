import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { memoryIo } from '../../src/cli/io.js';
import { run } from '../../src/cli/main.js';
import { wilson } from '../../src/core/bots/fights.js';
import type { GameStats, SurvivalPoint } from '../../src/core/bots/games.js';
import { ensureBuilt } from '../support/built.js';
import { athack, athackJson } from './run.js';

/** What `sim games --json` prints: the run's figures with how it was run. */
type GamesJson = GameStats & { survival: SurvivalPoint[]; seed: string; turns: number; className: string | null; bot: string; rules: Record<string, string | number> };

/** Few games, short ones: enough to see every figure move, quick enough for the suite. */
const games = (...args: string[]) => athackJson<GamesJson>('sim', 'games', '--n', '4', '--turns', '150', ...args);

const total = (counts: { count: number }[]) => counts.reduce((sum, c) => sum + c.count, 0);

describe('athack sim games', () => {
  beforeAll(() => ensureBuilt(), 120_000);

  it('--json gives outcomes that add up, a Wilson interval for survival, histograms over every game, causes for every death', async () => {
    const r = await athackJson<GamesJson>('sim', 'games', '--n', '6', '--turns', '400', '--seed', '3', '--threads', '1');
    expect(Object.keys(r).sort()).toEqual(
      ['seed', 'turns', 'className', 'bot', 'rules', 'games', 'outcomes', 'survived', 'survivalRate', 'interval', 'meanSteps', 'deepest', 'escalation', 'level', 'causes', 'wins', 'tokens', 'quests', 'survival'].sort(),
    );
    expect(r).toMatchObject({ seed: '3', turns: 400, className: null, bot: 'default', rules: {}, games: 6 });
    expect(r.outcomes.won + r.outcomes.alive + r.outcomes.dead).toBe(6);
    expect(r.survived).toBe(r.outcomes.won + r.outcomes.alive);
    expect(r.survivalRate).toBeCloseTo(r.survived / 6, 12);
    expect(r.interval).toEqual(wilson(r.survived, 6));
    for (const h of [r.deepest, r.escalation, r.level]) expect(total(h)).toBe(6);
    expect(total(r.causes)).toBe(r.outcomes.dead);
    // The survival curve: after each tenth of the 400 actions, the heroes not yet dead, down to those who survived.
    expect(r.survival.map((p) => p.actions)).toEqual([40, 80, 120, 160, 200, 240, 280, 320, 360, 400]);
    r.survival.forEach((p, k) => expect(p.surviving).toBeLessThanOrEqual(k === 0 ? 6 : r.survival[k - 1]!.surviving));
    expect(r.survival.at(-1)!.surviving).toBe(r.survived);
    expect(r.meanSteps).toBeGreaterThan(0);
    expect(r.meanSteps).toBeLessThanOrEqual(400);
    expect(r.tokens.heroGained).toBeGreaterThan(0);
    expect(r.tokens.oppositionZones).toBeGreaterThan(0);
    // The bot posts a simple Quest whenever it has tokens to spare.
    expect(r.quests.taken).toBeGreaterThan(0);
    expect(r.quests.completed).toBeLessThanOrEqual(r.quests.taken);
  });

  it('gives the same figures on one thread and on two, and its progress reaches every game', async () => {
    const one = await games('--seed', 'pool', '--threads', '1');
    const io = await memoryIo();
    const drawn: (string | null)[] = [];
    const code = await run(['sim', 'games', '--n', '4', '--turns', '150', '--seed', 'pool', '--threads', '2', '--json'], { ...io, progress: (t) => drawn.push(t) });
    expect(code).toBe(0);
    expect(JSON.parse(io.stdout.join(''))).toEqual(one);
    expect(drawn.at(-2)).toMatch(/100% 4\/4$/);
  });

  it('gives the same figures on one thread and on two through the built program, whose threads load its bundle', () => {
    const built = (threads: string) => {
      const r = spawnSync(process.execPath, ['bin/athack', 'sim', 'games', '--n', '4', '--turns', '100', '--seed', 'built', '--threads', threads, '--json'], { encoding: 'utf8' });
      expect(r.stderr).toBe('');
      return JSON.parse(r.stdout) as GamesJson;
    };
    expect(built('2')).toEqual(built('1'));
  });

  it('with AI seats of mixed difficulties, gives the same figures on one thread and on two, and names the seats whose obstacles killed', () => {
    const built = (threads: string) => {
      const r = spawnSync(process.execPath, ['bin/athack', 'sim', 'games', '--n', '6', '--turns', '200', '--seed', 'mixed', '--rules', 'opposition=easy,hard,fair', '--threads', threads, '--json'], { encoding: 'utf8' });
      expect(r.stderr).toBe('');
      return JSON.parse(r.stdout) as GamesJson;
    };
    const one = built('1');
    expect(built('2')).toEqual(one);
    expect(one.wins.length).toBeGreaterThan(0);
    for (const w of one.wins) expect(['opposition:1', 'opposition:2', 'opposition:3']).toContain(w.seat);
    expect(one.wins.reduce((n, w) => n + w.count, 0)).toBeLessThanOrEqual(one.outcomes.dead);
  });

  it('--rules power=high brings the hero more tokens than power=low on the same games', async () => {
    const low = await games('--seed', '1', '--threads', '1', '--rules', 'power=low');
    const high = await games('--seed', '1', '--threads', '1', '--rules', 'power=high');
    expect(low.rules).toEqual({ power: 'low' });
    expect(high.tokens.heroGained).toBeGreaterThan(low.tokens.heroGained);
  });

  it('--opposition none spends no Opposition tokens and gives none back', async () => {
    const r = await games('--seed', '1', '--threads', '1', '--opposition', 'none');
    expect(r.rules).toEqual({ opposition: 'none' });
    expect(r.tokens).toMatchObject({ oppositionZones: 0, oppositionBid: 0, refunded: 0, heroBid: 0 });
  });

  it('--csv prints a header and a row per game, in order, with the class asked for and its token flows', async () => {
    const r = await athack('sim', 'games', '--n', '3', '--turns', '100', '--seed', 'c', '--class', 'wizard', '--threads', '1', '--csv');
    expect(r.code).toBe(0);
    const lines = r.stdout.trimEnd().split('\n');
    expect(lines[0]).toBe('seed,class,outcome,steps,level,deepest,escalation,score,cause,winner,hero_gained,hero_spent,hero_bid,opposition_zones,opposition_bid,refunded,quests_taken,quests_completed');
    expect(lines).toHaveLength(4);
    lines.slice(1).forEach((line, k) => expect(line).toMatch(new RegExp(`^c:game:${k},Wizard,(won|alive|dead),\\d+,\\d+,\\d+,\\d+,-?\\d+,.*(,\\d+){8}$`)));
    // The default Opposition stocks the zones the heroes enter.
    expect(lines.slice(1).some((line) => Number(line.split(',').at(-5)) > 0)).toBe(true);
  });

  it('counts one game and one action in the singular, in its heading and on its page', async () => {
    expect((await athack('sim', 'games', '--n', '1', '--turns', '1', '--seed', '2')).stdout).toMatch(/^Bot games of heroes of any class, at most 1 action each; rules: the defaults\n1 game, seed "2"\n/);
    const dir = mkdtempSync(join(tmpdir(), 'athack-one-'));
    const page = join(dir, 'one.html');
    try {
      expect((await athack('sim', 'games', '--n', '1', '--turns', '1', '--seed', '2', '--html', page)).code).toBe(0);
      expect(readFileSync(page, 'utf8')).toContain('<p>1 game of heroes of any class under each variant, at most 1 action each,');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('prints outcomes with the survival interval, histograms, causes of death and token flows; a progress bar only on a terminal', async () => {
    const io = await memoryIo();
    const drawn: (string | null)[] = [];
    const code = await run(['sim', 'games', '--n', '4', '--turns', '150', '--seed', '2', '--threads', '1'], { ...io, progress: (t) => drawn.push(t) });
    expect(code).toBe(0);
    const out = io.stdout.join('');
    expect(out).toMatch(/^Bot games of heroes of any class, at most 150 actions each; rules: the defaults\n4 games, seed "2"\n/);
    expect(out).toMatch(/\n {2}survived +\d+ +[\d.]+% +\(95% Wilson interval [\d.]+% to [\d.]+%\)\n/);
    for (const title of ['Deepest zone depth reached', 'Escalation die at the end', 'Hero level at the end']) expect(out).toMatch(new RegExp(`\\n${title} \\(mean [\\d.]+\\)\\n( +\\d+ +\\d+ +[\\d.]+% +[#.]*\\n)+`));
    expect(out).toMatch(/\n(No hero died\.|Causes of death \(\d+ deaths?\))\n/);
    expect(out).toMatch(/\nTokens per game, on average\n {2}hero gained +[\d.]+ /);
    expect(out).toMatch(/\nQuests: \d+ taken, \d+ completed( \([\d.]+%\))?\n/);
    expect(io.stderr).toEqual([]);
    expect(drawn.at(-1)).toBeNull();
    expect(drawn.at(-2)).toMatch(/^playing \[#{30}\] 100% 4\/4$/);
  });

  it('a seed left out is chosen at random and printed', async () => {
    const r = await athack('sim', 'games', '--n', '1', '--turns', '20');
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/\n1 game, seed "\d+" \(random; pass --seed to repeat\)\n/);
  });

  it('--bot plays an exploit policy on the same seeds, says which in its heading, and --help says what each does', async () => {
    // pool-8: heroes hurt often enough in 300 actions that healing at every scratch outspends the default bot's healing below three quarters.
    const heal = await athackJson<GamesJson>('sim', 'games', '--n', '3', '--turns', '300', '--seed', 'pool-8', '--threads', '1', '--bot', 'token-heal');
    const plain = await athackJson<GamesJson>('sim', 'games', '--n', '3', '--turns', '300', '--seed', 'pool-8', '--threads', '1');
    expect([heal.bot, plain.bot]).toEqual(['token-heal', 'default']);
    // The trick spends more tokens on healing than the default bot does.
    expect(heal.tokens.heroSpent).toBeGreaterThan(plain.tokens.heroSpent);
    const text = await athack('sim', 'games', '--n', '1', '--turns', '20', '--seed', 'pool', '--threads', '1', '--bot', 'deep-exit');
    expect(text.stdout.split('\n')[0]).toBe('Games of the deep-exit bot of heroes of any class, at most 20 actions each; rules: the defaults');
    const help = await athack('sim', 'games', '--help');
    expect(help.stdout).toMatch(/--bot <policy>/);
    expect(help.stdout).toMatch(/ {2}token-heal {7}heals to full with tokens whenever hurt, before resting/);
  });

  it.each([
    [['--n', '0'], /--n must be from 1 to 10,000, not 0\./],
    [['--n', 'x'], /--n must be a whole number, not "x"/],
    [['--turns', '0'], /--turns must be from 1 to 100,000, not 0\./],
    [['--class', 'bard'], /--class: the class is one of Warrior, Thief, Cleric, Wizard, not "bard"/],
    [['--opposition', 'x'], /--opposition: the Opposition is one of easy, fair, hard, none, humans, or its seats listed as fair,person:Bea,hard, not "x"/],
    [['--opponents', '5'], /--opponents takes 1 to 4, not "5"/],
    [['--rules', 'power=x'], /--rules: power is one of low, medium, high, not "x"/],
    [['--rules', 'colour=red'], /--rules: "colour" is not a rules option/],
    // sim's own fight= is among the options it lists.
    [['--rules', 'fihgt=aa-combat'], /--rules: "fihgt" is not a rules option; the options are power, .*, movement, fight\./],
    [['--opposition', 'none', '--rules', 'opposition=hard'], /--opposition none and --rules opposition=ai-hard disagree/],
    [['--seed', ' '], /--seed needs some text/],
    [['--threads', '0'], /--threads must be from 1 to 64, not 0/],
    [['--json', '--csv'], /--json and --csv: give one/],
    [['--bot', 'cheat'], /--bot: the bot is default or one of objection-dodge, door-bounce, deep-exit, stairs-bounce, token-heal, not "cheat"/],
  ])('refuses %j with exit 2 and says why', async (args, message) => {
    const r = await athack('sim', 'games', ...args);
    expect(r.code).toBe(2);
    // Asked for JSON, the refusal is printed as JSON; else nothing.
    if (args.includes('--json')) expect(JSON.parse(r.stdout).error).toMatch(message);
    else expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(message);
  });
});
