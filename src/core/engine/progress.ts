/**
 * Experiences (RULES.md §3) and the points victory (§8, a rules option).
 * An Experience is earned for recovering a magic item, surviving a deadly
 * trap and discovering a deeper level; the Opposition's issue adds named
 * creatures, escalation and quests.
 */
import type { Ctx } from './context.js';
import { scoreCarriedLoot } from './combat.js';

export const POINTS_VICTORY = 100;

export function award(ctx: Ctx, why: string): void {
  ctx.s.hero.experiences++;
  ctx.say('level', `An Experience: ${why}. (${ctx.s.hero.experiences} in all)`);
}

/** With the points victory chosen, reaching 100 points wins the game. */
export function checkVictory(ctx: Ctx): void {
  const s = ctx.s;
  if (s.options.victory !== 'points-100' || s.phase !== 'dungeon' || s.score < POINTS_VICTORY) return;
  s.phase = 'won';
  ctx.say('victory', `${POINTS_VICTORY} points: you have won!`);
  scoreCarriedLoot(ctx);
}
