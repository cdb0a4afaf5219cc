/**
 * The AI Opposition (RULES.md §5), a driver above the engine: given its
 * seat's view and the open decision, it returns its seat's action (driver.ts)
 * and the events that say why. It stocks the zones the hero enters with
 * obstacles bought from its tokens (decide.ts plans, stock.ts orders), paces
 * its budget towards a boss in the Final Zone, objects and bids (bids.ts),
 * and decides escalations (policy.ts). It draws only from the stream its
 * driver derives for each decision, so its choices never move the game's
 * dice. `settle` (settle.ts) runs the AI seats until a person must act.
 */
export { aiAction, type AiChoice } from './driver.js';
export { act, settle, type Acted, type ActResult } from './settle.js';
export { planZone, planCost, type Plan } from './decide.js';
export { PROFILES, type Difficulty, type Profile } from './difficulty.js';
