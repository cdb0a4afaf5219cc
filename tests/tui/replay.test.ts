/** Watching a recording in the interface: it plays, pauses, changes speed and stops where asked. */
import { afterEach, describe, expect, it } from 'vitest';
import { playGame } from '../../src/core/bots/index.js';
import { keyMap } from '../../src/tui/keys.js';
import { startReplay } from '../../src/tui/replay.js';
import type { Recording } from '../../src/persist/recording.js';
import { harness, type Harness } from './harness.js';

const game = playGame('watch', { opposition: 'none' }, { maxSteps: 60, name: 'Watcher' });
const rec: Recording = { seed: 'watch', options: { opposition: 'none' }, actions: game.actions, checks: game.checks, snapshot: game.state };

describe('athack replay in the interface', () => {
  let h: Harness | undefined;
  afterEach(() => h?.destroy());

  it('jumps to --to-turn and pauses there; . steps one action; space plays on', async () => {
    h = await harness({ start: ({ input, output }) => startReplay({ input, output, style: { mono: false, ascii: false }, keys: keyMap(), terminal: 'xterm-256color', recording: rec, speed: 128, toTurn: 20 }) });
    await h.settle();
    expect(h.screenText()).toMatch(/REPLAY Watcher: action 20\/60 +paused/);
    await h.press('.');
    expect(h.screenText()).toMatch(/action 21\/60 +paused/);
    await h.press('+');
    await h.press('space');
    // The replay runs on a timer: wait for it to reach the end.
    for (let waited = 0; waited < 5000 && !/action 60\/60/.test(h.screenText()); waited += 20) {
      await new Promise((r) => setTimeout(r, 20));
      await h.settle();
    }
    expect(h.screenText()).toMatch(/action 60\/60/);
  });

  it('shows Home as the player saw it: its menu and the side panel', async () => {
    h = await harness({ start: ({ input, output }) => startReplay({ input, output, style: { mono: false, ascii: false }, keys: keyMap(), terminal: 'xterm-256color', recording: rec, speed: 8, toTurn: 1 }) });
    await h.settle();
    expect(h.lines()[0]).toMatch(/action 1\/60 +paused/);
    expect(h.screenText()).toContain('Choose a service');
    expect(h.screenText()).toMatch(/Watcher/);
  });

  it('a game that ended in a zone ends on its map, with the cause in the status line', async () => {
    expect(game.state.phase).toBe('dungeon');
    const ended: Recording = { ...rec, actions: [...rec.actions, { type: 'suicide' }] };
    h = await harness({ start: ({ input, output }) => startReplay({ input, output, style: { mono: false, ascii: false }, keys: keyMap(), terminal: 'xterm-256color', recording: ended, speed: 8, toTurn: 61 }) });
    await h.settle();
    expect(h.lines()[0]).toMatch(/action 61\/61 +the end: committed suicide/);
    expect(h.screenText()).toMatch(/Zone [\d.]+ +depth \d+/);
    expect(h.find('@')).toBeDefined();
  });

  it('- and + change the speed shown', async () => {
    h = await harness({ start: ({ input, output }) => startReplay({ input, output, style: { mono: false, ascii: false }, keys: keyMap(), terminal: 'xterm-256color', recording: rec, speed: 8, toTurn: 1 }) });
    await h.press('space');
    expect(h.screenText()).toMatch(/ 8\/s /);
    await h.press('-');
    expect(h.screenText()).toMatch(/ 4\/s /);
    await h.press('+', '+');
    expect(h.screenText()).toMatch(/ 16\/s /);
  });
});
