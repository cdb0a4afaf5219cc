/**
 * What a zone looks like drawn: its tiles with creatures, loot and (when
 * revealed) traps on top, each cell tagged with what it shows so a renderer
 * can colour it, plus a legend of the symbols present.
 */
import { lootGlyph, OVERLAY, TILE } from './glyphs.js';
import type { Zone } from './types.js';

export type CellStyle = 'rock' | 'floor' | 'door' | 'feature' | 'creature' | 'rival' | 'item' | 'trap';

export interface Cell {
  glyph: string;
  style: CellStyle;
}

export interface Drawn {
  cells: Cell[][];
  legend: { glyph: string; style: CellStyle; meaning: string }[];
}

const TILE_MEANINGS: Record<string, [CellStyle, string]> = {
  [TILE.rock]: ['rock', 'rock'],
  [TILE.floor]: ['floor', 'floor'],
  [TILE.door]: ['door', 'door (wooden or iron; a locked one looks the same)'],
  [TILE.arch]: ['door', 'open arch'],
  [TILE.portcullis]: ['door', 'portcullis'],
  [TILE.stairsDown]: ['feature', 'stairs down'],
  [TILE.stairsUp]: ['feature', 'stairs up'],
  [TILE.fountain]: ['feature', 'fountain'],
  [TILE.coffin]: ['feature', 'coffin'],
};

export function drawZone(zone: Zone, reveal: boolean): Drawn {
  const cells: Cell[][] = zone.tiles.map((row) => [...row].map((glyph) => ({ glyph, style: TILE_MEANINGS[glyph]?.[0] ?? 'floor' })));
  const legend = new Map<string, { glyph: string; style: CellStyle; meaning: string }>();
  for (const row of zone.tiles) for (const glyph of row) {
    const m = TILE_MEANINGS[glyph];
    if (m) legend.set(glyph, { glyph, style: m[0], meaning: m[1] });
  }
  const put = (x: number, y: number, glyph: string, style: CellStyle, meaning: string) => {
    cells[y]![x] = { glyph, style };
    legend.set(`${glyph}:${meaning}`, { glyph, style, meaning });
  };
  if (reveal) for (const t of zone.traps) put(t.x, t.y, OVERLAY.trap, 'trap', `trap: ${t.name}`);
  for (const item of zone.loot) put(item.x, item.y, lootGlyph(item.kind, item.chest), 'item', item.chest ? 'loot chest' : item.name);
  for (const group of zone.creatures) {
    for (const c of group.members) {
      // Undead still in their coffins show as coffins until they rise.
      if (c.inCoffin && !reveal) continue;
      put(c.x, c.y, c.glyph, c.glyph === '@' ? 'rival' : 'creature', `${c.name} (${group.category})`);
    }
  }
  return { cells, legend: [...legend.values()] };
}
