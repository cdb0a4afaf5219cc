/**
 * Escalation (RULES.md §5): while the Opposition holds the Escalation die,
 * it may escalate as the hero begins to leave a zone. The players are asked
 * in seating order; the first who wants to, escalates. Holding the die
 * keeps the hero from escalating, so the game stands still, and every zone
 * more is one more chance to die on the way to the Final Zone: an easy
 * player hands it back always and lets the hero set the pace; a fair one
 * nine times in ten; a hard one eight in ten, always when the hero is badly
 * hurt (its refresh rises for the zones to come), and, late in the game, always
 * once it holds its boss reserve: the Final Zone is where it spends it.
 * Every answer is an event, with its chance and roll.
 */
import { randomInt, type RandomSource } from '../../base/rng.js';
import { FINAL_ESCALATION } from '../engine/escalation.js';
import type { OppositionEvent } from '../engine/events.js';
import type { SeatView } from '../engine/seat-view.js';
import { playerName } from '../engine/seats.js';
import type { OppositionPlayer } from '../engine/types.js';
import { PROFILES } from './difficulty.js';

/** From this Escalation die on, a hard player holding its boss reserve brings the Final Zone on. */
const READY_FROM = 7;

/** Does this AI player escalate, asked as the hero leaves a zone? With the event saying why. */
export function aiEscalates(view: SeatView, p: OppositionPlayer, rng: RandomSource): { yes: boolean; note: OppositionEvent } {
  const hurt = view.hero.hp * 2 <= view.hero.maxHp;
  const profile = PROFILES[p.difficulty];
  const ready = p.difficulty === 'hard' && view.escalation >= READY_FROM && view.escalation < FINAL_ESCALATION && p.tokens >= profile.bossReserve;
  const chance = Math.min(100, profile.escalate + (hurt ? profile.escalateHurt : 0));
  const roll = randomInt(rng, 1, 100);
  const yes = ready || roll <= chance;
  const text = `${playerName(view, p.id)} ${yes ? 'escalates' : 'holds the Escalation die'} (${ready ? 'its boss reserve is ready' : `chance ${chance}%, rolled ${roll}`}${hurt ? '; the hero is badly hurt' : ''}).`;
  return { yes, note: { kind: 'opposition', player: p.id, decision: yes ? 'escalate' : 'hold', text, data: { chance, roll, ready, hurt } } };
}
