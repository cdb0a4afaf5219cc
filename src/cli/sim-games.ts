/**
 * `athack sim games`: N whole games of the bot hero against the AI
 * Opposition (src/core/bots/games.ts), shared over the machine's cores:
 * who survives, how deep and how far the Escalation die goes, what kills
 * heroes, and where the tokens go; per game as CSV.
 */
import { Option, type Command } from 'commander';
import { andList, counted } from '../base/words.js';
import { CLASS_NAMES } from '../core/bots/bot.js';
import { EXPLOIT_NAMES, EXPLOITS, type Exploit } from '../core/bots/exploit-play.js';
import { gameStats, survivalCurve, type Counts, type GameRun, type GameStats, type GameSummary, type SurvivalPoint } from '../core/bots/games.js';
import type { ClassName, RulesOptions, SimOptions } from '../core/engine/types.js';
import { reportFileProblem } from '../persist/report-file.js';
import { writeFileSafely } from '../persist/safe-write.js';
import { fsProblem } from '../persist/fs-problem.js';
import type { SymbolSet } from '../tui/style.js';
import { chartSymbols, chartSymbolsOption } from './chart-symbols.js';
import { FailureExit, Interrupted, UsageError } from './errors.js';
import { fitLine, fitTable, grouped, notedTable, outLines, printJson, type NotedRow } from './format.js';
import type { Io } from './io.js';
import { aiRulesFrom, oppositionArg, opponentsArg, ruleName, seedArg } from './options.js';
import { describeRules, SIM_RULES_HELP, simRules, stoppedJson, stoppedLine } from './sim-shared.js';
import { stopOnSignal, type RunStop } from './run-stop.js';
import { poolGames, progressBar } from './pool.js';
import { gamesPage, type PageVariant } from './sim-page.js';
import { countChart, parsed, pct, runLine, runSeed, SEED_HELP, threadsHelp, threadsOf, valueBins, whole } from './sim-shared.js';

export const MAX_GAMES = 10_000;
const DEFAULT_GAMES = 200;
export const MAX_TURNS = 100_000;
const DEFAULT_TURNS = 1500;
/** Causes of death listed by name; the rarer ones are counted together. */
const CAUSES_SHOWN = 10;

interface RawGamesOptions {
  n: string;
  turns: string;
  seed?: string;
  class?: string;
  bot?: string;
  opposition?: string;
  opponents?: string;
  rules?: string[];
  threads?: string;
  json?: boolean;
  csv?: boolean;
  symbols?: SymbolSet;
  html?: string;
  compare?: string[];
}

interface GamesOptions {
  run: GameRun;
  randomSeed: boolean;
  threads: number;
  output: 'text' | 'json' | 'csv' | 'html';
  /** With --html: the file, and each variant's own rules beside the run's (one variant, the run's rules, without --compare). */
  page?: { file: string; variants: { label: string; rules: GameRun['rules'] }[] };
}

function classOf(raw: string | undefined): ClassName | undefined {
  if (raw === undefined) return undefined;
  const found = CLASS_NAMES.find((c) => c.toLowerCase() === raw.trim().toLowerCase());
  if (!found) throw new UsageError(`--class: the class is one of ${CLASS_NAMES.join(', ')}, not "${raw}".`);
  return found;
}

/** `--bot`: the default bot, or one of the exploit policies. */
function botOf(raw: string | undefined): Exploit | undefined {
  if (raw === undefined || raw.trim().toLowerCase() === 'default') return undefined;
  const found = EXPLOIT_NAMES.find((e) => e === raw.trim().toLowerCase());
  if (!found) throw new UsageError(`--bot: the bot is default or one of ${EXPLOIT_NAMES.join(', ')}, not "${raw}".`);
  return found;
}

/** `--rules` as often as given (each option set once), then `--opposition` and `--opponents` as play and autoplay read them. */
function rulesOf(raw: RawGamesOptions): Partial<RulesOptions> & SimOptions {
  const { fight, ...rules } = simRules(raw.rules);
  const out = aiRulesFrom({
    rules,
    ...(raw.opposition === undefined ? {} : { opposition: parsed(oppositionArg, raw.opposition, '--opposition') }),
    ...(raw.opponents === undefined ? {} : { opponents: parsed(opponentsArg, raw.opponents) }),
  }, 'sim games');
  return fight ? { ...out, fight } : out;
}

