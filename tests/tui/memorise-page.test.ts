/**
 * Memorising through the real interface: `m` in the dungeon opens the list
 * Home's page shows, the hour of study passes through the reducer, and the
 * second study of a Day is refused in the box; on both, a spell may be
 * chosen more than once.
 */
import { describe, expect, it } from 'vitest';
import { currentZone } from '../../src/core/engine/zones.js';
import { memorisable } from '../../src/tui/modals/memorise.js';
import type { GameState } from '../../src/core/engine/types.js';
import { heroAtHome, heroInDungeon } from '../engine/setup.js';
import { harnesses, type Harness } from './harness.js';

const session = harnesses();

/** A Level 2 Wizard; the level-1 spell the book started memorised is the one to hold twice. */
function wizard(s: GameState): { s: GameState; spell: string; row: number } {
  s.hero.level = 2;
  const spell = s.hero.memorised[0]!;
  return { s, spell, row: memorisable(s).findIndex((x) => x.name === spell) };
}

async function inZone(): Promise<Harness> {
  const h = await session({ seed: '5' });
  await h.startGame('Ada');
  return h;
}

describe('memorising in the dungeon (m)', () => {
  it('opens the list, holds one spell twice after an hour of study, and refuses a second study that Day', async () => {
    const h = await inZone();
    // A seed whose hour of study rolls no blow to stop the log at --More--: only sounds from far off.
    const { s, spell, row } = wizard(heroInDungeon('Wizard', '1'));
    currentZone(s).z.creatures = [];
    h.scene(() => s);
    const minutes = s.time.minutes;
    await h.press('m');
    expect(h.screenText()).toContain('Memorise spells');
    expect(h.screenText()).toContain("Here: an hour's study (six Minutes), no enemy about, once a Day.");
    await h.press('home');
    for (let k = 0; k < row; k++) await h.press('down');
    await h.press('-', 'space', 'space');
    expect(h.screenText()).toMatch(new RegExp(`\\[2\\] ${spell}`));
    expect(h.screenText()).toContain('Chosen 2/2');
    await h.press('enter');
    const after = h.app.ui.game!;
    expect(after.hero.memorised).toEqual([spell, spell]);
    expect(after.time.minutes).toBe(minutes + 6);
    expect(h.screenText()).not.toContain('Memorise spells');
    // The hour's encounter rolls follow the study in the log: the history shows it.
    await h.press('C-p');
    expect(h.screenText()).toContain(`You commit to memory: ${spell}, ${spell}.`);
    await h.press('escape');

    await h.press('m');
    expect(h.screenText()).toContain('You have studied today already: once a Day.');
    await h.press('enter');
    // Refused, the box stays up and says why; nothing has changed.
    expect(h.screenText()).toContain('Memorise spells');
    expect(h.screenText()).toMatch(/You have studied your spells today already: once a Day\./);
    expect(h.app.ui.game!.time.minutes).toBe(minutes + 6);
    await h.press('escape');
    expect(h.screenText()).not.toContain('Memorise spells');
  });

  it('z with nothing memorised points to m, which opens the list', async () => {
    const h = await inZone();
    const { s } = wizard(heroInDungeon('Wizard'));
    currentZone(s).z.creatures = [];
    s.hero.memorised = [];
    h.scene(() => s);
    await h.press('z');
    expect(h.screenText()).toContain('You have no spells memorised. m studies your book: an hour, once a Day.');
    await h.press('m');
    expect(h.screenText()).toContain('Chosen 0/2; held now: nothing.');
  });

  it('tells a Warrior that only a Wizard or a Cleric memorises', async () => {
    const h = await inZone();
    await h.press('m');
    expect(h.screenText()).toContain('Only a Wizard or a Cleric memorises spells.');
  });
});

describe("Home's memorise page", () => {
  it('counts a spell chosen twice, and takes a copy off with -', async () => {
    const h = await session({ seed: '5' });
    await h.createHero('Ada');
    const { s, spell, row } = wizard(heroAtHome('Wizard'));
    h.scene(() => s);
    await h.press('m');
    expect(h.screenText()).toContain('Home: memorising');
    expect(h.screenText()).toContain('At Home it is free, as often as you like.');
    for (let k = 0; k < row; k++) await h.press('down');
    await h.press('space');
    expect(h.screenText()).toMatch(new RegExp(`\\[2\\] ${spell}`));
    await h.press('-');
    expect(h.screenText()).toMatch(new RegExp(`\\[1\\] ${spell}`));
    await h.press('+', 'enter');
    expect(h.app.ui.game!.hero.memorised).toEqual([spell, spell]);
    expect(h.app.ui.game!.time.minutes).toBe(s.time.minutes);
    expect(h.screenText()).toContain('Choose a service');
  });
});
