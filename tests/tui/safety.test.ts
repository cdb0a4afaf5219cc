/**
 * Keys that must not cost a game: striking a creature that means no harm,
 * keys typed ahead into something new, the armour question's standing
 * settings, and walks that stop only for what needs the player.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { DIRS, DIR_STEPS } from '../../src/core/engine/geometry.js';
import type { CreatureState, Dir, GameState } from '../../src/core/engine/types.js';
import { currentZone, walkable } from '../../src/core/engine/zones.js';
import { creatureText } from '../../src/tui/modals/look.js';
import { harness, type Harness } from './harness.js';
import { DIR_KEY } from './plan.js';
import { noCreatures } from './scenes.js';

let h: Harness | undefined;
afterEach(() => h?.destroy());

const turnOf = (h: Harness) => h.app.ui.game!.turn;

/** A creature put beside the hero on open floor (nothing else in the zone), and the direction to it. */
function beside(s: GameState, fields: Partial<CreatureState>): { c: CreatureState; dir: Dir } {
  const { zone, z } = currentZone(s);
  const dir = DIRS.find((d) => {
    const x = s.hero.x + DIR_STEPS[d].x;
    const y = s.hero.y + DIR_STEPS[d].y;
    return walkable(zone, z, x, y) && zone.tiles[y]?.[x] === '.';
  })!;
  const c: CreatureState = {
    id: 900, name: 'Goat', category: 'Domestic Animals', glyph: 'q', hd: 1, maxHp: 6, hp: 6, damage: '1d4', riders: [], speed: 4, loot: 'No',
    x: s.hero.x + DIR_STEPS[dir].x, y: s.hero.y + DIR_STEPS[dir].y, group: 50, attitude: 'friendly', aware: true, inCoffin: false,
    conditions: [], tokens: 0, spellUsed: false, delay: 0.25, ...fields,
  };
  z.creatures = [c];
  return { c, dir };
}

/** `beside`, set as a scene in the game in play. */
function besideIn(h: Harness, fields: Partial<CreatureState>): { c: CreatureState; dir: Dir } {
  let put: { c: CreatureState; dir: Dir } | undefined;
  h.scene((s) => void (put = beside(s, fields)));
  return put!;
}

async function inDungeon(): Promise<Harness> {
  h = await harness({ seed: '7' });
  await h.startGame();
  return h;
}

describe('moving into a creature that means no harm', () => {
  it('asks first; n (or Esc) leaves it be and takes no turn, y strikes', async () => {
    const h = await inDungeon();
    const { dir } = besideIn(h, { attitude: 'friendly' });
    const before = turnOf(h);
    await h.press(DIR_KEY[dir]);
    expect(h.screenText()).toContain('Really attack the friendly Goat?');
    await h.press('n');
    await h.press(DIR_KEY[dir], 'escape');
    expect(turnOf(h)).toBe(before);
    expect(h.screenText()).not.toContain('attack the Goat');
    await h.press(DIR_KEY[dir], 'y');
    expect(turnOf(h)).toBe(before + 1);
    expect(h.app.ui.log.map((l) => l.text).join('\n')).toMatch(/STR test, attack the Goat/);
  });

  it('takes no answer from keys typed in the same burst as the move', async () => {
    const h = await inDungeon();
    const { dir } = besideIn(h, { attitude: 'neutral' });
    const before = turnOf(h);
    await h.burst(DIR_KEY[dir], 'y', 'y');
    expect(h.screenText()).toContain('Really attack the neutral Goat?');
    expect(turnOf(h)).toBe(before);
    await h.press('n');
    expect(turnOf(h)).toBe(before);
  });

  it('strikes a hostile creature at once', async () => {
    const h = await inDungeon();
    const { dir } = besideIn(h, { attitude: 'hostile', name: 'Orc' });
    const before = turnOf(h);
    await h.press(DIR_KEY[dir]);
    expect(h.screenText()).not.toContain('Really attack');
    expect(turnOf(h)).toBe(before + 1);
  });
});

describe('keys typed ahead', () => {
  it('are dropped when a creature comes into view; play waits for Space, then a key plays', async () => {
    const h = await inDungeon();
    // Not yet aware of the hero: the next turn's look brings it into view, and the burst stops there.
    besideIn(h, { attitude: 'hostile', name: 'Orc', aware: false, owner: 1 });
    const before = turnOf(h);
    await h.burst('.', '.', '.', '.', '.');
    expect(turnOf(h)).toBe(before + 1);
    expect(h.screenText()).toContain('Keys typed ahead were dropped: look first.');
    expect(h.screenText()).toContain('--More-- (Space or Enter) A creature comes into view.');
    // Any other key is no answer: it does not act.
    await h.press('.');
    expect(turnOf(h)).toBe(before + 1);
    await h.press('space', '.');
    expect(h.screenText()).not.toContain('--More--');
    expect(turnOf(h)).toBe(before + 2);
  });

  it('all play when nothing new happens', async () => {
    const h = await inDungeon();
    h.scene(noCreatures);
    const before = turnOf(h);
    await h.burst('.', '.', '.', '.', '.');
    expect(turnOf(h)).toBe(before + 5);
  });
});

