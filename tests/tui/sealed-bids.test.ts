/**
 * The sealed bid on screen (the in-memory harness): the side panel's "Opp"
 * figure does not give the Opposition's bid away while the hero is asked
 * for one, at Home the bid box says a bid on a Consumable counts triple,
 * and a bid's hash reads the same wherever it is shown.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { GameState } from '../../src/core/engine/types.js';
import { harness, type Harness } from './harness.js';
import { makeThemObject } from './objection.js';
import { curtainKey } from './flow.js';

const open: Harness[] = [];

/** A terminal wide and tall enough that the question boxes leave the side panel's token line in view. */
async function session(): Promise<Harness> {
  const h = await harness({ seed: '7', options: { opposition: 'ai-hard' }, cols: 140, rows: 40 });
  open.push(h);
  return h;
}

afterEach(() => {
  for (const h of open.splice(0)) h.destroy();
});

const game = (h: Harness): GameState => h.app.ui.game!;

const oppShown = (h: Harness): string | undefined => /Opp (\d+)/.exec(h.screenText())?.[1];

describe('the sealed bid on screen', () => {
  it("the panel's Opp figure stays put while the bid is asked for, and drops by the bid at the reveal", async () => {
    const h = await session();
    await h.startGame('Ada');
    makeThemObject(h, { what: 'device', device: 'magic' });
    await h.press('T', 'a', 'b');
    expect(h.screenText()).toContain('Objection!');
    const atObjection = oppShown(h);
    expect(atObjection).toBeDefined();
    await h.press('y');
    expect(h.screenText()).toContain('Sealed bid');
    expect(oppShown(h)).toBe(atObjection);
    const p = game(h).pending;
    if (p?.kind !== 'bid') throw new Error('no bid');
    await h.press('0', 'enter', 'enter');
    expect(oppShown(h)).toBe(String(Number(atObjection) - p.sealed[0]!.tokens));
  });

  it('a sealed hash reads the same, at one length, in the bid box, at the reveal and in the log, so it can be compared by eye', async () => {
    const h = await session();
    await h.startGame('Ada');
    makeThemObject(h, { what: 'device', device: 'magic' });
    await h.press('T', 'a', 'b', 'y');
    const sealedAt = /has sealed a bid: ([0-9a-f]+)/.exec(h.screenText())?.[1];
    await h.press('0', 'enter');
    const revealed = h.screenText();
    expect(revealed).toContain('The bids revealed');
    const shown = [sealedAt, /sealed ([0-9a-f]+)\)/.exec(revealed)?.[1]];
    await h.press('enter', 'C-p');
    const told = h.screenText();
    shown.push(/bid is sealed \(([0-9a-f]+)\)/.exec(told)?.[1], /\(sealed ([0-9a-f]+), salt/.exec(told)?.[1]);
    const p = game(h).contests?.at(-1);
    expect(shown[0]).toMatch(/^[0-9a-f]{12}$/);
    expect(shown).toEqual(Array(4).fill(p?.bids[0]?.hash.slice(0, 12)));
  });

  it('a letter in the bid box says which keys answer it, and the box still asks; digits and Enter bid', async () => {
    const h = await harness({ seed: '7', options: { opposition: 'ai-hard' } });
    open.push(h);
    await h.startGame('Ada');
    makeThemObject(h, { what: 'device', device: 'magic' });
    await h.press('T', 'a', 'b', 'y');
    const flat = () => h.screenText().replace(/[│|]/g, ' ').replace(/\s+/g, ' ');
    expect(flat()).toContain('Sealed bid');
    expect(flat()).not.toContain('does nothing here: answer with');
    // The bid must be given: Esc no more cancels it than a letter types it.
    await h.press('x');
    expect(flat()).toContain('does nothing here: answer with digits, Backspace, up or down, Enter; Ctrl-C saves the game and quits.');
    await h.press('escape');
    expect(flat()).toContain('Sealed bid');
    expect(game(h).pending?.kind).toBe('bid');
    await h.press('1');
    expect(flat()).not.toContain('does nothing here: answer with');
    await h.press('enter');
    expect(flat()).toContain('The bids revealed');
  });

  it('at 80×24, where the boxes cover the panel, the objection and the bid name both sides\' tokens, unchanged until the reveal', async () => {
    const h = await harness({ seed: '7', options: { opposition: 'ai-hard' } });
    open.push(h);
    await h.startGame('Ada');
    makeThemObject(h, { what: 'device', device: 'magic' });
    await h.press('T', 'a', 'b');
    const theirs = () => game(h).tokens.opposition[0]!.tokens;
    const flat = () => h.screenText().replace(/\s+/g, ' ');
    expect(flat()).toContain(`You have ${game(h).tokens.hero} tokens; the Opposition ${theirs()} tokens.`);
    const before = theirs();
    await h.press('y');
    expect(flat()).toContain(`You have ${game(h).tokens.hero} tokens; the Opposition ${before} tokens.`);
  });

  it("at one keyboard, Ann's objection is hers until Bob has answered too: his box counts her tokens as they were, and the reveal of who objected comes after", async () => {
    const h = await harness({ seed: '1', options: { opposition: 'person:Ann,person:Bob' } });
    open.push(h);
    await h.createHero('Hero');
    await h.press('enter');
    // Each person stocks nothing, behind a curtain, and the keyboard comes back to the hero.
    for (let k = 0; k < 3 && curtainKey(h) !== undefined; k++) {
      const key = curtainKey(h)!;
      await h.press(key);
      if (key !== '@') await h.press('c', 'y');
    }
    await h.press('T', 'a', 'b');
    const flat = () => h.screenText().replace(/\s+/g, ' ');
    const answered: string[] = [];
    for (let k = 0; k < 2; k++) {
      await h.press(curtainKey(h)!);
      const mine = /Opposition (\d) \((Ann|Bob)\): Object\?/.exec(h.screenText());
      expect(mine, h.screenText()).not.toBeNull();
      // Every other seat still holds its 20 tokens, whatever it answered.
      // The other seat is named as the Adventurer's boxes and the log name it.
      const other = mine![2] === 'Ann' ? 'Bob' : 'Ann';
      expect(flat()).toContain(`the Adventurer 19 tokens, ${other} 20 tokens.`);
      answered.push(mine![2]!);
      await h.press('y');
    }
    expect(answered.sort()).toEqual(['Ann', 'Bob']);
    await h.press(curtainKey(h)!);
    expect(flat()).toContain('Ann and Bob object, paying a token.');
    expect(flat()).toContain('Ann 19 tokens, Bob 19 tokens.');
  });

  it("at one keyboard, a bid of more than Ann holds stays in her own box with the reason, no curtain over it, and the Adventurer hears nothing of it", async () => {
    const h = await harness({ seed: '1', options: { opposition: 'person:Ann' } });
    open.push(h);
    await h.createHero('Hero');
    await h.press('enter');
    // Ann stocks nothing, behind her curtain, and the keyboard comes back to the hero.
    await h.press(curtainKey(h)!, 'c', 'y');
    await h.press(curtainKey(h)!);
    await h.press('T', 'a', 'b');
    await h.press(curtainKey(h)!, 'y');
    await h.press(curtainKey(h)!);
    expect(h.screenText()).toContain('Objection!');
    await h.press('y');
    await h.press(curtainKey(h)!);
    expect(h.screenText()).toContain('The Opposition (Ann): sealed bid');
    // Her own help, behind her curtain: what playing the Opposition is; Esc comes back to her box.
    await h.press('?');
    expect(h.screenText()).toContain('Help: Playing the Opposition');
    await h.press('escape');
    expect(h.screenText()).toContain('The Opposition (Ann): sealed bid');
    const holds = game(h).tokens.opposition[0]!.tokens;
    await h.press('9', '9', 'enter');
    const flat = () => h.screenText().replace(/\s+/g, ' ');
    expect(flat()).toContain(`You have only ${holds} tokens to bid: type 0 to ${holds}.`);
    expect(h.screenText()).not.toContain('look away');
    // The next number is typed afresh, and taken: then the Adventurer's curtain, at once.
    await h.press('2', 'enter');
    expect(h.screenText()).toContain('The Adventurer (Hero): your turn at the keyboard.');
    await h.press(curtainKey(h)!);
    expect(h.screenText()).toContain('Ann has sealed a bid');
    expect(h.screenText()).not.toMatch(/only \d+ tokens to bid/);
    // The hero's own box says so too, and stays.
    await h.press('9', '9', 'enter');
    expect(flat()).toContain(`You have only ${game(h).tokens.hero} tokens to bid: type 0 to ${game(h).tokens.hero}.`);
    await h.press('3', 'enter');
    expect(h.screenText()).toMatch(/Ann: 2 /);
  });

  it('? over the objection and over the bid opens the page on tokens, and Esc comes back to the question as it stood', async () => {
    const h = await session();
    await h.startGame('Ada');
    makeThemObject(h, { what: 'device', device: 'magic' });
    await h.press('T', 'a', 'b');
    expect(h.screenText()).toContain('y / n  ?: help');
    await h.press('?');
    expect(h.screenText()).toContain('Help: Tokens');
    expect(h.screenText()).toContain('Insisting opens a sealed');
    await h.press('escape');
    expect(h.screenText()).toContain('Objection!');
    await h.press('y', '2', '?');
    expect(h.screenText()).toContain('Help: Tokens');
    await h.press('escape');
    expect(h.screenText()).toContain('Your bid: 2_');
    await h.press('enter');
    expect(h.screenText()).toContain('The bids revealed');
  });

  it('at Home the bid box says each token bid on a Consumable counts 3, and the reveal counts it so', async () => {
    const h = await session();
    await h.createHero('Ada');
    h.scene((s) => void (s.consumables.illumination = 8));
    makeThemObject(h, { what: 'illumination', tokens: 3 });
    await h.press('T', 'c', '3', 'enter');
    expect(h.screenText()).toContain('Objection!');
    await h.press('y');
    expect(h.screenText()).toContain('Sealed bid');
    expect(h.screenText()).toMatch(/At Home each token you bid here counts 3/);
    await h.press('2', 'enter');
    expect(h.screenText()).toContain('The bids revealed');
    expect(h.screenText()).toContain('Your bid: 2 (counts 6)');
  });
});
