/**
 * `?` over the boxes of play, on the headless terminal with real key
 * sequences: the inventory, look mode, the Workshop, the Survey, an
 * Opposition seat's for-or-against box, the Escalation question, the Hunger
 * question and the objection to the dark each open the page of what is on
 * screen, as every other screen and box does, and Esc comes back to the box
 * as it stood.
 */
import { describe, expect, it } from 'vitest';
import { changeItem } from '../../src/core/engine/items.js';
import type { GameState } from '../../src/core/engine/types.js';
import { foeBeside } from '../engine/setup.js';
import { harnesses, screenWords, type Harness } from './harness.js';
import { curtainKey, finishCreation, toCreation } from './flow.js';
import { darkToObject, noCreatures, workshopTrapBeside } from './scenes.js';
import { isTile, walkTo } from './plan.js';

const session = harnesses();
/** The screen's words run together: a wrapped note reads as one line. */
const flat = screenWords;

/** `?` opens `page` saying `note`; Esc closes it, back on the box that shows `back`. */
async function helpOver(h: Harness, page: string, note: string, back: string): Promise<void> {
  await h.press('?');
  expect(h.screenText()).toContain(page);
  expect(flat(h)).toContain(note);
  await h.press('escape');
  expect(h.screenText()).not.toContain(page);
  expect(flat(h)).toContain(back);
}

