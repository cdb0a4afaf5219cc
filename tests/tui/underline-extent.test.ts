/**
 * An underline covers what it marks and nothing more: a rival @ (bold and
 * underlined without colour) and a door that bears a puzzle show it on
 * their own square, in monochrome as in colour, and the squares, the panel
 * and the rows after them are drawn plain.
 */
import { describe, expect, it } from 'vitest';
import { key } from '../../src/core/engine/geometry.js';
import { currentZone } from '../../src/core/engine/zones.js';
import { knownExits } from '../../src/tui/modals/travel.js';
import { mapWindow } from '../../src/tui/modals/cursor.js';
import { foeBeside } from '../engine/setup.js';
import { harnesses, type Harness } from './harness.js';

const session = harnesses();

/** Where on the screen each cell is underlined, as `x,y`. */
function underlined(h: Harness): string[] {
  const out: string[] = [];
  for (let y = 0; y < h.term.rows; y++) for (let x = 0; x < h.term.cols; x++) if (h.cell(x, y)!.isUnderline()) out.push(`${x},${y}`);
  return out;
}

describe('underlines', () => {
  it.each([['monochrome', true], ['colour', false]] as const)('in %s, a rival @ beside the hero and a puzzle door in view are the only cells underlined (the rival only without colour)', async (_, mono) => {
    const h = await session({ seed: '1', style: { mono } });
    await h.startGame('Ada');
    const door = knownExits(h.app.ui.game!)[0]!;
    let rival!: { x: number; y: number };
    h.scene((s) => {
      currentZone(s).z.puzzles[key(door.x, door.y)] = { kind: 'riddle', riddle: 'candle' };
      rival = foeBeside(s, { name: 'Commercial At Character', glyph: '@', attitude: 'neutral' });
    });
    await h.press('x', 'escape'); // look, and back: the map is drawn again
    const w = mapWindow(h.app.ui.game!, h.term.cols, h.term.rows);
    const at = (p: { x: number; y: number }) => `${p.x - w.left},${p.y - w.top}`;
    expect(h.lines()[rival.y - w.top]![rival.x - w.left]).toBe('@');
    const shown = underlined(h);
    expect(shown).toContain(at(door));
    // In colour a rival is told by its colour; without it, by the underline.
    expect(shown.sort()).toEqual((mono ? [at(door), at(rival)] : [at(door)]).sort());
  });
});
