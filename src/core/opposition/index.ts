/**
 * The AI Opposition (RULES.md §5): each player stocks the zones the hero
 * enters with obstacles bought from its tokens (decide.ts plans, stock.ts
 * places and seals), paces its budget towards a boss in the Final Zone,
 * keeps its fled creatures, and decides escalations. It draws only from its
 * own streams, so its choices never move the game's dice.
 */
import type { Ctx } from '../engine/context.js';
import type { Zone } from '../../procgen/types.js';
import type { ZoneState } from '../engine/types.js';
import { stockZone as stock } from './stock.js';

/** A zone entered (the first time, or again): every Opposition player may buy obstacles for it. */
export function stockZone(ctx: Ctx, zone: Zone, z: ZoneState, restock: boolean): void {
  stock(ctx, zone, z, restock);
}

export { oppositionEscalates } from './policy.js';
export { keepFled, regainRanks } from './fled.js';
export { planZone, planCost, type Plan } from './decide.js';
export { priceOf } from './catalogue.js';
export { PROFILES, type Difficulty, type Profile } from './difficulty.js';
