/**
 * The hero set down on a square of this zone by magic, or stepping out of
 * the between into a zone: below both the spells and zone entry, which use
 * it alike.
 */
import type { Ctx } from '../context.js';
import type { Point } from '../../../procgen/grid.js';
import { fromYou } from '../geometry.js';

/** Puts the hero on a square of this zone. */
export function placeHero(ctx: Ctx, p: Point, how: string): void {
  const from = fromYou(ctx.s.hero, p, 'where you stood', 'where you stood');
  ctx.s.hero.x = p.x;
  ctx.s.hero.y = p.y;
  ctx.say('move', `${how}: you appear ${from}.`, { x: p.x, y: p.y });
}
