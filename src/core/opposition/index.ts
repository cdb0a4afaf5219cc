/**
 * The AI Opposition (RULES.md §5): each player stocks the zones the hero
 * enters with obstacles bought from its tokens, decides escalations, and
 * keeps a sealed ledger. It draws only from its own stream, so its
 * choices never move the game's dice.
 */
import type { Ctx } from '../engine/context.js';
import type { Zone } from '../../procgen/types.js';
import type { ZoneState } from '../engine/types.js';
import { stockZone as stock } from './stock.js';

/** A zone entered for the first time (or a cleared one entered again): every Opposition player may buy obstacles for it. */
export function stockZone(ctx: Ctx, zone: Zone, z: ZoneState, restock: boolean): void {
  stock(ctx, zone, z, restock);
}

export { oppositionEscalates } from './policy.js';
