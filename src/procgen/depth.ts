/**
 * How the dungeon's own creatures grow with depth (docs/rules.md, "Danger
 * by depth"). Appendix A rolls creatures of 1 to 6 HD, 1d6 at a time, at
 * any depth: printed as they are, the first zone may hold six dragons
 * against a Level 1 hero, and a Wizard has 1d4 HP. The Black Hack stays as
 * it is; the zones are what protect the hero: a zone at depth d holds
 * creatures of at most d + 1 HD (one rolled stronger comes young, at
 * d + 1 HD, keeping its name and riders) in groups of at most d + 1 (the
 * rest of the roll keep away). From depth 5 the tables stand as printed.
 */
import type { RolledGroup } from './creatures.js';

/** The first depth where Appendix A's rolls stand as printed. */
export const PRINTED_FROM = 5;

/** The most HD a creature of the dungeon's own has at `depth`. */
export const depthHd = (depth: number): number => Math.max(1, depth) + 1;

/** The most creatures of the dungeon's own one roll puts in a zone at `depth`. */
export const depthGroup = (depth: number): number => Math.max(1, depth) + 1;

/** A rolled group as a zone at `depth` holds it: no more of them than the depth allows. */
export const groupAtDepth = (group: RolledGroup, depth: number): RolledGroup => ({ ...group, count: Math.min(group.count, depthGroup(depth)) });
