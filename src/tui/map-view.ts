/**
 * The zone map as the hero knows it: what is in view drawn as it is (with
 * creatures, things, found traps and the hero's spell areas), remembered
 * squares in the memory tone, the rest blank. The view follows the hero when the zone is larger than
 * the screen.
 */
import { lootGlyph, OPEN_DOOR, OVERLAY, TILE } from '../procgen/glyphs.js';
import { sightOf } from '../core/engine/view.js';
import type { View } from '../core/engine/fov.js';
import { currentZone } from '../core/engine/zones.js';
import { PASSAGE_GLYPH } from '../core/engine/spends/exit.js';
import { key } from '../core/engine/geometry.js';
import { areasAt } from '../core/engine/magic/area-squares.js';
import type { CreatureState, FloorItem, GameState, ZoneState } from '../core/engine/types.js';
import type { Zone } from '../procgen/types.js';
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


export interface Cell {
  glyph: string;
  tone: Tone;
}

/**
 * What a frame asks of the squares, looked up once for the frame: a map is
 * some thousand squares, and asking the zone's lists about each (a creature
 * here? a thing? a found trap?) was most of a key's time.
 */
interface Squares {
  s: GameState;
  zone: Zone;
  z: ZoneState;
  /** Whether the hero sees a square in the zone; `'all'` for the zone revealed. */
  sees: ((i: number) => boolean) | 'all';
  creatures: Map<number, CreatureState>;
  items: Map<number, FloorItem>;
  traps: Set<number>;
  passages: Set<number>;
  puzzles: Set<number>;
}

function squares(s: GameState, sees: Squares['sees']): Squares {
  const { zone, z } = currentZone(s);
  const all = sees === 'all';
  const at = (p: { x: number; y: number }) => p.y * zone.width + p.x;
  // The first in each list wins a square, as a search of the list would find it.
  const creatures = new Map<number, CreatureState>();
  for (const c of z.creatures) if ((all || !c.inCoffin) && !creatures.has(at(c))) creatures.set(at(c), c);
  const items = new Map<number, FloorItem>();
  for (const f of z.items) if (!items.has(at(f))) items.set(at(f), f);
  const traps = new Set(z.traps.filter((t) => (all || t.found) && !t.disarmed).map(at));
  const passages = new Set((z.passages ?? []).map(at));
  const puzzles = new Set(
    Object.keys(z.puzzles)
      .filter((k) => z.puzzles[k])
      .map((k) => {
        const [x, y] = k.split(',').map(Number);
        return at({ x: x!, y: y! });
      }),
  );
  return { s, zone, z, sees, creatures, items, traps, passages, puzzles };
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
  const width = currentZone(s).zone.width;
  return squareCell(squares(s, visible === 'all' ? 'all' : (i) => visible.has(key(i % width, Math.floor(i / width)))), x, y, ascii);
}

function squareCell(q: Squares, x: number, y: number, ascii: boolean): Cell | undefined {
  const { s, zone, z } = q;
  if (x < 0 || y < 0 || x >= zone.width || y >= zone.height) return undefined;
  const i = y * zone.width + x;
  const all = q.sees === 'all';
  const tile = zone.tiles[y]?.[x] ?? TILE.rock;
  // A square out of view shows what the hero remembers of it: the lie of the land and what lies there, no creature.
  const remembered = q.sees !== 'all' && !q.sees(i);
  if (remembered && z.seen[i] !== '1') return undefined;
  const shown = (glyph: string, t: Tone): Cell => ({ glyph, tone: remembered ? 'memory' : t });
  if (!remembered) {
    if (s.hero.x === x && s.hero.y === y) return { glyph: '@', tone: 'hero' };
    const c = q.creatures.get(i);
    if (c) return { glyph: c.glyph, tone: c.glyph === '@' ? 'rival' : c.attitude === 'friendly' ? 'friend' : 'creature' };
  }
  const f = q.items.get(i);
  if (f) return shown(lootGlyph(f.item.kind === 'valuable' ? 'gems' : f.item.kind, f.chest), 'item');
  if (q.traps.has(i)) return shown(OVERLAY.trap, 'trap');
  if (q.passages.has(i)) return shown(PASSAGE_GLYPH, 'feature');
  if (all && tile === TILE.rock) {
    for (let dy = -1; dy <= 1; dy++) for (let dx = -1; dx <= 1; dx++) if ((zone.tiles[y + dy]?.[x + dx] ?? TILE.rock) !== TILE.rock) return { glyph: TILE.rock, tone: 'rock' };
    return undefined;
  }
  const open = tile === TILE.door && z.doors[key(x, y)]?.open;
  const area = tile === TILE.rock ? undefined : areaCell(s, x, y);
  if (area) return shown(area.glyph && tile === TILE.floor ? ((ascii && area.ascii) || area.glyph) : open ? OPEN_DOOR : tile, area.tone);
  // A door that bears a puzzle (a riddle, a toll) is underlined, remembered or in view: the hero was told of it on entering.
  if (q.puzzles.has(i)) return { glyph: open ? OPEN_DOOR : tile, tone: 'puzzle' };
  if (open) return shown(OPEN_DOOR, 'door');
  // A fountain drunk dry is dimmed: it has nothing more to give.
  if (tile === TILE.fountain && z.fountainsUsed.includes(key(x, y))) return shown(tile, 'dim');
  return shown(tile, TILE_TONES[tile] ?? 'floor');
}

