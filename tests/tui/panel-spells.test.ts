/**
 * The side panel in the dungeon lists what a Wizard or Cleric has
 * memorised (playtest 3 #19), as Home's panel does, in one line of the
 * panel's width: a spell held twice is named once with its count, and the
 * names that do not fit are counted.
 */
import { describe, expect, it } from 'vitest';
import type { ClassName, GameState } from '../../src/core/engine/types.js';
import { PANEL_WIDTH } from '../../src/tui/layout.js';
import { heroInDungeon } from '../engine/setup.js';
import { harnesses, type Harness } from './harness.js';

const session = harnesses();
const PANEL_LEFT = 80 - PANEL_WIDTH;

/** A caster of `className` in zone 1 holding `memorised`, on screen. */
async function casterInZone(className: ClassName, memorised: string[]): Promise<Harness> {
  const h = await session({ seed: '7' });
  await h.startGame('Ada');
  const s: GameState = heroInDungeon(className);
  s.hero.memorised = memorised;
  h.scene(() => s);
  h.app.render();
  await h.settle();
  return h;
}

/** The panel's lines that begin with `label`, as a player reads them at its column. */
const panelLines = (h: Harness, label: string) => h.lines().filter((l) => l.slice(PANEL_LEFT).startsWith(label)).map((l) => l.slice(PANEL_LEFT));

describe('the dungeon side panel of a caster', () => {
  it('names the spells a Wizard has ready, and a Warrior has no such line', async () => {
    const h = await casterInZone('Wizard', ['Detect Magic', 'Web']);
    expect(h.screenText()).toMatch(/Zone 1 +depth 1/);
    expect(panelLines(h, 'Spells:')).toEqual(['Spells: Detect Magic, Web']);
    // A Warrior's panel has no such line.
    h.scene(() => heroInDungeon('Warrior'));
    h.app.render();
    await h.settle();
    expect(h.screenText()).toMatch(/Warrior, level 1/);
    expect(h.screenText()).not.toMatch(/Spells:|Prayers:/);
  });

  it('names a spell held twice once, with its count', async () => {
    const h = await casterInZone('Wizard', ['Web', 'Sleep', 'Web']);
    expect(panelLines(h, 'Spells:')).toEqual(['Spells: Web ×2, Sleep']);
  });

  it('counts what does not fit the panel’s width, and nothing runs past the screen', async () => {
    const h = await casterInZone('Wizard', ['Sleep', 'Web', 'Magic Missile', 'Charm', 'Shield']);
    expect(panelLines(h, 'Spells:')).toEqual(['Spells: Sleep, Web +3']);
    for (const l of h.lines()) expect(l.length).toBeLessThanOrEqual(80);
  });

  it('cuts a first name too long for the line, and still counts the rest', async () => {
    const h = await casterInZone('Cleric', ['Protection from Evil', 'Bless']);
    const [line] = panelLines(h, 'Prayers:');
    expect(line).toBe('Prayers: Protection fr… +1');
    expect(line!.length).toBeLessThanOrEqual(PANEL_WIDTH);
  });

  it('says so when nothing is left to cast', async () => {
    const h = await casterInZone('Cleric', []);
    expect(panelLines(h, 'Prayers:')).toEqual(['Prayers: none']);
  });
});
