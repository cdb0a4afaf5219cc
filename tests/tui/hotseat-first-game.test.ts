/**
 * A new player's first hot-seat game, as `npm start` runs it in a real
 * pseudo-terminal at 80×24: one Opposition seat set to a person (Ann),
 * who stocks zone 1, objects to the hero's spend and bids. At every
 * hand-over the curtain says whose turn it is, what that seat is asked and
 * which key lifts it; behind the hero's curtain nothing of Ann's shows;
 * and `?` explains what a new player needs: the stocking screen's keys,
 * and a page on playing the Opposition.
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { rmSync } from 'node:fs';
import { finishCreation } from './flow.js';
import { tempDir } from './harness.js';
import { commandInPty, ensureBuilt, type PtyRun } from './pty.js';

let run: PtyRun | undefined;
const dirs: string[] = [];
afterEach(() => {
  run?.kill();
  run = undefined;
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});
beforeAll(() => ensureBuilt());

const screen = () => run!.screenText();

async function see(pattern: RegExp): Promise<void> {
  if (!(await run!.until(pattern, 10_000))) throw new Error(`expected ${pattern}, the screen shows:\n${screen()}`);
}

/** The curtain on screen: it names the seat and what it is asked, and the one key that lifts it. */
async function curtainFor(seat: string, asked: RegExp, key: string): Promise<void> {
  await see(new RegExp(`${seat.replace(/[()]/g, '\\$&')}: your turn at the keyboard\\.`));
  expect(screen()).toMatch(asked);
  expect(screen()).toContain('Everyone else, look away now.');
  expect(screen()).toContain(`Press ${key} when you alone can see the screen.`);
  // Enter, pressed from habit, does not lift it.
  await run!.press('enter');
  expect(screen()).toContain(`${seat}: your turn at the keyboard.`);
  await run!.press(key);
}

describe("a new player's first hot-seat game at one keyboard", () => {
  it('seats Ann, and every curtain says whose turn, what for and which key; ? explains the rest; the hero sees nothing of hers', async () => {
    const saveDir = tempDir('saves');
    dirs.push(saveDir);
    run = commandInPty(['npm', 'start', '--silent', '--', 'play', '--seed', '1'], { ATHACK_SAVE_DIR: saveDir, ATHACK_CONFIG_DIR: saveDir });
    await see(/New game: setup/);

    // Ann's name typed on a seat the AI plays is not lost in silence: the screen says how to seat a person.
    await run.press('down');
    await see(/> Opposition 1 {3}\[AI fair\]/);
    await run.type('Ann');
    await see(/To seat a person here, choose "person" with left or right, then type the name\./);
    expect(screen()).toContain('> Opposition 1   [AI fair]');
    await run.press('left', 'left');
    await run.type('Ann');
    await see(/Opposition 1 {3}\[person: Ann_\]/);
    await run.press('enter');
    await finishCreation(run, 'Hero');

    // Help at Home has a page on playing the Opposition.
    await run.press('?');
    await see(/Playing the Opposition/);
    await run.type(/([a-z]) Playing the Opposition/.exec(screen())![1]!);
    await see(/Help: Playing the Opposition/);
    expect(screen()).toContain("seat's key lifts it: 1-4 for Opposition 1-4, @ for the Adventurer");
    await run.press('escape', 'escape');

    // Into the dungeon: Ann's curtain says she stocks zone 1.
    await run.press('enter');
    await curtainFor('The Opposition (Ann)', /You are asked to stock zone 1/, '1');
    await see(/The Opposition \(Ann\) stocks zone 1/);
    expect(screen().split('\n').at(-1)).toMatch(/c confirm {2}\? keys/);
    await run.press('?');
    await see(/Help: stocking keys/);
    expect(screen()).toContain('u (or Backspace) takes back the last line bought.');
    await run.press('escape');
    // Two Bears anywhere they fit: 8 of her 20 tokens.
    await run.press(...Array<string>(6).fill('down'), '+', 'enter', '*');
    await see(/Your order \(8\): 2 Bear HD 4 anywhere/);
    await run.press('c', 'y');

    // The hero's curtain, then the hero's screen: nothing of Ann's order on it.
    await curtainFor('The Adventurer (Hero)', /^/, '@');
    await see(/Zone 1 +depth 1/);
    for (const secret of ['Your order', 'stocks zone', 'Bear HD 4', 'Chance the zone kills']) expect(screen()).not.toContain(secret);

    // The hero finds a magic Device: Ann's curtain says she may object; she does.
    await run.press('T', 'a', 'b');
    await curtainFor('The Opposition (Ann)', /The Adventurer spends tokens: you may object\./, '1');
    await see(/The Opposition \(Ann\): Object\?/);
    await run.press('y');
    await curtainFor('The Adventurer (Hero)', /^/, '@');
    await see(/Objection!/);
    await run.press('y');

    // Ann seals 2; the hero's bid box then says a bid is sealed, never how much.
    await curtainFor('The Opposition (Ann)', /You are asked for a sealed bid\./, '1');
    await see(/The Opposition \(Ann\): sealed bid/);
    await run.press('2', 'enter');
    await curtainFor('The Adventurer (Hero)', /^/, '@');
    await see(/Ann has sealed a bid/);
    expect(screen()).not.toMatch(/Ann: 2|Your bid: 2/);
    await run.press('1', 'enter');
    await see(/The bids revealed/);
    expect(screen()).toMatch(/Ann: 2 /);
  });
});
