import { describe, expect, it } from 'vitest';
import { memoryIo } from '../../src/cli/io.js';
import { run } from '../../src/cli/main.js';
import { wilson, type FightStats } from '../../src/core/bots/fights.js';
import { POOL_FROM } from '../../src/cli/pool.js';
import { appendixA, arenaFight } from '../../src/core/bots/arena.js';
import { athack, athackJson } from './run.js';

/** What `sim fight --json` prints: the run's figures with what was fought. */
type FightJson = FightStats & { hero: { className: string; level: number }; vs: string; seed: string };

const fight = (hero: string, vs: string, n: number, seed: string) => athackJson<FightJson>('sim', 'fight', '--hero', hero, '--vs', vs, '--n', String(n), '--seed', seed);

describe('athack sim fight', () => {
  it('--json gives counts that add up, a Wilson interval around the rate, rounds and HP left', async () => {
    const r = await fight('Warrior:2', 'Goblin', 200, '1');
    expect(Object.keys(r).sort()).toEqual(['draws', 'escaped', 'fights', 'fled', 'hero', 'hpLeft', 'interval', 'losses', 'meanRounds', 'rounds', 'seed', 'vs', 'winRate', 'wins'].sort());
    expect(r.hero).toEqual({ className: 'Warrior', level: 2 });
    expect(r.vs).toBe('Goblin');
    expect(r.fights).toBe(200);
    expect(r.wins + r.losses + r.fled + r.draws).toBe(200);
    expect(r.winRate).toBeCloseTo(r.wins / 200, 12);
    expect(r.interval).toEqual(wilson(r.wins, 200));
    expect(r.interval[0]).toBeLessThanOrEqual(r.winRate);
    expect(r.interval[1]).toBeGreaterThanOrEqual(r.winRate);
    expect(r.rounds.reduce((a, b) => a + b.count, 0)).toBe(200);
    expect(r.rounds.map((b) => b.rounds)).toEqual([...r.rounds.map((b) => b.rounds)].sort((a, b) => a - b));
    expect(r.meanRounds).toBeCloseTo(r.rounds.reduce((a, b) => a + b.rounds * b.count, 0) / 200, 12);
    expect(r.hpLeft.mean).toBeGreaterThan(0);
    expect(r.hpLeft.min!).toBeLessThanOrEqual(r.hpLeft.max!);
  });

  it('counts a fight the opening Moment ends (a Shield Bash as the Goblin strikes first) as one round: no fight lasts none', async () => {
    // Fight 0 of seed 1: the Warrior's Shield Bash fells the Goblin before the Warrior's first blow.
    const goblin = appendixA().find((f) => f.row.name === 'Goblin')!;
    expect(arenaFight('1:fight:0', 'Warrior', 1, goblin)).toMatchObject({ outcome: 'win', rounds: 1 });
    const r = await fight('Warrior:1', 'Goblin', 100, '1');
    expect(r.rounds[0]!.rounds).toBe(1);
    expect(r.meanRounds).toBeCloseTo(r.rounds.reduce((a, b) => a + b.rounds * b.count, 0) / 100, 12);
    const chart = (await athack('sim', 'fight', '--hero', 'Warrior:1', '--vs', 'Goblin', '--n', '100', '--seed', '1')).stdout.split('Fight length in rounds')[1]!;
    expect(chart.split('\n')[1]).toMatch(/^ +1(-\d+)? +\d+ /);
  });

  it('the same seed gives the same figures; another seed, other fights', async () => {
    const a = await fight('Thief:3', 'troll', 150, 'abc');
    const b = await fight('thief:3', 'TROLL', 150, 'abc');
    const c = await fight('Thief:3', 'Troll', 150, 'abd');
    expect(b).toEqual(a);
    expect(c.rounds).not.toEqual(a.rounds);
  });

  it('a Warrior of level 5 beats a Goblin more often than a level-1 Wizard beats an Ogre', async () => {
    const strong = await fight('Warrior:5', 'Goblin', 300, '9');
    const weak = await fight('Wizard:1', 'Ogre', 300, '9');
    expect(strong.winRate).toBeGreaterThan(0.9);
    expect(strong.interval[0]).toBeGreaterThan(weak.interval[1]);
  });

  it('prints the win rate with its interval, a histogram of fight lengths and the HP left', async () => {
    const r = await athack('sim', 'fight', '--hero', 'Cleric:2', '--vs', 'giant centipede', '--n', '100', '--seed', '4');
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^Cleric level 2 vs Giant Centipede \(Insects: HD 3/);
    expect(r.stdout).toContain('100 fights, seed "4"');
    expect(r.stdout).toMatch(/wins +\d+ +[\d.]+% +\(95% Wilson interval [\d.]+% to [\d.]+%\)/);
    expect(r.stdout).toMatch(/Fight length in rounds \(mean [\d.]+\)\n( +\d+(-\d+)? +\d+ +[\d.]+% +[#.]*\n)+/);
    // The HP left is set beside the Max HP of the heroes who won.
    expect(r.stdout).toMatch(/\nHP left after a win: mean [\d.]+, median [\d.]+, min \d+, max \d+ of a mean Max HP of [\d.]+\n/);
    // Not a terminal: no progress bar on stderr.
    expect(r.stderr).toBe('');
  });

  it('names the rules options it was given beside the run, alone and beside aa-combat, and the same words run sim games', async () => {
    const one = await athack('sim', 'fight', '--hero', 'Warrior:1', '--vs', 'orc', '--n', '20', '--seed', '1', '--rules', 'reactions=hackssential');
    expect(one.stdout.split('\n')[1]).toBe('20 fights, seed "1"; rules: reactions=hackssential');
    const both = await athack('sim', 'fight', '--hero', 'Warrior:1', '--vs', 'orc', '--n', '20', '--seed', '1', '--rules', 'load=hackssential,fight=aa-combat');
    expect(both.stdout.split('\n')[1]).toBe('20 fights, seed "1"; rules: load=hackssential');
    expect((await athack('sim', 'fight', '--hero', 'Warrior:1', '--vs', 'orc', '--n', '20', '--seed', '1')).stdout.split('\n')[1]).toBe('20 fights, seed "1"');
    // sim games names an option as it is typed too: armour, not the engine's field.
    expect((await athack('sim', 'games', '--n', '1', '--turns', '5', '--seed', '1', '--rules', 'armour=never')).stdout.split('\n')[0]).toMatch(/; rules: armour=never$/);
  });

  it('draws a progress bar only where stderr is a terminal', async () => {
    const io = await memoryIo();
    const drawn: (string | null)[] = [];
    const code = await run(['sim', 'fight', '--hero', 'Warrior:1', '--vs', 'Wolf', '--n', '50', '--seed', '1'], { ...io, progress: (t) => drawn.push(t) });
    expect(code).toBe(0);
    expect(drawn.at(-1)).toBeNull();
    expect(drawn.at(-2)).toMatch(/\[#{30}\] 100% 50\/50$/);
    expect(io.stderr).toEqual([]);
  });

  it('gives the same figures on any number of threads, and its progress reaches every fight', async () => {
    const n = String(POOL_FROM);
    const one = await athackJson('sim', 'fight', '--hero', 'Warrior:3', '--vs', 'Orc', '--n', n, '--seed', 'pool', '--threads', '1');
    const io = await memoryIo();
    const drawn: (string | null)[] = [];
    const code = await run(['sim', 'fight', '--hero', 'Warrior:3', '--vs', 'Orc', '--n', n, '--seed', 'pool', '--threads', '3', '--json'], { ...io, progress: (t) => drawn.push(t) });
    expect(code).toBe(0);
    expect(JSON.parse(io.stdout.join(''))).toEqual(one);
    expect(drawn.at(-2)).toMatch(new RegExp(`100% ${n}/${n}$`));
  });

  it('with no subcommand shows its help', async () => {
    const r = await athack('sim');
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^Usage: athack sim/);
    expect(r.stdout).toContain('fight');
  });

  it('--n is written as help writes it: 1,000 is a thousand, the default', async () => {
    const help = await athack('sim', 'fight', '--help');
    expect(help.stdout).toMatch(/--n <fights> +how many fights, 1 to 1,000,000 \(default: 1,000\)/);
    const grouped = await athackJson<FightJson>('sim', 'fight', '--hero', 'Warrior:1', '--vs', 'Goblin', '--n', '1,000', '--seed', '1', '--threads', '1');
    expect(grouped.fights).toBe(1000);
    expect(await athackJson<FightJson>('sim', 'fight', '--hero', 'Warrior:1', '--vs', 'Goblin', '--seed', '1', '--threads', '1')).toEqual(grouped);
  });

  it.each([
    [['--hero', 'Bard:1', '--vs', 'Goblin'], /no class "Bard"; the classes are Warrior, Thief, Cleric, Wizard/],
    [['--hero', 'Warrior', '--vs', 'Goblin'], /--hero takes <class>:<level>/],
    [['--hero', 'Warrior:0', '--vs', 'Goblin'], /level must be from 1 to 10, not 0/],
    [['--hero', 'Warrior:11', '--vs', 'Goblin'], /level must be from 1 to 10, not 11/],
    [['--hero', 'Warrior:x', '--vs', 'Goblin'], /level must be a whole number/],
    [['--hero', 'Warrior:1', '--vs', 'Goblin', '--n', '0'], /--n must be from 1 to 1,000,000, not 0\./],
    [['--hero', 'Warrior:1', '--vs', 'Goblin', '--n', '1000001'], /--n must be from 1 to 1,000,000, not 1,000,001\./],
    [['--hero', 'Warrior:1', '--vs', 'Goblin', '--n', 'many'], /--n must be a whole number/],
    // Quoted as typed, in digit groups: read as a number, it would be 9,007,199,254,740,992.
    [['--hero', 'Warrior:1', '--vs', 'Goblin', '--n', '9007199254740993'], /--n must be from 1 to 1,000,000, not 9,007,199,254,740,993\./],
    [['--hero', 'Warrior:1', '--vs', 'Goblin', '--n', '0001000001'], /--n must be from 1 to 1,000,000, not 1,000,001\./],
    [['--hero', 'Warrior:1', '--vs', 'Goblin', '--n', '1,00'], /--n must be a whole number, not "1,00"/],
    [['--hero', 'Warrior:1', '--vs', 'Orge'], /no Appendix A creature "Orge"\. Closest: Ogre, /],
    // Part of a name comes first, before a short name the word holds ("Ent" in "centipede").
    [['--hero', 'Warrior:1', '--vs', 'centipede'], /no Appendix A creature "centipede"\. Closest: Giant Centipede, Ent, /],
    // Nothing typed: asked for a name, not shown the first creatures of the table as the closest to nothing.
    [['--hero', 'Warrior:1', '--vs', ' '], /^athack: --vs needs a creature of Appendix A, such as Goblin\.\n$/],
    [['--hero', 'Warrior:1', '--vs', 'Goblin', '--seed', ' '], /--seed needs some text/],
    [['--hero', 'Warrior:1', '--vs', 'Goblin', '--threads', '0'], /--threads must be from 1 to 64, not 0/],
    // The arena sets these itself: taken, they would change nothing without a word.
    [['--hero', 'Warrior:1', '--vs', 'Goblin', '--rules', 'armour=never'], /--rules: armour is not a choice in the arena: a failed Defend always breaks an armour die while one is left\./],
    [['--hero', 'Warrior:1', '--vs', 'Goblin', '--rules', 'reactions=hackssential,opposition=hard'], /--rules: opposition is not a choice in the arena: the arena has no Opposition\./],
    [['--vs', 'Goblin'], /required option '--hero <class:level>'/],
    [['--hero', 'Warrior:1'], /required option '--vs <creature>'/],
  ])('refuses %j with exit 2 and says why', async (args, message) => {
    const r = await athack('sim', 'fight', ...args);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(message);
  });
});
