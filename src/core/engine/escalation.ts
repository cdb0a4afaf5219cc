/**
 * The Escalation die (RULES.md §5): a d10 from 1, held by the Adventurer at
 * first. Taking stairs down while holding it, the hero may escalate: +1, the
 * die passes to the Opposition, and the hero's refresh rises by the power
 * level's bonus (with no Opposition, the die stays with the hero). The
 * Opposition, while it holds the die, may escalate as the hero begins to
 * leave a zone, handing it back and raising its own refresh; a die the hero
 * hands it on those stairs came after the exit began, so one exit moves the
 * die at most once (travel.ts).
 * At 10 the next new zone is the Final Zone.
 */
import type { Ctx } from './context.js';
import { award } from './progress.js';
import { powerLevel, split } from './tokens.js';

export const FINAL_ESCALATION = 10;

export function escalate(ctx: Ctx, by: 'hero' | 'opposition'): void {
  const s = ctx.s;
  if (s.escalationHolder !== by || s.escalation >= FINAL_ESCALATION) return;
  s.escalation++;
  // With no Opposition to pass it to, the die stays with the hero, or the Final Zone could never be reached.
  const alone = s.tokens.opposition.length === 0;
  s.escalationHolder = by === 'hero' && !alone ? 'opposition' : 'hero';
  const power = powerLevel(s.options);
  if (by === 'hero') {
    s.tokens.heroRefresh += power.adventurerEscalationBonus;
    const passes = alone ? 'stays with you, as no Opposition plays' : 'passes to the Opposition';
    ctx.say('level', `You escalate: the Escalation die shows ${s.escalation} and ${passes}. Your refresh rises to ${s.tokens.heroRefresh}.`, { escalation: s.escalation });
    award(ctx, 'discovering a deeper level');
  } else {
    split(power.oppositionEscalationBonus, s.tokens.opposition.length).forEach((bonus, k) => (s.tokens.opposition[k]!.refresh += bonus));
    ctx.say('level', `The Opposition escalates: the Escalation die shows ${s.escalation} and comes back to you.`, { escalation: s.escalation });
  }
  if (s.escalation >= FINAL_ESCALATION) ctx.say('level', 'The Escalation die shows 10: the next new zone is the Final Zone.');
}
