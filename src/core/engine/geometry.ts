/** Squares, directions and distances on the zone grid (RULES.md §2). */
import type { Point } from '../../procgen/grid.js';
import type { Dir } from './types.js';

export const DIR_STEPS: Record<Dir, Point> = {
  n: { x: 0, y: -1 },
  ne: { x: 1, y: -1 },
  e: { x: 1, y: 0 },
  se: { x: 1, y: 1 },
  s: { x: 0, y: 1 },
  sw: { x: -1, y: 1 },
  w: { x: -1, y: 0 },
  nw: { x: -1, y: -1 },
};

export const DIRS = Object.keys(DIR_STEPS) as Dir[];

/** The way back from each direction. */
export const BACK: Record<Dir, Dir> = { n: 's', s: 'n', e: 'w', w: 'e', ne: 'sw', sw: 'ne', nw: 'se', se: 'nw' };

/** The square one step from `p` in direction `dir`. */
export function stepFrom(p: Point, dir: Dir): Point {
  const d = DIR_STEPS[dir];
  return { x: p.x + d.x, y: p.y + d.y };
}

export const key = (x: number, y: number) => `${x},${y}`;

/** The square a `key` names. */
export function keyPoint(k: string): Point {
  const [x, y] = k.split(',').map(Number) as [number, number];
  return { x, y };
}

/** Chebyshev distance: diagonal steps cost the same as straight ones. */
export function distance(a: Point, b: Point): number {
  return Math.max(Math.abs(a.x - b.x), Math.abs(a.y - b.y));
}

export type RangeBand = 'Close' | 'Nearby' | 'Faraway' | 'Distant';

/** Close is adjacent, Nearby 2–6 squares, Faraway 7–12, Distant beyond. */
export function rangeBand(d: number): RangeBand {
  if (d <= 1) return 'Close';
  if (d <= 6) return 'Nearby';
  if (d <= 12) return 'Faraway';
  return 'Distant';
}

export const BAND_REACH: Record<RangeBand, number> = { Close: 1, Nearby: 6, Faraway: 12, Distant: Infinity };

/** Where `p` lies from `from`, east or west first, then north or south: "3 east 1 north", "here". */
export function whereFrom(from: Point, p: Point): string {
  const dx = p.x - from.x;
  const dy = p.y - from.y;
  const parts = [dx > 0 ? `${dx} east` : dx < 0 ? `${-dx} west` : '', dy > 0 ? `${dy} south` : dy < 0 ? `${-dy} north` : ''].filter(Boolean);
  return parts.length > 0 ? parts.join(' ') : 'here';
}

/**
 * A square as a message names it, counted from the hero: "3 east 1 north
 * of you", or `here` on the hero's own square. The screen shows no
 * coordinates, so "at 14,11" told the player nothing.
 */
export function fromYou(hero: Point, p: Point, here = 'where you stand', you = 'you'): string {
  const where = whereFrom(hero, p);
  return where === 'here' ? here : `${where} of ${you}`;
}

/** A square aimed at, as a message names it: "you" on the hero's own square, else "a spot 3 east of you". */
export function spotFromYou(hero: Point, p: Point): string {
  return p.x === hero.x && p.y === hero.y ? 'you' : `a spot ${fromYou(hero, p)}`;
}
