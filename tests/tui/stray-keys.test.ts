/**
 * The boxes that wait on the player besides the yes-or-no ones (hunger,
 * an objection, its sealed bid and its reveal, the Survey, the Workshop, a
 * light not lit, an item at Home, a list), on the headless terminal with
 * real keys: a key that answers none of them says in the box which keys
 * do, and the box stays.
 */
import { describe, expect, it } from 'vitest';
import { LETTERS } from '../../src/tui/modals/list.js';
import { shopStock } from '../../src/core/engine/home/index.js';
import { harnesses, screenWords } from './harness.js';
import { makeThemObject } from './objection.js';
import { noCreatures, workshopTrapBeside } from './scenes.js';

const session = harnesses();
/** The screen's words run together: a note wrapped in the box reads as one line, whatever is beside the box. */
const flat = screenWords;

describe('a box that waits says which keys answer it', () => {
  it('Hunger: x names the attributes it may take, and one of them answers it', async () => {
    const h = await session({ seed: '7' });
    await h.startGame('Ada');
    h.scene((s) => void (s.pending = { kind: 'hunger' }));
    const s = h.app.ui.game!;
    h.app.ui.settle();
    // Drawn afresh as a resize draws it: any key would be one the box is asked.
    await h.resize(80, 24);
    expect(flat(h)).toContain('Out of Sustenance');
    expect(flat(h)).not.toContain('does nothing here: answer with');
    await h.press('x');
    expect(flat(h)).toContain('Out of Sustenance');
    expect(flat(h)).toContain('does nothing here: answer with s, d, c, i, w or h; Ctrl-C saves the game and quits.');
    const str = s.hero.attributes.STR;
    await h.press('s');
    expect(flat(h)).not.toContain('Out of Sustenance');
    expect(h.app.ui.game!.hero.attributes.STR).toBe(str - 1);
  });

  it('an objection and the bids revealed: x says y or n, then which keys go on', async () => {
    const h = await session({ seed: '7', options: { opposition: 'ai-hard' } });
    await h.startGame('Ada');
    makeThemObject(h, { what: 'device', device: 'magic' });
    await h.press('T', 'a', 'b');
    expect(flat(h)).toContain('Objection!');
    await h.press('x');
    expect(flat(h)).toContain('Objection!');
    expect(flat(h)).toContain('does nothing here: answer with y or n; Ctrl-C saves the game and quits.');
    await h.press('y', 'x');
    // The sealed bid must be answered: Esc is no way out of it, and Ctrl-C asks to quit.
    expect(flat(h)).toContain('does nothing here: answer with digits, Backspace, up or down, Enter; Ctrl-C saves the game and quits.');
    await h.press('0');
    expect(flat(h)).not.toContain('does nothing here: answer with');
    await h.press('enter');
    expect(flat(h)).toContain('The bids revealed');
    expect(flat(h)).not.toContain('does nothing here: answer with');
    await h.press('x');
    expect(flat(h)).toContain('does nothing here: answer with Enter, Space or Esc; Ctrl-C saves the game and quits.');
    await h.press('enter');
    expect(flat(h)).not.toContain('The bids revealed');
  });

  it('the Workshop and the Survey: x names their keys before and after a roll', async () => {
    const h = await workshopTrapBeside(session);
    await h.press('D', 'right', 'z');
    expect(flat(h)).toMatch(/does nothing here: answer with 1 to \d+ \(roll that many\) or Esc; Ctrl-C saves the game and quits\./);
    await h.press('1');
    expect(flat(h)).not.toContain('does nothing here: answer with');
    await h.press('z');
    expect(flat(h)).toContain('does nothing here: answer with a (a rolled die), 1 to 9 (replace that Craft die), x or Esc;');
    const survey = await session({ seed: '1', options: { search: 'survey' } });
    await survey.startGame('Ada');
    survey.scene(noCreatures);
    await survey.press('s', 'z');
    expect(survey.app.ui.game!.pending?.kind).toBe('survey');
    expect(flat(survey)).toMatch(/does nothing here: answer with a to c \(a supply die\), 1 to 0 \(explore\) or Esc; Ctrl-C saves/);
  });

  it('a list: a letter past its last line names the letters it has, and the list stays', async () => {
    const h = await session({ seed: '7' });
    await h.startGame('Ada');
    await h.press('i');
    const count = h.app.ui.game!.hero.items.length;
    const last = LETTERS[count - 1]!;
    await h.press('z');
    expect(flat(h)).toContain(`does nothing here: answer with a to ${last}, the arrows, Enter or Esc.`);
    await h.press('down');
    expect(flat(h)).not.toContain('does nothing here: answer with');
    await h.press('escape');
    expect(flat(h)).not.toContain('Inventory');
  });

  it('at Home: a light not lit, and an item of the shop, say their keys, and Esc is still their no', async () => {
    const h = await session({ seed: '5' });
    await h.createHero('Ada');
    h.scene((s) => void (s.hero.coins = 50));
    await h.press('b', LETTERS[shopStock().findIndex((r) => r.name === 'torches')]!);
    expect(flat(h)).toContain('p or Enter: ask the price');
    await h.press('x');
    expect(flat(h)).toContain('does nothing here: answer with p, Enter, h or Esc.');
    await h.press('p', 'b');
    expect(flat(h)).not.toContain('does nothing here: answer with');
    await h.press('escape', 'enter');
    expect(flat(h)).toContain('not lit');
    await h.press('x');
    expect(flat(h)).toContain('does nothing here: answer with y, n or Esc.');
    await h.press('escape');
    expect(flat(h)).not.toContain('not lit');
    expect(h.app.ui.game!.phase).toBe('home');
  });
});