/** A glyph in its tone, made once per style: the map draws the same few a thousand times a frame. By tone, then glyph: no key is built for each square. */
const toned = new WeakMap<Style, Map<Tone, Map<string, string>>>();

function tonedGlyph(style: Style, cell: Cell): string {
  let made = toned.get(style);
  if (!made) toned.set(style, (made = new Map()));
  let inTone = made.get(cell.tone);
  if (!inTone) made.set(cell.tone, (inTone = new Map()));
  let text = inTone.get(cell.glyph);
  if (text === undefined) inTone.set(cell.glyph, (text = tone(style, cell.tone, esc(cell.glyph))));
  return text;
}

/** What one square shows in the player's symbol set: the square's own cell, with walls joined into lines where the set asks for them. */
function shownCell(q: Squares, x: number, y: number, style: Style): Cell | undefined {
  const cell = squareCell(q, x, y, style.ascii);
  if (cell?.glyph !== TILE.rock || !wallsAsLines(style)) return cell;
  return { ...cell, glyph: wallLine(x, y, (wx, wy) => squareCell(q, wx, wy, style.ascii)?.glyph === TILE.rock) };
}

/** `shownCell` for one square asked about alone (the look cursor, the stocking map). */
export function shownAt(s: GameState, visible: Set<string> | 'all', x: number, y: number, style: Style): Cell | undefined {
  const width = currentZone(s).zone.width;
  return shownCell(squares(s, visible === 'all' ? 'all' : (i) => visible.has(key(i % width, Math.floor(i / width)))), x, y, style);
}

/** What one square draws as in `style`: its toned glyph, or a blank. */
function squareText(q: Squares, x: number, y: number, style: Style): string {
  const cell = shownCell(q, x, y, style);
  return cell && !(style.mono && cell.tone === 'memory' && cell.glyph === TILE.floor) ? tonedGlyph(style, cell) : ' ';
}

/** The square of an `x,y` key. */
function squareOf(k: string, width: number): number {
  const [x, y] = k.split(',').map(Number);
  return y! * width + x!;
}

/** The keys of two records of doors, each once. */
const doorKeys = (a: ZoneState['doors'], b: ZoneState['doors']): Set<string> => new Set([...Object.keys(a), ...Object.keys(b)]);

/**
 * The squares whose look depends on more than their ground, whether they
 * are in view and whether they are remembered (the hero's, each creature's,
 * thing's, found trap's, passage's and puzzle's), those in the window each
 * with its text as drawn. Doors and drunk fountains, many and seldom
 * changed, are compared by their records instead (changedRows).
 */
function markedSquares(q: Squares, style: Style, left: number, top: number, width: number, height: number): Map<number, string> {
  const { s, zone } = q;
  const marks = new Map<number, string>();
  const mark = (i: number) => {
    const x = i % zone.width;
    const y = (i - x) / zone.width;
    if (x >= left && x < left + width && y >= top && y < top + height && !marks.has(i)) marks.set(i, squareText(q, x, y, style));
  };
  mark(s.hero.y * zone.width + s.hero.x);
  q.creatures.forEach((_, i) => mark(i));
  q.items.forEach((_, i) => mark(i));
  q.traps.forEach(mark);
  q.passages.forEach(mark);
  q.puzzles.forEach(mark);
  return marks;
}

/**
 * What a map in one style was last drawn from, and its rows. Every square
 * draws from its ground (the zone's map), whether it is in view, whether it
 * is remembered, and what lies there: the marked squares, each kept as it
 * was drawn. A frame compares those and makes again only the rows where one
 * differs (with the rows beside them, when walls join into lines across
 * rows): a step in a room changes a row or two of the map's eighteen.
 */
