/**
 * Prices that rise with use (docs/rules.md "Token prices"). At a flat
 * token a Hit Die and a token an exit, healing outran resting and a way
 * straight to the deepest zone cost less than walking there: tokens bought
 * everything and were never a decision. So each heal bought on one trip
 * into the dungeon (or one stay at Home) doubles the price of the next, an exit costs two more for
 * each level it skips, and each exit opened on one trip into the dungeon
 * doubles the price of the next.
 */
import type { GameState } from '../types.js';

/** Tokens an exit costs more for each level it skips: each level between this zone and its far side. */
export const EXIT_SKIP_PRICE = 2;

/** Heals bought on this trip into the dungeon (at Home: in this stay). */
export function healsBought(s: GameState): number {
  const h = s.bought?.heal;
  return h && h.home === (s.phase === 'home') && h.visit === s.visits ? h.count : 0;
}

/** Exits the hero has paid for on this trip into the dungeon. */
export function exitsBought(s: GameState): number {
  const e = s.bought?.exit;
  return e && e.visit === s.visits ? e.count : 0;
}

/** Tokens a Hit Die costs now: 1, doubled for each heal bought on this trip (or in this stay at Home). */
export const healDiePrice = (s: GameState): number => 2 ** healsBought(s);

/** Levels an exit to `to` skips: none to a new zone (one level down, as behind any way on), else those between here and it. */
export function levelsSkipped(s: GameState, to: string): number {
  const here = s.zone ? s.zones[s.zone]?.context.depth : undefined;
  const there = to === 'new' ? undefined : s.zones[to]?.context.depth;
  return here === undefined || there === undefined ? 0 : Math.max(0, there - here - 1);
}

/** Tokens an exit to `to` costs now: 1 and 2 a level skipped, doubled for each exit paid for on this trip. */
export const exitPrice = (s: GameState, to: string): number => (1 + EXIT_SKIP_PRICE * levelsSkipped(s, to)) * 2 ** exitsBought(s);

/** A heal or an exit was bought: the next costs more. */
export function noteBought(s: GameState, what: 'heal' | 'exit'): void {
  if (what === 'heal') s.bought = { ...s.bought, heal: { home: s.phase === 'home', visit: s.visits, count: healsBought(s) + 1 } };
  else s.bought = { ...s.bought, exit: { visit: s.visits, count: exitsBought(s) + 1 } };
}
