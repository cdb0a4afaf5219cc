/**
 * The Opposition winner (RULES.md §5): each Opposition player wants its own
 * obstacle to make the kill. The hero's death names what struck the last
 * blow; the player who bought it, a creature or a trap in the zone, is
 * the winner. The zone's own creatures and traps, an environ, poison or
 * hunger name none.
 */
import { oppositionSeat } from './seats.js';
import { trapCalled } from './traps.js';
import type { GameState } from './types.js';
import { aOrAn } from '../../base/words.js';

export function killerOf(s: GameState, source: string): number | null {
  if (!s.zone) return null;
  const z = s.zones[s.zone]!;
  const creature = z.creatures.find((c) => `the ${c.name}` === source && c.owner !== undefined);
  if (creature) return creature.owner!;
  const trap = z.traps.find((t) => t.owner !== undefined && aOrAn(trapCalled(t.name)) === source && t.x === s.hero.x && t.y === s.hero.y);
  return trap?.owner ?? null;
}

/** The Opposition winner as the end of a game names it: its name and seat, or null when no Opposition obstacle made the kill. */
export function winnerText(s: GameState): string | null {
  const p = s.killer === undefined || s.killer === null ? undefined : s.tokens.opposition.find((o) => o.id === s.killer);
  return p ? `${p.name} (${oppositionSeat(p.id)})` : null;
}
