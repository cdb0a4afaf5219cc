/**
 * `athack sim`: Monte Carlo runs of the real rules engine, shared over the
 * machine's cores (pool.ts). `sim fight` plays N arena fights of a fresh
 * hero against one Appendix A creature (src/core/bots/arena.ts says exactly
 * how the arena is set up); `sim games` (sim-games.ts) plays whole games.
 */
import { Option, type Command } from 'commander';
import { findFoe, type FightStats } from '../core/bots/fights.js';
import { FIGHTS_WORTH_THREADS, poolFights, progressBar } from './pool.js';
import type { Foe } from '../core/bots/arena.js';
import { CLASS_NAMES } from '../core/bots/bot.js';
import { damageForHd } from '../procgen/creatures.js';
import { creatureHd } from '../base/ranks.js';
import type { ClassName, RulesOptions, SimOptions } from '../core/engine/types.js';
import type { SymbolSet } from '../tui/style.js';
import { chartSymbols, chartSymbolsOption } from './chart-symbols.js';
import { Interrupted, UsageError } from './errors.js';
import { stopOnSignal } from './run-stop.js';
import { fitLine, fitOr, grouped, notedTable, outLines, printJson, type NotedRow } from './format.js';
import { tableLines } from './chart.js';
import type { Io } from './io.js';
import { countChart, describeRules, pct, runLine, runSeed, SEED_HELP, SIM_RULES_HELP, simRules, stoppedJson, stoppedLine, threadsHelp, threadsOf, valueBins, whole } from './sim-shared.js';
import { registerGames } from './sim-games.js';
import { ruleName, seedArg } from './options.js';

export const MAX_LEVEL = 10;
export const MAX_FIGHTS = 1_000_000;
const DEFAULT_FIGHTS = 1000;

interface RawFightOptions {
  hero: string;
  vs: string;
  n: string;
  seed?: string;
  threads?: string;
  json?: boolean;
  rules?: string[];
  symbols?: SymbolSet;
}

interface FightOptions {
  className: ClassName;
  level: number;
  foe: Foe;
  n: number;
  seed: string;
  randomSeed: boolean;
  threads: number;
  json: boolean;
  /** The arena game's rules options; `fight=aa-combat` adds Adventure Algorithms' Combat beside the Black Hack's fight. */
  rules: Partial<RulesOptions> & SimOptions;
}

/** Every option of `sim fight`, checked in one place: a UsageError (exit 2) names the option and what it takes. */
export function fightOptions(raw: RawFightOptions): FightOptions {
  const m = /^\s*([A-Za-z]+)\s*:\s*(\S+)\s*$/.exec(raw.hero);
  if (!m) throw new UsageError(`--hero takes <class>:<level>, such as Warrior:5, not "${raw.hero}".`);
  const className = CLASS_NAMES.find((c) => c.toLowerCase() === m[1]!.toLowerCase());
  if (!className) throw new UsageError(`--hero: no class "${m[1]}"; the classes are ${CLASS_NAMES.join(', ')}.`);
  const level = whole('--hero level', m[2]!, 1, MAX_LEVEL);
  const n = whole('--n', raw.n, 1, MAX_FIGHTS);
  // An empty name is a slip (a variable unset in a script): the creatures closest to nothing would be a list of the first in the table.
  if (raw.vs.trim() === '') throw new UsageError('--vs needs a creature of Appendix A, such as Goblin.');
  const found = findFoe(raw.vs);
  if (!('foe' in found)) throw new UsageError(`--vs: no Appendix A creature "${raw.vs}". Closest: ${found.closest.join(', ')}.`);
  const rules = simRules(raw.rules);
  const fixed = (Object.keys(ARENA_OWN) as (keyof typeof ARENA_OWN)[]).find((k) => rules[k] !== undefined);
  // Taken, they would be played otherwise without a word: the figures would answer another question than the one asked.
  if (fixed) throw new UsageError(`--rules: ${ruleName(fixed)} is not a choice in the arena: ${ARENA_OWN[fixed]}.`);
  return { className, level, foe: found.foe, n, ...runSeed(raw.seed), threads: threadsOf(raw.threads, n, FIGHTS_WORTH_THREADS), json: raw.json === true, rules };
}

/** The rules options the arena sets itself (src/core/bots/arena.ts), with why. */
const ARENA_OWN = {
  armourPrompt: 'a failed Defend always breaks an armour die while one is left',
  opposition: 'the arena has no Opposition',
  opponents: 'the arena has no Opposition',
} as const;

/** `1000 fights, seed "1"`, and the rules options set, where any are besides the fight resolution. */
function fightsLine(o: FightOptions, fights: number): string {
  const { fight: _, ...rules } = o.rules;
  const line = runLine(fights, 'fight', o.seed, o.randomSeed);
  return Object.keys(rules).length > 0 ? `${line}; rules: ${describeRules(rules)}` : line;
}

