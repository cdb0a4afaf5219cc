/**
 * A whole hot-seat game at one keyboard, on the headless terminal with real
 * key sequences: the Adventurer, two people in the Opposition (Ann and Bob)
 * and one AI seat. Through setup, each person's stocking behind a curtain,
 * an objection settled by sealed bids, the kill by Ann's creatures and the
 * end screen; every frame is kept, and none the Adventurer could see holds
 * another seat's secret. The game's recording verifies.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { listMorgue } from '../../src/persist/morgue.js';
import { athack } from '../cli/run.js';
import { harness, type Harness } from './harness.js';
import { curtainKey, finishCreation } from './flow.js';

let h: Harness | undefined;
afterEach(() => {
  h?.destroy();
  h = undefined;
});

const text = (h: Harness) => h.screenText();

/** Lifts the curtain on screen with its seat's key, after checking it names that seat. */
async function lift(h: Harness, seat: RegExp): Promise<void> {
  expect(text(h)).toMatch(seat);
  expect(text(h)).toContain('Everyone else, look away now.');
  await h.press(curtainKey(h)!);
}

/** Whose screen each frame was: a curtain, the seat behind the last curtain lifted, or the Adventurer's. */
function owners(frames: string[][]): { frame: string; owner: string }[] {
  let owner = 'adventurer';
  return frames.map((rows) => {
    const frame = rows.join('\n');
    const named = /^\s*(.+?): your turn at the keyboard\./m.exec(frame);
    if (named) {
      owner = named[1]!.startsWith('The Adventurer') ? 'adventurer' : named[1]!;
      return { frame, owner: 'curtain' };
    }
    return { frame, owner };
  });
}

