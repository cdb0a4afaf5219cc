/**
 * What the AI Opposition may buy for a zone, by its depth, the Escalation
 * die and its difficulty (docs/rules.md, "Danger by depth"): three HD and
 * three creatures of a group over the dungeon's own ceiling at that depth
 * (src/procgen/depth.ts), so what it buys can stand out from what the
 * zone rolled and can trouble a Warrior as well as a Wizard (it measures
 * which hero it faces; the dungeon's own tables do not), and one more of
 * each as the Escalation die rises: every second escalation for fair and
 * hard, every third for easy. Each difficulty meets the first zones
 * alike; by the middle depths none can buy the creatures far above the
 * hero's Level whose danger its threat model underrates (a hero there is
 * Level 2 to 4: Dragons and Vampires bought at one HD an escalation
 * killed them, and most deaths came at depths 4–16). The Final Zone has
 * no ceiling.
 */
import type { Environ } from '../../data/athack/schema.js';
import { depthGroup, depthHd } from '../../procgen/depth.js';
import { FIRST_DEPTHS, type Difficulty } from './difficulty.js';

/** Escalations for one more HD and one more of a group, by difficulty. */
export const ESCALATIONS_PER_STEP: Record<Difficulty, number> = { easy: 3, fair: 2, hard: 2 };

/** What the ceiling rises by over the dungeon's own: 2, and a step for each `ESCALATIONS_PER_STEP` escalations begun. */
const over = (escalation: number, difficulty: Difficulty): number => 2 + Math.ceil(Math.max(1, escalation) / ESCALATIONS_PER_STEP[difficulty]);

export const buyHd = (depth: number, escalation: number, difficulty: Difficulty): number => depthHd(depth) + over(escalation, difficulty);

export const buyGroup = (depth: number, escalation: number, difficulty: Difficulty): number => depthGroup(depth) + over(escalation, difficulty);

/**
 * May the AI buy `environ` for a zone at `depth`? Not one that wounds
 * (damage or poison) in the first depths: an environ strikes on every
 * entry, and a Level 1 hero goes in and out of the first zones many times
 * (to rest, to Home, past a locked door), while the threat model measures
 * one entry. Bitter cold and grave whispers killed a fifth of the fair
 * Wizards who died there, each on an entry the AI never weighed.
 */
export const environAt = (environ: Environ, depth: number): boolean =>
  depth > FIRST_DEPTHS || (environ.damage === null && environ.condition?.kind !== 'ongoing');
