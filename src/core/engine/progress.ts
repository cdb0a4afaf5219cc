/**
 * Experiences (RULES.md §3), the points victory (§8, a rules option) and
 * the loot carried, scored as a game ends, won or lost (§8).
 * An Experience is earned for recovering a magic item, surviving a deadly
 * trap and discovering a deeper level; the Opposition's issue adds named
 * creatures, escalation and quests.
 */
import type { Ctx } from './context.js';
import { currentZone } from './zones.js';
import { counted } from '../../base/words.js';

export const POINTS_VICTORY = 100;

export function award(ctx: Ctx, why: string): void {
  ctx.s.hero.experiences++;
  ctx.say('level', `An Experience: ${why}. (${ctx.s.hero.experiences} in all)`);
}

/**
 * Victory (RULES.md §1, §8): by default, the Final Zone cleared (every
 * hostile creature in it dead or fled) with the hero standing at its
 * entrance; with the points victory chosen, 100 points.
 */
export function checkVictory(ctx: Ctx): void {
  const s = ctx.s;
  if (s.options.victory === 'points-100') {
    // Points are won wherever they are gained: the 4 for leaving zone 1 land as the hero reaches Home.
    if ((s.phase !== 'dungeon' && s.phase !== 'home') || s.score < POINTS_VICTORY) return;
    s.phase = 'won';
    ctx.say('victory', `${POINTS_VICTORY} points: you have won!`);
    return scoreCarriedLoot(ctx);
  }
  if (s.phase !== 'dungeon') return;
  if (!s.zone || s.zone !== s.finalZone || s.pending || s.decision) return;
  const { zone, z } = currentZone(s);
  const entrance = zone.exits.find((e) => e.entry)!;
  if (z.creatures.some((c) => c.attitude === 'hostile') || s.hero.x !== entrance.x || s.hero.y !== entrance.y) return;
  s.phase = 'won';
  ctx.say('victory', 'The Final Zone is cleared and you stand at its entrance alive: you have won!');
  scoreCarriedLoot(ctx);
}

/**
 * At the end, each piece of loot the hero carries counts 1 point (RULES.md §8).
 * The seed's own example scores five gold pieces as five: each coin in the
 * purse and each gem of a stack is a piece; any other find is one.
 */
export function scoreCarriedLoot(ctx: Ctx): void {
  const hero = ctx.s.hero;
  const pieces = hero.coins + hero.items.filter((i) => i.loot).reduce((n, i) => n + (i.kind === 'valuable' ? i.quantity : 1), 0);
  if (pieces === 0) return;
  ctx.s.score += pieces;
  ctx.say('score', `Loot carried: ${counted(pieces, 'piece')}. (+${pieces} points)`);
}
