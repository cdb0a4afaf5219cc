/**
 * Where magic laid on the grid lies: an area's centre, the squares it
 * covers and the areas over a square. Read by the view, the hooks and the
 * interface as well as by the areas' own effects, so it stands apart from
 * what the areas do.
 */
import { distance, key } from '../geometry.js';
import type { GameState, MagicEffect } from '../types.js';
import { currentZone } from '../zones.js';
import type { Point } from '../../../procgen/grid.js';
import { hereEffects } from './here.js';

/** The centre of an area: its square, the creature it moves with, or the hero. */
export function areaCentre(s: GameState, e: MagicEffect): Point | undefined {
  if (e.creature !== undefined) return currentZone(s).z.creatures.find((c) => c.id === e.creature);
  if (e.x !== undefined && e.y !== undefined) return { x: e.x, y: e.y };
  return s.hero;
}

export function inArea(s: GameState, e: MagicEffect, p: Point): boolean {
  if (e.squares) return e.squares.includes(key(p.x, p.y));
  const c = areaCentre(s, e);
  return c !== undefined && distance(c, p) <= (e.radius ?? 0);
}

/** The areas of this zone over square `p`, in the order they were laid. */
export function areasAt(s: GameState, p: Point): MagicEffect[] {
  if (!s.zone) return [];
  return hereEffects(s, 'area').filter((e) => inArea(s, e, p));
}

/** Squares of this zone under an area of `name` (for the view and the interface). */
export function areaSquaresNamed(s: GameState, name: string): Set<string> {
  const out = new Set<string>();
  if (!s.zone) return out;
  const { zone } = currentZone(s);
  for (const e of hereEffects(s, 'area').filter((o) => o.name === name)) {
    if (e.squares) e.squares.forEach((k) => out.add(k));
    const c = areaCentre(s, e);
    if (!c || e.squares) continue;
    const r = e.radius ?? 0;
    for (let y = Math.max(0, c.y - r); y <= Math.min(zone.height - 1, c.y + r); y++) for (let x = Math.max(0, c.x - r); x <= Math.min(zone.width - 1, c.x + r); x++) out.add(key(x, y));
  }
  return out;
}
