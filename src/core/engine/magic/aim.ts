/**
 * Where a spell goes (RULES.md §2): Close is the next square, Nearby up to 6,
 * Faraway up to 12 (Chebyshev), Distant anything in view; a creature or a
 * square aimed at must be in view, except for the spells that reach any
 * place the caster knows.
 */
import type { Spell } from '../../../data/blackhack/schema.js';
import type { Target } from '../actions.js';
import type { Ctx } from '../context.js';
import { BAND_REACH, distance, key } from '../geometry.js';
import { Refusal } from '../refusal.js';
import type { CreatureState } from '../types.js';
import { heroSees } from '../view.js';
import { currentZone } from '../zones.js';

export type AimKind = 'none' | 'creature' | 'creature-or-self' | 'square' | 'square-or-self' | 'any';

export interface Point {
  x: number;
  y: number;
}

/** What a spell was aimed at: the caster, a creature, or a square. */
export interface Aim {
  self: boolean;
  creature?: CreatureState;
  square?: Point;
}

export const REACH: Record<Spell['range'], number> = {
  self: 0,
  Close: BAND_REACH.Close,
  Nearby: BAND_REACH.Nearby,
  Faraway: BAND_REACH.Faraway,
  Distant: BAND_REACH.Distant,
  unlimited: Infinity,
};

export function needZone(ctx: Ctx): void {
  if (ctx.s.phase !== 'dungeon' || !ctx.s.zone) throw new Refusal('That only works in the dungeon.');
}

export const seenSquare = (ctx: Ctx, p: Point) => {
  const { zone, z } = currentZone(ctx.s);
  return p.x >= 0 && p.y >= 0 && p.x < zone.width && p.y < zone.height && z.seen[p.y * zone.width + p.x] === '1';
};

/**
 * Checks and resolves a target. `anywhere`: the square need not be in view
 * (`remembered`: it must have been seen; `any`: any square of the zone).
 */
export function resolveAim(ctx: Ctx, kind: AimKind, reach: number, target: Target | undefined, anywhere: false | 'remembered' | 'any' = false): Aim {
  if (kind === 'none' || target === undefined) {
    if (kind === 'creature') throw new Refusal('Choose a creature to aim at.');
    if (kind === 'square') throw new Refusal('Choose a square to aim at.');
    return { self: true };
  }
  needZone(ctx);
  const hero = ctx.s.hero;
  const { zone, z } = currentZone(ctx.s);
  if ('creature' in target) {
    if (kind === 'square' || kind === 'square-or-self') throw new Refusal('Aim this at a square, not a creature.');
    const c = z.creatures.find((o) => o.id === target.creature);
    if (!c || c.inCoffin || (!anywhere && !heroSees(ctx).has(key(c.x, c.y)))) throw new Refusal('You cannot see that target.');
    if (distance(c, hero) > reach) throw new Refusal(`The ${c.name} is out of range.`);
    return { self: false, creature: c };
  }
  if ((kind === 'creature-or-self' || kind === 'square-or-self' || kind === 'any') && target.x === hero.x && target.y === hero.y) return { self: true, square: { x: hero.x, y: hero.y } };
  if (kind === 'creature' || kind === 'creature-or-self') {
    const c = z.creatures.find((o) => o.x === target.x && o.y === target.y && !o.inCoffin);
    if (!c) throw new Refusal('Aim this at a creature.');
    return resolveAim(ctx, kind, reach, { creature: c.id }, anywhere);
  }
  const p = { x: target.x, y: target.y };
  if (p.x < 0 || p.y < 0 || p.x >= zone.width || p.y >= zone.height) throw new Refusal('That is off the map.');
  const inView = heroSees(ctx).has(key(p.x, p.y));
  if (!inView && anywhere !== 'any' && !(anywhere === 'remembered' && seenSquare(ctx, p))) throw new Refusal('You cannot see that square.');
  if (distance(p, hero) > reach) throw new Refusal('That square is out of range.');
  if (kind === 'any') {
    const c = z.creatures.find((o) => o.x === p.x && o.y === p.y && !o.inCoffin);
    if (c) return { self: false, creature: c, square: p };
  }
  return { self: p.x === hero.x && p.y === hero.y, square: p };
}

/** Creatures within `reach` of a point, nearest first; in the hero's view unless `unseen`. */
export function creaturesNear(ctx: Ctx, from: Point, reach: number, opts: { unseen?: boolean; friendly?: boolean; coffins?: boolean } = {}): CreatureState[] {
  const { z } = currentZone(ctx.s);
  const sees = opts.unseen ? undefined : heroSees(ctx);
  return z.creatures
    .filter((c) => distance(c, from) <= reach && (opts.coffins || !c.inCoffin) && (opts.friendly !== false || c.attitude !== 'friendly') && (!sees || sees.has(key(c.x, c.y))))
    .sort((a, b) => distance(a, from) - distance(b, from) || a.id - b.id);
}

/** Up to `n` creatures the hero can see within `reach`, the one aimed at first; allies and friends are spared. */
export function pickTargets(ctx: Ctx, aim: Aim, reach: number, n: number): CreatureState[] {
  const near = creaturesNear(ctx, ctx.s.hero, reach, { friendly: false });
  const first = aim.creature && near.includes(aim.creature) ? [aim.creature] : [];
  return [...first, ...near.filter((c) => !first.includes(c))].slice(0, Math.max(0, n));
}
