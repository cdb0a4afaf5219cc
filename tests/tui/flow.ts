/**
 * The keys a player presses to start a game, in one place: when the flow
 * changes (a new screen, a new question), this is the one edit. It works
 * on anything that can press keys and show the screen: the in-memory
 * harness and the real program in a pseudo-terminal.
 */
import { eachGrapheme } from '../../src/base/text-width.js';

export interface Driver {
  /** Presses keys (names as in keys.json: `enter`, `up`, `C-p`, `a`), each followed by its frame. */
  press(...keys: string[]): Promise<void>;
  /** Types text one character at a time, each as a terminal sends it: an emoji or a letter with its accent in one read. */
  type(text: string): Promise<void>;
  /** Whether the screen shows `pattern`, waiting up to `ms` for it. */
  until(pattern: RegExp, ms?: number): Promise<boolean>;
  screenText(): string;
}

const CREATION = /A new hero/;
const SETUP = /New game: setup/;
const IN_GAME = /Zone \S+ +depth|Enter: go into the dungeon/;
const SAVES_LIST = /Continue which game\?/;

/** Text as the characters a reader sees (graphemes), each what a terminal sends in one read when it is typed. */
export function graphemes(text: string): string[] {
  const out: string[] = [];
  eachGrapheme(text, (g) => out.push(g));
  return out;
}

async function expectScreen(d: Driver, pattern: RegExp, what: string): Promise<void> {
  if (!(await d.until(pattern))) throw new Error(`expected ${what} (${pattern}), the screen shows:\n${d.screenText()}`);
}

/** Title (none after `--seed`) → (setup, if there is one: its defaults) → creation, with the screen showing creation's first question. */
export async function toCreation(d: Driver): Promise<void> {
  await expectScreen(d, /New game/, 'the title');
  // `athack play --seed S` opens the new game's setup itself, without the title.
  if (!SETUP.test(d.screenText())) await d.press('n');
  // A setup screen (rules options, seed) may come between: Enter takes its defaults. Whichever comes is waited for,
  // however slow the frame: a key sent on a guess would land on the other screen.
  await expectScreen(d, new RegExp(`${SETUP.source}|${CREATION.source}`), 'the setup or the creation screen');
  if (!CREATION.test(d.screenText())) await d.press('enter');
  await expectScreen(d, CREATION, 'the creation screen');
}

/** Creation from its first question to the name: the attributes as rolled, a Warrior with kit A, a background from the table covering STR. */
export async function toNameQuestion(d: Driver): Promise<void> {
  await d.press('enter'); // keep the attributes as rolled
  await expectScreen(d, /Choose a class/, 'the class choice');
  await d.press('1', 'enter'); // Warrior
  await d.press('a', 'enter'); // kit A
  await expectScreen(d, /Your background/, 'the background question');
  await d.press('tab', 'enter'); // the first idea of the d12 table
  await d.press('s', 'enter'); // it helps with STR tests
  await expectScreen(d, /Name your hero/, 'the name question');
}

/** Creation from its first question, as `toNameQuestion` answers it, and a name. Ends at Home. */
export async function finishCreation(d: Driver, name = 'Tester'): Promise<void> {
  await toNameQuestion(d);
  await d.type(name);
  await d.press('enter');
  await expectScreen(d, /Enter: go into the dungeon/, 'Home');
}

/** Title → a new hero at Home. */
export async function createHero(d: Driver, name = 'Tester'): Promise<void> {
  await toCreation(d);
  await finishCreation(d, name);
}

/** Title → a new hero → into the dungeon: the zone view with the hero on the map. */
export async function startGame(d: Driver, name = 'Tester'): Promise<void> {
  await createHero(d, name);
  await d.press('enter');
  await expectScreen(d, /Zone \S+ +depth/, 'the zone view');
}

/** Title → Continue: the latest saved game, back where it was left. */
export async function continueGame(d: Driver): Promise<void> {
  await expectScreen(d, /Continue/, 'the title with a saved game');
  await d.press('c');
  // A list of saved games may come first: Enter takes the latest. As in `toCreation`, whichever comes is waited for.
  await expectScreen(d, new RegExp(`${SAVES_LIST.source}|${IN_GAME.source}`), 'the list of saved games or the saved game');
  if (!IN_GAME.test(d.screenText())) await d.press('enter');
  await expectScreen(d, IN_GAME, 'the saved game');
}

/** The turn the panel shows (NaN while a box covers it). */
export const turnShown = (d: Driver): number => Number(/Turn (\d+)/.exec(d.screenText())?.[1]);

/** Waits `n` turns with `.`, each seen on the panel before the next key: the turn shown at the end. */
export async function waitTurns(d: Driver, n: number): Promise<number> {
  for (let i = 0; i < n; i++) {
    const before = turnShown(d);
    await d.press('.');
    if (!Number.isNaN(before)) await d.until(new RegExp(`Turn ${before + 1}\\b`));
  }
  return turnShown(d);
}

/** The key a hot-seat curtain asks for (the seat's own number, or @), or undefined when no curtain shows. */
export const curtainKey = (d: Driver): string | undefined => /Press (\S) when you alone can see the screen\./.exec(d.screenText())?.[1];