/** The creature as the game translates it: HD from its Health dice, damage by HD. */
function foeSummary(foe: Foe, heroLevel: number): string {
  const hd = foe.row.character ? heroLevel : creatureHd(foe.row.health ?? '1');
  const riders = [...foe.row.riders, ...(foe.row.or ? [`or ${foe.row.or}`] : [])];
  return `${foe.row.name} (${foe.category}: HD ${hd}, HP ${hd}d8, damage ${damageForHd(hd)}${riders.length ? ` + ${riders.join(', ')}` : ''}, speed ${foe.row.speed ?? 7})`;
}

/**
 * The Black Hack's fights and Adventure Algorithms' Combat of the same
 * heroes against the same creatures, side by side: what each resolution
 * makes of the match.
 */
function printSideBySide(io: Io, o: FightOptions, bh: FightStats, aa: FightStats, stopped?: string): void {
  const cell = (count: number, st: FightStats) => [String(count), pct(count / st.fights)];
  const left = (st: FightStats, unit: string) => (st.hpLeft.mean === null ? 'no win' : `${st.hpLeft.mean.toFixed(1)}/${st.hpLeft.meanMaxHp.toFixed(1)} ${unit}`);
  /** Each row's label, then its figures under the Black Hack and under aa-combat. */
  const rows: [string, string[], string[]][] = [
    ['wins', cell(bh.wins, bh), cell(aa.wins, aa)],
    ['  95% interval', [`${pct(bh.interval[0])}-${pct(bh.interval[1])}`], [`${pct(aa.interval[0])}-${pct(aa.interval[1])}`]],
    ['losses', cell(bh.losses, bh), cell(aa.losses, aa)],
    ['creature fled', cell(bh.fled, bh), cell(aa.fled, aa)],
    ['hero got away', cell(bh.escaped, bh), cell(aa.escaped, aa)],
    ['draws', cell(bh.draws, bh), cell(aa.draws, aa)],
    ['mean length', [`${bh.meanRounds.toFixed(2)} rounds`], [`${aa.meanRounds.toFixed(2)} turns`]],
    ['left after a win', [left(bh, 'HP')], [left(aa, 'dice')]],
  ];
  const column = (figures: string[]) => (figures.length === 2 ? `${figures[0]!.padStart(8)} ${figures[1]!.padStart(9)}` : figures[0]!);
  const side = ([label, a, b]: [string, string[], string[]]) => `  ${label.padEnd(20)} ${column(a).padStart(18)}  ${column(b).padStart(18)}`;
  // Too narrow for the two side by side, each resolution's figures come one after the other.
  const one = (name: string, k: 1 | 2) => [name, ...tableLines(io, rows.map((r) => ({ label: r[0].trim(), figures: [r[k].join('  ')] })))];
  outLines(io, [
    ...fitLine(io, `${o.className} level ${o.level} vs ${foeSummary(o.foe, o.level)}`).map((l) => io.paint.bold(l)),
    ...fitLine(io, fightsLine(o, bh.fights)),
    ...(stopped ? fitLine(io, `${stopped} aa-combat's fights are ${grouped(aa.fights)} of them.`).map((l) => io.paint.bold(l)) : []),
    ...fitOr(io, [`  ${''.padEnd(20)} ${'Black Hack'.padStart(18)}  ${'aa-combat'.padStart(18)}`, ...rows.map(side)], () => [...one('Black Hack', 1), ...one('aa-combat', 2)]),
    ...fitLine(io, 'aa-combat: the Combat subroutine of Adventure Algorithms, the hero a Class of its class and level, the creature of its HD (docs/rules.md); a turn is one attack.'),
  ]);
}

function printFights(io: Io, o: FightOptions, st: FightStats, stopped?: string): void {
  const row = (label: string, count: number, note?: string): NotedRow => ({ label, figures: [String(count), pct(count / st.fights)], ...(note ? { note } : {}) });
  const rows = [
    row('wins', st.wins, `95% Wilson interval ${pct(st.interval[0])} to ${pct(st.interval[1])}`),
    row('losses', st.losses),
    ...(st.fled > 0 ? [row('fled', st.fled, 'the creature broke and left the zone')] : []),
    ...(st.draws > 0 ? [row('draws', st.draws, 'still fighting after 200 rounds')] : []),
  ];
  const hp = st.hpLeft;
  outLines(io, [
    ...fitLine(io, `${o.className} level ${o.level} vs ${foeSummary(o.foe, o.level)}`).map((l) => io.paint.bold(l)),
    ...fitLine(io, fightsLine(o, st.fights)),
    ...(stopped ? fitLine(io, stopped).map((l) => io.paint.bold(l)) : []),
    ...notedTable(io, rows, (r) => `  ${r.label.padEnd(7)} ${r.figures[0]!.padStart(8)}  ${r.figures[1]!.padStart(7)}`),
    ...fitLine(io, `Fight length in rounds (mean ${st.meanRounds.toFixed(2)})`),
    ...countChart(io, valueBins(st.rounds.map((r) => ({ value: r.rounds, count: r.count }))), st.fights),
    ...fitLine(
      io,
      hp.mean === null
        ? `HP left: no fight was won (the hero's mean Max HP was ${hp.meanMaxHp.toFixed(1)}).`
        : `HP left after a win: mean ${hp.mean.toFixed(1)}, median ${hp.median}, min ${hp.min}, max ${hp.max} of a mean Max HP of ${hp.meanMaxHp.toFixed(1)}`,
    ),
  ]);
}