describe('? over the boxes of play', () => {
  it('the inventory and look mode say their own keys above the keys of play, and Esc goes back to them', async () => {
    const h = await session({ seed: '1' });
    await h.startGame('Ada');
    h.scene(noCreatures);
    await h.press('i');
    expect(flat(h)).toContain('?: keys');
    await helpOver(h, 'Help: keys', 'In the inventory: a letter (or the arrows and Enter) chooses a thing you carry', 'Inventory');
    await h.press('escape', 'x');
    expect(flat(h)).toContain('Esc: done ?: keys');
    await helpOver(h, 'Help: keys', 'Look: the move keys move the cursor over the map; Tab and Shift-Tab jump from creature to creature in view', 'Look');
    await h.press('escape');
    expect(h.screenText()).not.toContain('Look');
  });

  it("the cursor's rule names ? where it has room, and never cuts it off: a long title keeps the keys that act", async () => {
    const h = await session({ seed: '1' });
    await h.startGame('Ada');
    const rule = () => h.lines().find((l) => l.includes(' Throw the '))!;
    const weaponNamed = (name: string) => (s: GameState) => void changeItem(s.hero, s.hero.items.find((i) => i.kind === 'weapon')!, { name });
    h.scene((s) => {
      foeBeside(s);
      weaponNamed('knife')(s);
    });
    await h.press('t', 'a');
    expect(rule()).toMatch(/Esc: cancel {2}\?: keys ─+$/);
    await h.press('escape');
    h.scene(weaponNamed('rusty old dagger'));
    await h.press('t', 'a');
    expect(rule()).toMatch(/Esc: cancel ─*$/);
    expect(rule()).not.toContain('?: k');
    await h.press('?');
    expect(h.screenText()).toContain('Help: keys');
  });

  it('a number box with no page of its own (Restore HP) says its keys, and Esc goes back to the number typed', async () => {
    const h = await session({ seed: '1' });
    await h.startGame('Ada');
    h.scene((s) => {
      noCreatures(s);
      s.hero.hp = 1;
    });
    await h.press('T', 'g');
    expect(flat(h)).toContain('Hit Dice: 1_');
    expect(flat(h)).toContain('Esc: cancel ?: keys');
    await helpOver(h, 'Help: keys', 'In a number box: digits type the number', 'Hit Dice: 1_');
  });

  it('the Workshop and the Survey say how they are played, and Esc goes back to the work as it stood', async () => {
    const h = await workshopTrapBeside(session);
    await h.press('D', 'right');
    expect(flat(h)).toContain('Working on the spiked pit');
    await helpOver(h, 'Help: keys', "In the Workshop: make the three piles' totals equal. Before a roll, a digit rolls that many", 'Working on the spiked pit');
    await h.press('1');
    expect(flat(h)).toContain('Rolled: >a');
    await helpOver(h, 'Help: keys', 'After it, a letter (a, b, …) picks one of the dice rolled', 'Rolled: >a');
    await h.press('escape');
    expect(h.app.ui.game!.pending).toBeNull();
    const survey = await session({ seed: '1', options: { search: 'survey' } });
    await survey.startGame('Ada');
    survey.scene(noCreatures);
    await survey.press('s');
    expect(survey.app.ui.game!.pending?.kind).toBe('survey');
    await helpOver(survey, 'Help: keys', 'In the Survey: find every Prize in the Field.', 'Chance to find every Prize');
  });

  it("an Opposition seat's for-or-against box opens the page on playing the Opposition, and stays to be answered", async () => {
    const h = await session({ seed: '7', options: { opposition: 'person:Ann,person:Bob' } });
    await toCreation(h);
    await finishCreation(h, 'Hero');
    await h.press('enter');
    // Ann buys the Illumination requirement for zone 1 behind her curtain; Bob buys nothing.
    while (curtainKey(h) !== '@') {
      const ann = /Opposition 1 \(Ann\): your turn/.test(h.screenText());
      await h.press(curtainKey(h)!);
      if (ann) await h.press('tab', 'tab', 'tab', 'enter');
      await h.press('c', 'y');
    }
    // The hero objects and Ann insists: Bob says which way his bid counts.
    await h.press('@', 'y', '1', 'y');
    while (!/for or against\?/.test(h.screenText())) {
      const ann = /Opposition 1 \(Ann\): your turn/.test(h.screenText());
      await h.press(curtainKey(h)!);
      if (ann) await h.press('4', 'enter');
    }
    expect(flat(h)).toContain('f / a ?: help');
    await helpOver(h, 'Help: Playing the Opposition', 'At one keyboard, when a person is asked something', 'Opposition 2 (Bob): for or against?');
    expect(flat(h)).not.toContain('does nothing here: answer with f or a');
    await h.press('a');
    expect(flat(h)).toContain('Your bid counts against it.');
  }, 120_000);

  it('the Escalation question opens the page on the Escalation die, not a note to answer y or n, and stays to be answered', async () => {
    const h = await session({ seed: '47' });
    await h.startGame();
    h.scene(noCreatures);
    await walkTo(h, isTile('>'), { onto: true });
    await h.press('>');
    expect(flat(h)).toContain('y / n ?: help');
    await helpOver(h, 'Help: Escalation', 'At 10 the next zone entered for the first time is the Final Zone', 'Escalate as you go down?');
    expect(flat(h)).not.toContain('does nothing here: answer with y or n');
    await h.press('n');
    expect(flat(h)).toMatch(/You leave zone 1 alive/);
  });

  it('the Hunger question opens the page on supplies, and stays to be answered', async () => {
    const h = await session({ seed: '7' });
    await h.startGame('Ada');
    h.scene((s) => void (s.pending = { kind: 'hunger' }));
    h.app.ui.settle();
    await h.resize(80, 24);
    expect(flat(h)).toContain('?: help');
    await helpOver(h, 'Help: Supplies', 'those points come back at Home', 'Out of Sustenance');
    expect(flat(h)).not.toContain('does nothing here: answer with');
    await h.press('s');
    expect(flat(h)).not.toContain('Out of Sustenance');
  });

  it('the objection to the dark opens the page on supplies, and stays to be answered', async () => {
    const h = await darkToObject(session);
    expect(flat(h)).toContain('y / n ?: help');
    await helpOver(h, 'Help: Supplies', 'a tie goes to you', 'Object to the dark?');
    expect(flat(h)).not.toContain('does nothing here: answer with');
    await h.press('n');
    expect(flat(h)).not.toContain('Object to the dark?');
  }, 120_000);
});
