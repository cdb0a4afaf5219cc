/**
 * A continued game shows what was said before it was saved: the message log
 * as it stood, in its colours, and the history (Ctrl-P) with the old lines
 * before "Welcome back". Real saves in a temp folder, real keys, the screen
 * read back from a terminal emulator.
 */
import { rmSync, writeFileSync } from 'node:fs';
import { saveLines } from '../persist/save-files.js';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { continueGame } from './flow.js';
import { harnesses, tempDir, type Harness } from './harness.js';
import { DIR_KEY, freeSteps } from './plan.js';

const session = harnesses();
const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

/** The message log's rows, under the rule across the zone view, each cell with its colour, so a line drawn alike is equal. */
function logPanel(h: Harness) {
  const rule = h.lines().lastIndexOf('─'.repeat(h.term.cols));
  expect(rule, h.screenText()).toBeGreaterThan(0);
  return Array.from({ length: h.term.rows - rule - 1 }, (_, k) => {
    const y = rule + 1 + k;
    const cells = Array.from({ length: h.term.cols }, (_, x) => {
      const c = h.cell(x, y)!;
      return `${c.getChars() || ' '}:${c.getFgColorMode()}:${c.getFgColor()}:${c.isBold()}`;
    });
    return { text: h.lines()[y]!, cells: cells.join('|') };
  });
}

/** The lines of the Message history page, opened with Ctrl-P and closed again. */
async function history(h: Harness): Promise<string[]> {
  await h.press('C-p');
  const rows = h.lines();
  const top = rows.findIndex((l) => l.includes('Message history'));
  expect(top, h.screenText()).toBeGreaterThanOrEqual(0);
  const out: string[] = [];
  for (const row of rows.slice(top + 1)) {
    if (row.includes('└')) break;
    out.push(/│(.*)│/.exec(row)![1]!.trimEnd());
  }
  await h.press('escape');
  return out;
}

/** A game of seed 17 played a few steps (its zone entry says several things, a roll among them) and saved with S. */
async function savedGame() {
  const saveDir = tempDir('saves');
  dirs.push(saveDir);
  const h = await session({ seed: '17', saveDir });
  await h.startGame('Ada');
  for (let i = 0; i < 3; i++) await h.press(DIR_KEY[freeSteps(h.app.ui.game!)[0]!]);
  const seen = { log: logPanel(h), history: await history(h) };
  await h.press('S');
  expect(await h.app.done).toBe(0);
  const file = join(saveDir, 'Ada.json');
  const lines = saveLines(file);
  const save = lines.at(-1)!;
  // What a continued game shows comes from the file (the snapshot S wrote), not from this process.
  expect(save.messages.map((m: { text: string }) => m.text)).toContain('You see a Platypus of Death.');
  /** The save with the snapshot's messages (outside its checksum) replaced. */
  const withMessages = (messages?: unknown) => [...lines.slice(0, -1), { ...save, messages }].map((l) => `${JSON.stringify(l)}\n`).join('');
  return { saveDir, file, save, seen, withMessages };
}

async function continued(saveDir: string) {
  const h = await session({ saveDir });
  await continueGame(h);
  return h;
}

describe('continuing a saved game', () => {
  it('shows the log as it was, in its colours, and the history holds the old messages before Welcome back', async () => {
    const { saveDir, seen } = await savedGame();
    expect(seen.history.join(' ')).toContain('Platypus of Death reaction: 2d6 (3+2) = 5');
    const h = await continued(saveDir);

    const log = logPanel(h);
    // One line more: the old ones move up a row, drawn as they were, and the welcome comes last.
    expect(log.slice(0, -1)).toEqual(seen.log.slice(1));
    expect(log.at(-1)!.text).toBe('Welcome back, Ada.');
    expect(seen.log.some((r) => /reaction: 2d6/.test(r.text) && /:[1-9]\d*:\d+:/.test(r.cells))).toBe(true);

    expect(await history(h)).toEqual([...seen.history, 'Welcome back, Ada.']);
  });

  it('a save without messages (as older athacks wrote) continues with only Welcome back', async () => {
    const { saveDir, file, withMessages } = await savedGame();
    writeFileSync(file, withMessages());
    const h = await continued(saveDir);
    expect(await history(h)).toEqual(['Welcome back, Ada.']);
    expect(logPanel(h).map((r) => r.text)).toEqual(['', '', '', '', 'Welcome back, Ada.']);
  });

  it('a save whose messages are damaged still continues the game, without them', async () => {
    const { saveDir, file, save, withMessages } = await savedGame();
    const turn = save.state.turn;
    const line = { text: 'An old line.', kind: 'zone', turn: 1 };
    for (const messages of ['oops', { 0: line }, [line, 7], Array.from({ length: 50_000 }, () => line), [{ ...line, text: 'x'.repeat(200_000) }]]) {
      writeFileSync(file, withMessages(messages));
      const h = await continued(saveDir);
      expect(h.screenText()).toMatch(new RegExp(`Turn ${turn}\\b`));
      expect(await history(h)).toEqual(['Welcome back, Ada.']);
      h.destroy();
    }
    // A kind this athack does not know (a newer one's, or an edit) is shown as plain news, not refused.
    writeFileSync(file, withMessages([{ ...line, kind: 'constructor' }, { ...line, text: 'Another.', kind: '__proto__' }]));
    const h = await continued(saveDir);
    expect(await history(h)).toEqual(['An old line.', 'Another.', 'Welcome back, Ada.']);
    expect(logPanel(h).map((r) => r.text)).toEqual(['', '', 'An old line.', 'Another.', 'Welcome back, Ada.']);
  });
});
