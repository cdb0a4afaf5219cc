/**
 * A person's answer the game refuses (a sealed bid of more tokens than the
 * seat holds) at one keyboard: the same question stays open behind the
 * same curtain, says why, and the table goes on to the next seat once it
 * is answered; no curtain is left behind for a seat already done.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { harness, type Harness } from './harness.js';
import { curtainKey } from './flow.js';

let h: Harness | undefined;
afterEach(() => {
  h?.destroy();
  h = undefined;
});

const flat = (h: Harness) => h.screenText().replace(/\s+/g, ' ');

/** Ann and Bob stock nothing, the hero finds a magic Device, both object and the hero insists: Ann's or Bob's sealed bid is next. */
async function toSeatBids(): Promise<Harness> {
  h = await harness({ seed: '1', options: { opposition: 'person:Ann,person:Bob' } });
  await h.createHero('Hero');
  await h.press('enter');
  while (curtainKey(h) !== '@') await h.press(curtainKey(h)!, 'c', 'y');
  await h.press('@', 'T', 'a', 'b');
  for (let k = 0; k < 2; k++) await h.press(curtainKey(h)!, 'y');
  await h.press('@');
  expect(h.screenText()).toContain('Objection!');
  await h.press('y');
  return h;
}

describe('a refused answer behind a curtain', () => {
  it('a sealed bid of more than the seat holds is asked again at once, with why, and each seat bids once', async () => {
    const h = await toSeatBids();
    const first = curtainKey(h)!;
    const name = first === '1' ? 'Ann' : 'Bob';
    await h.press(first);
    expect(h.screenText()).toContain(`(${name}): sealed bid`);
    await h.press('9', '9', 'enter');
    // The same box, not a curtain: the seat is still at the keyboard, and the log under it says why.
    expect(h.screenText()).toContain(`(${name}): sealed bid`);
    expect(h.screenText()).not.toContain('look away');
    expect(flat(h)).toContain(`${name} has only 19 tokens to bid.`);
    await h.press('2', 'enter');
    // The other seat's curtain comes next, and then the Adventurer's: never the first seat's again.
    const other = first === '1' ? '2' : '1';
    expect(curtainKey(h)).toBe(other);
    await h.press(other, '1', 'enter');
    expect(curtainKey(h)).toBe('@');
    await h.press('@');
    expect(h.screenText()).toContain('Sealed bid');
    expect(h.screenText()).toMatch(/Ann has sealed a bid/);
    expect(h.screenText()).toMatch(/Bob has sealed a bid/);
  });
});
