/**
 * Many arena fights and what they add up to: the win rate with a 95%
 * Wilson interval, how long fights last, and the HP the hero has left.
 * Fight k of a run with seed S is the game seeded `S:fight:k`, so the same
 * seed always gives the same figures.
 */
import { aaArenaFight, appendixA, arenaFight, MAX_ROUNDS, type Foe, type FightResult } from './arena.js';
import type { ClassName, RulesOptions } from '../engine/types.js';
import { editDistance } from '../../base/edit-distance.js';

export interface FightStats {
  fights: number;
  wins: number;
  losses: number;
  /** The creature broke and left the zone. */
  fled: number;
  /** Still going after MAX_ROUNDS. */
  draws: number;
  /** The hero retreated and got away (aa-combat only). */
  escaped: number;
  winRate: number;
  /** 95% Wilson score interval of the win rate. */
  interval: [number, number];
  meanRounds: number;
  /** How many fights lasted each number of rounds. */
  rounds: { rounds: number; count: number }[];
  /** The hero's HP at the end of the fights won; null figures when none were. */
  hpLeft: { mean: number | null; median: number | null; min: number | null; max: number | null; meanMaxHp: number };
}

/** The Wilson score interval for `k` successes in `n` trials (z = 1.96 for 95%). */
export function wilson(k: number, n: number, z = 1.959963984540054): [number, number] {
  if (n === 0) return [0, 1];
  const p = k / n;
  const z2 = z * z;
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const half = (z / (1 + z2 / n)) * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n));
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

/** The Appendix A creature called `name` (any case), or the names closest to it. */
export function findFoe(name: string): { foe: Foe } | { closest: string[] } {
  const all = appendixA();
  const want = name.trim().toLowerCase();
  const foe = all.find((f) => f.row.name.toLowerCase() === want);
  if (foe) return { foe };
  const scored = all.map((f) => {
    const n = f.row.name.toLowerCase();
    // A name holding what was typed is the likeliest meant ("centipede": Giant Centipede), before a short name
    // the typed word happens to hold ("Ent"), and both before a name a few edits away.
    return { name: f.row.name, score: n.includes(want) ? 0 : want.includes(n) ? 1 : 1 + editDistance(want, n) };
  });
  scored.sort((a, b) => a.score - b.score || a.name.localeCompare(b.name));
  return { closest: scored.slice(0, 5).map((s) => s.name) };
}

export interface FightRun {
  className: ClassName;
  level: number;
  foe: Foe;
  n: number;
  seed: string;
  /** Told how many fights are done so far (for a progress bar). */
  onFight?: (done: number) => void;
  /** The fight resolution: the Black Hack's on the grid (the default), or Adventure Algorithms' Combat. */
  fight?: 'blackhack' | 'aa-combat';
  /** Rules options for the Black Hack's arena games (load, reactions, movement). */
  rules?: Partial<RulesOptions>;
}

export const median = (sorted: readonly number[]) => (sorted.length === 0 ? null : sorted.length % 2 ? sorted[(sorted.length - 1) / 2]! : (sorted[sorted.length / 2 - 1]! + sorted[sorted.length / 2]!) / 2);

/**
 * What a share of a run's fights add up to, as plain data: shares fought
 * apart (on other threads) are merged, and the figures do not depend on how
 * the fights were shared out.
 */
export interface FightTally {
  fights: number;
  outcomes: Record<FightResult['outcome'], number>;
  /** `byRounds[r]`: fights that lasted `r` rounds. */
  byRounds: number[];
  /** The hero's HP at the end of each fight won, in no order. */
  hpLeft: number[];
  roundSum: number;
  maxHpSum: number;
  /** Max HP summed over the fights won, to set beside the HP left after them. */
  winMaxHpSum: number;
}

export function emptyTally(): FightTally {
  return { fights: 0, outcomes: { win: 0, loss: 0, fled: 0, draw: 0, escaped: 0 }, byRounds: [], hpLeft: [], roundSum: 0, maxHpSum: 0, winMaxHpSum: 0 };
}

function addFight(t: FightTally, r: FightResult): void {
  t.fights++;
  t.outcomes[r.outcome]++;
  t.byRounds[r.rounds] = (t.byRounds[r.rounds] ?? 0) + 1;
  t.roundSum += r.rounds;
  t.maxHpSum += r.maxHp;
  if (r.outcome !== 'win') return;
  t.hpLeft.push(r.hpLeft);
  t.winMaxHpSum += r.maxHp;
}

export function mergeTallies(a: FightTally, b: FightTally): FightTally {
  const byRounds = Array.from({ length: Math.max(a.byRounds.length, b.byRounds.length) }, (_, r) => (a.byRounds[r] ?? 0) + (b.byRounds[r] ?? 0));
  const outcomes = { win: a.outcomes.win + b.outcomes.win, loss: a.outcomes.loss + b.outcomes.loss, fled: a.outcomes.fled + b.outcomes.fled, draw: a.outcomes.draw + b.outcomes.draw, escaped: a.outcomes.escaped + b.outcomes.escaped };
  return { fights: a.fights + b.fights, outcomes, byRounds, hpLeft: [...a.hpLeft, ...b.hpLeft], roundSum: a.roundSum + b.roundSum, maxHpSum: a.maxHpSum + b.maxHpSum, winMaxHpSum: a.winMaxHpSum + b.winMaxHpSum };
}

/**
 * Fights `from` to `to - 1` of a run: fight k is the game seeded `S:fight:k`. `stop`, asked before each
 * fight, ends the share early: the tally is then of the fights before it (`fights` says how many).
 */
export function fightShare(run: FightRun, from: number, to: number, stop?: () => boolean): FightTally {
  const t = emptyTally();
  for (let k = from; k < to && !stop?.(); k++) {
    const seed = `${run.seed}:fight:${k}`;
    const r = run.fight === 'aa-combat' ? aaArenaFight(seed, run.className, run.level, run.foe) : arenaFight(seed, run.className, run.level, run.foe, MAX_ROUNDS, run.rules);
    addFight(t, r);
    run.onFight?.(k - from + 1);
  }
  return t;
}

export function fightStats(t: FightTally): FightStats {
  const hpLeft = [...t.hpLeft].sort((a, b) => a - b);
  const n = t.fights;
  return {
    fights: n,
    wins: t.outcomes.win,
    losses: t.outcomes.loss,
    fled: t.outcomes.fled,
    draws: t.outcomes.draw,
    escaped: t.outcomes.escaped,
    winRate: t.outcomes.win / n,
    interval: wilson(t.outcomes.win, n),
    meanRounds: t.roundSum / n,
    rounds: t.byRounds.flatMap((count, rounds) => (count ? [{ rounds, count }] : [])),
    hpLeft: {
      mean: hpLeft.length ? hpLeft.reduce((a, b) => a + b, 0) / hpLeft.length : null,
      median: median(hpLeft),
      min: hpLeft[0] ?? null,
      max: hpLeft.at(-1) ?? null,
      // The heroes who won, when any did: HP left is read against their own Max HP.
      meanMaxHp: hpLeft.length ? t.winMaxHpSum / hpLeft.length : t.maxHpSum / n,
    },
  };
}

export function simulateFights(run: FightRun): FightStats {
  return fightStats(fightShare(run, 0, run.n));
}
