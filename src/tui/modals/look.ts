/**
 * What a square shows the hero: what stands or lies on it when it is in
 * view, the map's memory of it otherwise, nothing for a square never seen;
 * and the hero's spell areas over it, with what each does.
 * `x` (look) puts a cursor on the map and describes the square under it;
 * target selection shows the same description.
 */
import { doorName } from '../../procgen/describe.js';
import { TILE } from '../../procgen/glyphs.js';
import { distance, key, rangeBand } from '../../core/engine/geometry.js';
import { isServant } from '../../core/engine/magic/creatures.js';
import { AREA_ABOUT } from '../../core/engine/magic/effects/areas.js';
import { areasAt } from '../../core/engine/magic/area-squares.js';
import { magicSight } from '../../core/engine/magic/hooks.js';
import type { CreatureState, GameState } from '../../core/engine/types.js';
import { sightOf } from '../../core/engine/view.js';
import { currentZone, tileAt } from '../../core/engine/zones.js';
import { aOrAn, capitalised, counted, creatureName } from '../../base/words.js';
import { trapCalled } from '../../core/engine/trap-rows.js';
import { puzzleText } from '../../core/engine/puzzles.js';
import { esc, tone, type Style } from '../style.js';
import type { Modal } from '../ui.js';
import { mapCursor, type Point } from './cursor.js';

const TILE_NAMES: Record<string, string> = {
  [TILE.rock]: 'solid rock',
  [TILE.floor]: 'floor',
  [TILE.stairsDown]: 'a staircase down',
  [TILE.stairsUp]: 'a staircase up',
  [TILE.fountain]: 'a fountain',
  [TILE.coffin]: 'a coffin',
};

/** A creature as the hero sees it: what it is, how strong and how hurt, and its mood. */
export function creatureText(s: GameState, c: CreatureState): string {
  const name = aOrAn(creatureName(c.name));
  const hp = c.hp >= c.maxHp ? `about ${Math.round(c.hd * 4.5)} HP, unhurt` : `${c.hp}/${c.maxHp} HP, ${c.hp * 2 <= c.maxHp ? 'badly hurt' : 'hurt'}`;
  // A creature of the zone's own or a wanderer that has not met the hero has rolled no reaction yet: its mood is not known.
  const mood = isServant(s, c) ? 'serves you' : !c.aware && c.owner === undefined && c.attitude === 'neutral' ? 'mood unknown' : c.attitude;
  const states = [...new Set(c.conditions.map((x) => (x.kind === 'ongoing' ? 'poisoned' : x.kind)))];
  const riders = c.riders.length > 0 ? `; ${c.riders.join(', ').toLowerCase()}` : '';
  return `${name} (${c.category}): HD ${c.hd}, ${hp}, hits for ${c.damage}${riders}; ${mood}${c.aware ? '' : ', has not noticed you'}${states.length > 0 ? `, ${states.join(', ')}` : ''}.`;
}

/** The door, stairs or exit on a square, with where it leads. */
export function exitText(s: GameState, p: Point): string | undefined {
  const { zone, z } = currentZone(s);
  const e = zone.exits.find((o) => o.x === p.x && o.y === p.y);
  // A passage the hero opened with tokens (spends/exit.ts).
  const passage = z.passages?.find((o) => o.x === p.x && o.y === p.y);
  if (!e && passage) return `a passage you opened, leading to ${s.zones[passage.to] ? `zone ${passage.to}, visited` : 'somewhere not yet explored'} (> or < to take it)`;
  const door = z.doors[key(p.x, p.y)];
  const what = door ? `${aOrAn(doorName(door.type).replace('locked ', ''))}${door.type === 'open-arch' ? '' : door.open ? ', open' : door.locked ? ', closed and locked' : ', closed'}` : undefined;
  if (!e) return what;
  const where = e.to === 'entrance' ? 'the dungeon entrance' : s.zones[e.to] ? `zone ${e.to}, visited` : 'somewhere not yet explored';
  return `${what ?? TILE_NAMES[tileAt(zone, p.x, p.y)] ?? 'a way out'}, leading to ${where}${e.entry ? ' (the way you came in)' : ''}${puzzleNote(s, p)}`;
}

/** The puzzle a door bears, as look tells it: the riddle in full, with how to answer it. */
function puzzleNote(s: GameState, p: Point): string {
  const { z } = currentZone(s);
  const puzzle = z.puzzles[key(p.x, p.y)];
  if (!puzzle) return '';
  const text = puzzleText(z, p.x, p.y) ?? '';
  return puzzle.kind === 'riddle' ? `. On it, ${text[0]!.toLowerCase()}${text.slice(1)} (A answers it from next to the door)` : `. On it, ${text[0]!.toLowerCase()}${text.slice(1).replace(/\.$/, '')}`;
}

