/**
 * What a frame costs on the wire: a step sends the cells it changed and no
 * more (over SSH every byte is waited for), a frame that changes nothing
 * sends nothing, and what the terminal ends up showing is exactly the whole
 * frame drawn afresh.
 */
import { describe, expect, it } from 'vitest';
import { harnesses, type Harness } from './harness.js';

const session = harnesses();

/** Every cell as the player sees it: the character and its look. */
function cells(h: Harness): string[] {
  const out: string[] = [];
  for (let y = 0; y < h.term.rows; y++) {
    for (let x = 0; x < h.term.cols; x++) {
      const c = h.cell(x, y)!;
      out.push(`${c.getChars() || ' '} ${c.getFgColorMode()}:${c.getFgColor()} ${c.isBold()}${c.isUnderline()}${c.isInverse()}`);
    }
  }
  return out;
}

/** The screen after the terminal is cleared and the whole frame sent again (as after a resize). */
async function redrawnWhole(h: Harness): Promise<string[]> {
  await h.resize(h.term.cols, h.term.rows);
  return cells(h);
}

describe('drawing a step', () => {
  it('a walking step sends fewer bytes than NetHack (55) for the same walk, a frame with no change sends none, and the screen is the whole frame', async () => {
    const h = await session({ seed: '2' });
    await h.startGame();
    // Two steps from the entrance into the first room, then back and forth along it.
    await h.press('k', 'k');
    const sent: number[] = [];
    for (const key of 'lhlhlhlhlh') {
      const before = h.bytes;
      const at = h.find('@')!;
      await h.press(key);
      expect(h.find('@')!.x).toBe(at.x + (key === 'l' ? 1 : -1));
      sent.push(h.bytes - before);
      const shown = cells(h);
      expect(await redrawnWhole(h)).toEqual(shown);
    }
    expect(Math.max(...sent)).toBeLessThan(55);
    const before = h.bytes;
    h.app.render();
    await h.settle();
    expect(h.bytes - before).toBe(0);
  });
});
