/**
 * Calling on the background (RULES.md §3): once a visit, the next test of an
 * attribute it covers has Advantage. Calling on it takes no time, so no foe
 * acts between the call and the action it is meant for.
 */
import type { Ctx } from './context.js';
import { Refusal } from './refusal.js';
import type { Attr } from './types.js';

export function invokeBackground(ctx: Ctx, attr: Attr): void {
  const hero = ctx.s.hero;
  if (hero.background.usedThisVisit) throw new Refusal('You have already drawn on your background this visit.');
  if (!hero.background.attrs.includes(attr)) throw new Refusal(`Your background does not cover ${attr} tests.`);
  hero.background.usedThisVisit = true;
  hero.background.primed = attr;
  ctx.say('message', `You call on your background: your next ${attr} test has Advantage.`);
}