/** Tagged lines describing square `p`. */
export function describeSquare(s: GameState, style: Style, p: Point): string[] {
  const { zone, z } = currentZone(s);
  if (p.x < 0 || p.y < 0 || p.x >= zone.width || p.y >= zone.height) return [esc('Beyond the edge of the map.')];
  const hero = s.hero;
  const d = distance(p, hero);
  const where = d === 0 ? 'You stand here.' : `${counted(d, 'square')} away: ${rangeBand(d)}.`;
  const visible = sightOf(s).keys.has(key(p.x, p.y));
  const seen = z.seen[p.y * zone.width + p.x] === '1';
  if (!visible && !seen) return [esc(`Unknown: you have not seen this square. ${where}`)];
  const lines: string[] = [];
  const tile = tileAt(zone, p.x, p.y);
  const exit = exitText(s, p);
  const trap = z.traps.find((t) => t.x === p.x && t.y === p.y && t.found);
  const fountain = zone.fountains.find((f) => f.x === p.x && f.y === p.y);
  const ground = exit ?? (fountain ? `a fountain${z.fountainsUsed.includes(key(p.x, p.y)) ? ', run dry' : ''}` : (TILE_NAMES[tile] ?? 'floor'));
  // The hero's own spells: known where they lie even out of view (a Darkness is never in view).
  const areas = tile === TILE.rock ? '' : areaText(s, p);
  if (!visible) {
    lines.push(esc(`You remember ${ground}${trap && !trap.disarmed ? `, and a trap: ${aOrAn(trapCalled(trap.name))}` : ''}. ${where}`));
    if (areas) lines.push(esc(areas));
    return lines.map((l) => tone(style, 'memory', l));
  }
  if (d === 0) lines.push(esc(`You: ${hero.name}, ${hero.hp}/${hero.maxHp} HP.`));
  const hidden = magicSight(s).hidden;
  const c = z.creatures.find((o) => o.x === p.x && o.y === p.y && !o.inCoffin && !hidden.has(o.id));
  if (c) lines.push(tone(style, c.attitude === 'friendly' || isServant(s, c) ? 'friend' : 'creature', esc(creatureText(s, c))));
  const items = z.items.filter((f) => f.x === p.x && f.y === p.y);
  if (items.length > 0) lines.push(tone(style, 'item', esc(`On the ground: ${items.map((f) => (f.chest ? 'a chest' : f.item.name)).join(', ')}.`)));
  if (trap) lines.push(tone(style, 'trap', esc(`A trap: ${aOrAn(trapCalled(trap.name))}${trap.disarmed ? ' (disarmed)' : ''}.`)));
  if (areas) lines.push(esc(areas));
  lines.push(esc(`${capitalised(ground)}. ${where}`));
  return lines;
}

/** The spell areas over `p`, each with what it does: `Web (sticky: …).` */
function areaText(s: GameState, p: Point): string {
  const names = [...new Set(areasAt(s, p).map((e) => e.name))];
  return names.map((n) => `${n}${AREA_ABOUT[n] ? ` (${AREA_ABOUT[n]})` : ''}.`).join(' ');
}

/** `x`: look around with a cursor; Tab jumps between the creatures in view. */
export function lookCursor(): Modal {
  return mapCursor({
    title: 'Look',
    hint: 'move keys: cursor  Tab: next creature  Esc: done',
    cycle: (s) => visibleCreatures(s),
    info: (ui, p) => describeSquare(ui.game!, ui.style, p),
    pick: () => true,
    enter: 'ends looking, as Esc does',
  });
}

/** Creatures in view within `reach`, nearest first; with `friendly`, friends and servants follow the others. */
export function visibleCreatures(s: GameState, reach = Infinity, friendly = true): Point[] {
  const { z } = currentZone(s);
  const visible = sightOf(s).keys;
  const hidden = magicSight(s).hidden;
  const friend = (c: CreatureState) => c.attitude === 'friendly' || isServant(s, c);
  return z.creatures
    .filter((c) => !c.inCoffin && !hidden.has(c.id) && visible.has(key(c.x, c.y)) && distance(c, s.hero) <= reach && (friendly || !friend(c)))
    .sort((a, b) => Number(friend(a)) - Number(friend(b)) || distance(a, s.hero) - distance(b, s.hero) || a.id - b.id)
    .map((c) => ({ x: c.x, y: c.y }));
}
