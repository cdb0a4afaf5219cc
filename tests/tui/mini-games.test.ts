/**
 * The Survey's and the Workshop's screens through the real interface: `s`
 * opens the Survey (search=survey) with its triangle, supply and exact odds
 * before any die is spent; a digit explores; Esc before the first die walks
 * away free. `D` and a direction at a found trap open the Workshop
 * (disarm=workshop): its piles, its odds, a digit rolls, a letter and a
 * digit put a die in place.
 */
import { describe, expect, it } from 'vitest';
import { exploreProblem } from '../../src/core/engine/survey.js';
import { surveyChance } from '../../src/core/odds/survey.js';
import { workshopChance } from '../../src/core/odds/workshop.js';
import { fieldKey } from '../../src/tui/modals/survey.js';
import { harnesses } from './harness.js';
import { noCreatures, workshopTrapBeside } from './scenes.js';

const session = harnesses();
const flat = (text: string) => text.replace(/[\s│]+/g, ' ');

describe('the Survey screen', () => {
  /** Ada alone in the first zone of seed 1, with the Survey just opened by a search. */
  async function surveying() {
    const h = await session({ seed: '1', options: { search: 'survey' } });
    await h.startGame('Ada');
    h.scene(noCreatures);
    await h.press('s');
    const p = h.app.ui.game!.pending;
    if (p?.kind !== 'survey') throw new Error('no Survey opened');
    return { h, survey: p.survey };
  }

  it('shows the Field, the supply and the exact odds before a die is spent, and a digit explores', async () => {
    const { h, survey: v } = await surveying();
    const screen = flat(h.screenText());
    expect(screen).toContain('Survey');
    expect(screen).toContain(`[${v.field[0]}]`);
    const odds = surveyChance({ ...v, found: null });
    expect(screen).toContain(`Chance to find every Prize (best play): ${odds.toString()}`);
    expect(screen).toContain('Nothing spent yet: Esc walks away with no encounter.');
    // The highest supply die is chosen first: explore the first die it may.
    const highest = v.supply.indexOf(Math.max(...v.supply));
    const at = v.field.findIndex((_, i) => exploreProblem(v, highest, i) === undefined);
    expect(at).toBeGreaterThanOrEqual(0);
    await h.press(fieldKey(at));
    const after = h.app.ui.game!.pending;
    if (after?.kind === 'survey') {
      expect(after.survey.explored[at]).toBe(true);
      // An explored die shows in round brackets, or angle brackets when it is the Prize.
      expect(flat(h.screenText())).toContain(v.field[at] === v.prize ? `<${v.field[at]}>` : `(${v.field[at]})`);
      expect(flat(h.screenText())).toContain('Esc gives up: that is running out of supply (an encounter).');
    } else expect(flat(h.screenText())).toMatch(/Survey (succeeds|fails)|Every Prize is found|supply is spent|can explore further/);
  });

  it('Ctrl-C gives nothing up: it asks to save and quit over the Survey, and n goes back to it', async () => {
    const h = await session({ seed: '1', options: { search: 'survey' } });
    await h.startGame('Ada');
    h.scene(noCreatures);
    await h.press('s', 'C-c');
    expect(flat(h.screenText())).toContain('Save the game and quit?');
    await h.press('n');
    expect(h.app.ui.game!.pending?.kind).toBe('survey');
    expect(flat(h.screenText())).toContain('Chance to find every Prize');
  });

  it('with one supply die left names its key alone, in the keys and in the note a stray key brings: not "a-a"', async () => {
    const { h, survey } = await surveying();
    expect(flat(h.screenText())).toMatch(new RegExp(`a-${'abcdefghi'[survey.supply.length - 1]}: supply die`));
    h.scene((s) => {
      if (s.pending?.kind === 'survey') s.pending.survey.supply = survey.supply.slice(0, 1);
    });
    await h.press('z');
    const screen = flat(h.screenText());
    expect(screen).toContain(' a: supply die 1-0: explore');
    expect(screen).toContain('z does nothing here: answer with a (a supply die), 1');
    expect(screen).not.toMatch(/a-a|a to a/);
  });

  it('Esc before the first die walks away with no encounter', async () => {
    const { h } = await surveying();
    await h.press('escape');
    expect(h.app.ui.game!.pending).toBeNull();
    expect(flat(h.screenText())).toContain('You leave the search before you begin it.');
    expect(flat(h.screenText())).not.toContain('Chance to find every Prize');
  });
});

describe('the Workshop screen', () => {
  const trapBeside = () => workshopTrapBeside(session);

  it('opens on a found trap with its piles and exact odds; a digit rolls, a letter and a digit put a die in place', async () => {
    const h = await trapBeside();
    await h.press('D', 'right');
    const p = h.app.ui.game!.pending;
    if (p?.kind !== 'workshop') return expect.fail('no Workshop opened');
    const w = structuredClone(p.workshop);
    const screen = flat(h.screenText());
    expect(screen).toContain('Working on the spiked pit');
    expect(screen).toContain(`Chance to finish (best play, exact): ${workshopChance(w.craft, w.supply).toString()}`);
    await h.press('1');
    const rolled = h.app.ui.game!.pending;
    if (rolled?.kind !== 'workshop') return expect.fail('the Workshop closed on a roll');
    expect(rolled.workshop.rolled).toHaveLength(1);
    expect(rolled.workshop.supply).toBe(w.supply - 1);
    expect(flat(h.screenText())).toContain(`Rolled: >a ${rolled.workshop.rolled![0]}<`);
    await h.press('a', '9');
    const g = h.app.ui.game!;
    if (g.pending?.kind === 'workshop') expect(g.pending.workshop.craft[8]).toBe(rolled.workshop.rolled![0]);
    else expect(flat(h.screenText())).toMatch(/the work is done|the work fails/);
  });

  it('Ctrl-C gives nothing up: it asks to save and quit over the Workshop, and n goes back to it', async () => {
    const h = await trapBeside();
    await h.press('D', 'right', '1', 'C-c');
    expect(flat(h.screenText())).toContain('Save the game and quit?');
    await h.press('n');
    expect(h.app.ui.game!.pending?.kind).toBe('workshop');
    expect(flat(h.screenText())).toContain('Working on the spiked pit');
  });
});

describe('Ctrl-C in the Workshop, at the bench at Home', () => {
  it('asks to save and quit over it and gives nothing up: n goes back to the work as it stood, y saves, and the game continued is back at the bench', async () => {
    const h = await session({ seed: '5', options: { disarm: 'workshop' } });
    await h.createHero('Ada');
    h.scene((s) => void (s.hero.armourBroken = 2));
    await h.press('a', 'w', '2');
    const rolled = () => {
      const p = h.app.ui.game!.pending;
      return p?.kind === 'workshop' ? p.workshop.rolled : undefined;
    };
    const dice = rolled();
    expect(dice).toHaveLength(2);
    await h.press('C-c');
    expect(h.screenText()).toContain('Save the game and quit?');
    await h.press('n');
    expect(h.screenText()).toContain('Workshop');
    expect(rolled()).toEqual(dice);
    expect(flat(h.screenText())).not.toContain('the work fails');
    await h.press('C-c', 'y');
    expect(await h.app.done).toBe(0);
    const again = await session({ seed: '5', saveDir: h.saveDir });
    await again.press('c');
    expect(await again.until(/Workshop/)).toBe(true);
    const p = again.app.ui.game!.pending;
    expect(p?.kind === 'workshop' ? p.workshop.rolled : undefined).toEqual(dice);
  });
});
