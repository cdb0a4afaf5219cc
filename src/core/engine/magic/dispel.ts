/**
 * Ending magic by its kind: Dispel Magic and Anti-Magic Shell end arcane
 * effects (Wizard spells, wands), Dispel Evil ends the work of evil.
 */
import type { Ctx } from '../context.js';
import { distance } from '../geometry.js';
import type { MagicEffect } from '../types.js';
import { currentZone } from '../zones.js';
import type { Point } from '../../../procgen/grid.js';
import { freeSquaresNear } from './creatures.js';
import { endEffect } from './state.js';

/** Where an effect is: its square, its creature, or (for one on the hero) the hero. */
export function effectPlace(ctx: Ctx, e: MagicEffect): Point | undefined {
  const s = ctx.s;
  if (e.zone !== s.zone && e.zone !== null) return undefined;
  if (e.creature !== undefined && s.zone) {
    const c = currentZone(s).z.creatures.find((o) => o.id === e.creature);
    if (c) return c;
    return undefined;
  }
  if (e.x !== undefined && e.y !== undefined) return { x: e.x, y: e.y };
  if (e.squares?.length) {
    const [x, y] = e.squares[0]!.split(',').map(Number) as [number, number];
    return { x, y };
  }
  return s.hero;
}

/** Undoes a statue: the creature steps back onto the grid. */
export function unpetrify(ctx: Ctx, e: MagicEffect): void {
  ctx.s.hero.effects = ctx.s.hero.effects.filter((o) => o !== e);
  const at = freeSquaresNear(ctx, { x: e.x!, y: e.y! }, 2)[0];
  if (!at || !e.snapshot) return;
  currentZone(ctx.s).z.creatures.push({ ...e.snapshot, x: at.x, y: at.y });
  ctx.say('creature', `The statue softens: the ${e.snapshot.name} lives again.`, { id: e.snapshot.id });
}

/** Ends the arcane effects `pick` chooses among those in this zone or on the hero; returns how many. */
export function dispelArcane(ctx: Ctx, pick: (e: MagicEffect, at: Point) => boolean, why: string): number {
  let n = 0;
  for (const e of [...ctx.s.hero.effects]) {
    if (!e.arcane || !ctx.s.hero.effects.includes(e)) continue;
    const at = effectPlace(ctx, e);
    if (!at || !pick(e, at)) continue;
    n++;
    if (e.kind === 'statue') unpetrify(ctx, e);
    else endEffect(ctx, e, why);
  }
  return n;
}

export const near = (p: Point, r: number) => (_e: MagicEffect, at: Point) => distance(at, p) <= r;
