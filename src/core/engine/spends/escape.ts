/**
 * Escaping a fight (RULES.md §5): 1 token; if it stands (unopposed, or the
 * hero wins the bid), the hero breaks away into the zone behind one of this
 * zone's exits (or passages): the one named, or the nearest. Not through a
 * locked door or a puzzle lock: those hold the hero as they would on foot.
 * It is leaving a zone like any other: points, refresh, the zone beyond.
 */
import type { Exit } from '../../../procgen/types.js';
import type { Ctx } from '../context.js';
import { distance } from '../geometry.js';
import { leaveBy } from '../travel.js';
import type { GameState, Passage } from '../types.js';
import { currentZone } from '../zones.js';
import { takePassage } from './exit.js';

export type Way = { kind: 'exit'; to: string; x: number; y: number; exit: Exit } | { kind: 'passage'; to: string; x: number; y: number; passage: Passage };

/** A hostile creature that knows of the hero is in the zone. */
export function inFight(s: GameState): boolean {
  if (s.phase !== 'dungeon' || !s.zone) return false;
  return currentZone(s).z.creatures.some((c) => c.attitude === 'hostile' && c.aware && !c.inCoffin);
}

/** The zone's ways out the hero could pass (not a locked door, not one with a puzzle lock on it), nearest the hero first. */
export function escapeWays(s: GameState): Way[] {
  if (!s.zone) return [];
  const { zone, z } = currentZone(s);
  const open = (e: Exit) => !z.doors[`${e.x},${e.y}`]?.locked && z.puzzles[`${e.x},${e.y}`]?.kind !== 'simple';
  const ways: Way[] = [
    ...zone.exits.filter(open).map((e): Way => ({ kind: 'exit', to: e.to, x: e.x, y: e.y, exit: e })),
    ...(z.passages ?? []).map((p): Way => ({ kind: 'passage', to: p.to, x: p.x, y: p.y, passage: p })),
  ];
  return ways.sort((a, b) => distance(a, s.hero) - distance(b, s.hero));
}

export function escape(ctx: Ctx, to: string | undefined): void {
  const ways = escapeWays(ctx.s);
  const way = (to === undefined ? ways[0] : ways.find((w) => w.to === to))!;
  ctx.say('combat', 'You break away from the fight!');
  if (way.kind === 'passage') takePassage(ctx, way.passage);
  else leaveBy(ctx, way.exit);
}
