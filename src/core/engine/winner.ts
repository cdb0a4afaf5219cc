/**
 * The Opposition winner (RULES.md §5): each Opposition player wants its own
 * obstacle to make the kill. The hero's death names what struck the last
 * blow; the player who bought it is the winner: a creature (its blow or
 * its spell) or a trap in the zone, the zone's environ, or the poison or
 * hold one of its creatures
 * or its environ laid on the hero (which still counts once the creature is
 * gone). The zone's own creatures and traps, hunger and the hero's own
 * magic name none.
 */
import { seatLabel } from './seats.js';
import { trapCalled } from './trap-rows.js';
import type { GameState } from './types.js';
import { aOrAn } from '../../base/words.js';

export function killerOf(s: GameState, source: string): number | null {
  const laid = s.hero.conditions.find((c) => c.kind === 'ongoing' && c.source === source && c.owner !== undefined);
  if (laid?.kind === 'ongoing') return laid.owner!;
  if (!s.zone) return null;
  const z = s.zones[s.zone]!;
  if (z.environ?.owner !== undefined && `the ${z.environ.name.toLowerCase()}` === source) return z.environ.owner;
  const creature = z.creatures.find((c) => c.owner !== undefined && (`the ${c.name}` === source || `the ${c.name}'s spell` === source));
  if (creature) return creature.owner!;
  const trap = z.traps.find((t) => t.owner !== undefined && aOrAn(trapCalled(t.name)) === source && t.x === s.hero.x && t.y === s.hero.y);
  return trap?.owner ?? null;
}

/** The Opposition winner as the end of a game names it, its seat and who played it as the end screen does ("Opposition 2 (Bea)"), or null when no Opposition obstacle made the kill. */
export function winnerText(s: GameState): string | null {
  const p = s.killer === undefined || s.killer === null ? undefined : s.tokens.opposition.find((o) => o.id === s.killer);
  return p ? seatLabel(s, p.id) : null;
}
