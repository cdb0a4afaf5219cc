/**
 * The plain yes-or-no boxes (Are you sure?, the armour die, escalating at
 * the stairs, objecting to the dark, insisting on a spend objected to), on the headless terminal with real
 * keys: a key that answers none of them says in the box which keys do, as
 * a seat's question does, and the box stays to be answered.
 */
import { describe, expect, it } from 'vitest';
import { foeBeside } from '../engine/setup.js';
import { darkToObject, noCreatures } from './scenes.js';
import { harnesses, screenWords } from './harness.js';
import { isTile, walkTo } from './plan.js';
import { makeThemObject } from './objection.js';

const session = harnesses();
/** The screen's words run together: a note wrapped in the box reads as one line, whatever is beside the box. */
const flat = screenWords;

/** A game where an Orc beside the hero strikes 5 damage and the armour die's box asks whether to break a die. */
async function armourDieAsked() {
  const h = await session({ seed: '7' });
  await h.startGame('Ada');
  h.scene((s) => {
    foeBeside(s, { name: 'Orc' });
    s.pending = { kind: 'armour-die', damage: 5, source: 'the Orc' };
  });
  h.app.ui.settle();
  return h;
}

describe('a yes-or-no box says which keys answer it', () => {
  it('Are you sure? (the quit question): x says y, n or Esc, and n answers it', async () => {
    const h = await session({ seed: '7' });
    await h.startGame('Ada');
    await h.press('C-c');
    expect(flat(h)).toContain('Save the game and quit?');
    expect(flat(h)).not.toContain('does nothing here: answer with');
    await h.press('x');
    expect(flat(h)).toContain('Save the game and quit?');
    // Ctrl-C is this box's no, so the note does not offer it as a way to quit.
    expect(flat(h)).toContain('does nothing here: answer with y, n or Esc.');
    await h.press('n');
    expect(flat(h)).not.toContain('Save the game and quit?');
  });

  it('the armour die: x names every key that answers it, and Ctrl-C; n takes the blow', async () => {
    const h = await armourDieAsked();
    await h.press('C-l');
    expect(flat(h)).toMatch(/Break one of your \d armour dice to ignore it\?/);
    await h.press('x');
    expect(flat(h)).toContain('does nothing here: answer with y, n, Esc, A or V; Ctrl-C saves the game and quits.');
    expect(h.app.ui.game!.pending?.kind).toBe('armour-die');
    await h.press('n');
    expect(flat(h)).not.toContain('Armour die');
    expect(h.app.ui.game!.pending).toBeNull();
  });

  it('the armour die over Ctrl-C answered n: the box comes back as it was, with no note (Ctrl-C was no wrong key)', async () => {
    const h = await armourDieAsked();
    // Drawn afresh as a resize draws it: a key would be one the box is asked.
    await h.resize(80, 24);
    const box = flat(h);
    expect(box).not.toContain('does nothing here: answer with');
    expect(box).toMatch(/Break one of your \d armour dice to ignore it\?/);
    await h.press('C-c');
    expect(flat(h)).toContain('Save the game and quit?');
    await h.press('n');
    expect(flat(h)).not.toContain('Save the game and quit?');
    expect(flat(h)).not.toContain('does nothing here: answer with');
    expect(flat(h)).toBe(box);
    expect(h.app.ui.game!.pending?.kind).toBe('armour-die');
  });

  it('a box keeps its width when its note comes and goes: the note wraps to it', async () => {
    const h = await session({ seed: '7' });
    await h.startGame('Ada');
    /** Where the box's top and bottom borders run, as columns. */
    const frame = () => {
      const row = (corner: string) => h.lines().find((l) => l.includes(corner))!;
      return [row('┌'), row('└')].map((l) => [l.indexOf(l.includes('┌') ? '┌' : '└'), l.indexOf(l.includes('┐') ? '┐' : '┘')]);
    };
    await h.press('C-c');
    const quit = frame();
    await h.press('x');
    expect(flat(h)).toContain('does nothing here: answer with y, n or Esc.');
    expect(frame()).toEqual(quit);
    await h.press('n');
    h.scene((s) => {
      foeBeside(s, { name: 'Orc' });
      s.pending = { kind: 'armour-die', damage: 5, source: 'the Orc' };
    });
    h.app.ui.settle();
    await h.resize(80, 24);
    const armour = frame();
    await h.press('x');
    expect(flat(h)).toContain('does nothing here: answer with y, n, Esc, A or V; Ctrl-C saves the game and quits.');
    expect(frame()).toEqual(armour);
  });

  it('the armour die says so when the blow would bring the hero to 0 HP, and not when it would not', async () => {
    for (const short of [1, 0]) {
      const h = await session({ seed: '7' });
      await h.startGame('Ada');
      const damage = h.app.ui.game!.hero.hp - short;
      h.scene((s) => {
        foeBeside(s, { name: 'Orc' });
        s.pending = { kind: 'armour-die', damage, source: 'the Orc' };
      });
      const s = h.app.ui.game!;
      h.app.ui.settle();
      await h.press('C-l');
      expect(flat(h)).toContain(`The Orc would deal you ${damage} damage (HP ${s.hero.hp}).`);
      if (short) expect(flat(h)).not.toContain('0 HP');
      else expect(flat(h)).toContain('Taken, it brings you to 0 HP.');
    }
  });

  it('escalating at the stairs: Esc and x say y or n, and the box still asks', async () => {
    const h = await session({ seed: '47' });
    await h.startGame();
    h.scene(noCreatures);
    await walkTo(h, isTile('>'), { onto: true });
    await h.press('>');
    expect(flat(h)).toContain('Escalate as you go down?');
    expect(flat(h)).not.toContain('does nothing here: answer with');
    await h.press('escape');
    expect(flat(h)).toContain('does nothing here: answer with y or n; Ctrl-C saves the game and quits.');
    await h.press('x');
    expect(flat(h)).toContain('Escalate as you go down?');
    await h.press('n');
    expect(flat(h)).not.toContain('Escalate as you go down?');
    expect(flat(h)).toMatch(/You leave zone 1 alive/);
  });

  it('an objection to a spend: x and Enter say y or n, and n withdraws', async () => {
    const h = await session({ seed: '7', options: { opposition: 'ai-hard' } });
    await h.startGame('Ada');
    makeThemObject(h, { what: 'device', device: 'magic' });
    await h.press('T', 'a', 'b');
    expect(flat(h)).toContain('Objection!');
    expect(flat(h)).not.toContain('does nothing here: answer with');
    await h.press('x', 'enter');
    expect(flat(h)).toContain('Objection!');
    expect(flat(h)).toContain('does nothing here: answer with y or n; Ctrl-C saves the game and quits.');
    expect(h.app.ui.game!.pending?.kind).toBe('objection');
    await h.press('n');
    expect(flat(h)).not.toContain('Objection!');
    expect(flat(h)).toMatch(/You withdraw/);
  });

  it('objecting to the dark: x says y or n, and y objects', async () => {
    const h = await darkToObject(session);
    expect(flat(h)).toContain('Object to the dark?');
    await h.press('x');
    expect(flat(h)).toContain('Object to the dark?');
    expect(flat(h)).toContain('does nothing here: answer with y or n; Ctrl-C saves the game and quits.');
    await h.press('y');
    expect(flat(h)).not.toContain('Object to the dark?');
  }, 120_000);
});
