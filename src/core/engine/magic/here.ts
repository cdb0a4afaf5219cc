/** The magic of the zone the hero is in: read by the hooks below combat as well as by the effects' own bookkeeping. */
import type { GameState, MagicEffect } from '../types.js';

/** Effects of the zone the hero is in. */
export function hereEffects(s: GameState, kind?: MagicEffect['kind']): MagicEffect[] {
  return s.hero.effects.filter((e) => e.zone === s.zone && (kind === undefined || e.kind === kind));
}
