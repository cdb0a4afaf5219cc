/** The curtain between seats at one keyboard: it hides everything below, and lifts only on its seat's own key. */
import { afterEach, describe, expect, it } from 'vitest';
import { startApp } from '../../src/tui/app.js';
import { keyMap } from '../../src/tui/keys.js';
import { curtain } from '../../src/tui/modals/curtain.js';
import type { Screen } from '../../src/tui/ui.js';
import { harness, type Harness } from './harness.js';

let h: Harness | undefined;
afterEach(() => {
  h?.destroy();
  h = undefined;
});

/** A screen holding a secret, where `x` draws the curtain for Opposition 2 and lifting it shows what Opposition 2 may see. */
function secretScreen(): Screen {
  let shown = 'Opposition 1 bid 7 tokens';
  return {
    kind: 'secret',
    draw: (_ui, _w, height) => [shown, ...Array<string>(height - 1).fill(`${shown} `.repeat(3))],
    key(ui, k) {
      if (k.full === 'x') ui.push(curtain({ name: 'Opposition 2 (Bob)', key: '2' }, () => (shown = 'Bob may look')));
    },
  };
}

async function atTable(): Promise<Harness> {
  h = await harness({ recordFrames: true, start: ({ input, output }) => startApp({ input, output, style: { mono: true, ascii: false }, keys: keyMap(), terminal: 'xterm-256color', first: secretScreen }) });
  return h;
}

describe('the curtain', () => {
  it('wipes the whole screen, names the seat and asks the others to look away', async () => {
    const h = await atTable();
    expect(h.screenText()).toContain('bid 7');
    const before = h.frames.length;
    await h.press('x');
    // Not one frame drawn on the way shows any of it: the curtain replaces the screen whole.
    const since = h.frames.slice(before);
    expect(since.length).toBeGreaterThan(0);
    expect(since.filter((f) => f.join('\n').includes('bid 7'))).toEqual([]);
    const text = h.screenText();
    expect(text).not.toContain('bid 7');
    expect(text).toContain('Opposition 2 (Bob): your turn at the keyboard.');
    expect(text).toContain('Everyone else, look away now.');
    expect(text).toContain('Press 2 when you alone can see the screen.');
  });

  it('does not lift on Enter or another seat’s key, only on its own', async () => {
    const h = await atTable();
    await h.press('x', 'enter', 'space', '1', '3', '@', 'escape');
    expect(h.screenText()).toContain('look away');
    expect(h.screenText()).not.toContain('bid 7');
    await h.press('2');
    expect(h.screenText()).toContain('Bob may look');
  });

  it('says which key lifts it when another is pressed, and nothing of the kind before', async () => {
    const h = await atTable();
    await h.press('x');
    expect(h.screenText()).not.toContain('lifts this curtain');
    await h.press('enter');
    expect(h.screenText().replace(/\s+/g, ' ')).toContain('Enter does nothing here: only 2 lifts this curtain; Ctrl-C saves the game and quits.');
    expect(h.screenText()).not.toContain('bid 7');
  });

  it('does not lift on its key typed ahead in the burst that raised it', async () => {
    const h = await atTable();
    await h.burst('x', '2');
    expect(h.screenText()).toContain('look away');
    await h.press('2');
    expect(h.screenText()).toContain('Bob may look');
  });
});

describe('Ctrl-C at a curtain, in a hot-seat game', () => {
  it('asks to save and quit over it, where the curtain takes no other key: n leaves the curtain up, y saves, and the game continued comes back to it', async () => {
    const game = await harness({ seed: '1', options: { opposition: 'person:Ann' } });
    h = game;
    await game.createHero('Hero');
    await game.press('enter');
    expect(game.screenText()).toContain('Press 1 when you alone can see the screen.');
    await game.press('C-c');
    expect(game.screenText()).toContain('Save the game and quit?');
    await game.press('n');
    expect(game.screenText()).not.toContain('Save the game and quit?');
    expect(game.screenText()).toContain('Press 1 when you alone can see the screen.');
    await game.press('C-c', 'y');
    expect(await game.app.done).toBe(0);
    const again = await harness({ seed: '1', saveDir: game.saveDir });
    h = again;
    await again.press('c');
    expect(await again.until(/Press 1 when you alone can see the screen\./)).toBe(true);
    await again.press('1');
    expect(again.screenText()).toContain('The Opposition (Ann) stocks zone 1');
  });
});
