/**
 * The zone map as the hero knows it: what is in view drawn as it is (with
 * creatures, things, found traps and the hero's spell areas), remembered
 * squares in the memory tone, the rest blank. The view follows the hero when the zone is larger than
 * the screen.
 */
import { lootGlyph, OVERLAY, TILE } from '../procgen/glyphs.js';
import { sightOf } from '../core/engine/view.js';
import { currentZone } from '../core/engine/zones.js';
import { PASSAGE_GLYPH } from '../core/engine/spends/exit.js';
import { key } from '../core/engine/geometry.js';
import { areasAt } from '../core/engine/magic/effects/areas.js';
import type { GameState } from '../core/engine/types.js';
import { esc, tone, type Style, type Tone } from './style.js';
import { wallLine, wallsAsLines } from './wall-lines.js';

const TILE_TONES: Record<string, Tone> = {
  [TILE.rock]: 'rock',
  [TILE.floor]: 'floor',
  [TILE.door]: 'door',
  [TILE.arch]: 'door',
  [TILE.portcullis]: 'door',
  [TILE.stairsDown]: 'feature',
  [TILE.stairsUp]: 'feature',
  [TILE.fountain]: 'feature',
  [TILE.coffin]: 'feature',
};

/**
 * Spell areas drawn on the map (docs/glyphs.md): those that fill their
 * squares put a glyph on the floor, light only colours it. Where areas
 * overlap, the first here wins. The rest (Silence, a storm…) are named by
 * look alone: drawn, they would cover the map.
 */
export const AREA_CELLS: Record<string, { glyph?: string; ascii?: string; tone: Tone }> = {
  Cloudkill: { glyph: '~', tone: 'bad' },
  'Elemental Wall': { glyph: '&', tone: 'bad' },
  'Blade Barrier': { glyph: '&', tone: 'bad' },
  Web: { glyph: ':', tone: 'trap' },
  Darkness: { glyph: '░', ascii: '%', tone: 'dim' },
  Daylight: { tone: 'lit' },
  'Sun Drill': { tone: 'lit' },
  Light: { tone: 'lit' },
  'Black Candle': { tone: 'lit' },
};

/** The drawn area over a square, if any. */
function areaCell(s: GameState, x: number, y: number): (typeof AREA_CELLS)[string] | undefined {
  if (s.hero.effects.length === 0) return undefined;
  const here = new Set(areasAt(s, { x, y }).map((e) => e.name));
  return Object.entries(AREA_CELLS).find(([name]) => here.has(name))?.[1];
}

/** The top-left map square shown, so the hero stays in view and the map does not scroll past its edges. */
export function viewport(size: number, window: number, at: number): number {
  if (size <= window) return 0;
  return Math.max(0, Math.min(size - window, at - Math.floor(window / 2)));
}

/** An open door is drawn leaning in its frame. */
export const OPEN_DOOR = '/';

export interface Cell {
  glyph: string;
  tone: Tone;
}

/**
 * What one square shows, or undefined for a square that shows nothing. With
 * `visible` the hero's view: unseen squares blank, remembered ones in the
 * memory tone with what lies there but no creature, found traps only,
 * undead in coffins unseen. With `'all'` the zone revealed, as at the end
 * of a game: every trap and creature, and rock only where it bounds an open
 * square, so rooms have walls and the solid rock stays blank.
 */
export function cellAt(s: GameState, visible: Set<string> | 'all', x: number, y: number, ascii = false): Cell | undefined {
  const { zone, z } = currentZone(s);
  if (x < 0 || y < 0 || x >= zone.width || y >= zone.height) return undefined;
  const k = key(x, y);
  const all = visible === 'all';
  const tile = zone.tiles[y]?.[x] ?? TILE.rock;
  const passage = z.passages?.some((p) => p.x === x && p.y === y);
  // A square out of view shows what the hero remembers of it: the lie of the land and what lies there, no creature.
  const remembered = !all && !visible.has(k);
  if (remembered && z.seen[y * zone.width + x] !== '1') return undefined;
  const shown = (glyph: string, t: Tone): Cell => ({ glyph, tone: remembered ? 'memory' : t });
  if (!remembered) {
    if (s.hero.x === x && s.hero.y === y) return { glyph: '@', tone: 'hero' };
    const c = z.creatures.find((o) => o.x === x && o.y === y && (all || !o.inCoffin));
    if (c) return { glyph: c.glyph, tone: c.glyph === '@' ? 'rival' : c.attitude === 'friendly' ? 'friend' : 'creature' };
  }
  const f = z.items.find((i) => i.x === x && i.y === y);
  if (f) return shown(lootGlyph(f.item.kind === 'valuable' ? 'gems' : f.item.kind, f.chest), 'item');
  if (z.traps.some((t) => t.x === x && t.y === y && (all || t.found) && !t.disarmed)) return shown(OVERLAY.trap, 'trap');
  if (passage) return shown(PASSAGE_GLYPH, 'feature');
  if (all && tile === TILE.rock) {
    for (let dy = -1; dy <= 1; dy++) for (let dx = -1; dx <= 1; dx++) if ((zone.tiles[y + dy]?.[x + dx] ?? TILE.rock) !== TILE.rock) return { glyph: TILE.rock, tone: 'rock' };
    return undefined;
  }
  const open = z.doors[k]?.open && tile === TILE.door;
  const area = tile === TILE.rock ? undefined : areaCell(s, x, y);
  if (area) return shown(area.glyph && tile === TILE.floor ? ((ascii && area.ascii) || area.glyph) : open ? OPEN_DOOR : tile, area.tone);
  // A door that bears a puzzle (a riddle, a toll) is underlined, remembered or in view: the hero was told of it on entering.
  if (z.puzzles[k]) return { glyph: open ? OPEN_DOOR : tile, tone: 'puzzle' };
  if (open) return shown(OPEN_DOOR, 'door');
  // A fountain drunk dry is dimmed: it has nothing more to give.
  if (tile === TILE.fountain && z.fountainsUsed.includes(k)) return shown(tile, 'dim');
  return shown(tile, TILE_TONES[tile] ?? 'floor');
}

/** What one square shows in the player's symbol set: cellAt's, with walls joined into lines where the set asks for them. */
export function shownAt(s: GameState, visible: Set<string> | 'all', x: number, y: number, style: Style): Cell | undefined {
  const cell = cellAt(s, visible, x, y, style.ascii);
  if (cell?.glyph !== TILE.rock || !wallsAsLines(style)) return cell;
  return { ...cell, glyph: wallLine(x, y, (wx, wy) => cellAt(s, visible, wx, wy)?.glyph === TILE.rock) };
}

/**
 * The map, `width`×`height`, following the hero; `reveal` shows the whole
 * zone as it stands. Without colour there is no memory tone to tell what is
 * remembered from what is seen, so remembered floor is left blank, as
 * NetHack leaves a dark room's floor: walls, doors and things stay drawn.
 */
export function mapLines(s: GameState, style: Style, width: number, height: number, reveal = false): string[] {
  const { zone } = currentZone(s);
  const visible = reveal ? 'all' : sightOf(s).keys;
  const left = viewport(zone.width, width, s.hero.x);
  const top = viewport(zone.height, height, s.hero.y);
  const lines: string[] = [];
  for (let row = 0; row < height; row++) {
    let line = '';
    for (let col = 0; col < width; col++) {
      const cell = shownAt(s, visible, left + col, top + row, style);
      line += cell && !(style.mono && cell.tone === 'memory' && cell.glyph === TILE.floor) ? tone(style, cell.tone, esc(cell.glyph)) : ' ';
    }
    lines.push(line);
  }
  return lines;
}
