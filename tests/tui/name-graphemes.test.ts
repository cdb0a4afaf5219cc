/**
 * A name typed as a terminal sends it: an emoji or a CJK character beyond
 * the Basic Multilingual Plane comes in one read as a surrogate pair, an
 * accented letter may come as the letter and its combining accent. Each is
 * one character to the name field, to its count and to Backspace, and the
 * name reaches the panel, the morgue and the high scores whole.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { morgueDir } from '../../src/persist/morgue.js';
import { PANEL_WIDTH } from '../../src/tui/layout.js';
import { harnesses, type Harness } from './harness.js';
import { toCreation, toNameQuestion } from './flow.js';

const session = harnesses();

/** A letter, two emoji, e with a combining acute accent, a BMP CJK character and one beyond the BMP (U+20BB7): six characters. */
const NAME = 'A😀🎲e\u0301勇𠮷';

/** The row of the name field, right of the screen's first column: the text typed and the cursor after it. */
function field(h: Harness): string {
  const at = h.lines().findIndex((l) => l.includes('Name your hero:'));
  return h.lines()[at + 1]!.slice(h.lines()[at]!.indexOf('Name your hero:')).trim();
}
const counted = (h: Harness) => /(\d+)\/32 characters/.exec(h.screenText())?.[1];

/** The column where `text` starts on row `y`, counted as the terminal counts (-1 if it is not there). */
function columnOf(h: Harness, y: number, text: string): number {
  const line = h.term.buffer.active.getLine(h.term.buffer.active.viewportY + y)!;
  for (let x = 0; x < h.term.cols; x++) if (line.translateToString(true, x).startsWith(text)) return x;
  return -1;
}

describe('a name typed in any script', () => {
  it('takes emoji, CJK beyond the BMP and a combining accent as one character each, counts them so, and Backspace deletes each whole', async () => {
    const h = await session({ seed: '1' });
    await toCreation(h);
    await toNameQuestion(h);
    await h.type(NAME);
    expect(field(h)).toBe(`${NAME}_`);
    expect(counted(h)).toBe('6');
    await h.press('backspace');
    expect(field(h)).toBe('A😀🎲e\u0301勇_');
    await h.press('backspace', 'backspace');
    // The accent went with its letter, not alone.
    expect(field(h)).toBe('A😀🎲_');
    expect(counted(h)).toBe('3');
    await h.press('backspace');
    expect(field(h)).toBe('A😀_');
    await h.type('𠮷');
    await h.press('enter');
    // At Home the panel shows the name in its own columns, the class under it.
    const top = h.lines().findIndex((l) => l.includes('A😀𠮷'));
    expect(top).toBeGreaterThanOrEqual(0);
    expect(columnOf(h, top, 'A😀𠮷')).toBe(h.term.cols - PANEL_WIDTH);
    expect(columnOf(h, top + 1, 'Warrior, level 1')).toBe(h.term.cols - PANEL_WIDTH);
  });

  it('holds 32 emoji, no more, and the hero of that name dies into a morgue file and the high scores with every one of them', async () => {
    const h = await session({ seed: '1' });
    await toCreation(h);
    await toNameQuestion(h);
    const name = '😀'.repeat(32);
    await h.type(`${name}😀`);
    expect(h.screenText()).toContain('32/32 characters: as long as a name can be.');
    await h.press('enter');
    await h.press('enter');
    await h.press('Q', 'y');
    expect(h.screenText()).toContain('is dead');
    const [morgue] = readdirSync(morgueDir(h.saveDir)).filter((f) => f.endsWith('.txt'));
    expect(readFileSync(join(morgueDir(h.saveDir), morgue!), 'utf8').split('\n')).toContain(`${name}, level 1 Warrior`);
    await h.press('enter', 'enter');
    await h.press('s');
    const row = h.lines().findIndex((l) => l.includes('😀'));
    expect(row).toBeGreaterThanOrEqual(0);
    // The name is cut to its column's 16 cells (8 emoji), and the class stands under its heading.
    expect(h.lines()[row]).toContain(`${'😀'.repeat(8)} Warrior`);
    expect(columnOf(h, row, 'Warrior')).toBe(columnOf(h, h.lines().findIndex((l) => /Name +Class/.test(l)), 'Class'));
  }, 30_000);

  it('a hot-seat player\'s name on the setup screen takes a CJK letter beyond the BMP and a combining accent, 16 of them at most', async () => {
    const h = await session({ seed: '7', options: { opposition: 'humans', opponents: 1 } });
    await h.press('n');
    await h.press('down');
    // The seat comes unnamed, its own name offered until one is typed.
    expect(h.screenText()).toContain('[person: _the Opposition]');
    await h.type('𠮷野 Jose\u0301');
    expect(h.screenText()).toContain('[person: 𠮷野 Jose\u0301_]');
    await h.press('backspace');
    expect(h.screenText()).toContain('[person: 𠮷野 Jos_]');
    // Six characters, and room for ten more.
    await h.type('𠮷'.repeat(11));
    expect(h.screenText()).toContain(`[person: 𠮷野 Jos${'𠮷'.repeat(10)}_]`);
    expect(h.screenText()).toContain('A name is at most 16 characters.');
    await h.type('😀');
    expect(h.screenText()).toContain('"😀" cannot be in a name');
  });
});