interface MapMade {
  zone: Zone;
  left: number;
  top: number;
  width: number;
  height: number;
  /** The hero's view, or undefined for the zone revealed. */
  view: View | undefined;
  seen: string;
  doors: ZoneState['doors'];
  fountainsUsed: readonly string[];
  /** The hero had lasting magic: a spell's area may lie on any square. */
  effects: boolean;
  /** Each marked square in the window, as drawn. */
  marks: Map<number, string>;
  rows: { cells: string[]; line: string }[];
}

/** The rows of a map whose inputs changed since `last`, as a flag a row; null when every row must be made again. */
function changedRows(last: MapMade | undefined, q: Squares, view: View | undefined, left: number, top: number, width: number, height: number, marks: Map<number, string>): Uint8Array | null {
  const { zone, z } = q;
  if (!last || last.zone !== zone || last.left !== left || last.top !== top || last.width !== width || last.height !== height || (last.view === undefined) !== (view === undefined) || last.effects || q.s.hero.effects.length > 0) return null;
  const changed = new Uint8Array(height);
  const cols = Math.min(width, zone.width - left);
  for (let row = 0; row < height && top + row < zone.height; row++) {
    const y = top + row;
    if (view && view !== last.view) {
      for (let x = left; x < left + cols; x++) if (view.sees(x, y) !== last.view!.sees(x, y)) changed[row] = 1;
    }
    if (!changed[row] && z.seen !== last.seen) {
      for (let i = y * zone.width + left, end = i + cols; i < end; i++) if (z.seen.charCodeAt(i) !== last.seen.charCodeAt(i)) changed[row] = 1;
    }
  }
  const mark = (i: number) => {
    const row = Math.floor(i / zone.width) - top;
    if (row >= 0 && row < height) changed[row] = 1;
  };
  for (const [i, text] of marks) if (last.marks.get(i) !== text) mark(i);
  for (const i of last.marks.keys()) if (!marks.has(i)) mark(i);
  // A record of doors is replaced when one opens or closes: the doors that differ.
  if (z.doors !== last.doors) for (const k of doorKeys(z.doors, last.doors)) if (z.doors[k]?.open !== last.doors[k]?.open) mark(squareOf(k, zone.width));
  if (z.fountainsUsed.join(' ') !== last.fountainsUsed.join(' ')) for (const k of [...z.fountainsUsed, ...last.fountainsUsed]) mark(squareOf(k, zone.width));
  return changed;
}

/**
 * The map, `width`×`height`, following the hero; `reveal` shows the whole
 * zone as it stands. Without colour there is no memory tone to tell what is
 * remembered from what is seen, so remembered floor is left blank, as
 * NetHack leaves a dark room's floor: walls, doors and things stay drawn.
 */
export function mapLines(s: GameState, style: Style, width: number, height: number, reveal = false): string[] {
  const { zone, z } = currentZone(s);
  const view = reveal ? undefined : sightOf(s);
  const q = squares(s, view ? (i) => view.sees(i % zone.width, Math.floor(i / zone.width)) : 'all');
  const left = viewport(zone.width, width, s.hero.x);
  const top = viewport(zone.height, height, s.hero.y);
  const marks = markedSquares(q, style, left, top, width, height);
  const last = mapsMade.get(style);
  let changed = changedRows(last, q, view, left, top, width, height, marks);
  // A wall drawn as a line joins the walls above and below it: their rows change with its own.
  if (changed && wallsAsLines(style)) changed = changed.map((c, row) => c | (changed![row - 1] ?? 0) | (changed![row + 1] ?? 0));
  const rows = last?.rows ?? [];
  mapsMade.set(style, { zone, left, top, width, height, view, seen: z.seen, doors: z.doors, fountainsUsed: z.fountainsUsed, effects: s.hero.effects.length > 0, marks, rows });
  const lines: string[] = [];
  for (let row = 0; row < height; row++) {
    const made = (rows[row] ??= { cells: [], line: '' });
    if (changed?.[row] === 0 && made.cells.length === width) {
      lines.push(made.line);
      continue;
    }
    let differs = made.cells.length !== width;
    made.cells.length = width;
    for (let col = 0; col < width; col++) {
      const text = squareText(q, left + col, top + row, style);
      if (made.cells[col] !== text) {
        made.cells[col] = text;
        differs = true;
      }
    }
    if (differs) made.line = made.cells.join('');
    lines.push(made.line);
  }
  return lines;
}

/**
 * Each map row as last drawn in a style, by its cells' texts, with what the
 * map was drawn from (MapMade): a row whose inputs are as they were is not
 * made again, and one whose cells all read the same as the frame before is
 * that frame's very string, which the painter passes over at a glance.
 */
const mapsMade = new WeakMap<Style, MapMade>();
