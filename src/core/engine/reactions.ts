/**
 * Hackssential's reaction check (seed chapter V.4, `reactions=hackssential`):
 * d10 at or under SOM, read as ⌊WIS/2⌋, when the hero is ambushed, cornered,
 * or first hit in a fight; a failure loses the hero's turn. On the grid:
 * - ambushed: a foe is already Close when the fight's first Moment comes
 *   (it came upon the hero unseen, round a corner, through a door, on entry);
 * - cornered: a foe is Close and no open square next to the hero is out of
 *   every foe's reach;
 * - first hit: a creature's blow takes the hero's HP for the first time.
 * Each occasion is checked at most once a fight, as the seed's are moments
 * of shock, not of every turn.
 */
import type { Ctx } from './context.js';
import { DIRS, DIR_STEPS, distance } from './geometry.js';
import type { CreatureState, ReactionOccasion } from './types.js';
import { currentZone, walkable } from './zones.js';
import { reactionScore } from '../odds/reaction-check.js';

/** The reaction check for `occasion`, when the option is played and it has not been made this fight. */
export function reactionCheck(ctx: Ctx, occasion: ReactionOccasion): void {
  const s = ctx.s;
  const fight = s.time.fight;
  if (s.options.reactions !== 'hackssential' || !fight || s.phase !== 'dungeon' || fight.reacted?.includes(occasion)) return;
  fight.reacted = [...(fight.reacted ?? []), occasion];
  const som = reactionScore(s.hero.attributes.WIS);
  const roll = ctx.roll(`reaction check (${occasion})`, '1d10');
  if (roll <= som) {
    ctx.say('combat', `Reaction check, ${occasion}: ${roll} ≤ ${som} (half your WIS): you keep your head.`);
    return;
  }
  fight.lostTurns = (fight.lostTurns ?? 0) + 1;
  ctx.say('combat', `Reaction check, ${occasion}: ${roll} > ${som} (half your WIS): you falter and lose your turn.`);
}

const close = (foes: CreatureState[], at: { x: number; y: number }) => foes.some((c) => distance(c, at) <= 1);

/** A foe Close to the hero as the fight begins. */
export function isAmbush(ctx: Ctx, foes: CreatureState[]): boolean {
  return close(foes, ctx.s.hero);
}

/** A foe Close, and no open square beside the hero out of every foe's reach. */
export function isCornered(ctx: Ctx, foes: CreatureState[]): boolean {
  const hero = ctx.s.hero;
  if (!close(foes, hero)) return false;
  const { zone, z } = currentZone(ctx.s);
  return !DIRS.some((d) => {
    const to = { x: hero.x + DIR_STEPS[d].x, y: hero.y + DIR_STEPS[d].y };
    return walkable(zone, z, to.x, to.y) && !z.creatures.some((c) => c.x === to.x && c.y === to.y) && !close(foes, to);
  });
}
