/**
 * Whole bot games against the AI Opposition, many at a time, and what they
 * add up to: who survived (with a 95% Wilson interval), how deep, how far
 * the Escalation die went, how heroes died, and where the @HACK! tokens
 * went. Game k of a run seeded S is the game seeded `S:game:k`, so the
 * figures depend on the seed alone, however the games are shared out.
 */
import { startingTokens } from '../engine/tokens.js';
import type { ClassName, GameState, RulesOptions, SimOptions } from '../engine/types.js';
import { wilson } from './fights.js';
import { playGame } from './play.js';
import { oppositionSeat } from '../engine/seats.js';
import type { Exploit } from './exploit-play.js';

export interface GameRun {
  seed: string;
  n: number;
  /** Bot actions per game at most. */
  maxSteps: number;
  rules: Partial<RulesOptions> & SimOptions;
  /** The hero's class; each game's own seed picks one when left out. */
  className?: ClassName;
  /** The bot's policy: one leaning on an exploit (exploit-play.ts), or the default bot when left out. */
  exploit?: Exploit;
}

/** Tokens as they moved in one game (or, in `GameStats`, their means per game). */
export interface TokenFlows {
  /** The rises of the hero's tokens, action by action: refreshes, refunds, riddles, bids withdrawn. */
  heroGained: number;
  /** The falls of the hero's tokens: spends, insisting and bids. */
  heroSpent: number;
  /** The part of `heroSpent` bid against the Opposition's sealed bids, all of it lost. */
  heroBid: number;
  /** What the Opposition bought zones with, from the ledger. */
  oppositionZones: number;
  /** What the Opposition bid, all of it lost. */
  oppositionBid: number;
  /** Half of what the Opposition spent on each creature the hero saw die, given to the hero. */
  refunded: number;
}

export type Outcome = 'won' | 'alive' | 'dead';

export interface GameSummary {
  seed: string;
  className: ClassName;
  /** `alive`: still playing when the actions ran out. */
  outcome: Outcome;
  steps: number;
  level: number;
  deepest: number;
  escalation: number;
  score: number;
  cause: string | null;
  /** The Opposition winner's seat (`opposition:2`) when one of its obstacles killed the hero. */
  winner: string | null;
  tokens: TokenFlows;
  /** Quests the hero took at the quest board, and completed (paid back at Home). */
  quests: { taken: number; completed: number };
  /** Zones the hero left alive (each counted once). */
  zonesLeft: number;
  /** The tokens as the hero first stood in the Final Zone, the Opposition's stocking done; null when the hero never got there. */
  finalZone: FinalZoneTokens | null;
}

/** Tokens as the hero first stands in the Final Zone: what each side could still have spent. */
export interface FinalZoneTokens {
  hero: number;
  /** The hero's refresh then: what leaving one zone would have paid. */
  heroRefresh: number;
  /** What the Opposition still holds, all its players together, and all it was ever given (its start included). */
  oppositionHeld: number;
  oppositionReceived: number;
}

/** The games of a share of a run, in the order of their numbers: shares merge by joining them in order. */
export type GameTally = GameSummary[];

export const mergeGames = (a: GameTally, b: GameTally): GameTally => [...a, ...b];

/** How many games ended with each value (those with none left out), smallest first. */
export type Counts = { value: number; count: number }[];

export interface GameStats {
  games: number;
  outcomes: Record<Outcome, number>;
  /** Games not lost: won, or alive when the actions ran out. */
  survived: number;
  survivalRate: number;
  /** 95% Wilson score interval of the survival rate. */
  interval: [number, number];
  meanSteps: number;
  deepest: Counts;
  escalation: Counts;
  level: Counts;
  /** Every cause of death, commonest first; `share` is of the deaths. */
  causes: { cause: string; count: number; share: number }[];
  /** Kills by each Opposition seat (the Opposition winner of the game), in seat order. */
  wins: { seat: string; count: number }[];
  /** Means per game. */
  tokens: TokenFlows;
  /** Quests in all the games: taken, and completed. */
  quests: { taken: number; completed: number };
}

const outcomeOf = (s: GameState): Outcome => (s.phase === 'won' ? 'won' : s.phase === 'dead' ? 'dead' : 'alive');

/** What the end of a game says of the Opposition's tokens; the hero's are followed as the game goes. */
function oppositionFlows(s: GameState): Pick<TokenFlows, 'heroBid' | 'oppositionZones' | 'oppositionBid' | 'refunded'> {
  const contests = s.contests ?? [];
  return {
    heroBid: contests.reduce((sum, c) => sum + (c.hero ?? 0), 0),
    oppositionZones: s.ledger.reduce((sum, e) => sum + e.tokens, 0),
    oppositionBid: contests.reduce((sum, c) => sum + c.bids.reduce((t, b) => t + b.tokens, 0), 0),
    refunded: s.tokens.opposition.reduce((sum, p) => sum + p.lost, 0),
  };
}

/** Every token the Opposition pays out is counted in its `spent`, so held and spent are all it was given. */
function finalZoneTokens(s: GameState): FinalZoneTokens {
  const held = s.tokens.opposition.reduce((sum, p) => sum + p.tokens, 0);
  return { hero: s.tokens.hero, heroRefresh: s.tokens.heroRefresh, oppositionHeld: held, oppositionReceived: held + s.tokens.opposition.reduce((sum, p) => sum + p.spent, 0) };
}

