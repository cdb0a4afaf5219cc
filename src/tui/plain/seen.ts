/**
 * What the hero sees now, in words: each square in sight that holds
 * something (a creature, things on the ground, a trap found, a door, a way
 * out, a fountain) on a line of its own, nearest first, with where it is
 * from the hero counted in squares: "3 east 1 north: a goblin …".
 */
import { aOrAn } from '../../base/words.js';
import { distance, key, whereFrom } from '../../core/engine/geometry.js';
import { trapCalled } from '../../core/engine/trap-rows.js';
import type { GameState } from '../../core/engine/types.js';
import { sightOf } from '../../core/engine/view.js';
import { currentZone, tileAt } from '../../core/engine/zones.js';
import { TILE } from '../../procgen/glyphs.js';
import { creatureText, exitText, visibleCreatures } from '../modals/look.js';
import type { Point } from '../modals/cursor.js';

/** What lies on a square in sight, other than a creature, as phrases; none for bare floor. */
function thingsAt(s: GameState, p: Point): string[] {
  const { zone, z } = currentZone(s);
  const items = z.items.filter((f) => f.x === p.x && f.y === p.y).map((f) => (f.chest ? 'a chest' : f.item.name));
  const trap = z.traps.find((t) => t.x === p.x && t.y === p.y && t.found);
  const fountain = zone.fountains.some((f) => f.x === p.x && f.y === p.y);
  const exit = exitText(s, p);
  return [
    ...(items.length > 0 ? [`on the ground ${items.join(', ')}`] : []),
    ...(trap ? [`a trap, ${aOrAn(trapCalled(trap.name))}${trap.disarmed ? ' (disarmed)' : ''}`] : []),
    ...(exit ? [exit] : []),
    ...(fountain ? [`a fountain${z.fountainsUsed.includes(key(p.x, p.y)) ? ', run dry' : ''}`] : []),
    ...(tileAt(zone, p.x, p.y) === TILE.coffin ? ['a coffin'] : []),
  ];
}

/** The lines of what the hero sees, creatures first (as look's Tab goes through them), then things, nearest first. */
export function seenLines(s: GameState): string[] {
  if (s.phase !== 'dungeon') return [];
  const { z } = currentZone(s);
  const hero = s.hero;
  const creatures = visibleCreatures(s).map((p) => `${whereFrom(hero, p)}: ${creatureText(s, z.creatures.find((c) => c.x === p.x && c.y === p.y)!)}`);
  const squares = [...sightOf(s).keys].map((k) => {
    const [x, y] = k.split(',').map(Number) as [number, number];
    return { x, y };
  });
  const things = squares
    .map((p) => ({ p, what: thingsAt(s, p) }))
    .filter((t) => t.what.length > 0)
    .sort((a, b) => distance(a.p, hero) - distance(b.p, hero) || a.p.y - b.p.y || a.p.x - b.p.x)
    .map((t) => `${whereFrom(hero, t.p)}: ${t.what.join('; ')}.`);
  const lines = [...creatures, ...things];
  return lines.length > 0 ? ['You see:', ...lines] : ['You see nothing of note.'];
}
