/** `athack odds bid`: who wins a sealed bid, for given bids or against the AI's bid as the game rolls it. */
import { InvalidArgumentError, type Command } from 'commander';
import { Fraction } from '../../base/fraction.js';
import { HOME_CONSUMABLE_RATE, SPENDS, spendInfo, type SpendKind } from '../../core/engine/spends/catalogue.js';
import type { OppositionPlayer } from '../../core/engine/types.js';
import { aiBidDistribution, bidToWin, heroWins, totalBid } from '../../core/odds/sealed-bid.js';
import { UsageError } from '../errors.js';
import { integerArg } from '../integer-arg.js';
import type { Io } from '../io.js';
import { barChart, exact, fitLine, grouped, outLines, percent, printJson } from '../format.js';

const DIFFICULTIES: readonly OppositionPlayer['difficulty'][] = ['easy', 'fair', 'hard'];
/** The most Opposition players a game has. */
const MAX_PLAYERS = 4;

function difficultyArg(value: string): OppositionPlayer['difficulty'] {
  const d = DIFFICULTIES.find((x) => x === value.trim().toLowerCase());
  if (!d) throw new InvalidArgumentError(`the AI is one of ${DIFFICULTIES.join(', ')}, not "${value}".`);
  return d;
}

function spendArg(value: string): SpendKind {
  const s = SPENDS.find((x) => x.what === value.trim().toLowerCase());
  if (!s) throw new InvalidArgumentError(`the spend is one of ${SPENDS.map((x) => x.what).join(', ')}, not "${value}".`);
  return s.what;
}

/** The most tokens an AI player may hold when it bids. */
const MAX_TOKENS = 9999;
/**
 * A player bids at most what it holds; the hero's bid reaches to what all the Opposition's together may
 * bid, so that every bid this command names (to win always against four players) can be asked of it.
 */
const bidArg = integerArg('a bid', 0, MAX_PLAYERS * MAX_TOKENS);
const bidsArg = (v: string, prev: number[] = []) => [...prev, integerArg('an Opposition bid', 0, MAX_TOKENS)(v)];

interface BidOptions {
  vs?: number[];
  ai?: OppositionPlayer['difficulty'];
  tokens?: number;
  spend?: SpendKind;
  players?: number;
  home?: boolean;
  json?: boolean;
}

const CONSUMABLES: readonly SpendKind[] = ['sustenance', 'illumination'];

/** What each of the hero's tokens counts: three at Home toward a Consumable. */
function rateOf(opts: BidOptions): number {
  if (!opts.home) return 1;
  if (opts.spend && !CONSUMABLES.includes(opts.spend)) throw new UsageError(`--home: only a bid on sustenance or illumination counts three at Home, not one on ${opts.spend}.`);
  return HOME_CONSUMABLE_RATE;
}

/** Fixed bids: the outcome and what each side loses. */
function fixedBids(io: Io, hero: number, vs: number[], rate: number, json: boolean): void {
  const against = vs.reduce((a, b) => a + b, 0);
  const counts = hero * rate;
  const heroWon = counts >= against;
  if (json) {
    printJson(io, { hero, heroCounts: counts, opposition: vs, oppositionTotal: against, winner: heroWon ? 'hero' : 'opposition', heroLoses: hero, oppositionLoses: against });
    return;
  }
  const yours = rate === 1 ? `you ${hero}` : `you ${hero} (×${rate} at Home: ${counts})`;
  outLines(io, [
    `Sealed bids: ${yours}; the Opposition ${vs.length > 1 ? `${vs.join(' + ')} = ${against}` : against}.`,
    heroWon ? `You win${counts === against ? ' the tie (ties go to you)' : ''}: the spend goes ahead.` : 'The Opposition wins: the spend does not happen, and the tokens you put on it are lost.',
    `Every bid token is lost: you lose ${hero}, the Opposition ${against}.`,
  ].flatMap((l) => fitLine(io, l)));
}

