/**
 * Whether the hero stands in the dark (RULES.md §4.9): read by every test
 * and by the view, so it stands below the step's context, apart from the
 * Consumables that use up the light.
 */
import { equippedItem } from './hero.js';
import { magicSight } from './magic/hooks.js';
import type { GameState } from './types.js';

/** Is the zone the hero stands in dark: it needs Illumination, and none was left, or no light is lit? */
export function isDark(s: GameState): boolean {
  const z = s.zone ? s.zones[s.zone] : undefined;
  if (!z?.needsLight) return false;
  // A Light spell or the like where the hero stands lights the way as a torch would.
  const magicLight = magicSight(s).lit.has(`${s.hero.x},${s.hero.y}`);
  return z.unlit || (!equippedItem(s.hero, 'light') && !magicLight);
}
