/**
 * What the AI Opposition may buy for a zone, by its depth and the
 * Escalation die (docs/rules.md, "Danger by depth"): three HD and three
 * creatures of a group over the dungeon's own ceiling at that depth
 * (src/procgen/depth.ts), so what it buys can stand out from what the
 * zone rolled and can trouble a Warrior as well as a Wizard (it measures
 * which hero it faces; the dungeon's own tables do not), and one more of
 * each for each escalation after the first. Whatever its
 * difficulty, the first zones stay within what a Level 1 hero can meet;
 * the Final Zone has no ceiling.
 */
import { depthGroup, depthHd } from '../../procgen/depth.js';

export const buyHd = (depth: number, escalation: number): number => depthHd(depth) + 2 + Math.max(1, escalation);

export const buyGroup = (depth: number, escalation: number): number => depthGroup(depth) + 2 + Math.max(1, escalation);