/** The AI's bid as an exact distribution, and the hero's chance with `hero`. */
function againstAi(io: Io, hero: number, opts: BidOptions & { ai: OppositionPlayer['difficulty']; tokens: number; spend: SpendKind; players: number }, rate: number): void {
  const one = aiBidDistribution({ difficulty: opts.ai, tokens: opts.tokens, what: opts.spend });
  const total = totalBid(Array<typeof one>(opts.players).fill(one));
  const win = heroWins(hero, total, rate);
  const shares = { half: new Fraction(1, 2), nineInTen: new Fraction(9, 10), always: Fraction.ONE };
  const needed = Object.fromEntries(Object.entries(shares).map(([k, share]) => [k, bidToWin(total, share, rate)]));
  if (opts.json) {
    printJson(io, {
      hero,
      rate,
      ai: opts.ai,
      tokens: opts.tokens,
      spend: opts.spend,
      players: opts.players,
      opposition: total.entries().map((e) => ({ total: e.value, ...exact(e.probability) })),
      win: exact(win),
      bidToWin: needed,
    });
    return;
  }
  const who = opts.players === 1 ? `${opts.ai === 'easy' ? 'An' : 'A'} ${opts.ai} AI player's sealed bid` : `The total of ${opts.players} ${opts.ai} AI players' sealed bids`;
  outLines(io, [...fitLine(io, `${who} on “${spendInfo(opts.spend).name}”, holding ${opts.tokens} token${opts.tokens === 1 ? '' : 's'}${opts.players === 1 ? '' : ' each'}:`), ...barChart(io, total.entries().map((e) => ({ label: String(e.value), probability: e.probability })))]);
  const counts = rate === 1 ? '' : ` (×${rate} at Home: ${hero * rate})`;
  // A chance of 0 or 1 printed as a fraction reads as a count ("wins 1"): say it in words.
  const chance = win.num === 0n ? 'never wins' : win.num === win.den ? 'always wins' : `wins ${io.paint.bold(win.toString())}  ${percent(win)}`;
  outLines(io, [...fitLine(io, `Your bid of ${hero}${counts} ${chance} (ties go to you).`), ...fitLine(io, `To win half the time bid ${needed.half}; nine times in ten, ${needed.nineInTen}; always, ${needed.always}.`)]);
}

export function registerBid(odds: Command, io: Io): void {
  odds
    .command('bid')
    .description('sealed bids: who wins given bids, or your chance against the AI\'s bid as the game rolls it')
    .argument('<bid>', `your bid in tokens, 0 to ${grouped(MAX_PLAYERS * MAX_TOKENS)}`, bidArg)
    .option('--vs <bids...>', `the Opposition players' bids, 0 to ${grouped(MAX_TOKENS)} each, one each for up to ${MAX_PLAYERS} players, e.g. --vs 3 4`, bidsArg)
    .option('--ai <difficulty>', 'instead, the AI\'s own bid: easy, fair or hard', difficultyArg)
    .option('--tokens <n>', 'with --ai: the tokens each AI player holds when it bids (at least 1: a player with none cannot bid)', integerArg('--tokens', 1, MAX_TOKENS))
    .option('--spend <what>', `with --ai: what is contested, one of ${SPENDS.map((x) => x.what).join(', ')}`, spendArg)
    .option('--players <n>', 'with --ai: how many AI players bid', integerArg('--players', 1, MAX_PLAYERS))
    .option('--home', 'a bid at Home on Sustenance or Illumination, where each of your tokens counts three')
    .option('--json', 'print JSON')
    .addHelpText('after', '\nExamples:\n  athack odds bid 5 --vs 3 4\n  athack odds bid 6 --ai fair --tokens 30 --spend escape\n  athack odds bid 2 --ai hard --tokens 40 --spend sustenance --home --json')
    .action((hero: number, opts: BidOptions) => {
      const rate = rateOf(opts);
      if (opts.vs && opts.ai) throw new UsageError('give the Opposition\'s bids (--vs) or its AI (--ai), not both.');
      if (opts.vs && opts.vs.length > MAX_PLAYERS) throw new UsageError(`--vs: at most ${MAX_PLAYERS} Opposition players bid, not ${opts.vs.length}.`);
      const aiOnly = (['tokens', 'spend', 'players'] as const).filter((k) => opts[k] !== undefined);
      if (opts.vs && aiOnly.length > 0) throw new UsageError(`${aiOnly.map((k) => `--${k}`).join(', ')} go${aiOnly.length === 1 ? 'es' : ''} with --ai, not with given bids (--vs).`);
      if (opts.vs) return fixedBids(io, hero, opts.vs, rate, opts.json === true);
      if (!opts.ai) throw new UsageError('give the Opposition\'s bids (--vs 3 4) or its AI (--ai fair --tokens 30 --spend escape).');
      if (opts.tokens === undefined || opts.spend === undefined) throw new UsageError('--ai needs --tokens (what each AI player holds) and --spend (what is contested).');
      againstAi(io, hero, { ...opts, ai: opts.ai, tokens: opts.tokens, spend: opts.spend, players: opts.players ?? 1 }, rate);
    });
}