/** Game k of a run, played by the bot to its end or to the run's last action. */
export function playRunGame(run: GameRun, k: number): GameSummary {
  const seed = `${run.seed}:game:${k}`;
  const start = startingTokens(run.rules).tokens;
  let held = start.hero;
  let heroGained = 0;
  let heroSpent = 0;
  let finalZone: FinalZoneTokens | null = null;
  const g = playGame(seed, run.rules, {
    maxSteps: run.maxSteps,
    ...(run.className ? { className: run.className } : {}),
    ...(run.exploit ? { exploit: run.exploit } : {}),
    onAction: ({ state }) => {
      const change = state.tokens.hero - held;
      if (change > 0) heroGained += change;
      else heroSpent -= change;
      held = state.tokens.hero;
      if (!finalZone && state.zone !== null && state.zone === state.finalZone) finalZone = finalZoneTokens(state);
    },
  });
  const s = g.state;
  return {
    seed,
    className: s.hero.className,
    outcome: outcomeOf(s),
    steps: g.steps,
    level: s.hero.level,
    deepest: s.deepest,
    escalation: s.escalation,
    score: s.score,
    cause: s.causeOfDeath,
    winner: s.killer === undefined || s.killer === null ? null : oppositionSeat(s.killer),
    tokens: { heroGained, heroSpent, ...oppositionFlows(s) },
    quests: { taken: s.quests?.taken ?? 0, completed: s.quests?.completed ?? 0 },
    zonesLeft: Object.values(s.zones).filter((z) => z.left).length,
    finalZone,
  };
}

/**
 * Games `from` to `to - 1` of a run; `onGame` hears how many of them are done. `stop`, asked before each game,
 * ends the share early: the tally is then of the games before it.
 */
export function gameShare(run: GameRun, from: number, to: number, onGame?: (done: number) => void, stop?: () => boolean): GameTally {
  const out: GameTally = [];
  for (let k = from; k < to && !stop?.(); k++) {
    out.push(playRunGame(run, k));
    onGame?.(k - from + 1);
  }
  return out;
}

function tally<K>(keys: K[]): [K, number][] {
  const by = new Map<K, number>();
  for (const key of keys) by.set(key, (by.get(key) ?? 0) + 1);
  return [...by];
}

const counts = (values: number[]): Counts => tally(values).map(([value, count]) => ({ value, count })).sort((a, b) => a.value - b.value);

function causes(games: GameTally): GameStats['causes'] {
  const deaths = games.filter((g) => g.outcome === 'dead');
  return tally(deaths.map((g) => g.cause ?? 'unknown'))
    .map(([cause, count]) => ({ cause, count, share: count / deaths.length }))
    .sort((a, b) => b.count - a.count || a.cause.localeCompare(b.cause));
}

/** Kills per Opposition seat, in seat order. */
function wins(games: GameTally): GameStats['wins'] {
  return tally(games.flatMap((g) => (g.winner ? [g.winner] : [])))
    .map(([seat, count]) => ({ seat, count }))
    .sort((a, b) => a.seat.localeCompare(b.seat));
}

function meanFlows(games: GameTally): TokenFlows {
  const keys = ['heroGained', 'heroSpent', 'heroBid', 'oppositionZones', 'oppositionBid', 'refunded'] as const;
  return Object.fromEntries(keys.map((key) => [key, games.reduce((sum, g) => sum + g.tokens[key], 0) / games.length])) as unknown as TokenFlows;
}

/** Heroes still alive (or winners) after so many actions: a point of the survival curve. */
export interface SurvivalPoint {
  actions: number;
  surviving: number;
}

/**
 * The survival curve: how many heroes had not died after each of `points`
 * even steps up to `maxSteps` actions (fewer when the steps would repeat).
 * A hero who won or was still playing at the end never leaves it.
 */
export function survivalCurve(games: GameTally, maxSteps: number, points = 10): SurvivalPoint[] {
  const marks = [...new Set(Array.from({ length: points }, (_, k) => Math.round((maxSteps * (k + 1)) / points)))].filter((a) => a > 0);
  return marks.map((actions) => ({ actions, surviving: games.filter((g) => !(g.outcome === 'dead' && g.steps <= actions)).length }));
}

export function gameStats(games: GameTally): GameStats {
  const n = games.length;
  const outcomes: Record<Outcome, number> = { won: 0, alive: 0, dead: 0 };
  for (const g of games) outcomes[g.outcome]++;
  const survived = outcomes.won + outcomes.alive;
  return {
    games: n,
    outcomes,
    survived,
    survivalRate: survived / n,
    interval: wilson(survived, n),
    meanSteps: games.reduce((sum, g) => sum + g.steps, 0) / n,
    deepest: counts(games.map((g) => g.deepest)),
    escalation: counts(games.map((g) => g.escalation)),
    level: counts(games.map((g) => g.level)),
    causes: causes(games),
    wins: wins(games),
    tokens: meanFlows(games),
    quests: { taken: games.reduce((sum, g) => sum + g.quests.taken, 0), completed: games.reduce((sum, g) => sum + g.quests.completed, 0) },
  };
}
