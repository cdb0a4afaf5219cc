/** The map as the player sees it: what is in view, and what is remembered of the squares out of view. */
import { describe, expect, it } from 'vitest';
import { key } from '../../src/core/engine/geometry.js';
import { sightOf } from '../../src/core/engine/view.js';
import { currentZone } from '../../src/core/engine/zones.js';
import { cellAt, mapLines } from '../../src/tui/map-view.js';
import type { Style } from '../../src/tui/style.js';
import type { GameState } from '../../src/core/engine/types.js';
import { TILE } from '../../src/procgen/glyphs.js';
import { foeBeside, heroInDungeon } from '../engine/setup.js';

describe('remembered squares', () => {
  it('keep the item seen lying there, in the memory tone, and hide any creature standing there', () => {
    const s = structuredClone(heroInDungeon('Warrior'));
    const { zone, z } = currentZone(s);
    const view = sightOf(s);
    const square = view.indices.map((i) => ({ x: i % zone.width, y: Math.floor(i / zone.width) })).find((p) => zone.tiles[p.y]![p.x] === '.' && !(p.x === s.hero.x && p.y === s.hero.y))!;
    z.items = [{ ...square, item: { ...s.hero.items[0]!, id: 5000 }, chest: false }];
    expect(cellAt(s, view.keys, square.x, square.y)).toMatchObject({ tone: 'item' });
    const inView = cellAt(s, view.keys, square.x, square.y)!.glyph;
    // Out of view (the same square, remembered): the same glyph, greyed; a creature there now is not shown.
    const away = new Set<string>([...view.keys].filter((k) => k !== key(square.x, square.y)));
    Object.assign(foeBeside(s), square);
    expect(cellAt(s, away, square.x, square.y)).toEqual({ glyph: inView, tone: 'memory' });
    // A square never seen shows nothing.
    z.seen = z.seen.slice(0, square.y * zone.width + square.x) + '0' + z.seen.slice(square.y * zone.width + square.x + 1);
    expect(cellAt(s, away, square.x, square.y)).toBeUndefined();
  });
});

describe('fountains', () => {
  it('one drunk dry is dimmed; one with a draught left is drawn as a feature', () => {
    const s = structuredClone(heroInDungeon('Warrior'));
    const { zone, z } = currentZone(s);
    const square = sightOf(s).indices.map((i) => ({ x: i % zone.width, y: Math.floor(i / zone.width) })).find((p) => zone.tiles[p.y]![p.x] === '.' && !(p.x === s.hero.x && p.y === s.hero.y))!;
    // The generated map is shared (it is cached by seed): the fountain is put on a copy of its rows, and the rows put back.
    const rows = zone.tiles;
    const tiles = [...rows];
    tiles[square.y] = tiles[square.y]!.slice(0, square.x) + '{' + tiles[square.y]!.slice(square.x + 1);
    Object.assign(zone, { tiles });
    try {
      expect(cellAt(s, 'all', square.x, square.y)).toEqual({ glyph: '{', tone: 'feature' });
      z.fountainsUsed.push(key(square.x, square.y));
      expect(cellAt(s, 'all', square.x, square.y)).toEqual({ glyph: '{', tone: 'dim' });
    } finally {
      Object.assign(zone, { tiles: rows });
    }
  });
});

