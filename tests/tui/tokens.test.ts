/**
 * Token spends through the real interface (the in-memory harness): `T`
 * opens the token menu with every spend's cost and what it does, or why it
 * cannot be made; an objection asks to insist or withdraw; the sealed bid
 * takes a typed number and then reveals the Opposition's bid and who won;
 * after a death the Opposition's ledger comes before the high scores.
 */
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { listMorgue } from '../../src/persist/morgue.js';
import type { GameState } from '../../src/core/engine/types.js';
import { harness, type Harness } from './harness.js';
import { makeThemObject } from './objection.js';
import { foeBeside } from '../engine/setup.js';
import { showReveal } from '../../src/tui/modals/bid.js';

const open: Harness[] = [];

async function session(): Promise<Harness> {
  const h = await harness({ seed: '7', options: { opposition: 'ai-hard' } });
  open.push(h);
  return h;
}

afterEach(() => {
  for (const h of open.splice(0)) h.destroy();
});

const game = (h: Harness): GameState => h.app.ui.game!;

describe('the token menu', () => {
  it('T lists every spend with its cost, what it does, or why not now; a spend goes through and shows', async () => {
    const h = await session();
    await h.startGame('Ada');
    await h.press('T');
    const menu = h.screenText();
    expect(menu).toContain('Tokens');
    expect(menu).toMatch(/You have \d+ tokens/);
    for (const name of ['Find a Device', 'Raise Sustenance', 'Raise Illumination', 'Create an exit', 'Escape the fight', 'Stunt', 'Restore HP', 'Mend armour']) expect(menu).toContain(name);
    expect(menu).toMatch(/Find a Device +1 token/);
    expect(menu).toMatch(/Mend armour +2 per die +None of your armour dice is broken/);
    expect(menu).toMatch(/Stunt +1 token +You have no test to re-roll/);
    await h.press('escape');
    expect(h.screenText()).not.toContain('Raise Sustenance');

    // Unopposed (the Opposition has no tokens to object with): raise Sustenance by 2.
    h.scene((s) => {
      s.consumables.sustenance = 10;
      for (const p of s.tokens.opposition) p.tokens = 0;
    });
    const tokens = game(h).tokens.hero;
    await h.press('T', 'b');
    expect(h.screenText()).toContain('Raise Sustenance');
    expect(h.screenText()).toMatch(/Sustenance is 10 of 20/);
    await h.press('2', 'enter');
    expect(h.screenText()).toMatch(/Sustenance rises from 10 to 12/);
    expect(h.screenText()).toMatch(/Sust 12/);
    expect(game(h).tokens.hero).toBe(tokens - 2);

    // A refusal shows in the log: no test to re-roll.
    await h.press('T', 'f');
    expect(h.screenText()).toContain('You have no test to re-roll');
    expect(game(h).tokens.hero).toBe(tokens - 2);
  });

  it('says whether a spend can be objected to: yes with an Opposition, no without one', async () => {
    const opposed = await session();
    await opposed.startGame('Ada');
    await opposed.press('T');
    expect(opposed.screenText()).toContain('Any spend may be objected to');
    const alone = await harness({ seed: '7', options: { opposition: 'none' } });
    open.push(alone);
    await alone.startGame('Ada');
    await alone.press('T');
    expect(alone.screenText()).not.toContain('objected to: then insist');
    expect(alone.screenText()).toContain('No Opposition plays: no spend is objected to.');
  });

  it('an objection: insist, type a sealed bid, then the reveal; withdrawing gives the tokens back', async () => {
    const h = await session();
    await h.startGame('Ada');
    makeThemObject(h, { what: 'device', device: 'magic' });
    const tokens = game(h).tokens.hero;
    await h.press('T', 'a');
    expect(h.screenText()).toContain('a Scroll of Recall');
    await h.press('b');
    expect(h.screenText()).toContain('Objection!');
    expect(h.screenText()).toMatch(/You declared: find a magic Device \(1 token set aside\)/);
    expect(h.screenText()).toMatch(/The Opposition objects, paying a token/);
    // Other keys only say which answer it while the question is open.
    await h.press('escape', 'T');
    expect(h.screenText()).toContain('Objection!');
    await h.press('y');
    const p = game(h).pending;
    expect(p?.kind).toBe('bid');
    if (p?.kind !== 'bid') return;
    const sealed = p.sealed[0]!;
    expect(h.screenText()).toContain('Sealed bid');
    expect(h.screenText()).toContain(sealed.hash.slice(0, 12));
    expect(h.screenText().replace(/\s+/g, ' ')).toMatch(/a tie goes to you/);
    // The bid is typed: the Opposition's (already fixed) plus one wins.
    const bid = sealed.tokens + 1;
    await h.type(String(bid));
    expect(h.screenText()).toMatch(new RegExp(`Your bid: ${bid}_`));
    await h.press('enter');
    const shown = h.screenText();
    expect(shown).toContain('The bids revealed');
    expect(shown).toContain(`Your bid: ${bid}`);
    expect(shown).toContain(`The Opposition: ${sealed.tokens}`);
    expect(shown).toContain(`salt ${sealed.salt}`);
    expect(shown).toContain('You win.');
    expect(shown).toMatch(/You find a Device/);
    expect(game(h).tokens.hero).toBe(tokens - 1 - 1 - bid);
    await h.press('enter');
    expect(h.screenText()).not.toContain('The bids revealed');

    // Again, and this time withdraw.
    makeThemObject(h, { what: 'device', device: 'recall' });
    const before = game(h).tokens.hero;
    await h.press('T', 'a', 'a');
    expect(h.screenText()).toContain('Objection!');
    await h.press('n');
    expect(h.screenText()).toMatch(/You withdraw/);
    expect(game(h).tokens.hero).toBe(before);
  });

  it('an escape won at the reveal: the box tells the new zone as the log does, with nothing of how the Opposition stocked it', async () => {
    const h = await session();
    await h.startGame('Ada');
    h.scene((s) => void foeBeside(s, { name: 'Orc' }));
    makeThemObject(h, { what: 'escape' });
    // Escape through the door to zone 1.2, insist, and outbid the Opposition.
    await h.press('T', 'e', 'b', 'y', '9', 'enter');
    const box = h.screenText().replace(/\s+/g, ' ');
    expect(box).toContain('The bids revealed');
    expect(box).toContain('You break away from the fight!');
    expect(box).toMatch(/You see 3 Giant Beetles\./);
    expect(box).not.toContain('stocks zone 1.2');
    expect(box).not.toContain('chance of death');
  });

  it('a reveal with more to tell than the terminal has rows counts the lines left out, and a taller terminal shows them all', async () => {
    const h = await session();
    await h.startGame('Ada');
    const record = { turn: 1, zone: '1', what: 'escape', stake: 'spend' as const, objectors: [1], bids: [{ player: 1, tokens: 1, salt: 'ab', hash: 'cd' }], hero: 2, outcome: 'hero' as const, counts: 2, against: 1 };
    showReveal(h.app.ui, { record, after: Array.from({ length: 30 }, (_, k) => `Line ${k + 1} of what followed.`) });
    await h.resize(80, 24);
    expect(h.screenText()).toContain('Line 13 of what followed.');
    expect(h.screenText()).not.toContain('Line 14 of what followed.');
    expect(h.screenText()).toContain('…and 17 more lines: a taller terminal shows them.');
    await h.resize(80, 50);
    expect(h.screenText()).toContain('Line 30 of what followed.');
    expect(h.screenText()).not.toContain('more lines');
  });

  it('at Home the menu restocks at triple value', async () => {
    const h = await session();
    await h.createHero('Ada');
    expect(h.screenText()).toMatch(/T +Tokens/);
    h.scene((s) => {
      s.consumables.illumination = 8;
      for (const p of s.tokens.opposition) p.tokens = 0;
    });
    await h.press('T');
    expect(h.screenText()).toContain('At Home each token counts triple');
    expect(h.screenText()).toMatch(/Raise Illumination +1 per 3 pts/);
    expect(h.screenText()).toMatch(/Find a Device +1 token +Find a Device is for the dungeon/);
    await h.press('c', '3', 'enter');
    expect(h.screenText()).toMatch(/Illumination rises from 8 to 17/);
  });
});

