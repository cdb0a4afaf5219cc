/** Watching a recording in the interface: it plays, pauses, changes speed and stops where asked. */
import { afterEach, describe, expect, it } from 'vitest';
import { playGame } from '../../src/core/bots/index.js';
import { keyMap } from '../../src/tui/keys.js';
import { startReplay } from '../../src/tui/replay.js';
import type { Recording } from '../../src/persist/recording.js';
import { readFileSync } from 'node:fs';
import { stateHash } from '../../src/cli/replay.js';
import { parseSaveFile } from '../../src/persist/saves.js';
import { SEATS_RECORDED } from '../../src/persist/recording.js';
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

  it('a game against the AI plays back as it was played: the AI\'s recorded choices are read, not made again, and gold is picked up only where the recording did', async () => {
    const played = playGame('watch-ai-0', {}, { maxSteps: 150, name: 'Rival' });
    expect(played.actions.some((a) => a.seat !== undefined)).toBe(true);
    expect(played.actions.some((a) => a.type === 'pickup')).toBe(true);
    const against: Recording = { seed: 'watch-ai-0', options: {}, actions: played.actions, checks: played.checks, snapshot: played.state };
    const style = { mono: false, ascii: false, autopickupGold: true };
    h = await harness({ start: ({ input, output }) => startReplay({ input, output, style, keys: keyMap(), terminal: 'xterm-256color', recording: against, speed: 8, toTurn: against.actions.length }) });
    await h.settle();
    expect(h.lines()[0]).toMatch(new RegExp(`action ${against.actions.length}/${against.actions.length}`));
    expect(h.app.ui.log.filter((l) => l.kind === 'error').map((l) => l.text)).toEqual([]);
    expect(h.screenText()).toMatch(new RegExp(`Turn ${played.state.turn}\\b`));
    expect(stateHash(h.app.ui.game)).toBe(stateHash(played.state));
  });

  it('a recording the rules refuse stops at the refused action and says so, playing nothing after it', async () => {
    const damaged: Recording = { ...rec, actions: [...rec.actions.slice(0, 5), rec.actions[0]!, ...rec.actions.slice(5)] };
    h = await harness({ start: ({ input, output }) => startReplay({ input, output, style: { mono: false, ascii: false }, keys: keyMap(), terminal: 'xterm-256color', recording: damaged, speed: 8, toTurn: 30 }) });
    await h.settle();
    expect(h.lines()[0]).toMatch(/action 5\/61 +stopped: action 5 refused +q quit/);
    expect(h.screenText()).toContain('The recording parts from the rules at action 5');
    await h.press('.');
    expect(h.lines()[0]).toMatch(/action 5\/61 +stopped/);
  });

  it('Ctrl-C ends the replay at once: there is no game of the watcher\'s to save', async () => {
    h = await harness({ start: ({ input, output }) => startReplay({ input, output, style: { mono: false, ascii: false }, keys: keyMap(), terminal: 'xterm-256color', recording: rec, speed: 8, toTurn: 30 }) });
    await h.settle();
    await h.press('C-c');
    expect(h.screenText()).not.toContain('Save the game and quit?');
    expect(await h.app.done).toBe(0);
  });

  it('a recording of athack 0.5 (its AI\'s choices not in it) has the AI answer where it was asked, as that game did', async () => {
    const old = parseSaveFile(readFileSync('tests/persist/fixtures/robo-0.5.0.json', 'utf8'), 'robo-0.5.0.json');
    expect(old.format).toBeLessThan(SEATS_RECORDED);
    h = await harness({ start: ({ input, output }) => startReplay({ input, output, style: { mono: false, ascii: false }, keys: keyMap(), terminal: 'xterm-256color', recording: old.recording, speed: 8, toTurn: old.recording.actions.length, seatsRecorded: false }) });
    await h.settle();
    const reached = Number(/action (\d+)\//.exec(h.lines()[0]!)?.[1]);
    // Its first zone is stocked by the AI as the hero enters it: played with the AI, it goes on from there.
    expect(reached).toBeGreaterThan(old.recording.actions.findIndex((a) => a.type === 'enter-dungeon') + 1);
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
  const watch = (o: { recording?: Recording; speed?: number; toTurn?: number } = {}) =>
    harness({ start: ({ input, output }) => startReplay({ input, output, style: { mono: false, ascii: false }, keys: keyMap(), terminal: 'xterm-256color', recording: o.recording ?? rec, speed: o.speed ?? 8, ...(o.toTurn !== undefined ? { toTurn: o.toTurn } : {}) }) });

  it('. while it plays pauses there and steps one action, instead of doing nothing', async () => {
    h = await watch({ speed: 1, toTurn: 20 });
    await h.press('space');
    expect(h.lines()[0]).toMatch(/action 2\d\/60 +1\/s/);
    await h.press('.');
    const at = Number(/action (\d+)\/60 +paused/.exec(h.lines()[0]!)?.[1]);
    expect(at).toBeGreaterThan(20);
    await h.press('.');
    expect(h.lines()[0]).toMatch(new RegExp(`action ${at + 1}/60 +paused`));
  });

  it('a key it has no use for says which keys do something, the Home screen\'s own keys too; a run of them keeps one line', async () => {
    h = await watch({ toTurn: 1 });
    expect(h.screenText()).toContain('S: save and quit');
    await h.press('S');
    expect(h.screenText()).toContain('S does nothing here: Space pauses, + and - change the speed, . steps, q quits.');
    await h.press('?', 'right');
    expect(h.screenText()).toContain('right does nothing here: Space pauses');
    expect(h.screenText()).not.toContain('S does nothing here');
    expect(h.screenText()).not.toContain('? does nothing here');
    expect(h.lines()[0]).toMatch(/action 1\/60 +paused/);
  });

  it('a save\'s recording, its hero alive, ends on its last action: the status line says so, and a key other than q says only q does anything', async () => {
    h = await watch({ toTurn: 60 });
    expect(h.lines()[0]).toMatch(/action 60\/60 +the end of the recording +q quit/);
    await h.press('space');
    expect(h.screenText().replace(/\s+/g, ' ')).toContain('Space does nothing here: the replay has nothing more to play; q or Esc quits.');
    await h.press('q');
    expect(await h.app.done).toBe(0);
  });

  it('in a terminal too small, Ctrl-C quits, as the notice says, with no game to save', async () => {
    h = await watch({ toTurn: 30 });
    await h.resize(60, 20);
    expect(h.screenText().replace(/\s+/g, ' ')).toContain('Make it larger to watch on; Ctrl-C quits.');
    await h.press('C-c');
    expect(await h.app.done).toBe(0);
  });
  it('--speed 3 plays at 3/s, as asked; - and + go on from there, and at either end say which way the speed can go', async () => {
    h = await watch({ speed: 3, toTurn: 1 });
    await h.press('space');
    expect(h.lines()[0]).toMatch(/ 3\/s /);
    await h.press('-');
    expect(h.lines()[0]).toMatch(/ 2\/s /);
    await h.press('-', '-');
    expect(h.lines()[0]).toMatch(/ 1\/s /);
    expect(h.screenText()).toContain('- does nothing here: 1/s is the slowest; + changes it.');
    h.destroy();
    h = await watch({ speed: 128, toTurn: 1 });
    await h.press('+');
    expect(h.screenText()).toContain('+ does nothing here: 128/s is the fastest; - changes it.');
  });
  it('--to-turn 0 shows that the hero is not made yet, not a made-up hero\'s panel under a bare phase name', async () => {
    h = await watch({ toTurn: 0 });
    expect(h.lines()[0]).toMatch(/action 0\/60 +paused/);
    expect(h.screenText()).toContain('No hero yet: the first action makes one. . steps to it, Space plays.');
    expect(h.screenText()).not.toMatch(/^creation$|HP 0\/0/m);
    await h.press('.');
    expect(h.screenText()).toContain('Choose a service');
    expect(h.screenText()).toMatch(/Watcher/);
  });
});
