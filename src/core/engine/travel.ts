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
import { escalate } from './escalation.js';
import { homecoming } from './home/ledger.js';
import { murkyPast } from './home/tavern.js';
import { restoreHunger } from './consumables.js';
import { refreshTokens } from './tokens.js';
import { oppositionEscalates } from '../opposition/index.js';
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
export function leaveFor(ctx: Ctx, to: string, fresh?: () => ZoneContext, heroEscalates = false): void {
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
  if (oppositionHeld) oppositionEscalates(ctx);
  if (first) refreshTokens(ctx);
  if (to === ENTRANCE) return goHome(ctx);
  const context = s.zones[to]?.context ?? fresh?.();
  if (!context) throw new Error(`no way to make zone ${to}, entered for the first time`);
  enterZone(ctx, to, context, zone.id);
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
