/** The AI's own decisions: whether to escalate while it holds the Escalation die. */
import { Stream, randomInt } from '../rng.js';
import type { Ctx } from '../engine/context.js';
import { escalate } from '../engine/escalation.js';

/** Chance in 100 that a player of each difficulty escalates as the hero leaves a zone. */
const ESCALATE: Record<'easy' | 'fair' | 'hard', number> = { easy: 20, fair: 40, hard: 70 };

export function oppositionEscalates(ctx: Ctx): void {
  const s = ctx.s;
  const first = s.tokens.opposition[0];
  if (!first || s.escalationHolder !== 'opposition') return;
  const rng = Stream.restore(s.rng.ai);
  if (randomInt(rng, 1, 100) <= ESCALATE[first.difficulty]) escalate(ctx, 'opposition');
  s.rng.ai = rng.state();
}