describe('danger is never silent', () => {
  /** A hostile Orc beside a hero of 20 HP (`hp` now), already in the fight, that acts at once and hits for `damage` on the Defend every blow fails. */
  async function underAttack(damage: number, hp: number, options: { armour?: 'ask' | 'never' } = {}): Promise<Harness> {
    const h = await inDungeon();
    h.scene((s) => {
      beside(s, { attitude: 'hostile', name: 'Orc', damage: String(damage), speed: 7, delay: 0 });
      s.options = { ...s.options, armourPrompt: options.armour ?? 'never' };
      s.hero.attributes.STR = 1;
      s.hero.maxHp = 20;
      s.hero.hp = hp;
      s.time.fight = { round: 1, fired: false };
    });
    return h;
  }

  it('a hit for a quarter of the maximum HP stops the keys typed ahead and waits for Space or Enter', async () => {
    const h = await underAttack(5, 20);
    const before = turnOf(h);
    await h.burst('.', '.', '.', '.');
    expect(turnOf(h)).toBe(before + 1);
    expect(h.app.ui.game!.hero.hp).toBe(15);
    expect(h.screenText()).toContain('--More-- (Space or Enter) A heavy blow: 5 of your 20 HP.');
    await h.press('.', 'j', 'x');
    expect(turnOf(h)).toBe(before + 1);
    await h.press('enter');
    expect(h.screenText()).not.toContain('--More--');
  });

  it('HP falling below a third of the maximum stops play, though the blow is small', async () => {
    const h = await underAttack(1, 7);
    await h.burst('.', '.', '.');
    expect(h.app.ui.game!.hero.hp).toBe(6);
    expect(h.screenText()).toContain('--More-- (Space or Enter) HP 6/20: below a third of your maximum.');
  });

  it('says every reason whole, on over the log, where they are too long for one line', async () => {
    const h = await underAttack(15, 16);
    await h.burst('.', '.');
    expect(h.app.ui.game!.hero.hp).toBe(1);
    const flat = h.screenText().replace(/\s+/g, ' ');
    expect(flat).toContain('--More-- (Space or Enter) A heavy blow: 15 of your 20 HP. HP 1/20: below a third of your maximum.');
    await h.press('space');
    expect(h.screenText()).not.toContain('--More--');
    expect(h.screenText()).not.toContain('below a third of your maximum');
  });

  it('a blow bigger than all of the HP says so, not "15 of your 3 HP"', async () => {
    const h = await inDungeon();
    // A hidden spiked pit (4d6, at least 4) beside a hero of 3 HP whose DEX fails the leap; Out of Action, then up again.
    const { c, dir } = besideIn(h, {});
    h.scene((s) => {
      const { z } = currentZone(s);
      z.creatures = [];
      z.traps = [{ x: c.x, y: c.y, name: 'Pit Trap w/ Spikes - 10x10', found: false, disarmed: false }];
      s.hero.attributes.DEX = 1;
      s.hero.maxHp = 3;
      s.hero.hp = 3;
    });
    await h.press(DIR_KEY[dir]);
    expect(h.app.ui.game!.phase).toBe('dungeon');
    const flat = h.screenText().replace(/\s+/g, ' ');
    expect(flat).toMatch(/--More-- \(Space or Enter\) A heavy blow: \d+ damage, more than all of your 3 HP\./);
    expect(flat).not.toMatch(/\d+ of your 3 HP/);
  });

  it('a small blow with HP to spare does not stop play, nor ask for an armour die on Ask', async () => {
    const h = await underAttack(1, 20, { armour: 'ask' });
    const before = turnOf(h);
    await h.burst('.', '.', '.');
    expect(turnOf(h)).toBe(before + 3);
    expect(h.app.ui.game!.hero.hp).toBeLessThan(20);
    expect(h.screenText()).not.toContain('--More--');
    expect(h.screenText()).not.toContain('armour di');
  });
});