describe('a map drawn again after a change', () => {
  it('joins a wall, with walls as lines, to a wall first remembered in the row below it, though nothing changed in its own row', () => {
    const s = structuredClone(heroInDungeon('Warrior'));
    const { zone, z } = currentZone(s);
    const style: Style = { mono: false, ascii: false, symbols: 'lines' };
    const view = sightOf(s);
    const remembering = (x: number, y: number): GameState => {
      const i = y * zone.width + x;
      return { ...s, zones: { ...s.zones, [s.zone!]: { ...z, seen: `${z.seen.slice(0, i)}1${z.seen.slice(i + 1)}` } } };
    };
    const drawn = (state: GameState) => mapLines(state, { ...style }, zone.width, zone.height);
    // A wall in view whose square below is rock never seen, and whose line changes once that square is remembered.
    let below: { x: number; y: number } | undefined;
    for (let y = 0; y < zone.height - 1 && !below; y++)
      for (let x = 0; x < zone.width && !below; x++) {
        const wall = zone.tiles[y]![x] === TILE.rock && view.sees(x, y) && zone.tiles[y + 1]![x] === TILE.rock && !view.sees(x, y + 1) && z.seen[(y + 1) * zone.width + x] === '0';
        if (wall && drawn(remembering(x, y + 1))[y] !== drawn(s)[y]) below = { x, y: y + 1 };
      }
    expect(below, 'such a wall').toBeDefined();
    const after = remembering(below!.x, below!.y);
    // Drawn after the state before it, in the same style: the same as drawn afresh.
    mapLines(s, style, zone.width, zone.height);
    expect(mapLines(after, style, zone.width, zone.height)).toEqual(drawn(after));
  });

  it('shows a door remembered out of view opened or closed, and a fountain drunk dry, where nothing else changed, as drawn afresh', () => {
    // Seed 1's zone 1 has a wooden door out of the hero's first view.
    const s = structuredClone(heroInDungeon('Warrior', '1'));
    const { zone, z } = currentZone(s);
    const style: Style = { mono: false, ascii: false };
    const view = sightOf(s);
    const drawn = (state: GameState) => mapLines(state, { ...style }, zone.width, zone.height);
    const changed = (zs: Partial<typeof z>): GameState => ({ ...s, zones: { ...s.zones, [s.zone!]: { ...z, ...zs } } });
    // A door remembered out of view, opened or closed (by someone else): what is in view along its row stays the same.
    const door = Object.keys(z.doors).find((k) => {
      const [x, y] = k.split(',').map(Number);
      return !view.keys.has(k) && zone.tiles[y!]![x!] === TILE.door;
    })!;
    expect(door, 'a door out of view').toBeDefined();
    const [dx, dy] = door.split(',').map(Number);
    const at = dy! * zone.width + dx!;
    const seen = `${z.seen.slice(0, at)}1${z.seen.slice(at + 1)}`;
    const before = changed({ seen });
    const opened = changed({ seen, doors: { ...z.doors, [door]: { ...z.doors[door]!, open: !z.doors[door]!.open } } });
    expect(Array.from({ length: zone.width }, (_, x) => sightOf(opened).sees(x, dy!) === view.sees(x, dy!)).every(Boolean), 'the same in view along its row').toBe(true);
    expect(drawn(opened)).not.toEqual(drawn(before));
    mapLines(before, style, zone.width, zone.height);
    expect(mapLines(opened, style, zone.width, zone.height)).toEqual(drawn(opened));
    // A fountain in view (put on a copy of the shared map's rows, which are put back), drunk dry.
    const square = view.indices.map((i) => ({ x: i % zone.width, y: Math.floor(i / zone.width) })).find((p) => zone.tiles[p.y]![p.x] === '.' && !(p.x === s.hero.x && p.y === s.hero.y))!;
    const rows = zone.tiles;
    const tiles = [...rows];
    tiles[square.y] = tiles[square.y]!.slice(0, square.x) + '{' + tiles[square.y]!.slice(square.x + 1);
    Object.assign(zone, { tiles });
    try {
      const drunk = changed({ fountainsUsed: [key(square.x, square.y)] });
      expect(drawn(drunk)).not.toEqual(drawn(s));
      const fresh = { ...style };
      mapLines(s, fresh, zone.width, zone.height);
      expect(mapLines(drunk, fresh, zone.width, zone.height)).toEqual(drawn(drunk));
    } finally {
      Object.assign(zone, { tiles: rows });
    }
  });
});
