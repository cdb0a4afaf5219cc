/**
 * Bids a seat's answer reveals wait behind the Adventurer's curtain at one
 * keyboard; a game saved there, at that curtain, comes back to it when
 * continued, and lifting it shows the bids revealed, with what followed
 * them, as it would have; once: a game saved after they were seen comes
 * back to the hero's screen.
 */
import { describe, expect, it } from 'vitest';
import { harnesses, type Harness } from './harness.js';
import { curtainKey, finishCreation, toCreation } from './flow.js';

const session = harnesses();
const flat = (h: Harness) => h.screenText().replace(/[│|]/g, ' ').replace(/\s+/g, ' ');
/** The words inside the box on screen, between its borders, run together. */
const inBox = (h: Harness) =>
  h
    .lines()
    .flatMap((l) => /│(.*)│/.exec(l)?.[1] ?? [])
    .join(' ')
    .replace(/\s+/g, ' ');

/**
 * A new hero with one token, the price of objecting, so Ann's is the only bid and her answer is what reveals:
 * Ann makes zone 1 need Illumination behind her curtain, the hero objects and bids nothing, Ann insists, and her
 * sealed bid's box is open behind her curtain lifted.
 */
async function toAnnsBid(): Promise<Harness> {
  const h = await session({ seed: '7', options: { opposition: 'person:Ann' } });
  await toCreation(h);
  await finishCreation(h, 'Hero');
  h.scene((s) => void (s.tokens.hero = 1));
  await h.press('enter');
  await h.press(curtainKey(h)!, 'tab', 'tab', 'tab', 'enter', 'c', 'y');
  await h.press('@');
  expect(h.screenText()).toContain('Object to the dark?');
  await h.press('y', '1');
  expect(h.screenText()).toContain('Insist?');
  await h.press('y');
  await h.press(curtainKey(h)!);
  expect(h.screenText()).toContain('sealed bid');
  return h;
}

/** Saved and quit with Ctrl-C, the game continued comes back to the hero's screen: no curtain, no bids revealed. */
async function savedBackPlain(h: Harness): Promise<void> {
  await h.press('C-c', 'y');
  expect(await h.app.done).toBe(0);
  const again = await session({ seed: '7', saveDir: h.saveDir });
  await again.press('c');
  expect(await again.until(/Welcome back, Hero\./)).toBe(true);
  expect(again.screenText()).not.toContain('your turn at the keyboard');
  expect(again.screenText()).not.toContain('The bids revealed');
}

describe('the bids revealed, saved at the Adventurer’s curtain', () => {
  it('come back when the game is continued: the curtain, then the box', async () => {
    const h = await toAnnsBid();
    await h.press('3', 'enter');
    expect(h.screenText()).toContain('Press @ when you alone can see the screen.');
    await h.press('C-c', 'y');
    expect(await h.app.done).toBe(0);
    const again = await session({ seed: '7', saveDir: h.saveDir });
    await again.press('c');
    expect(await again.until(/Press @ when you alone can see the screen\./)).toBe(true);
    await again.press('@');
    expect(again.screenText()).toContain('The bids revealed');
    expect(flat(again)).toContain('Your bid: 0 against');
    expect(flat(again)).toContain('Ann: 3 for');
    expect(flat(again)).toContain('Against the dark 0, for it 3.');
    expect(flat(again)).toContain('The Opposition wins.');
    // What followed the reveal in its step is in the box, as it was in the game before it was saved.
    expect(inBox(again)).toContain('Every token bid is lost. The dark here eats at your Illumination.');
    await again.press('enter');
    expect(again.screenText()).not.toContain('The bids revealed');
    // Seen once: saved again before the hero does anything, the game comes back to the hero's screen, with no curtain and no reveal.
    await savedBackPlain(again);
  }, 120_000);

  it('seen before the game was saved, are not shown again when it is continued', async () => {
    const h = await toAnnsBid();
    await h.press('3', 'enter', '@');
    expect(h.screenText()).toContain('The bids revealed');
    await h.press('enter');
    await savedBackPlain(h);
  }, 120_000);
});
