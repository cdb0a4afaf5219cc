/**
 * A key that does nothing is never lost without a word: at --More-- it
 * neither acts nor goes on, and the stop's own line names it; a box that
 * waits for its answer says so in the words every screen uses for a key
 * of no use there ("x does nothing here: …").
 */
import { afterEach, describe, expect, it } from 'vitest';
import { DIRS, DIR_STEPS } from '../../src/core/engine/geometry.js';
import { currentZone, walkable } from '../../src/core/engine/zones.js';
import { harness, type Harness } from './harness.js';

let h: Harness | undefined;
afterEach(() => h?.destroy());

const flat = (h: Harness) => h.screenText().replace(/\s+/g, ' ');
/** The words inside the box drawn over the screen, read line by line across its borders. */
const inBox = (h: Harness) =>
  h.screenText().split('\n').flatMap((l) => /│([^│]*)│/.exec(l)?.[1]?.trim() ?? []).join(' ').replace(/\s+/g, ' ');

/** A hero of 20 HP in a fight with a hostile Orc beside it that hits for 5 on every blow: the next wait stops at --More--. */
async function atMore(): Promise<Harness> {
  h = await harness({ seed: '7' });
  await h.startGame();
  h.scene((s) => {
    const { zone, z } = currentZone(s);
    const dir = DIRS.find((d) => walkable(zone, z, s.hero.x + DIR_STEPS[d].x, s.hero.y + DIR_STEPS[d].y) && zone.tiles[s.hero.y + DIR_STEPS[d].y]?.[s.hero.x + DIR_STEPS[d].x] === '.')!;
    z.creatures = [{
      id: 900, name: 'Orc', category: 'Humanoids', glyph: 'o', hd: 1, maxHp: 6, hp: 6, damage: '5', riders: [], speed: 7, loot: 'No',
      x: s.hero.x + DIR_STEPS[dir].x, y: s.hero.y + DIR_STEPS[dir].y, group: 50, attitude: 'hostile', aware: true, inCoffin: false,
      conditions: [], tokens: 0, spellUsed: false, delay: 0,
    }];
    s.options = { ...s.options, armourPrompt: 'never' };
    s.hero.attributes.STR = 1;
    s.hero.maxHp = 20;
    s.hero.hp = 20;
    s.time.fight = { round: 1, fired: false };
  });
  await h.press('.');
  expect(flat(h)).toContain('--More-- (Space or Enter) A heavy blow: 5 of your 20 HP.');
  return h;
}

describe('a key at --More--', () => {
  it('neither acts nor goes on, and the stop says which key did nothing and which go on', async () => {
    const h = await atMore();
    const turn = h.app.ui.game!.turn;
    await h.press('h');
    expect(h.app.ui.game!.turn).toBe(turn);
    expect(flat(h)).toContain('--More-- (Space or Enter) A heavy blow: 5 of your 20 HP. h does nothing here: Space or Enter goes on.');
    await h.press('space');
    expect(h.screenText()).not.toContain('--More--');
    expect(h.screenText()).not.toContain('does nothing here');
  });
});

describe('a box that waits for its answer', () => {
  it('answers a stray key in the words of every other screen, naming the key', async () => {
    h = await harness({ seed: '7' });
    await h.startGame();
    // Quitting asks first: y or n (or Esc) answer it.
    await h.press('C-c');
    expect(flat(h)).toContain('Are you sure?');
    await h.press('z');
    expect(inBox(h)).toContain('z does nothing here: answer with y, n or Esc.');
    await h.press('n');
    expect(h.screenText()).not.toContain('Are you sure?');
  });
});

describe('a hot-seat curtain', () => {
  it('names a key that does not lift it, in the same words', async () => {
    h = await harness({ seed: '1', options: { opposition: 'person:Ann' } });
    await h.createHero('Hero');
    await h.press('enter');
    expect(flat(h)).toContain('Press 1 when you alone can see the screen.');
    await h.press('z', 'z');
    expect(flat(h)).toContain('z does nothing here: only 1 lifts this curtain; Ctrl-C saves the game and quits.');
  });
});
