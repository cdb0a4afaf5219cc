/**
 * Escalation (RULES.md §5): while the Opposition holds the Escalation die,
 * it may escalate as the hero begins to leave a zone. The players are asked
 * in seating order; the first who wants to, escalates. Holding the die
 * keeps the hero from escalating, so the game stands still: an easy player
 * hands it back most of the time and lets the hero set the pace; a fair
 * one now and then; a hard one seldom, except when the hero is badly hurt
 * (its refresh rises for the zones to come), and, late in the game, always
 * once it holds its boss reserve: the Final Zone is where it spends it.
 * Every answer is an event.
 */
import { Stream, randomInt } from '../rng.js';
import type { Ctx } from '../engine/context.js';
import { escalate, FINAL_ESCALATION } from '../engine/escalation.js';
import { PROFILES } from './difficulty.js';
import { decided } from './events.js';

/** From this Escalation die on, a hard player holding its boss reserve brings the Final Zone on. */
const READY_FROM = 7;

export function oppositionEscalates(ctx: Ctx): void {
  const s = ctx.s;
  if (s.tokens.opposition.length === 0 || s.escalationHolder !== 'opposition' || s.escalation >= FINAL_ESCALATION) return;
  const rng = Stream.restore(s.rng.ai);
  const hurt = s.hero.hp * 2 <= s.hero.maxHp;
  for (const p of s.tokens.opposition) {
    const profile = PROFILES[p.difficulty];
    const ready = p.difficulty === 'hard' && s.escalation >= READY_FROM && p.tokens >= profile.bossReserve;
    const chance = Math.min(100, profile.escalate + (hurt ? profile.escalateHurt : 0));
    const roll = randomInt(rng, 1, 100);
    const yes = ready || roll <= chance;
    decided(ctx, p.id, yes ? 'escalate' : 'hold', `${p.name} ${yes ? 'escalates' : 'holds the Escalation die'} (${ready ? 'its boss reserve is ready' : `chance ${chance}%, rolled ${roll}`}${hurt ? '; the hero is badly hurt' : ''}).`, { chance, roll, ready, hurt });
    if (yes) {
      escalate(ctx, 'opposition');
      break;
    }
  }
  s.rng.ai = rng.state();
}
