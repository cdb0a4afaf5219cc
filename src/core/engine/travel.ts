/**
 * Leaving a zone: through a door's stub into the zone behind it, down or up
 * stairs, out by the way to the entrance and so Home, or carried off by a
 * chute or teleport trap, a Scroll of Recall, a Teleport spell or a recall
 * sigil. Every exit gives a holding Opposition its chance to escalate.
 * The refresh (RULES.md §5) and the 4 points for leaving a zone alive (§8)
 * come the first time that zone is left: the seed pays refresh as the
 * Adventurer "completes a Zone", which happens once, and a refresh on every
 * exit would mint tokens without end for anyone walking in and out of one
 * door.
 */
import { contextThrough } from '../../procgen/dungeon.js';
import { firstZoneContext, rollEntrance } from '../../procgen/entrance.js';
import { ENTRANCE, FIRST_ZONE } from '../../procgen/ids.js';
import type { Exit, ZoneContext } from '../../procgen/types.js';
import type { Ctx } from './context.js';
import { enterZone } from './enter.js';
import { escalate, FINAL_ESCALATION } from './escalation.js';
import { homecoming } from './home/ledger.js';
import { murkyPast } from './home/tavern.js';
import { questHomecoming } from './home/quest.js';
import { restoreHunger } from './consumables.js';
import { refreshTokens } from './tokens.js';
import { openDecision, seatedPlayer } from './decisions.js';
import { Refusal } from './refusal.js';
import { oppositionSeat, type Seat } from './seats.js';
import type { Leaving } from './types.js';
import { expireMagic } from './magic/state.js';
import { endFight } from './time.js';
import { currentZone } from './zones.js';

export const SCORE_LEAVE_ZONE = 4;

export function goHome(ctx: Ctx): void {
  const s = ctx.s;
  s.zone = null;
  s.phase = 'home';
  endFight(ctx, false);
  s.hero.background.usedThisVisit = false;
  s.hero.castThisVisit = [];
  // Hindrances "for the session" last until the hero is back Home.
  s.hero.conditions = s.hero.conditions.filter((c) => !(c.kind === 'disadvantage' && c.minutes === null));
  ctx.say('home', 'You make your way back Home.');
  homecoming(ctx);
  questHomecoming(ctx);
  murkyPast(ctx);
  expireMagic(ctx);
  restoreHunger(ctx);
}

/**
 * Leaving the zone alive (the first time, its points and every side's
 * refresh; the Opposition's chance to escalate), then Home or into zone `to`:
 * as it was first entered, or with `fresh()` the first time (Home and a
 * zone already entered need none). `heroEscalates`: the hero escalates on
 * the stairs down as this exit begins.
 */
export function leaveFor(ctx: Ctx, to: string, fresh?: () => ZoneContext, heroEscalates = false, at?: { x: number; y: number }): void {
  const s = ctx.s;
  const { zone, z } = currentZone(s);
  // The Opposition escalates only with the die it held as the exit began, not the one the hero hands it here: one exit moves the die once.
  const oppositionHeld = s.escalationHolder === 'opposition';
  if (heroEscalates) escalate(ctx, 'hero');
  const first = !z.left;
  if (first) {
    z.left = true;
    s.score += SCORE_LEAVE_ZONE;
    ctx.say('score', `You leave zone ${zone.id} alive. (+${SCORE_LEAVE_ZONE} points)`);
  } else ctx.say('score', `You leave zone ${zone.id} again: it paid its points and tokens the first time.`);
  const context = to === ENTRANCE ? null : (s.zones[to]?.context ?? fresh?.());
  if (context === undefined) throw new Error(`no way to make zone ${to}, entered for the first time`);
  const leaving: Leaving = at ? { from: zone.id, to, context, first, at } : { from: zone.id, to, context, first };
  // The hero waits at the exit while the Opposition's seats decide whether to escalate.
  if (oppositionHeld && askEscalation(ctx, leaving)) return;
  goOn(ctx, leaving);
}

/** Every side is refreshed (the first time), then Home or into the zone beyond. */
function goOn(ctx: Ctx, leaving: Leaving): void {
  if (leaving.first) refreshTokens(ctx);
  if (leaving.context === null) return goHome(ctx);
  enterZone(ctx, leaving.to, leaving.context, leaving.from, leaving.at);
}

/** The Opposition holds the Escalation die as the hero leaves: its seats are asked in seating order. False when none can escalate. */
function askEscalation(ctx: Ctx, leaving: Leaving): boolean {
  const s = ctx.s;
  const players = s.tokens.opposition;
  if (players.length === 0 || s.escalationHolder !== 'opposition' || s.escalation >= FINAL_ESCALATION) return false;
  openDecision(ctx, { kind: 'escalate', owners: [oppositionSeat(players[0]!.id)], next: players.slice(1).map((p) => p.id), leaving });
  return true;
}

/** An Opposition seat escalates, or holds the die and the next is asked; the first yes escalates, and the hero goes on. */
export function answerEscalation(ctx: Ctx, seat: Seat, yes: unknown): void {
  const s = ctx.s;
  const d = s.decision;
  if (d?.kind !== 'escalate') throw new Refusal('Nothing like that is being asked.');
  if (typeof yes !== 'boolean') throw new Refusal('Escalate is yes or no.');
  seatedPlayer(s, seat);
  const [next, ...rest] = d.next;
  if (!yes && next !== undefined) {
    d.owners = [oppositionSeat(next)];
    d.next = rest;
    return;
  }
  s.decision = null;
  if (yes) escalate(ctx, 'opposition');
  goOn(ctx, d.leaving);
}

export function leaveBy(ctx: Ctx, exit: Exit, heroEscalates = false): void {
  const { zone } = currentZone(ctx.s);
  leaveFor(ctx, exit.to, () => contextThrough(zone, exit), heroEscalates);
}

/** From Home into the dungeon: through the entrance into zone 1. */
export function enterDungeon(ctx: Ctx): void {
  const s = ctx.s;
  s.phase = 'dungeon';
  s.visits++;
  const entrance = rollEntrance(s.seed);
  ctx.say('zone', `The dungeon entrance: ${entrance.description}`);
  const known = s.zones[FIRST_ZONE];
  enterZone(ctx, FIRST_ZONE, known ? known.context : firstZoneContext(entrance), ENTRANCE);
}
