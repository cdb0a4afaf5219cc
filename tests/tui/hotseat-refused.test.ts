/**
 * What a person at one keyboard may press besides the answer: a sealed bid
 * of more tokens than the seat holds, refused, keeps the same question open
 * behind the same curtain and says why, and the table goes on to the next
 * seat once it is answered, with no curtain left behind for a seat already
 * done; Ctrl-C at a curtain or a seat's question asks to save and quit, and
 * the game continued asks the same seat again.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { rmSync } from 'node:fs';
import { harness, tempDir, type Harness } from './harness.js';
import { curtainKey } from './flow.js';

let h: Harness | undefined;
const dirs: string[] = [];
afterEach(() => {
  h?.destroy();
  h = undefined;
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

const isAsked = (h: Harness) => h.screenText().includes('Save the game and quit?');

const flat = (h: Harness) => h.screenText().replace(/\s+/g, ' ');

/** Ann and Bob stock nothing, the hero finds a magic Device, both object and the hero insists: Ann's or Bob's sealed bid is next. */
async function toSeatBids(saveDir?: string): Promise<Harness> {
  h = await harness({ seed: '1', options: { opposition: 'person:Ann,person:Bob' }, ...(saveDir ? { saveDir } : {}) });
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
    // The same box, not a curtain: the seat is still at the keyboard, and the box says why, to this seat alone.
    expect(h.screenText()).toContain(`(${name}): sealed bid`);
    expect(h.screenText()).not.toContain('look away');
    expect(flat(h)).toContain('You have only 19 tokens to bid: type 0 to 19.');
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
    // Nothing tells the Adventurer that a seat tried to bid more than it had: not the log, not the history.
    await h.press('0', 'enter', 'enter', 'C-p');
    expect(h.screenText()).toContain('Message history');
    expect(h.screenText()).not.toMatch(/only 19 tokens/);
  });

  it('Ctrl-C at a curtain and at a seat\'s question asks to save and quit; n goes back, and a game saved there asks the same seat again', async () => {
    const saveDir = tempDir('hotseat-quit');
    dirs.push(saveDir);
    const first = await toSeatBids(saveDir);
    const key = curtainKey(first)!;
    await first.press('C-c');
    expect(isAsked(first)).toBe(true);
    await first.press('n');
    expect(isAsked(first)).toBe(false);
    expect(curtainKey(first)).toBe(key);
    await first.press(key);
    const box = /Opposition \d \((Ann|Bob)\): sealed bid/.exec(first.screenText())![0];
    // Ctrl-C is no bid: it asks, and n leaves the bid as typed so far.
    await first.press('3', 'C-c');
    expect(isAsked(first)).toBe(true);
    await first.press('n');
    expect(first.screenText()).toContain(box);
    expect(first.screenText()).toMatch(/Your bid: 3_/);
    await first.press('C-c', 'y');
    expect(await first.app.done).toBe(0);
    first.destroy();
    const again = (h = await harness({ saveDir }));
    expect(await again.until(/Continue/)).toBe(true);
    await again.press('c');
    expect(await again.until(/look away/)).toBe(true);
    expect(curtainKey(again)).toBe(key);
    expect(again.screenText()).toContain('You are asked for a sealed bid.');
    await again.press(key);
    expect(again.screenText()).toContain(box);
  });

  it('a seat\'s question says how to answer it when Esc or Enter is pressed, and stays open', async () => {
    h = await harness({ seed: '1', options: { opposition: 'person:Ann' } });
    await h.createHero('Hero');
    await h.press('enter', '1', 'c', 'y', '@', 'T', 'a', 'b', '1');
    expect(h.screenText()).toContain('The Opposition (Ann): Object?');
    expect(h.screenText()).not.toContain('does nothing here: answer with');
    await h.press('escape', 'enter');
    expect(h.screenText()).toContain('The Opposition (Ann): Object?');
    expect(h.screenText()).toContain('Enter does nothing here: answer with y or n; Ctrl-C saves the game');
    await h.press('n');
    expect(curtainKey(h)).toBe('@');
  });
});
