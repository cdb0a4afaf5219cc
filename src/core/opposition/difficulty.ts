/**
 * What each AI difficulty wants (RULES.md §5, §10 `opposition = ai-easy |
 * ai-fair | ai-hard`). Easy and fair look for fights that hurt but that the
 * hero should survive; hard looks for fights that kill. The figures are the
 * knobs of docs/rules.md, "The AI Opposition".
 */
import type { OppositionPlayer } from '../engine/types.js';

export type Difficulty = OppositionPlayer['difficulty'];

export interface Profile {
  /** Chance of death (simulated) that a zone's fight may reach; hard has none. */
  maxDeath: number;
  /**
   * The same for the Final Zone's whole package, boss first: a finale-sized
   * risk that a hero who got there should still mostly survive. The model
   * fights to the end where a hero may step back, so bot heroes (Level 2–5)
   * did better than it says: at 25% and 50%, 85% and 62% of them survived
   * the Final Zone. Easy's share hardly moved between caps of 15% and 35%,
   * so 25% buys a real boss at no cost to it; fair's fell to 62% at 50%,
   * still most heroes and clearly fewer than easy's, but with fair's zone
   * cap raised (fewer heroes reach the finale) too few won it whole
   * games: 40% keeps fair's Final Zone won within its 15–30%.
   */
  finalDeath: number;
  /** Hard: a package this likely to kill is enough, and the cheapest such is bought. */
  enoughDeath: number;
  /** Tokens it means to have left for the Final Zone's boss. */
  bossReserve: number;
  /** Creature HD it considers, against the hero's level. */
  hdBelow: number;
  hdAbove: number;
  /** Chance in 100 of restocking a cleared zone the hero comes back to. */
  restock: number;
  /** Chance in 100 of a riddle on an ordinary zone (environs, traps, darkness and tolls take whatever its allowance leaves). */
  riddle: number;
  /** It passes on a zone where other players already spent at least this share of its own allowance. */
  rivalShare: number;
  /** Chance in 100 of escalating as the hero leaves a zone, and the extra when the hero is badly hurt. */
  escalate: number;
  escalateHurt: number;
}

export const PROFILES: Record<Difficulty, Profile> = {
  easy: {
    maxDeath: 0.01,
    finalDeath: 0.25,
    enoughDeath: 1,
    bossReserve: 8,
    hdBelow: 2,
    hdAbove: 1,
    restock: 10,
    riddle: 35,
    rivalShare: 0.5,
    escalate: 90,
    escalateHurt: 0,
  },
  fair: {
    maxDeath: 0.25,
    finalDeath: 0.4,
    enoughDeath: 1,
    bossReserve: 32,
    hdBelow: 1,
    hdAbove: 2,
    restock: 25,
    riddle: 15,
    rivalShare: 0.75,
    escalate: 70,
    escalateHurt: 15,
  },
  hard: {
    maxDeath: 1,
    finalDeath: 1,
    enoughDeath: 0.25,
    bossReserve: 48,
    hdBelow: 0,
    hdAbove: 4,
    restock: 45,
    riddle: 5,
    rivalShare: 1,
    escalate: 50,
    escalateHurt: 40,
  },
};
