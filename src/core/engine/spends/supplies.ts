/**
 * Raising Sustenance or Illumination (RULES.md §5, §6): 1 point a token in
 * the dungeon; at Home each token counts triple (the restock). The dice are
 * d20s: a counter never goes past 20, and the reducer refuses tokens that
 * would only be wasted. Raised in a zone left dark for want of it, the
 * zone takes its point at once and is lit.
 */
import type { Ctx } from '../context.js';
import { currentZone } from '../zones.js';
import { CONSUMABLE_MAX, consumablePoints } from './catalogue.js';

export function raise(ctx: Ctx, which: 'sustenance' | 'illumination', tokens: number): void {
  const c = ctx.s.consumables;
  const before = c[which];
  c[which] = Math.min(CONSUMABLE_MAX, before + consumablePoints(ctx.s, tokens));
  const name = which === 'sustenance' ? 'Sustenance' : 'Illumination';
  ctx.say(ctx.s.phase === 'home' ? 'home' : 'message', `${name} rises from ${before} to ${c[which]}${ctx.s.phase === 'home' ? ' (restocked at Home: each token counts triple)' : ''}.`, { which, from: before, to: c[which] });
  // A zone left dark for want of Illumination takes the point it needed now, and is lit.
  const z = which === 'illumination' && ctx.s.phase === 'dungeon' && ctx.s.zone ? currentZone(ctx.s).z : undefined;
  if (z?.unlit && c.illumination > 0) {
    c.illumination--;
    z.unlit = false;
    ctx.say('zone', `The dark here takes a point of Illumination (${c.illumination} left): you can see by your light again.`);
  }
}