describe('the armour-die question', () => {
  async function asked(): Promise<Harness> {
    const h = await inDungeon();
    besideIn(h, { attitude: 'hostile', name: 'Orc' });
    h.scene((s) => void (s.pending = { kind: 'armour-die', damage: 5, source: 'the Orc' }));
    h.app.ui.settle();
    await h.press('C-l');
    expect(h.screenText()).toMatch(/Break one of your \d armour dice to ignore it\?/);
    return h;
  }

  it('takes no standing setting from a lower-case key, and Esc takes the damage', async () => {
    const h = await asked();
    const hp = h.app.ui.game!.hero.hp;
    await h.press('a', 'v');
    expect(h.app.ui.game!.pending).toBeTruthy();
    await h.press('escape');
    expect(h.app.ui.game!.pending).toBeNull();
    expect(h.app.ui.game!.hero.hp).toBe(Math.max(0, hp - 5));
    expect(h.app.ui.game!.options.armourPrompt).toBe('ask');
  });

  it('Ctrl-C takes no damage: it asks to save and quit over the question, and n goes back to it', async () => {
    const h = await asked();
    const hp = h.app.ui.game!.hero.hp;
    const turn = turnOf(h);
    await h.press('C-c');
    expect(h.screenText()).toContain('Save the game and quit?');
    expect(h.app.ui.game!.hero.hp).toBe(hp);
    await h.press('n');
    expect(h.screenText()).toMatch(/Break one of your \d armour dice to ignore it\?/);
    expect(h.app.ui.game!.pending).toBeTruthy();
    expect(turnOf(h)).toBe(turn);
  });

  it('A sets "always", and the character sheet changes it back', async () => {
    const h = await asked();
    await h.press('A');
    const turn = turnOf(h);
    expect(h.app.ui.game!.options.armourPrompt).toBe('always');
    await h.press('C');
    expect(h.screenText()).toContain('Armour setting: always (A changes it: ask, always, never).');
    await h.press('A');
    expect(h.screenText()).toContain('Armour setting: never (A changes it: ask, always, never).');
    await h.press('A');
    expect(h.app.ui.game!.options.armourPrompt).toBe('ask');
    // Settings are no turns of the game.
    expect(turnOf(h)).toBe(turn);
  });
});

describe('exploring', () => {
  it('walks on past a creature already met that means no harm, and stops for a hostile one', async () => {
    const h = await inDungeon();
    besideIn(h, { attitude: 'neutral' });
    const before = turnOf(h);
    await h.press('X');
    expect(h.screenText()).not.toContain('A creature is in view.');
    expect(turnOf(h)).toBeGreaterThan(before);
    h.scene((s) => void (currentZone(s).z.creatures[0]!.attitude = 'hostile'));
    const now = turnOf(h);
    await h.press('X');
    expect(turnOf(h)).toBe(now);
  });
});

describe('a puzzle lock on the way', () => {
  it('asks before its toll is paid; n keeps the tokens, y pays and goes through', async () => {
    const h = await inDungeon();
    const s = h.app.ui.game!;
    const door = currentZone(s).zone.exits.find((e) => e.x === s.hero.x && e.y === s.hero.y)!;
    h.scene((t) => {
      const { z } = currentZone(t);
      z.creatures = [];
      z.puzzles[`${door.x},${door.y}`] = { kind: 'simple', tokens: 2 };
    });
    const dir = DIRS.find((d) => s.hero.x + DIR_STEPS[d].x === door.stub[0]!.x && s.hero.y + DIR_STEPS[d].y === door.stub[0]!.y)!;
    const tokens = s.tokens.hero;
    await h.press(DIR_KEY[dir]);
    // The question wraps where the door's name leaves it: its two halves are each on screen.
    expect(h.screenText()).toContain('Pay 2 tokens');
    expect(h.screenText()).toContain(`(you have ${tokens}) to go through?`);
    await h.press('n');
    expect(h.app.ui.game!.tokens.hero).toBe(tokens);
    await h.press(DIR_KEY[dir], 'y');
    expect(h.app.ui.log.some((l) => /You pay the puzzle lock 2 tokens/.test(l.text))).toBe(true);
  });
});

describe('looking at a creature', () => {
  it('tells a mood not yet rolled as unknown, and the Opposition’s as hostile', async () => {
    const h = await inDungeon();
    const { c } = besideIn(h, { attitude: 'neutral', aware: false });
    const s = h.app.ui.game!;
    expect(creatureText(s, c)).toContain('mood unknown, has not noticed you');
    expect(creatureText(s, { ...c, owner: 1, attitude: 'hostile' })).toContain('hostile, has not noticed you');
    expect(creatureText(s, { ...c, aware: true })).toContain('; neutral.');
  });
});

describe('resting', () => {
  it('asks first when the hour could heal nothing and mend nothing; n costs no time', async () => {
    const h = await inDungeon();
    h.scene(noCreatures);
    const before = turnOf(h);
    await h.press('R');
    expect(h.screenText()).toContain('You are unhurt and no armour die is broken. Rest an hour anyway?');
    await h.press('n');
    expect(turnOf(h)).toBe(before);
    h.scene((s) => void (s.hero.hp -= 1));
    await h.press('R');
    expect(h.screenText()).not.toContain('Rest an hour anyway?');
    expect(turnOf(h)).toBe(before + 1);
  });
});

describe('Esc and a key at once', () => {
  it('are read as the two keys they were when Alt and that key mean nothing: the page closes and the key acts', async () => {
    const h = await inDungeon();
    await h.press('C');
    expect(h.screenText()).toContain('Character');
    await h.burst('escape', 'x');
    expect(h.screenText()).not.toContain('─ Character');
    expect(h.screenText()).toContain('Look');
  });
});
