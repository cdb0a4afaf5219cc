/**
 * Ctrl-Z and Ctrl-D on the setup and creation screens, with no shell job to
 * stop (the harness has no onStop, as over athack serve), on the headless
 * terminal with real key sequences: each is named and said to do nothing
 * there, as the lobby and the stocking screen say, on every line and step,
 * the typed ones too, and nothing typed or chosen changes.
 */
import { describe, expect, it } from 'vitest';
import { harnesses, screenWords } from './harness.js';

const session = harnesses();
const flat = screenWords;

describe('Ctrl-Z and Ctrl-D where no job stops', () => {
  it('the setup screen names them on the seed and on a seat being named, and keeps what was typed', async () => {
    const h = await session({ seed: '1' });
    await h.press('n');
    expect(flat(h)).toContain('New game: setup');
    await h.press('C-z');
    expect(flat(h)).toContain('C-z does nothing here: Enter goes on, Esc back to the title; ? lists the keys.');
    await h.press('down', 'left');
    await h.type('Ann');
    await h.press('C-d');
    expect(flat(h)).toContain('C-d does nothing here: Enter goes on, Esc back to the title; ? lists the keys.');
    expect(flat(h)).toContain('Opposition 1 [person: Ann_]');
    await h.press('down');
    await h.press('C-z');
    expect(flat(h)).toContain('C-z does nothing here');
  });

  it('the creation screen names them on a step of choices and on the name, which keeps what was typed', async () => {
    const h = await session({ seed: '1' });
    await h.press('n');
    if (flat(h).includes('New game: setup')) await h.press('enter');
    expect(flat(h)).toContain('A new hero');
    await h.press('C-z');
    expect(flat(h)).toContain("C-z does nothing here: ? lists this screen's keys.");
    await h.press('enter', '1', 'enter', 'a', 'enter', 'tab', 'enter', 's', 'enter');
    expect(flat(h)).toContain('Name your hero');
    await h.type('Ada');
    await h.press('C-d');
    expect(flat(h)).toContain('C-d does nothing here: Enter goes on, Esc goes back.');
    await h.press('enter');
    expect(h.app.ui.game!.hero.name).toBe('Ada');
  });
});
