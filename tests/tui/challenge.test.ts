/**
 * The Adventurer objects to the Opposition's Illumination requirement at
 * one keyboard, on the headless terminal with real keys: Ann buys it behind
 * her curtain, the hero's box names it with every side's tokens, Ann
 * insists, Ann and Bob bid in secret (Bob against her), the hero bids, and
 * the reveal shows every bid at once.
 */
import { rmSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { harness, tempDir, type Harness } from './harness.js';
import { curtainKey, toCreation, finishCreation } from './flow.js';

let h: Harness | undefined;
afterEach(() => {
  h?.destroy();
  h = undefined;
});

const text = (h: Harness) => h.screenText();
/** Ctrl-C then y at the keyboard saves and quits; the game continued from its save comes back to a curtain. */
async function savedAndContinued(at: Harness, saveDir: string): Promise<Harness> {
  await at.press('C-c', 'y');
  expect(await at.app.done).toBe(0);
  at.destroy();
  const again = await harness({ seed: '7', saveDir, options: { opposition: 'person:Ann,person:Bob' } });
  await again.press('c');
  expect(await again.until(/your turn at the keyboard\./)).toBe(true);
  return again;
}

/** The seat a sealed-bid box asks. */
const seatOf = (h: Harness) => /(Opposition \d \(\w+\)): sealed bid/.exec(text(h))?.[1];

describe("the Adventurer's objection at one keyboard", () => {
  it('the hero objects to the dark Ann bought, Ann insists, every side bids in secret and the reveal shows them all', async () => {
    h = await harness({ seed: '7', options: { opposition: 'person:Ann,person:Bob' } });
    await toCreation(h);
    await finishCreation(h, 'Hero');
    await h.press('enter');
    // Each person stocks zone 1 behind a curtain: Ann buys the Illumination requirement, Bob nothing.
    while (curtainKey(h) !== '@') {
      const ann = /Opposition 1 \(Ann\): your turn/.test(text(h));
      await h.press(curtainKey(h)!);
      if (ann) await h.press('tab', 'tab', 'tab', 'enter');
      await h.press('c', 'y');
    }
    await h.press('@');
    expect(text(h)).toContain('Object to the dark?');
    expect(text(h)).toMatch(/Ann paid a token to make this zone need Illumination/);
    expect(text(h)).toMatch(/You have 20 tokens; Ann 19 tokens, Bob 20 tokens\./);
    await h.press('y');
    // Ann insists behind her curtain.
    expect(text(h)).toMatch(/Opposition 1 \(Ann\): your turn at the keyboard\./);
    await h.press('1');
    expect(text(h)).toContain('Opposition 1 (Ann): Insist?');
    await h.press('y');
    // Ann bids for it, Bob against it, each behind a curtain.
    for (let k = 0; k < 2; k++) {
      const ann = /Opposition 1 \(Ann\): your turn/.test(text(h));
      await h.press(curtainKey(h)!);
      if (ann) {
        expect(text(h)).toContain('Your bid counts for it.');
        await h.press('4', 'enter');
      } else {
        expect(text(h)).toContain('Opposition 2 (Bob): for or against?');
        // Said as the game's lines say it, the seat that bought it is Ann, not her label "Opposition 1 (Ann)".
        expect(text(h)).toContain("The Adventurer objects to Ann's Illumination requirement");
        await h.press('a');
        expect(text(h)).toContain('Your bid counts against it.');
        await h.press('2', 'enter');
      }
    }
    await h.press('@');
    expect(text(h)).toContain('Sealed bid against the dark');
    // Nothing of the others' bids shows: the token counts are as they were before the bids.
    expect(text(h)).toMatch(/You have 19 tokens; Ann 18 tokens, Bob 20 tokens\./);
    await h.press('2', 'enter');
    expect(text(h)).toContain('The bids revealed');
    expect(text(h)).toMatch(/Your bid: 2 against/);
    expect(text(h)).toMatch(/Ann: 4 for/);
    expect(text(h)).toMatch(/Bob: 2 against/);
    expect(text(h)).toMatch(/Against the dark 4, for it 4\./);
    expect(text(h)).toContain('A tie: you win.');
    await h.press('enter');
    expect(h.app.ui.game!.zones['1']!.needsLight).toBe(false);
  }, 120_000);

  it('Ctrl-C behind a curtain and over a sealed bid asks to save and quit, shows nothing behind it; n goes back, y saves, and the game comes back to the same seat', async () => {
    const saveDir = tempDir('saves');
    try {
      h = await harness({ seed: '7', saveDir, options: { opposition: 'person:Ann,person:Bob' } });
      await toCreation(h);
      await finishCreation(h, 'Hero');
      await h.press('enter');
      const seat = curtainKey(h)!;
      // Whoever sits at the keyboard can stop the game without lifting another seat's curtain.
      await h.press('C-c');
      expect(text(h)).toContain('Save the game and quit?');
      expect(text(h)).not.toMatch(/stocks zone|Creatures \(/);
      await h.press('n');
      expect(text(h)).toContain('your turn at the keyboard.');
      expect(text(h)).not.toContain('Save the game and quit?');
      h = await savedAndContinued(h, saveDir);
      expect(curtainKey(h)).toBe(seat);
      // To the sealed bids, as above: Ann buys the dark, the hero objects, Ann insists.
      while (curtainKey(h) !== '@') {
        const ann = /Opposition 1 \(Ann\): your turn/.test(text(h));
        await h.press(curtainKey(h)!);
        if (ann) await h.press('tab', 'tab', 'tab', 'enter');
        await h.press('c', 'y');
      }
      await h.press('@', 'y', '1', 'y');
      await h.press(curtainKey(h)!);
      if (/for or against\?/.test(text(h))) await h.press('a');
      expect(text(h)).toContain('sealed bid');
      const bidder = seatOf(h);
      expect(bidder).toMatch(/Opposition/);
      await h.press('3', 'C-c');
      expect(text(h)).toContain('Save the game and quit?');
      await h.press('n');
      expect(text(h)).toMatch(/Your bid: 3_/);
      // The bid was not made: the same seat is asked for it again.
      h = await savedAndContinued(h, saveDir);
      await h.press(curtainKey(h)!);
      if (/for or against\?/.test(text(h))) await h.press('a');
      expect(seatOf(h)).toBe(bidder);
      expect(text(h)).toMatch(/Your bid: 0_/);
    } finally {
      rmSync(saveDir, { recursive: true, force: true });
    }
  }, 120_000);

  // `person:Opposition 1` is how an older setup screen recorded a lone person left unnamed.
  for (const opposition of ['humans', 'person:Opposition 1']) {
    it(`a lone person left unnamed (${opposition}) is the Opposition in the hero's box, mid-sentence as the log says it`, async () => {
      h = await harness({ seed: '7', options: { opposition } });
      await toCreation(h);
      await finishCreation(h, 'Hero');
      await h.press('enter');
      expect(text(h)).toContain('The Opposition: your turn at the keyboard.');
      await h.press('1', 'tab', 'tab', 'tab', 'enter', 'c', 'y', '@');
      expect(text(h)).toContain('Object to the dark?');
      expect(text(h)).toContain('The Opposition paid a token to make this zone need Illumination');
      expect(text(h)).toContain('y object: pay 1 token; the Opposition may insist (1 token)');
      expect(text(h)).toContain('Object (1 token, then the Opposition may insist');
      expect(text(h)).not.toMatch(/Opposition 1\b/);
    }, 120_000);
  }
});
