/** Every AI decision is an event (`kind: 'opposition'`), sealed from the hero like the ledger. */
import type { Ctx } from '../context.js';
import type { OppositionEvent } from '../events.js';

export function decided(ctx: Ctx, player: number, decision: OppositionEvent['decision'], text: string, data?: Record<string, unknown>): void {
  ctx.events.push(data ? { kind: 'opposition', player, decision, text, data } : { kind: 'opposition', player, decision, text });
}
