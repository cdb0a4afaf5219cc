/**
 * What each AI difficulty wants (RULES.md §5, §10 `opposition = ai-easy |
 * ai-fair | ai-hard`). Easy and fair look for fights that hurt but that the
 * hero should survive; hard looks for fights that kill. The figures are the
 * knobs of docs/rules.md, "The AI Opposition".
 */
import type { ClassName, OppositionPlayer } from '../engine/types.js';

export type Difficulty = OppositionPlayer['difficulty'];

export interface Profile {
  /** Chance of death (simulated) that a zone's fight may reach; hard has none. */
  maxDeath: number;
  /**
   * Chance (simulated) that a zone leaves the hero dead or at the brink, a
   * quarter of its HP or less (1: no limit). A cap on death alone cannot
   * hold easy's 1%: the 64 trials that measure a package see no death in
   * one that kills one time in fifty, and the most harm of those that
   * showed none is just such a package. Measured again on 2,000 trials,
   * the packages easy chose for Level 1 Clerics killed 1.2% of the time,
   * some 5–7% (two 2-HD Zombies against 7 HP, a 3-HD Tiger); it bought
   * them zone after zone, and 32 of 150 easy Clerics died at Level 1 to
   * what it bought. The brink is common enough for 64 trials to see, and
   * a package that seldom brings the hero near it seldom kills.
   */
  maxBrink: number;
  /**
   * The same for the Final Zone's whole package, boss first: a finale-sized
   * risk that a hero who got there should still mostly survive. The model
   * fights to the end where a hero may step back, so bot heroes (Level 2–5)
   * did better than it says: at 25% and 50%, 85% and 62% of them survived
   * the Final Zone. Easy's share hardly moved between caps of 15% and 35%
   * then; with the bot's tokens spent before the finale, a third of easy
   * heroes who got there died at 25%, and a quarter at 20%: easy holds it
   * to 3%: at 12%, 36 of the 268 easy heroes who reached it died there
   * (600 bot games), most of easy's loss being on the way; at 3%, the
   * same heroes (the games up to the Final Zone are the same) died there
   * 10 times in 156 against 23 at 12% (two seeds of 160 games). Easy
   * never objects there, so what it keeps back stays in its hand.
   * Fair's fell to 62% at 50%, still most heroes and clearly fewer than
   * easy's, but with fair's zone
   * cap raised (fewer heroes reach the finale) too few won it whole
   * games: 40% then; at 40%, with more fair heroes reaching the finale,
   * 87 of 146 won it and whole games stayed under the band (14.5%, 600
   * bot games); at 30%, 94 (15.7%). Hard had no cap: its boss was the
   * strongest creature its whole hoard could buy, and 4 of 600 hard games
   * won the Final Zone. Capped, what the cap leaves goes into objections
   * there, so a looser cap is not a kinder finale: of the 43 hard heroes
   * who reached it (600 bot games), 19 won at 40%, 21 at 45%, 13 at 55%,
   * 15 at 65%, 14 at 70%.
   */
  finalDeath: number;
  /** Hard: a package this likely to kill is enough, and the least deadly such is bought. */
  enoughDeath: number;
  /**
   * The class it faces, as a factor on its figure of death (fair's cap,
   * hard's "enough"). The threat model fights to the end, with no flight
   * and no healing: it overrates the danger to a Warrior, who wears heavy
   * armour and deals death to every foe in reach, and is nearer the truth
   * for a Cleric or a Wizard; read through these factors, the same figure
   * means about the same odds of leaving the first zones alive.
   */
  classSharpness: Record<ClassName, number>;
  /** Deeper than the first depths, the share of `maxDeath` (or hard's `enoughDeath`) a zone is held to. */
  deepShare: number;
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

/** Easy's cap is already as low as a zone worth stocking allows: every class alike. */
const EVEN: Record<ClassName, number> = { Warrior: 1, Thief: 1, Cleric: 1, Wizard: 1 };

export const PROFILES: Record<Difficulty, Profile> = {
  easy: {
    maxDeath: 0.01,
    maxBrink: 0.1,
    finalDeath: 0.03,
    enoughDeath: 1,
    classSharpness: EVEN,
    deepShare: 1,
    bossReserve: 8,
    hdBelow: 2,
    hdAbove: 1,
    restock: 10,
    riddle: 35,
    rivalShare: 0.5,
    escalate: 100,
    escalateHurt: 0,
  },
  fair: {
    maxDeath: 0.25,
    maxBrink: 1,
    finalDeath: 0.3,
    enoughDeath: 1,
    classSharpness: { Warrior: 1.3, Thief: 1, Cleric: 0.8, Wizard: 0.7 },
    deepShare: 0.1,
    bossReserve: 32,
    hdBelow: 1,
    hdAbove: 2,
    restock: 25,
    riddle: 15,
    rivalShare: 0.75,
    escalate: 90,
    escalateHurt: 10,
  },
  hard: {
    maxDeath: 1,
    maxBrink: 1,
    finalDeath: 0.45,
    enoughDeath: 0.5,
    classSharpness: { Warrior: 1.5, Thief: 1, Cleric: 0.6, Wizard: 0.45 },
    deepShare: 0.02,
    bossReserve: 48,
    hdBelow: 1,
    hdAbove: 2,
    restock: 45,
    riddle: 5,
    rivalShare: 1,
    escalate: 80,
    escalateHurt: 20,
  },
};

/** The first depths, where a Level 1 or 2 hero meets the AI at its full sharpness. */
export const FIRST_DEPTHS = 3;

/**
 * A difficulty's profile for a zone at `depth`, against a hero of
 * `className`: its figure of death read for that class, and deeper than the
 * first depths each zone's figure of death (fair's cap, hard's enough)
 * times the difficulty's `deepShare`. A game is some thirty zones: a
 * chance of death each zone that the first zones may carry adds up to
 * almost certain death long before the Final Zone.
 */
export function profileFor(difficulty: Difficulty, className: ClassName, depth: number): Profile {
  const profile = PROFILES[difficulty];
  const deep = depth > FIRST_DEPTHS ? profile.deepShare : 1;
  const sharp = profile.classSharpness[className];
  return {
    ...profile,
    maxDeath: profile.maxDeath < 1 ? profile.maxDeath * sharp * deep : profile.maxDeath,
    enoughDeath: profile.enoughDeath < 1 ? profile.enoughDeath * sharp * deep : profile.enoughDeath,
  };
}
