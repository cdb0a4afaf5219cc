/**
 * How the dungeon's own creatures grow with depth (docs/rules.md, "Danger
 * by depth"). Appendix A rolls creatures of 1 to 6 HD, 1d6 at a time, at
 * any depth: printed as they are, the first zone may hold six dragons
 * against a Level 1 hero, and a Wizard has 1d4 HP. The Black Hack stays as
 * it is; the zones are what protect the hero, and bot heroes are Level 3
 * or 4 twenty zones down, so the ceiling rises every fourth depth: a zone
 * at depth 1–2 holds one creature of 1 HD at a time, 3–4 creatures of at
 * most 2 HD in groups of at most 2, 5–8 of 3, and so on (one rolled stronger comes young, at the ceiling's HD,
 * keeping its name and riders; the rest of a bigger roll keep away), and
 * a trap that kills outright is rolled again. From depth 17 the tables
 * stand as printed.
 */
import type { RolledGroup } from './creatures.js';
import type { Roller } from './roller.js';

/** The first depth where Appendix A's rolls stand as printed. */
export const PRINTED_FROM = 17;
/** Depths between two rises of the ceiling. */
const DEPTHS_PER_RISE = 4;

/**
 * The first depths a Level 1 hero meets: one creature of 1 HD at a time.
 * Two 2-HD creatures in the first zones killed Level 1 Wizards (1d4 HP)
 * before they could learn anything, while the AI, which measures the hero
 * it faces, could not add harm without passing its cap; so the blind
 * tables are gentle here and the measuring AI sets the danger.
 */
export const GENTLE_DEPTHS = 2;

/** The ceiling at `depth`: 1 at the gentle depths, then 2, and one more every `DEPTHS_PER_RISE`. */
const ceiling = (depth: number): number => (depth <= GENTLE_DEPTHS ? 1 : 2 + Math.floor((Math.max(1, depth) - 1) / DEPTHS_PER_RISE));

/** The most HD a creature of the dungeon's own has at `depth`. */
export const depthHd = ceiling;

/** The most creatures of the dungeon's own one roll puts in a zone at `depth`. */
export const depthGroup = ceiling;

/** May a trap that kills outright be set at `depth`? */
export const lethalTrapsAt = (depth: number): boolean => depth >= PRINTED_FROM;

/**
 * A group just rolled, as a zone at `depth` holds it: no more of them than
 * the depth allows. The roll's record says so, so the rolls `athack map` and
 * the log show add up to the creatures on the map.
 */
export function groupAtDepth(roller: Roller, group: RolledGroup, depth: number): RolledGroup {
  const most = depthGroup(depth);
  if (group.count <= most) return group;
  // The count is the last roll `rollGroup` makes.
  roller.amendLast(`${most} at depth ${depth}, the rest keep away`);
  return { ...group, count: most };
}