describe('a hot-seat game at one keyboard', () => {
  it('two people and an AI stock, object and bid in secret against the Adventurer, Ann makes the kill, and the recording verifies', async () => {
    // A seed where what the AI seat buys does not kill the hero before Ann's Bears can.
    h = await harness({ seed: '1', recordFrames: true });
    // Setup: Opposition 1 Ann, Opposition 2 Bob (people, named), Opposition 3 the AI at fair.
    await h.press('n');
    expect(text(h)).toContain('New game: setup');
    // The seats start empty (the harness plays without an Opposition unless told): left reaches a person.
    await h.press('down', 'left');
    await h.type('Ann');
    await h.press('down', 'left');
    await h.type('Bob');
    await h.press('down', 'right');
    expect(text(h)).toContain('Opposition 1   [person: Ann]');
    expect(text(h)).toContain('Opposition 2   [person: Bob]');
    expect(text(h)).toContain('Opposition 3   [AI fair]');
    await h.press('enter');
    await finishCreation(h, 'Hero');

    // Into the dungeon: each person stocks zone 1 behind a curtain (the AI seat through the same action, unseen).
    await h.press('enter');
    const stocked: string[] = [];
    while (curtainKey(h) !== '@') {
      const seat = /^\s*(Opposition \d \(\w+\)): your turn/m.exec(text(h))![1]!;
      await lift(h, /Opposition \d \((Ann|Bob)\): your turn at the keyboard\./);
      expect(text(h)).toContain(`${seat} stocks zone 1: 20 tokens left.`);
      stocked.push(seat);
      if (seat.includes('Ann')) {
        // Four Bears (HD 4, 4 tokens each) anywhere they fit: 16 of Ann's 20 tokens.
        await h.press(...Array<string>(6).fill('down'), '+', '+', '+', 'enter', '*');
        expect(text(h)).toContain('Your order (16): 4 Bear HD 4 anywhere  16.');
        expect(text(h)).toMatch(/with your order (9\d|100)%/);
      }
      await h.press('c', 'y');
    }
    expect(stocked.sort()).toEqual(['Opposition 1 (Ann)', 'Opposition 2 (Bob)']);
    await lift(h, /The Adventurer \(Hero\): your turn at the keyboard\./);
    expect(text(h)).toMatch(/Zone 1 +depth 1/);

    // The hero finds a magic Device: Ann objects and Bob lets it be, each behind a curtain.
    await h.press('T', 'a', 'b');
    for (let k = 0; k < 2; k++) {
      await lift(h, /Opposition [12] \((Ann|Bob)\): your turn at the keyboard\./);
      expect(text(h)).toMatch(/The Adventurer declares: find a magic Device\./);
      // Every side's tokens are in the box, each side named as the game's lines and the Adventurer's boxes name it.
      expect(text(h).replace(/[│\s]+/g, ' ')).toMatch(/You have \d+ tokens; the Adventurer 19 tokens, (Ann|Bob) \d+ tokens, Opposition 3 \d+ tokens\./);
      await h.press(text(h).includes('Opposition 1 (Ann): Object?') ? 'y' : 'n');
    }
    await lift(h, /The Adventurer \(Hero\)/);
    expect(text(h)).toContain('Objection!');
    expect(text(h)).toMatch(/Ann objects/);
    await h.press('y');
    // Ann's sealed bid, then the hero's; the reveal shows every bid at once.
    await lift(h, /Opposition 1 \(Ann\): your turn at the keyboard\./);
    expect(text(h)).toContain('Opposition 1 (Ann): sealed bid');
    await h.press('2', 'enter');
    await lift(h, /The Adventurer \(Hero\)/);
    expect(text(h)).toContain('Sealed bid');
    expect(text(h)).toContain('Ann has sealed a bid');
    await h.press('3', 'enter');
    expect(text(h)).toContain('The bids revealed');
    expect(text(h)).toMatch(/Your bid: 3/);
    expect(text(h)).toMatch(/Ann: 2 /);
    await h.press('enter');

    // The hero stands and waits for Ann's Bears, taking every blow.
    for (let k = 0; k < 400 && h.app.ui.game!.phase === 'dungeon'; k++) {
      if (curtainKey(h)) await h.press(curtainKey(h)!);
      else if (/Break one of your/.test(text(h))) await h.press('n');
      else await h.press('.');
    }
    expect(h.app.ui.game!.phase).toBe('dead');
    expect(text(h)).toMatch(/Hero is dead: .*Bear/);

    // No frame the Adventurer could see (its own, and every curtain, which all look at), up to the end of the game, held a seat's secret.
    const seen = owners(h.frames).filter((f) => (f.owner === 'adventurer' || f.owner === 'curtain') && !/Hero is dead/.test(f.frame));
    expect(seen.length).toBeGreaterThan(20);
    const secrets = [/stocks zone/, /Your order/, /Bear HD 4/, /Object\?/, /\(Ann\): sealed bid/, /do not object/];
    const leaks = seen.filter((f) => secrets.some((r) => r.test(f.frame)) && !/The bids revealed/.test(f.frame));
    expect(leaks.map((f) => f.frame)).toEqual([]);
    // Each person's screens came only after that person's own curtain.
    expect(owners(h.frames).filter((f) => /Opposition 1 \(Ann\) stocks zone/.test(f.frame)).every((f) => f.owner === 'Opposition 1 (Ann)')).toBe(true);

    // After the end, the ledger: each seat's purchases, what it spent and what came back, and the bids.
    await h.press('enter');
    expect(text(h)).toContain("The Opposition's ledger");
    expect(text(h)).toMatch(/Ann \(a person, Opposition 1\): spent 19, 0 came back to the hero, 1 left\./);
    expect(text(h)).toContain('4 × Bear (HD 4, d8): 16 tokens');
    expect(text(h)).toMatch(/Bob \(a person, Opposition 2\): spent 0/);
    expect(text(h)).toMatch(/Opposition 3 \(fair\): spent/);
    expect(text(h)).toMatch(/Objected by Ann; you bid 3, you won\./);
    expect(text(h)).toMatch(/Ann bid 2, salt/);
    // The recording, with every seat's actions, replays exactly.
    const [morgue] = listMorgue(h.saveDir);
    const r = await athack('replay', '--verify', morgue!.file);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
  }, 180_000);
});
