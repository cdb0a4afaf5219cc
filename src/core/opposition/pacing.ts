/**
 * How much an AI player may spend on the zone the hero is entering. It
 * expects so many more zones before the Final Zone, from the Escalation die
 * and how fast it has risen so far; it will be refreshed after each of
 * them; it wants `bossReserve` tokens left at the end. What remains is
 * spread evenly over the zones to come, whatever the difficulty (the
 * difficulty chooses what it buys, not whether it spends), less against a
 * hero who is down (what it does not spend on them now goes into the
 * zones after), and never more than it can spend now without eating into
 * the reserve it could no longer make up from refreshes.
 */
import { FINAL_ESCALATION } from '../engine/escalation.js';
import type { GameState, OppositionPlayer } from '../engine/types.js';
import type { Profile } from './difficulty.js';

/** A prior of one escalation every PRIOR_ZONES zones, worth PRIOR_WEIGHT observed zones. */
const PRIOR_ZONES = 3;
const PRIOR_WEIGHT = 6;
/** It never plans further ahead than this many zones. */
const HORIZON = 60;

/** Zones the hero is expected to enter before the Final Zone (at least 1: the next). */
export function expectedZonesLeft(s: GameState): number {
  const remaining = FINAL_ESCALATION - s.escalation;
  if (remaining <= 0) return 1;
  const visited = Object.keys(s.zones).length;
  const rate = (s.escalation - 1 + PRIOR_WEIGHT / PRIOR_ZONES) / (visited + PRIOR_WEIGHT);
  return Math.max(remaining, Math.min(HORIZON, Math.ceil(remaining / rate)));
}

export interface Allowance {
  /** Tokens it may spend on this zone. */
  tokens: number;
  zonesLeft: number;
  /** Tokens that must stay in hand now for the boss reserve to be there at the end. */
  keep: number;
}

/**
 * A zone of the hero's Quest is worth more: the hero has paid to come
 * through it and must defeat its foes there, so it cannot be passed by and
 * whatever is added meets the hero for certain.
 */
export const QUEST_STAKE = 1.5;

/** The least share of its even share it spends on a hero at their last HP. */
export const HURT_SHARE = 0.5;

/** The hero's strength as pacing reads it: their share of Max HP, never under `HURT_SHARE`. */
export const heroStrength = (s: GameState): number => Math.max(HURT_SHARE, Math.min(1, s.hero.hp / Math.max(1, s.hero.maxHp)));

/** `stake` scales what an even share would be (a Quest zone's `QUEST_STAKE`); the reserve still holds. */
export function allowance(s: GameState, p: OppositionPlayer, profile: Profile, stake = 1): Allowance {
  const zonesLeft = expectedZonesLeft(s);
  const income = p.refresh * zonesLeft;
  const keep = Math.max(0, profile.bossReserve - income);
  const even = (p.tokens + income - profile.bossReserve) / zonesLeft;
  const tokens = Math.max(0, Math.min(p.tokens - keep, Math.floor(even * heroStrength(s) * stake)));
  return { tokens, zonesLeft, keep };
}
