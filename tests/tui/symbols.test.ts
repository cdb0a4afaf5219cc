/** The symbol sets: what the player sees of the walls with ascii, lines and dec, and what goes to the terminal for them. */
import { describe, expect, it } from 'vitest';
import { mapWindow } from '../../src/tui/modals/cursor.js';
import type { Style } from '../../src/tui/style.js';
import { harnesses } from './harness.js';

const open = harnesses();
const LINES = /[─│┌┐└┘├┤┬┴┼]/;

/** The first zone of seed 7 as drawn: the map's rows on the screen, and every byte sent to draw them. */
async function zone(style: Partial<Style>): Promise<{ map: string[]; raw: string }> {
  const h = await open({ seed: '7', style });
  await h.startGame('Ada');
  const w = mapWindow(h.app.ui.game!, 80, 24);
  return { map: h.lines().slice(w.top, w.top + w.mapHeight), raw: h.raw() };
}

describe('symbol sets for walls', () => {
  it('ascii draws every wall as #; lines joins them into line drawing, corners and all', async () => {
    const ascii = (await zone({ symbols: 'ascii' })).map.join('\n');
    expect(ascii).toContain('#@#');
    expect(ascii).not.toMatch(LINES);
    const lines = await zone({ symbols: 'lines' });
    const text = lines.map.join('\n');
    // Same walls, same places: each # is a line character now, everything else as it was.
    expect(text.replace(new RegExp(LINES.source, 'g'), '#').replace(/#/g, 'W')).toBe(ascii.replace(/#/g, 'W'));
    // The hero stands in a corridor between two walls running north-south; a wall turns a corner.
    expect(text).toContain('│@│');
    expect(text).toMatch(/─┐|└─/);
    expect(lines.raw).not.toContain('\x1b(0');
  });

  it('dec shows the same lines, sent from the VT100 alternate character set; --ascii wins over any set', async () => {
    const lines = (await zone({ symbols: 'lines' })).map;
    const dec = await zone({ symbols: 'dec' });
    expect(dec.map).toEqual(lines);
    // Shift to DEC Special Graphics, the lines as its letters (q a horizontal line), and back.
    expect(dec.raw).toContain('\x1b(0');
    expect(dec.raw).toMatch(/\x1b\(0[^\x1b]*q/);
    expect(dec.raw).toContain('\x1b(B');
    const plain = (await zone({ symbols: 'dec', ascii: true })).map.join('\n');
    expect(plain).toContain('#');
    expect(plain).not.toMatch(LINES);
  });
});
