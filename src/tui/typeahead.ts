/**
 * Keys typed ahead (several arriving at once, as from a paste, a macro or a
 * terminal that was busy) stop at anything the player has not seen yet: a
 * new zone, a creature come into view, a trap, a question. The rest of the
 * burst is dropped rather than played blind into it.
 */
import type { GameEvent } from '../core/engine/events.js';
import type { GameState } from '../core/engine/types.js';

export function interrupts(after: GameState, events: readonly GameEvent[]): boolean {
  if (after.pending) return true;
  return events.some((e) => e.kind === 'trap' || (e.kind === 'zone' && e.data?.['zone'] !== undefined) || (e.kind === 'creature' && e.data?.['ids'] !== undefined));
}