/** Every option of `sim games`, checked in one place: a UsageError (exit 2) names the option and what it takes. */
export function gamesOptions(raw: RawGamesOptions): GamesOptions {
  const n = whole('--n', raw.n, 1, MAX_GAMES);
  const maxSteps = whole('--turns', raw.turns, 1, MAX_TURNS);
  const className = classOf(raw.class);
  const exploit = botOf(raw.bot);
  const rules = rulesOf(raw);
  const { seed, randomSeed } = runSeed(raw.seed);
  const threads = threadsOf(raw.threads);
  const outputs = (['json', 'csv', 'html'] as const).filter((k) => raw[k] !== undefined && raw[k] !== false).map((k) => `--${k}`);
  if (outputs.length > 1) throw new UsageError(`${andList(outputs)}: give one.`);
  if (raw.compare && raw.html === undefined) throw new UsageError('--compare draws its variants side by side on a page: give --html FILE too.');
  const run: GameRun = { seed, n, maxSteps, rules, ...(className ? { className } : {}), ...(exploit ? { exploit } : {}) };
  const output = raw.json ? 'json' : raw.csv ? 'csv' : raw.html !== undefined ? 'html' : 'text';
  return { run, randomSeed, threads, output, ...(raw.html === undefined ? {} : { page: { file: pageFile(raw.html), variants: variantsOf(raw) } }) };
}

/** The page's file, refused before any game is played when it could not be written. */
function pageFile(file: string): string {
  if (file.trim() === '') throw new UsageError('--html needs the name of the file to write.');
  const problem = reportFileProblem(file);
  if (problem) throw new UsageError(`--html: cannot write ${file}: ${problem}.`);
  return file;
}

/**
 * Each `--compare` list on top of the run's rules, named by what it sets; a variant given twice is refused, and
 * so is one that sets an option the whole run sets already (its complaint naming `--compare`, not `--rules`).
 */
function variantsOf(raw: RawGamesOptions): { label: string; rules: GameRun['rules'] }[] {
  if (!raw.compare) return [{ label: describeRules(rulesOf(raw)), rules: rulesOf(raw) }];
  const runSets = new Map<string, string>(Object.keys(simRules(raw.rules)).map((k) => [k, '--rules']));
  for (const flag of ['opposition', 'opponents'] as const) if (raw[flag] !== undefined) runSets.set(flag, `--${flag}`);
  const variants = raw.compare.map((list) => {
    const own = simRules([list], '--compare');
    const clash = Object.keys(own).find((k) => runSets.has(k));
    if (clash) throw new UsageError(`--compare ${list.trim()}: ${ruleName(clash)} is set for every variant by ${runSets.get(clash)!}; leave it out there to compare it here.`);
    return { label: describeRules(own), rules: rulesOf({ ...raw, rules: [...(raw.rules ?? []), list] }) };
  });
  const twice = variants.find((v, k) => variants.findIndex((w) => w.label === v.label) !== k);
  if (twice) throw new UsageError(`--compare: ${twice.label} is given twice; each variant once.`);
  return variants;
}

const mean = (counts: Counts, n: number) => counts.reduce((sum, c) => sum + c.value * c.count, 0) / n;

function printChart(io: Io, title: string, counts: Counts, n: number): void {
  outLines(io, [...fitLine(io, `${title} (mean ${mean(counts, n).toFixed(2)})`), ...countChart(io, valueBins(counts), n)]);
}

function printCauses(io: Io, causes: GameStats['causes']): void {
  const deaths = causes.reduce((sum, c) => sum + c.count, 0);
  if (deaths === 0) return io.out('No hero died.');
  outLines(io, fitLine(io, `Causes of death (${grouped(deaths)} deaths)`));
  const shown = causes.slice(0, CAUSES_SHOWN);
  const rest = causes.slice(CAUSES_SHOWN);
  const rows = [...shown.map((c) => ({ label: c.cause, count: c.count })), ...(rest.length ? [{ label: `${rest.length} other causes`, count: rest.reduce((sum, c) => sum + c.count, 0) }] : [])];
  outLines(io, countChart(io, rows, deaths, { align: 'left' }));
}

