/**
 * A box's keys are never cut off at the terminal's edge: the Workshop's
 * keys after a roll are longer than the widest box an 80-column terminal
 * holds, so they go inside the box, whole, and the box keeps its corners.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { harness, type Harness } from './harness.js';
import { workshopTrapBeside } from './scenes.js';

let h: Harness | undefined;
afterEach(() => h?.destroy());

describe("the Workshop's keys at 80×24", () => {
  it('are all on screen after a roll, inside a box whose corners are drawn', async () => {
    h = await workshopTrapBeside((o) => harness({ ...o, cols: 80, rows: 24 }));
    await h.press('D', 'right', '1');
    if (h.app.ui.game!.pending?.kind !== 'workshop') return expect.fail('the Workshop closed on a roll');
    const lines = h.screenText().split('\n');
    const top = lines.findIndex((l) => l.includes('┌─ Workshop'));
    const bottom = lines.findIndex((l, y) => y > top && l.includes('└'));
    expect(lines[top]!.trimEnd().endsWith('┐'), lines[top]).toBe(true);
    expect(lines[bottom]!.trimEnd().endsWith('┘'), lines[bottom]).toBe(true);
    const box = lines.slice(top, bottom + 1).join(' ').replace(/[│\s]+/g, ' ');
    expect(box).toContain('a: rolled die 1-9: replace that Craft die x: none Esc: give up ?: keys');
  });
});
