/**
 * What a local player's terminal sends beyond plain keys: escape sequences
 * in forms blessed has no name for, and pastes. Each goes in as the
 * terminal sends it, in one read or cut over several, and the screen is
 * read back as the player would see it.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DIR_STEPS } from '../../src/core/engine/geometry.js';
import { zoneLayout } from '../../src/tui/layout.js';
import { PASTE_REFUSED } from '../../src/tui/ui-state.js';
import { HELD_MS } from '../../src/tui/key-reader.js';
import { Stream, randomInt } from '../../src/base/rng.js';
import { harnesses, type Harness } from './harness.js';
import { toCreation, toNameQuestion } from './flow.js';
import { freeSteps } from './plan.js';

const session = harnesses();

/** The rows of the map and its panel: what moves when the hero moves or a box opens over the map. */
const mapRows = (h: Harness) => h.lines().slice(0, zoneLayout(h.term.cols, h.term.rows).mapHeight);
const turn = (h: Harness) => Number(/Turn (\d+)/.exec(h.screenText())?.[1]);
const heroAt = (h: Harness) => h.find('@');
/** The screen as one line of text, so a message wrapped over two rows reads whole. */
const said = (h: Harness) => h.lines().join(' ').replace(/\s+/g, ' ');

/** A game in its first zone, with its save's text as it stands. */
async function inZone(): Promise<{ h: Harness; saved: () => string }> {
  const h = await session({ seed: '7' });
  await h.startGame('Ada');
  const save = join(h.saveDir, 'Ada.json');
  return { h, saved: () => readFileSync(save, 'utf8') };
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

describe('escape sequences blessed cannot name', () => {
  it('are each one key of no use, whole, in one read or cut over two: nothing moves, no box opens, no turn passes, nothing is saved; the named keys and Esc still work', async () => {
    const { h, saved } = await inZone();
    const map = mapRows(h);
    const at = turn(h);
    const before = saved();
    // Ctrl+a in the CSI u form, Shift+F1, F13 and F20: blessed cut the first into 9 7 ; 5 u, and said nothing of the others.
    for (const bytes of ['\x1b[97;5u', '\x1b[1;2P', '\x1b[25~', '\x1b[34~']) {
      await h.send(bytes);
      expect(h.screenText()).toContain(`${bytes.replace('\x1b', 'ESC')} does nothing here: ? lists the keys.`);
      expect(h.screenText().match(/does nothing here/g)).toHaveLength(1);
    }
    await h.send('\x1b[97;');
    await h.send('5u');
    expect(h.screenText()).toContain('ESC[97;5u does nothing here: ? lists the keys.');
    expect(mapRows(h)).toEqual(map);
    expect(turn(h)).toBe(at);
    expect(saved()).toBe(before);

    // An arrow in both of its forms still moves; Esc on its own still closes a box.
    const dir = freeSteps(h.app.ui.game!).find((d) => d === 'n' || d === 's' || d === 'e' || d === 'w')!;
    const final = { n: 'A', s: 'B', e: 'C', w: 'D' }[dir as 'n' | 's' | 'e' | 'w'];
    const from = heroAt(h)!;
    await h.send(`\x1bO${final}`);
    expect(heroAt(h)).toEqual({ x: from.x + DIR_STEPS[dir].x, y: from.y + DIR_STEPS[dir].y });
    await h.send(`\x1b[${final}`);
    expect(turn(h)).toBe(at + 2);
    const stood = mapRows(h);
    await h.press('i');
    expect(mapRows(h)).not.toEqual(stood);
    await h.send('\x1b');
    expect(mapRows(h)).toEqual(stood);
  });

  it("type nothing into a text field: the hero's name stays as typed", async () => {
    const h = await session({ seed: '7' });
    await toCreation(h);
    await toNameQuestion(h);
    await h.type('Ada');
    for (const bytes of ['\x1b[97;5u', '\x1b[1;2P', '\x1b[25~', '\x1b[57399u']) await h.send(bytes);
    expect(h.screenText()).toContain('Ada_');
    expect(h.screenText()).toContain('3/32 characters');
  });
});

describe("a terminal's control strings (its answers to queries)", () => {
  /** Answers as terminals send them, full of characters that are keys in play: colours, the clipboard, what the terminal can do, a kitty graphics reply; a PM and an SOS. */
  const answers = ['\x1b]11;rgb:1b1b/1d1d/2424\x07', '\x1b]52;c;hjklyubn12346789\x1b\\', '\x1bP1+r686a6b6c=1b4f44\x1b\\', '\x1b_Gi=31;OK\x1b\\', '\x1b^iQ.,\x1b\\', '\x1bXjjjj\x1b\\'];

  it('are taken whole and without a word, in one read or cut over several, ended or not: nothing moves, no box opens, no turn passes, nothing is saved; keys after them still work', async () => {
    const { h, saved } = await inZone();
    const map = mapRows(h);
    const at = turn(h);
    const before = saved();
    for (const bytes of answers) await h.send(bytes);
    // Cut inside its text, and between the two bytes that end it.
    await h.send('\x1b]10;rgb:d');
    await h.send('8d8/hjkl/5555\x1b');
    await h.send('\\');
    // One whose end never comes, too long to be keys typed after Alt+]: a clipboard's, cut over three reads.
    await h.send(`\x1b]52;c;${'hjkl'.repeat(100)}`);
    await h.send('yubn'.repeat(100));
    await h.send('1234');
    await wait(HELD_MS + 200);
    await h.settle();
    expect(mapRows(h)).toEqual(map);
    expect(turn(h)).toBe(at);
    expect(saved()).toBe(before);
    expect(said(h)).not.toContain('does nothing here');
    expect(said(h)).not.toContain(PASTE_REFUSED);

    // An arrow sent right after an answer, in the same read, moves.
    const dir = freeSteps(h.app.ui.game!).find((d) => d === 'n' || d === 's' || d === 'e' || d === 'w')!;
    const final = { n: 'A', s: 'B', e: 'C', w: 'D' }[dir as 'n' | 's' | 'e' | 'w'];
    const from = heroAt(h)!;
    await h.send(`${answers[0]}\x1b[${final}`);
    expect(heroAt(h)).toEqual({ x: from.x + DIR_STEPS[dir].x, y: from.y + DIR_STEPS[dir].y });
    expect(turn(h)).toBe(at + 1);
  });

  it("type nothing into a text field: the hero's name stays as typed", async () => {
    const h = await session({ seed: '7' });
    await toCreation(h);
    await toNameQuestion(h);
    await h.type('Ada');
    for (const bytes of answers) await h.send(bytes);
    expect(h.screenText()).toContain('Ada_');
    expect(h.screenText()).toContain('3/32 characters');
  });
});

describe('Alt with the key of a control string\'s opener (Alt+], Alt+P, Alt+^, Alt+_), and keys after it in the same read', () => {
  /** Waits until the screen shows `pattern`, as a player would: keys held for an answer's rest come a moment later. */
  const shows = async (h: Harness, pattern: RegExp): Promise<boolean> => {
    for (let waited = 0; waited < 10_000; waited += 20) {
      await h.settle();
      if (pattern.test(h.screenText())) return true;
      await wait(20);
    }
    return false;
  };

  it('in play, the keys are played: each wait takes its turn', async () => {
    const { h } = await inZone();
    const at = turn(h);
    const from = heroAt(h);
    // Alt+P is Esc then P (P is bound to nothing); Alt+], Alt+^ and Alt+_ do nothing.
    for (const opener of [']', 'P', '^', '_']) await h.send(`\x1b${opener}..`);
    expect(turn(h)).toBe(at + 8);
    expect(heroAt(h)).toEqual(from);
  });

  it('in a text field, the keys are typed, Backspace and Enter among them', async () => {
    const h = await session({ seed: '7' });
    await toCreation(h);
    await toNameQuestion(h);
    await h.type('Ada');
    await h.send('\x1b]bc');
    await h.send('\x1b^de\x7f');
    await h.send('\x1b_fg');
    expect(h.screenText()).toContain('Adabcdfg_');
    await h.send('\x1b]\x7f\x7f\r');
    expect(h.screenText()).toContain('Enter: go into the dungeon');
    expect(h.screenText()).toContain('Adabcd');
    expect(h.screenText()).not.toContain('Adabcdf');
  });

  it('typed as the start of an answer would be (a number after Alt+]): waited for, then typed, never lost', async () => {
    const h = await session({ seed: '7' });
    await toCreation(h);
    await toNameQuestion(h);
    await h.type('Ada');
    // No end comes: the keys are typed once the wait for the rest of an answer is over.
    await h.send('\x1b]12');
    expect(await shows(h, /Ada12_/), h.screenText()).toBe(true);
    // Cut over two reads, and then a byte no answer holds (Backspace): typed at once.
    await h.send('\x1b]34');
    await h.send('5\x7f');
    expect(h.screenText()).toContain('Ada1234_');
    // A digit held down after Alt+], one a read: typed at once when no answer's number runs so long.
    await h.send('\x1b]9');
    for (let n = 0; n < 6; n++) await h.send('9');
    expect(h.screenText()).toContain('Ada12349999999_');
  });
});

describe("a terminal's answer cancelled by CAN or SUB (ECMA-48)", () => {
  it('ends there: the keys after it are played, none of the answer', async () => {
    const { h } = await inZone();
    const at = turn(h);
    const from = heroAt(h);
    await h.send('\x1b]52;c;hjklhjkl\x18..');
    await h.send('\x1bP1+r686a6b');
    await h.send('6c\x1a.');
    expect(turn(h)).toBe(at + 3);
    expect(heroAt(h)).toEqual(from);
    expect(said(h)).not.toContain('does nothing here');
  });

  it("in a text field: the hero's name is the keys after it", async () => {
    const h = await session({ seed: '7' });
    await toCreation(h);
    await toNameQuestion(h);
    await h.type('Ada');
    await h.send('\x1b]11;rgb:1b1b/1d1d\x18Bea');
    await h.send('\x1b_Gi=31;');
    await h.send('OK\x1aRue');
    expect(h.screenText()).toContain('AdaBeaRue_');
  });
});

describe('an escape sequence cancelled by CAN or SUB before its end (ECMA-48)', () => {
  it('is dropped without a word, in one read or cut over two: the keys after it are played, and the CAN or SUB is no key', async () => {
    const { h } = await inZone();
    const at = turn(h);
    const from = heroAt(h);
    await h.send('\x1b[97;5\x18..');
    await h.send('\x1b[1;');
    await h.send('\x1a.');
    await h.send('\x1b[\x18.');
    expect(turn(h)).toBe(at + 4);
    expect(heroAt(h)).toEqual(from);
    expect(said(h)).not.toContain('does nothing here');
  });
});

describe("a terminal's answer holding letters beyond ASCII (a window's title)", () => {
  /** The window's title as xterm reports it (`ESC ] l`), and as an OSC that sets one, with keys of play among its letters. */
  const titles = ['\x1b]lCafé — hjkl ☕ Ελληνικά\x1b\\', '\x1b]2;Über yubn 名前\x07'];

  it('in play is taken whole and without a word, in one read or cut over two: nothing moves, no turn passes; keys after it are played', async () => {
    const { h, saved } = await inZone();
    const map = mapRows(h);
    const at = turn(h);
    const before = saved();
    for (const bytes of titles) await h.send(bytes);
    await h.send('\x1b]lNaïve hj');
    await h.send('kl\x1b\\');
    expect(mapRows(h)).toEqual(map);
    expect(turn(h)).toBe(at);
    expect(saved()).toBe(before);
    expect(said(h)).not.toContain('does nothing here');
    await h.send(`${titles[0]}.`);
    expect(turn(h)).toBe(at + 1);
  });

  it("types nothing into a text field: the hero's name stays as typed", async () => {
    const h = await session({ seed: '7' });
    await toCreation(h);
    await toNameQuestion(h);
    await h.type('Ada');
    for (const bytes of titles) await h.send(bytes);
    expect(h.screenText()).toContain('Ada_');
    expect(h.screenText()).toContain('3/32 characters');
  });

  it('after Alt+] typed with no answer begun, letters beyond ASCII are still keys: typed at once', async () => {
    const h = await session({ seed: '7' });
    await toCreation(h);
    await toNameQuestion(h);
    await h.type('Ada');
    await h.send('\x1b]éa');
    expect(h.screenText()).toContain('Adaéa_');
  });
});

describe('a paste', () => {
  it('in play is not played as keys, in one read or over several: it says so once, and nothing moves', async () => {
    const { h, saved } = await inZone();
    const map = mapRows(h);
    const at = turn(h);
    const before = saved();
    await h.send('\x1b[200~jjjj5555iQ\x1b[201~');
    await h.send('\x1b[200~lll');
    await h.send('kkk\x1b[2');
    await h.send('01~');
    expect(mapRows(h)).toEqual(map);
    expect(turn(h)).toBe(at);
    expect(saved()).toBe(before);
    // Two pastes: one line, counted, not a line for each key they held.
    expect(said(h)).toContain(`${PASTE_REFUSED} (×2)`);
    expect(said(h).split(PASTE_REFUSED)).toHaveLength(2);
  });

  it('whose end never comes is taken as the paste it began, not as keys', async () => {
    const { h } = await inZone();
    const map = mapRows(h);
    await h.send('\x1b[200~jjj');
    await wait(HELD_MS + 200);
    await h.settle();
    expect(said(h)).toContain(PASTE_REFUSED);
    expect(mapRows(h)).toEqual(map);
  });

  it("types the hero's name, over several reads, its line breaks as spaces, to the name's limit", async () => {
    const h = await session({ seed: '7' });
    await toCreation(h);
    await toNameQuestion(h);
    await h.send('\x1b[200~Conan');
    await h.send(' the\r\nBar');
    await h.send('barian\x1b[20');
    await h.send('1~');
    expect(h.screenText()).toContain('Conan the Barbarian_');
    expect(h.screenText()).toContain('Name your hero');
    await h.send(`\x1b[200~${' of Cimmeria, King of Aquilonia'}\x1b[201~`);
    expect(h.screenText()).toContain('Conan the Barbarian of Cimmeria,_');
    expect(h.screenText()).toContain('32/32 characters');
    await h.press('enter');
    expect(h.screenText()).toContain('Enter: go into the dungeon');
    expect(h.screenText()).toContain('Conan the Barbarian of Cimmeria,');
  });

  it('types a Background, and a seed on the setup screen (without spaces or ?, as a seed is typed)', async () => {
    const h = await session({ seed: '7' });
    await h.press('n');
    expect(h.screenText()).toContain('New game: setup');
    // Up from the first line is the seed's.
    await h.press('up');
    await h.send('\x1b[200~dark tower?\n\x1b[201~');
    expect(h.screenText()).toMatch(/Seed +darktower_/);
    await h.press('enter');
    await h.press('enter', '1', 'enter', 'a', 'enter');
    expect(h.screenText()).toContain('Your background');
    await h.send('\x1b[200~Raised by wolves\x1b[201~');
    expect(h.screenText()).toContain('Raised by wolves_');
  });

  it('turns on with the game and off on every way out: a stop, and quitting', async () => {
    const h = await session({ seed: '7' });
    expect(h.term.modes.bracketedPasteMode).toBe(true);
    h.app.suspend();
    await h.settle();
    expect(h.term.modes.bracketedPasteMode).toBe(false);
    h.app.resume();
    await h.settle();
    expect(h.term.modes.bracketedPasteMode).toBe(true);
    await h.press('q');
    expect(await h.app.done).toBe(0);
    await h.settle();
    expect(h.term.modes.bracketedPasteMode).toBe(false);
  });
});

describe('boxes', () => {
  it('Ctrl-C while a hero is being made asks first: n keeps the rolls and choices, y quits', async () => {
    const h = await session({ seed: '7' });
    await toCreation(h);
    const rolled = h.lines().slice(0, 12);
    await h.press('C-c');
    expect(said(h)).toContain('Quit without making this hero?');
    await h.press('n');
    expect(h.lines().slice(0, 12)).toEqual(rolled);
    await h.press('C-c', 'y');
    expect(await h.app.done).toBe(0);
  });

  it('Ctrl-C over a question closes it rather than opening another on top; pressed again it asks to quit', async () => {
    const { h } = await inZone();
    const map = mapRows(h);
    await h.press('Q');
    expect(h.screenText()).toContain('Commit suicide?');
    await h.press('C-c');
    expect(h.screenText()).not.toContain('Save the game and quit?');
    expect(h.screenText()).not.toContain('Commit suicide?');
    expect(mapRows(h)).toEqual(map);
    await h.press('C-c');
    expect(h.screenText()).toContain('Save the game and quit?');
    await h.press('n');
    expect(mapRows(h)).toEqual(map);
  });

  it('garbage keys in play, Ctrl-C among them, never leave one question open over another', async () => {
    // Every key that opens a question, and keys that answer, close or wander; never a yes to dying or quitting, so play goes on.
    const pool = ['Q', 'C-c', 'y', 'n', 'escape', 'enter', 'space', 'i', 'R', 'o', 'h', 'j', 'k', 'l', '?', 'T', 'a', 'b', 'd', 'q', 'r', 'z', 'p', 'A', 'x', 'X', '_', 'C-p', 'B', 'U', 't', 'f', 'e', 'm', '1', '2'];
    const stacked: string[] = [];
    for (let run = 0; run < 6 && stacked.length === 0; run++) {
      const h = await session({ seed: String(run + 3) });
      await h.startGame('Ada');
      const rng = Stream.derive('garbage', String(run));
      const pressed: string[] = [];
      for (let n = 0; n < 300; n++) {
        const key = pool[randomInt(rng, 0, pool.length - 1)]!;
        if (key === 'y' && /Commit suicide\?|Save the game and quit\?/.test(h.screenText())) continue;
        pressed.push(key);
        await h.burst(key);
        if ((h.screenText().match(/Are you sure\?/g) ?? []).length > 1) {
          stacked.push(`${pressed.join(' ')}\n${h.screenText()}`);
          break;
        }
      }
    }
    expect(stacked).toEqual([]);
  });
});