/** How many heroes had not died after each tenth of the actions: the survival curve, as bars. */
function printSurvival(io: Io, survival: SurvivalPoint[], n: number): void {
  outLines(io, [...fitLine(io, 'Heroes not yet dead, by actions taken'), ...countChart(io, survival.map((p) => ({ label: grouped(p.actions), count: p.surviving })), n, { ofTotal: true })]);
}

function printTokens(io: Io, t: GameStats['tokens']): void {
  const row = (label: string, value: number, note?: string): NotedRow => ({ label, figures: [value.toFixed(2)], ...(note ? { note } : {}) });
  const rows = [
    row('hero gained', t.heroGained, 'refreshes, refunds, riddles, bids withdrawn'),
    row('hero spent', t.heroSpent, `of which bid ${t.heroBid.toFixed(2)}`),
    row('Opposition spent on zones', t.oppositionZones, 'from the ledger'),
    row('Opposition bid', t.oppositionBid),
    row('refunded to the hero', t.refunded, 'half of what was spent on each creature that died'),
  ];
  outLines(io, [...fitLine(io, 'Tokens per game, on average'), ...notedTable(io, rows, (r) => `  ${r.label.padEnd(26)} ${r.figures[0]!.padStart(8)}`)]);
}

function printGames(io: Io, o: GamesOptions, st: GameStats, survival: SurvivalPoint[], stopped?: string): void {
  const { run } = o;
  const row = (label: string, count: number, note?: string): NotedRow => ({ label, figures: [String(count), pct(count / st.games)], ...(note ? { note } : {}) });
  const rows = [
    row('won', st.outcomes.won),
    row('alive', st.outcomes.alive, 'still playing when the actions ran out'),
    row('dead', st.outcomes.dead),
    row('survived', st.survived, `95% Wilson interval ${pct(st.interval[0])} to ${pct(st.interval[1])}`),
  ];
  outLines(io, [
    ...fitLine(io, `${run.exploit ? `Games of the ${run.exploit} bot` : 'Bot games'} of ${run.className ? `a ${run.className}` : 'heroes of any class'}, at most ${grouped(run.maxSteps)} action${run.maxSteps === 1 ? '' : 's'} each; rules: ${describeRules(run.rules)}`).map((l) => io.paint.bold(l)),
    ...fitLine(io, runLine(st.games, 'game', run.seed, o.randomSeed)),
    ...(stopped ? fitLine(io, stopped).map((l) => io.paint.bold(l)) : []),
    ...notedTable(io, rows, (r) => `  ${r.label.padEnd(8)} ${r.figures[0]!.padStart(6)}  ${r.figures[1]!.padStart(7)}`),
    ...fitLine(io, `Bot actions per game: mean ${st.meanSteps.toFixed(1)}`),
  ]);
  printSurvival(io, survival, st.games);
  printChart(io, 'Deepest zone depth reached', st.deepest, st.games);
  printChart(io, 'Escalation die at the end', st.escalation, st.games);
  printChart(io, 'Hero level at the end', st.level, st.games);
  printCauses(io, st.causes);
  printWins(io, st.wins, st.outcomes.dead);
  printTokens(io, st.tokens);
  outLines(io, fitLine(io, `Quests: ${grouped(st.quests.taken)} taken, ${grouped(st.quests.completed)} completed${st.quests.taken > 0 ? ` (${pct(st.quests.completed / st.quests.taken)})` : ''}`));
}

/** The Opposition winners: the games each seat's obstacle killed the hero in (the rest of the deaths were the zones' own, or hunger). */
function printWins(io: Io, wins: GameStats['wins'], deaths: number): void {
  if (wins.length === 0) return;
  outLines(io, [
    ...fitLine(io, 'Opposition wins (its obstacle made the kill), by seat'),
    ...fitTable(io, wins.map((w) => `  ${w.seat.padEnd(14)} ${String(w.count).padStart(6)}  ${pct(w.count / deaths).padStart(7)} of the deaths`), () =>
      wins.map((w) => ({ label: w.seat, figures: [String(w.count), `${pct(w.count / deaths)} of the deaths`] })),
    ),
  ]);
}