describe('the ledger', () => {
  it('after a death: every Opposition purchase per zone with its seal, and the bids, before the high scores', async () => {
    const h = await session();
    await h.startGame('Ada');
    makeThemObject(h, { what: 'device', device: 'magic' });
    await h.press('T', 'a', 'b', 'y', '0', 'enter', 'enter');
    const s = game(h);
    const entry = s.ledger.find((e) => e.zone === '1')!;
    expect(entry).toBeDefined();
    await h.press('Q', 'y');
    expect(h.screenText()).toContain('Ada is dead: committed suicide.');
    expect(h.screenText()).toContain("the Opposition's ledger, then the high scores");
    await h.press('enter');
    const ledger = h.screenText();
    expect(ledger).toContain("The Opposition's ledger");
    expect(ledger).toMatch(/The Opposition \(hard\): spent \d+/);
    expect(ledger).toMatch(/Zone 1: \d+ tokens?/);
    expect(ledger).toContain(`sealed ${entry.hash}`);
    expect(ledger).toContain('Objections and sealed bids:');
    expect(ledger).toMatch(/find a magic Device\. Objected by the Opposition; you bid 0,\s+they won\./);
    const bid = s.contests![0]!.bids[0]!;
    expect(ledger).toContain(`sealed ${bid.hash}`);
    await h.press('enter');
    expect(h.screenText()).toMatch(/1\. Ada .*committed suicide/);
    // The morgue file has the same ledger.
    const [morgue] = listMorgue(h.saveDir);
    const text = readFileSync(morgue!.file, 'utf8');
    expect(text).toContain("The Opposition's ledger:");
    expect(text).toContain(`sealed ${entry.hash}`);
    expect(text).toContain(`sealed ${bid.hash}`);
  });
});
