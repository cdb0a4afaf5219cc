/**
 * Whom the log speaks to at one keyboard: the game's lines speak to the
 * Adventurer ("You …"), so while a person in the Opposition has the
 * keyboard, behind their curtain, the log reads each as told to the hero,
 * as a table's Opposition seat reads it; the hero reads them as said.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { harness, type Harness } from './harness.js';
import { curtainKey, finishCreation } from './flow.js';

let h: Harness | undefined;

/** The message log's rows: the screen below the rule that ends the map. */
const log = (h: Harness): string => h.screenText().split(/^─+$/m).at(-1)!;
afterEach(() => {
  h?.destroy();
  h = undefined;
});

describe('the log at one keyboard', () => {
  it("reads the hero's lines as told to the hero while a person in the Opposition has the keyboard, and as said when the Adventurer has it back", async () => {
    h = await harness({ seed: '7', options: { opposition: 'humans', opponents: 1 } });
    await h.press('n', 'enter');
    await finishCreation(h, 'Ada');
    // Into the dungeon: the Opposition's person stocks nothing, then the hero has the keyboard back.
    await h.press('enter');
    await h.press(curtainKey(h)!);
    await h.press('c', 'y');
    expect(curtainKey(h)).toBe('@');
    await h.press('@');
    expect(log(h)).toContain('The Opposition spent nothing here.');
    expect(log(h)).not.toContain('To Ada');
    // The hero spends a token; the person is asked to object, and reads the log under the box as told to Ada.
    await h.press('T', 'a', 'b');
    expect(curtainKey(h)).toBe('1');
    await h.press('1');
    expect(h.screenText()).toContain('Object?');
    expect(log(h)).toContain('To Ada: You spend 1 token to find a magic Device (19 left).');
    expect(log(h)).toContain('To Ada: The Opposition spent nothing here.');
    expect(log(h)).not.toMatch(/^You /m);
    // The Adventurer has the keyboard again: the same lines are hers, as said.
    await h.press('n');
    await h.press(curtainKey(h)!);
    expect(log(h)).toContain('You spend 1 token to find a magic Device (19 left).');
    expect(log(h)).not.toContain('To Ada');
  }, 60_000);

  it("names a lone person's seat, left unnamed, once: \"The Opposition\" on its curtains, its stocking and its boxes", async () => {
    h = await harness({ seed: '7', options: { opposition: 'humans', opponents: 1 }, recordFrames: true });
    await h.press('n', 'enter');
    await finishCreation(h, 'Ada');
    await h.press('enter');
    expect(h.screenText()).toContain('The Opposition: your turn at the keyboard.');
    expect(h.screenText()).toContain('Press 1 when you alone can see the screen.');
    await h.press('1');
    expect(h.screenText()).toMatch(/The Opposition stocks zone 1: 20 tokens left\./);
    await h.press('c', 'y', '@');
    await h.press('T', 'a', 'b');
    expect(h.screenText()).toContain('The Opposition: your turn at the keyboard.');
    await h.press('1');
    expect(h.screenText()).toContain('The Opposition: Object?');
    expect(h.frames.map((f) => f.join('\n')).join('\n')).not.toMatch(/Opposition 1 \(|\(the Opposition\)/);
  }, 60_000);
});