/** A CSV field, quoted when it holds a comma, a quote, a line break or spaces at an end (RFC 4180). */
const csvField = (value: string | number | null): string => {
  const text = value === null ? '' : String(value);
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

/** The CSV's columns, each with its value for a game: the header and the rows come from the one list. */
const CSV_COLUMNS: [string, (g: GameSummary) => string | number | null][] = [
  ['seed', (g) => g.seed],
  ['class', (g) => g.className],
  ['outcome', (g) => g.outcome],
  ['steps', (g) => g.steps],
  ['level', (g) => g.level],
  ['deepest', (g) => g.deepest],
  ['escalation', (g) => g.escalation],
  ['score', (g) => g.score],
  ['cause', (g) => g.cause],
  ['winner', (g) => g.winner],
  ['hero_gained', (g) => g.tokens.heroGained],
  ['hero_spent', (g) => g.tokens.heroSpent],
  ['hero_bid', (g) => g.tokens.heroBid],
  ['opposition_zones', (g) => g.tokens.oppositionZones],
  ['opposition_bid', (g) => g.tokens.oppositionBid],
  ['refunded', (g) => g.tokens.refunded],
  ['quests_taken', (g) => g.quests.taken],
  ['quests_completed', (g) => g.quests.completed],
];

function printCsv(io: Io, games: GameSummary[]): void {
  io.out(CSV_COLUMNS.map(([name]) => name).join(','));
  for (const g of games) io.out(CSV_COLUMNS.map(([, value]) => csvField(value(g))).join(','));
}

export function registerGames(sim: Command, io: Io): void {
  sim
    .command('games')
    .description('N whole games of the bot hero against the AI Opposition: survival, depth, escalation, causes of death, token flows')
    .addOption(new Option('--n <games>', `how many games, 1 to ${grouped(MAX_GAMES)}`).default(String(DEFAULT_GAMES), grouped(DEFAULT_GAMES)))
    .option('--seed <seed>', `${SEED_HELP}; game k is seeded <seed>:game:k`, seedArg)
    .addOption(new Option('--turns <n>', `bot actions per game at most, 1 to ${grouped(MAX_TURNS)}`).default(String(DEFAULT_TURNS), grouped(DEFAULT_TURNS)))
    .option('--class <class>', `the hero's class: ${CLASS_NAMES.join(', ')} (when left out, each game's seed picks one)`)
    .option('--bot <policy>', `the bot's policy: default, or one that leans on an exploit: ${EXPLOIT_NAMES.join(', ')}`)
    .option('--opposition <ai>', 'the AI Opposition: easy, fair (default), hard, none, or AI seats listed as easy,hard')
    .option('--opponents <n>', 'how many AI Opposition players, 1 to 4')
    .option('--rules <list>', SIM_RULES_HELP, (value: string, previous: string[] = []) => [...previous, value])
    .option('--threads <n>', threadsHelp('play'))
    .option('--json', 'print JSON')
    .option('--csv', 'print one CSV row per game, under a header')
    .option('--html <file>', 'write a page of charts (survival, depth, causes of death), one column per rules variant: self-contained, no network or script')
    .option('--compare <list>', 'with --html: a rules variant, as --rules takes it, on top of the run\'s rules; give it once for each variant, e.g. --compare search=test --compare search=survey', (value: string, previous: string[] = []) => [...previous, value])
    .addOption(chartSymbolsOption())
    .addHelpText(
      'after',
      '\nEach game: the bot creates its hero and plays through the reducer, as\n`athack autoplay` does, until the hero wins, dies or has taken --turns\nactions.\n\nThe --bot policies are the default bot plus one trick each:\n' +
        EXPLOIT_NAMES.map((e) => `  ${e.padEnd(16)} ${EXPLOITS[e]}`).join('\n') +
        '\n\nCtrl-C stops the run at its next game and prints the figures of those\nplayed, marked as stopped (--json: a "stopped" field; --html writes no\npage), then exits 130; a second Ctrl-C ends it at once.' +
        '\n\nExamples:\n  athack sim games --n 100 --seed 1\n  athack sim games --n 200 --seed 1 --rules power=high --opposition hard\n  athack sim games --n 500 --class wizard --csv > games.csv\n  athack sim games --n 100 --seed 1 --bot deep-exit\n  athack sim games --n 300 --seed 1 --html search.html --compare search=test --compare search=survey',
    )
    .action(async (raw: RawGamesOptions) => {
      const o = gamesOptions(raw);
      const stop = stopOnSignal();
      try {
        if (o.page) return await writePage(io, o, o.page, stop);
        const tick = progressBar(io, o.run.n, 'playing');
        const games = await poolGames(o.run, o.threads, tick, stop.signal);
        io.progress?.(null);
        const by = stop.by();
        if (by && games.length === 0) throw new Interrupted(by, 'sim games was stopped before a game was played: nothing to report.');
        printReport({ ...io, symbols: chartSymbols(raw.symbols) }, o, games, by);
        // The report printed, the run exits as the signal would have it.
        if (by) throw new Interrupted(by, '');
      } finally {
        stop.end();
      }
    });
}

/** The report of the games played, in the output asked for; `by`, the signal that stopped the run before its end. */
function printReport(io: Io, o: GamesOptions, games: GameSummary[], by: NodeJS.Signals | undefined): void {
  const stopped = by ? stoppedLine(games.length, o.run.n, 'game') : undefined;
  if (o.output === 'csv') {
    printCsv(io, games);
    // Beside the CSV, not in it: a program reading the rows would take the line for one.
    if (stopped) io.err(stopped);
    return;
  }
  const stats = gameStats(games);
  const survival = survivalCurve(games, o.run.maxSteps);
  if (o.output === 'json') {
    return printJson(io, { seed: o.run.seed, turns: o.run.maxSteps, className: o.run.className ?? null, bot: o.run.exploit ?? 'default', rules: o.run.rules, ...(by ? stoppedJson(by, games.length, o.run.n) : {}), ...stats, survival });
  }
  printGames(io, o, stats, survival, stopped);
}

/**
 * The same games under each variant, one after another, then the page comparing them. A stopped run writes no
 * page: its variants would stand side by side over different games, or some over none.
 */
async function writePage(io: Io, o: GamesOptions, page: NonNullable<GamesOptions['page']>, stop: RunStop): Promise<void> {
  const total = o.run.n * page.variants.length;
  const tick = progressBar(io, total, 'playing');
  const variants: PageVariant[] = [];
  let played = 0;
  for (const [k, variant] of page.variants.entries()) {
    const run = { ...o.run, rules: variant.rules };
    const games = await poolGames(run, o.threads, tick && ((done) => tick(k * o.run.n + done)), stop.signal);
    played += games.length;
    const by = stop.by();
    if (by) {
      io.progress?.(null);
      throw new Interrupted(by, `sim games was stopped after ${grouped(played)} of ${grouped(total)} games: ${page.file} was not written, as its variants would not stand over the same games; --seed ${JSON.stringify(o.run.seed)} plays them again.`);
    }
    variants.push({ label: variant.label, stats: gameStats(games), survival: survivalCurve(games, run.maxSteps) });
  }
  io.progress?.(null);
  const text = gamesPage({ seed: o.run.seed, games: o.run.n, turns: o.run.maxSteps, heroes: o.run.className ? `a ${o.run.className}` : 'heroes of any class', rules: describeRules(o.run.rules) }, variants);
  try {
    writeFileSafely(page.file, text);
  } catch (error) {
    throw new FailureExit(`cannot write ${page.file}: ${fsProblem(error)}; the games' figures are lost, but --seed ${JSON.stringify(o.run.seed)} plays them again.`);
  }
  outLines(io, fitLine(io, `Wrote ${page.file}: ${counted(variants.length, 'rules variant')} side by side (${variants.map((v) => v.label).join('; ')}); ${runLine(o.run.n, 'game', o.run.seed, o.randomSeed)}, under each.`));
}
