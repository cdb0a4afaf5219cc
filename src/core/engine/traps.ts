/**
 * Traps (RULES.md §4.6): hidden until found. Stepping on one calls for a DEX
 * test to avoid it (a Thief has Advantage); failing it deals its damage or
 * effect. Searching is a WIS test, disarming a DEX test; finding or
 * disarming a trap scores 3. A Thief entering a zone rolls 2d6 against each
 * trap's save: at or under it, the trap is found and disarmed.
 */
import type { Ctx } from './context.js';
import { die, hurtCreature, hurtHero } from './combat.js';
import { distance, stepFrom } from './geometry.js';
import { Refusal } from './refusal.js';
import type { Dir, ZoneState } from './types.js';
import { currentZone } from './zones.js';
import { award } from './progress.js';
import { floatsOver } from './magic/hooks.js';
import { leaveFor } from './travel.js';
import { childId } from '../../procgen/ids.js';
import { aOrAn } from '../../base/words.js';
import { SCORE_TRAP, trapCalled, trapRow } from './trap-rows.js';

export function triggerTrapAt(ctx: Ctx, x: number, y: number): void {
  const { z } = currentZone(ctx.s);
  const trap = z.traps.find((t) => t.x === x && t.y === y && !t.disarmed);
  if (!trap || floatsOver(ctx.s, trap.name)) return;
  const row = trapRow(trap.name);
  trap.found = true;
  const called = row.called;
  ctx.say('trap', `A trap: ${aOrAn(called)}!`);
  const t = ctx.test({ label: `avoid the ${called}`, attr: 'DEX', advantage: ctx.s.hero.className === 'Thief' });
  // A trap "to Entire Room" goes off for everyone in it: the hero's leap saves only the hero, from the same roll.
  const damage = row.damage && (!t.success || row.area === 'room') ? ctx.roll(`${called} damage`, row.damage) : 0;
  if (row.area === 'room') for (const c of [...z.creatures]) hurtCreature(ctx, c, damage, `the ${called}`, 'other');
  if (t.success) {
    ctx.say('trap', 'You leap clear.');
    if (row.lethal) award(ctx, `surviving ${aOrAn(called)}`);
    return;
  }
  if (row.lethal) return die(ctx, `reduced to dust by ${aOrAn(called)}`, aOrAn(called));
  if (row.damage) hurtHero(ctx, damage, aOrAn(called));
  if (ctx.s.phase !== 'dungeon') return;
  // "+1d6 per Turn": the row's own dice, rolled each turn until the poison is shaken off or cured.
  if (row.poisonPerTurn) ctx.s.hero.conditions.push({ kind: 'ongoing', damage: 0, dice: row.poisonPerTurn, source: `the ${called}` });
  if (row.miracle === 'Curse') ctx.s.hero.conditions.push({ kind: 'weakened', turns: null, source: `the ${called}` });
  if (row.moveTo) carryAway(ctx, z.traps.indexOf(trap), row.moveTo === 'new-level');
}

/**
 * Chutes drop the hero into a new zone one level deeper, a teleport into a
 * new zone at the same depth; its way in leads back to the trap's zone. The
 * new zone's id follows the trap zone's exits and stairs, one per trap.
 * A zone is a single room (RULES.md §4.3), so even the teleport "to a new
 * room" takes the hero out of the zone: it is an exit like any other, with
 * its points, refresh and the Opposition's chance to escalate.
 */
function carryAway(ctx: Ctx, trapIndex: number, deeper: boolean): void {
  const { zone } = currentZone(ctx.s);
  const id = childId(zone.id, zone.exits.length + 1 + trapIndex);
  ctx.say('trap', deeper ? 'You slide down into the dark…' : 'The world lurches around you…');
  leaveFor(ctx, id, () => ({ entryDoor: 'open-arch', entrySide: 'south', depth: zone.depth + (deeper ? 1 : 0), from: zone.id }));
}

/** A WIS test to find the traps within Nearby range. */
export function search(ctx: Ctx): void {
  const t = ctx.test({ label: 'search', attr: 'WIS', advantage: ctx.s.hero.className === 'Thief' });
  if (!t.success || !findTrapsNearby(ctx)) ctx.say('trap', 'You find nothing.');
}

/** A successful search finds the traps within Nearby range, 3 points each; false when there are none. */
export function findTrapsNearby(ctx: Ctx): boolean {
  const { z } = currentZone(ctx.s);
  const near = z.traps.filter((tr) => !tr.found && !tr.disarmed && distance(tr, ctx.s.hero) <= 6);
  for (const tr of near) {
    tr.found = true;
    ctx.s.score += SCORE_TRAP;
    ctx.say('trap', `You find ${aOrAn(trapCalled(tr.name))}. (+${SCORE_TRAP} points)`, { x: tr.x, y: tr.y });
  }
  return near.length > 0;
}

/** The found, armed trap in direction `dir`, or a refusal. */
export function knownTrap(ctx: Ctx, dir: Dir): { at: { x: number; y: number }; trap: ZoneState['traps'][number] } {
  const { z } = currentZone(ctx.s);
  const at = stepFrom(ctx.s.hero, dir);
  const trap = z.traps.find((t) => t.x === at.x && t.y === at.y && t.found && !t.disarmed);
  if (!trap) throw new Refusal('There is no trap you know of there.');
  return { at, trap };
}

/** A DEX test to disarm a found trap next to the hero; failing sets it off. */
export function disarm(ctx: Ctx, dir: Dir): void {
  const { at, trap } = knownTrap(ctx, dir);
  const called = trapCalled(trap.name);
  const t = ctx.test({ label: `disarm the ${called}`, attr: 'DEX', advantage: ctx.s.hero.className === 'Thief' });
  if (t.success) {
    trap.disarmed = true;
    ctx.s.score += SCORE_TRAP;
    ctx.say('trap', `You disarm the ${called}. (+${SCORE_TRAP} points)`);
  } else triggerTrapAt(ctx, at.x, at.y);
}
