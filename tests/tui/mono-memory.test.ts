/** Without colour, what the hero remembers still reads apart from what the hero sees. */
import { afterEach, describe, expect, it } from 'vitest';
import { key } from '../../src/core/engine/geometry.js';
import { sightOf } from '../../src/core/engine/view.js';
import { currentZone } from '../../src/core/engine/zones.js';
import { TILE } from '../../src/procgen/glyphs.js';
import { mapWindow } from '../../src/tui/modals/cursor.js';
import { harness, type Harness } from './harness.js';

let h: Harness | undefined;
afterEach(() => h?.destroy());

/** The screen character of a floor square the hero remembers but cannot see now, and of one in view. */
async function floorShown(mono: boolean): Promise<{ remembered: string; seen: string }> {
  h = await harness({ seed: '7', style: { mono } });
  await h.startGame('Ada');
  const s = h.app.ui.game!;
  const { zone, z } = currentZone(s);
  const view = sightOf(s).keys;
  const w = mapWindow(s, 80, 24);
  const onScreen = (x: number, y: number) => x >= w.left && x < w.left + w.mapWidth && y >= w.top && y < w.top + w.mapHeight;
  const floors = zone.tiles.flatMap((row, y) => [...row].map((t, x) => ({ x, y, t }))).filter((c) => c.t === TILE.floor && onScreen(c.x, c.y) && !z.items.some((i) => i.x === c.x && i.y === c.y));
  const seen = floors.find((c) => view.has(key(c.x, c.y)) && (c.x !== s.hero.x || c.y !== s.hero.y))!;
  const far = floors.find((c) => !view.has(key(c.x, c.y)))!;
  // The hero has been to that square before: it is in the zone's memory.
  const at = far.y * zone.width + far.x;
  h.scene((t) => {
    const memory = currentZone(t).z;
    memory.seen = `${memory.seen.slice(0, at)}1${memory.seen.slice(at + 1)}`;
  });
  await h.press('x', 'escape'); // look, and back: the map is drawn again
  const char = (c: { x: number; y: number }) => h!.lines()[c.y - w.top]![c.x - w.left] ?? ' ';
  return { remembered: char(far), seen: char(seen) };
}

describe('a monochrome map', () => {
  it('leaves remembered floor blank and draws the floor in view; in colour both are drawn, memory in its own tone', async () => {
    expect(await floorShown(true)).toEqual({ remembered: ' ', seen: TILE.floor });
    h!.destroy();
    expect(await floorShown(false)).toEqual({ remembered: TILE.floor, seen: TILE.floor });
  });
});