function registerFight(sim: Command, io: Io): void {
  sim
    .command('fight')
    .description('N fights of a fresh hero against one creature, by the real rules: win rate, fight length, HP left')
    .requiredOption('--hero <class:level>', `the hero: ${CLASS_NAMES.join(', ')}, and a level 1 to ${MAX_LEVEL}, e.g. Warrior:5`)
    .requiredOption('--vs <creature>', 'an Appendix A creature, any case, e.g. Goblin or "giant centipede"')
    .addOption(new Option('--n <fights>', `how many fights, 1 to ${grouped(MAX_FIGHTS)}`).default(String(DEFAULT_FIGHTS), grouped(DEFAULT_FIGHTS)))
    .option('--seed <seed>', SEED_HELP, seedArg)
    .option('--threads <n>', threadsHelp('fight', `one thread below ${FIGHTS_WORTH_THREADS.toLocaleString('en')} fights, else `))
    .option('--json', 'print JSON')
    .addOption(chartSymbolsOption())
    .option('--rules <list>', `${SIM_RULES_HELP}; fight=aa-combat prints Adventure Algorithms' Combat beside the Black Hack's fight; armour, opposition and opponents are the arena's own`, (value: string, previous: string[] = []) => [...previous, value])
    .addHelpText(
      'after',
      '\nEach fight: a hero rolled afresh (kit A), levels added as the tavern adds\nthem, the creature beside it in an open chamber; the initiative decides who\nstrikes first; the hero attacks by moving into it and follows it if it runs; a\nfailed Defend always breaks an armour die while one is left.\n\nCtrl-C stops the run at its next fight and prints the figures of those\nplayed, marked as stopped (--json: a "stopped" field), then exits 130; a\nsecond Ctrl-C ends it at once.\n\nExamples:\n  athack sim fight --hero Warrior:5 --vs Goblin\n  athack sim fight --hero wizard:1 --vs ogre --n 10000 --seed 7 --json',
    )
    .action(async (raw: RawFightOptions) => {
      const o = fightOptions(raw);
      const { fight, ...rules } = o.rules;
      const both = fight === 'aa-combat';
      const tick = progressBar(io, both ? 2 * o.n : o.n, 'fighting');
      const base = { className: o.className, level: o.level, foe: o.foe, n: o.n, seed: o.seed, rules };
      const stop = stopOnSignal();
      try {
        const stats = await poolFights({ ...base, ...(tick ? { onFight: tick } : {}) }, o.threads, stop.signal);
        // Stopped in the Black Hack's fights, aa-combat's are not begun: the report is of the Black Hack's alone.
        const aa = both && !stop.by() ? await poolFights({ ...base, fight, ...(tick ? { onFight: (done: number) => tick(o.n + done) } : {}) }, o.threads, stop.signal) : undefined;
        io.progress?.(null);
        const by = stop.by();
        const played = stats.fights + (aa?.fights ?? 0);
        if (by && played === 0) throw new Interrupted(by, 'sim fight was stopped before a fight was played: nothing to report.');
        const of = both ? 2 * o.n : o.n;
        if (o.json) {
          printJson(io, { hero: { className: o.className, level: o.level }, vs: o.foe.row.name, seed: o.seed, ...(Object.keys(o.rules).length > 0 ? { rules: o.rules } : {}), ...(by ? stoppedJson(by, played, of) : {}), ...stats, ...(aa ? { aaCombat: aa } : {}) });
        } else {
          const stopped = by ? stoppedLine(played, of, 'fight') : undefined;
          if (aa) printSideBySide(io, o, stats, aa, stopped);
          else printFights({ ...io, symbols: chartSymbols(raw.symbols) }, o, stats, stopped);
        }
        // The report printed, the run exits as the signal would have it.
        if (by) throw new Interrupted(by, '');
      } finally {
        stop.end();
      }
    });
}

export function register(program: Command, io: Io): Command {
  const sim = program
    .command('sim')
    .description('Monte Carlo runs of the rules engine: fights against one creature, and whole games of the bot against the AI Opposition');
  registerFight(sim, io);
  registerGames(sim, io);
  return sim;
}
