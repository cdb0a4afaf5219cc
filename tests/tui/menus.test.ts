/**
 * The command menus driven through their `draw` and `key` on a real game:
 * a small stand-in for the interface (the `Ui` contract, no terminal) and
 * the real reducer behind it.
 */
import { changeItem } from '../../src/core/engine/items.js';
import { describe, expect, it } from 'vitest';
import { ZoneKnowledge } from '../../src/core/bots/knowledge.js';
import { distance, key } from '../../src/core/engine/geometry.js';
import type { CreatureState, GameState } from '../../src/core/engine/types.js';
import { sightOf } from '../../src/core/engine/view.js';
import { currentZone, walkable } from '../../src/core/engine/zones.js';
import { COMMANDS, keyMap, type Command } from '../../src/tui/keys.js';
import type { CursorModal } from '../../src/tui/modals/cursor.js';
import { attackChance } from '../../src/tui/modals/odds.js';
import { knownExits, travelTo } from '../../src/tui/modals/travel.js';
import { zoneScreen } from '../../src/tui/screens/zone.js';
import type { Ui } from '../../src/tui/ui.js';
import { composeFrame, createUi, sendKey } from '../../src/tui/ui-state.js';
import { foeBeside, heroInDungeon } from '../engine/setup.js';
import { armourLeft, armourPool } from '../../src/core/engine/hero.js';

interface TestUi extends Ui {
  press(...keys: string[]): void;
  text(): string;
}

function fakeUi(game: GameState): TestUi {
  const ui = createUi({ mono: true, ascii: true }, keyMap(), game);
  ui.screen = zoneScreen();
  return Object.assign(ui, {
    press(...names: string[]) {
      for (const full of names) sendKey(ui, { full, ch: full.length === 1 ? full : undefined, cmd: ui.keys.get(full) });
    },
    text: () => composeFrame(ui, 80, 24).join('\n').replace(/\{\/?[a-z-]*\}/g, ''),
  });
}

/** A hostile creature on a visible open square `d` squares from the hero. */
function foeAt(s: GameState, d: number, fields: Partial<CreatureState> = {}): CreatureState {
  const { zone, z } = currentZone(s);
  const visible = sightOf(s).keys;
  const taken = (x: number, y: number) => z.creatures.some((c) => c.x === x && c.y === y) || zone.exits.some((e) => (e.x === x && e.y === y) || e.stub.some((p) => p.x === x && p.y === y));
  for (let y = 0; y < zone.height; y++) {
    for (let x = 0; x < zone.width; x++) {
      if (distance({ x, y }, s.hero) !== d || !visible.has(key(x, y)) || !walkable(zone, z, x, y) || z.doors[key(x, y)] || taken(x, y)) continue;
      const c: CreatureState = {
        id: 900 + z.creatures.length, name: 'Orc', category: 'Humanoids', glyph: 'h', hd: 1, maxHp: 10, hp: 10, damage: '1d6', riders: [], speed: 4, loot: 'No',
        x, y, group: 1, attitude: 'hostile', aware: true, inCoffin: false, conditions: [], tokens: 0, spellUsed: false, delay: 5, ...fields,
      };
      z.creatures.push(c);
      return c;
    }
  }
  throw new Error(`no open square ${d} away`);
}

function emptyZone(s: GameState): GameState {
  currentZone(s).z.creatures = [];
  return s;
}

/** The first open square, not a door, that the hero reaches in as many steps as it is away and that `fits` its distance and index. */
function straightSquare(s: GameState, fits: (d: number, i: number) => boolean): { x: number; y: number } | undefined {
  const k = new ZoneKnowledge(s);
  for (let i = 0; i < k.width * k.height; i++) {
    const p = k.point(i);
    const d = distance(p, s.hero);
    if (k.through(i) && fits(d, i) && !k.doorExitAt.has(i) && k.route((j) => j === i)?.length === d) return p;
  }
  return undefined;
}

const cursorOf = (ui: Ui) => {
  const top = ui.modals[ui.modals.length - 1] as CursorModal;
  return { at: () => top.at(ui.game) };
};

describe('inventory and item menus', () => {
  it('lists every item the hero carries, with its slot and what it is', () => {
    const ui = fakeUi(emptyZone(heroInDungeon('Warrior')));
    ui.press('i');
    const text = ui.text();
    for (const item of ui.game!.hero.items) expect(text).toContain(item.name.slice(0, 20));
    expect(text).toMatch(/Scale tunic \(worn, AV 2/);
    expect(text).toMatch(/one-handed weapon \(wielded, damage 1d6/);
    ui.press('escape');
    expect(ui.modals).toHaveLength(0);
  });

  it('a letter past the last line says which keys answer the list, and the list stays open; the next key clears it', () => {
    const ui = fakeUi(emptyZone(heroInDungeon('Warrior')));
    ui.press('i');
    const last = 'abcdefghijklmnopqrstuvwxyz'[ui.game!.hero.items.length - 1];
    const flat = () => ui.text().replace(/[│|]/g, ' ').replace(/\s+/g, ' ');
    expect(flat()).not.toContain('does nothing here: answer with');
    ui.press('z');
    expect(flat()).toContain(`does nothing here: answer with a to ${last}, the arrows, Enter or Esc.`);
    expect(ui.modals).toHaveLength(1);
    ui.press('down');
    expect(flat()).not.toContain('does nothing here: answer with');
    ui.press('escape');
    expect(ui.modals).toHaveLength(0);
  });

  it('counts a heap once: a name that says how many gets no ×N, and its worth is each', () => {
    const s = emptyZone(heroInDungeon('Warrior'));
    const base = s.hero.items[0]!;
    s.hero.items.push({ ...base, id: 7001, name: '10 small gems', kind: 'valuable', quantity: 10, value: 5, gear: false, av: null }, { ...base, id: 7002, name: 'arrows', kind: 'ammunition', quantity: 3, value: 0, gear: false, av: null });
    const ui = fakeUi(s);
    ui.press('i');
    expect(ui.text()).toContain('10 small gems (worth 5 each)');
    expect(ui.text()).toContain('arrows ×3');
  });

  it('equip menu unequips what is in use through the reducer', () => {
    const ui = fakeUi(emptyZone(heroInDungeon('Warrior')));
    ui.press('e');
    expect(ui.text()).toContain('Equip or unequip');
    ui.press('b'); // the weapon, second equippable item
    expect(ui.game!.hero.equipped.weapon).toBeNull();
    expect(ui.log.some((l) => /put away your weapon/.test(l.text))).toBe(true);
  });

  it('drop sends the action and the item lies on the floor', () => {
    const ui = fakeUi(emptyZone(heroInDungeon('Warrior')));
    const first = ui.game!.hero.items[0]!;
    ui.press('d', 'a');
    expect(ui.game!.hero.items.some((i) => i.id === first.id)).toBe(false);
    expect(currentZone(ui.game!).z.items.some((f) => f.item.id === first.id)).toBe(true);
  });
});

describe('quaff, read and use', () => {
  it('offers the fountain underfoot and drinks from it', () => {
    let s: GameState | undefined;
    for (let seed = 1; seed < 200 && !s; seed++) {
      const t = heroInDungeon('Warrior', String(seed));
      if (currentZone(t).zone.fountains.length > 0) s = t;
    }
    const f = currentZone(s!).zone.fountains[0]!;
    emptyZone(s!);
    s!.hero.x = f.x;
    s!.hero.y = f.y;
    const ui = fakeUi(s!);
    ui.press('q');
    expect(ui.text()).toContain('drink from the fountain here');
    ui.press('a');
    expect(ui.text()).toContain('Drink for what?');
    ui.press('a'); // healing
    expect(ui.log.some((l) => /The water is/.test(l.text))).toBe(true);
  });

  it('an aimed magic item goes on to target selection, and the reducer takes it', () => {
    const s = emptyZone(heroInDungeon('Warrior'));
    const foe = foeAt(s, 3, { hp: 40, maxHp: 40 });
    s.hero.items.push({ id: 500, name: 'Acorn of Stoning', kind: 'magic', quantity: 1, usageDie: 4, av: null, weaponKind: null, large: false, ranged: false, gear: true, value: 0, magic: 'Acorn of Stoning' });
    const ui = fakeUi(s);
    ui.press('U');
    expect(ui.text()).toContain('Acorn of Stoning (Ud4, magic: use, gear)');
    ui.press('a');
    expect(cursorOf(ui).at()).toEqual({ x: foe.x, y: foe.y });
    const turn = ui.game!.turn;
    ui.press('enter');
    expect(ui.game!.turn).toBe(turn + 1);
    expect(ui.log.some((l) => /DEX test, throw the acorn at the Orc/.test(l.text))).toBe(true);
  });

  it('reads a scroll through the reducer, with the chance of the test first', () => {
    const s = emptyZone(heroInDungeon('Wizard'));
    s.hero.items.push({ id: 501, name: 'scroll of Magic Missile', kind: 'magic', quantity: 1, usageDie: null, av: null, weaponKind: null, large: false, ranged: false, gear: true, value: 0, magic: 'Scroll of Magic Missile' });
    foeAt(s, 3, { attitude: 'neutral', aware: false, hp: 40, maxHp: 40 });
    const ui = fakeUi(s);
    ui.press('r');
    expect(ui.text()).toContain('scroll of Magic Missile');
    ui.press('d'); // after the book's three spells
    expect(ui.text()).toContain('To read: INT 11 +1 spell level: 9/20 = 45.00%');
    ui.press('enter');
    expect(ui.log.some((l) => /INT test, read Magic Missile/.test(l.text))).toBe(true);
    expect(ui.game!.hero.items.some((i) => i.id === 501)).toBe(false);
  });

  it('says so when there is nothing to quaff, read or use', () => {
    const ui = fakeUi(emptyZone(heroInDungeon('Warrior')));
    ui.press('U');
    expect(ui.modals).toHaveLength(0);
    expect(ui.log.at(-1)?.text).toBe('You have nothing to use.');
  });
});

describe('target selection', () => {
  it('starts on the nearest creature, cycles with Tab and shows the exact odds', () => {
    const s = emptyZone(heroInDungeon('Warrior'));
    const near = foeAt(s, 2);
    const far = foeAt(s, 4, { name: 'Goblin' });
    const ui = fakeUi(s);
    ui.press('t', 'a'); // throw the first weapon
    expect(cursorOf(ui).at()).toEqual({ x: near.x, y: near.y });
    // DEX 12, no modifiers: below 12 on a d20 is 11 chances in 20.
    expect(ui.text()).toContain('11/20 = 55.00%');
    expect(ui.text()).toContain('Nearby');
    ui.press('tab');
    expect(cursorOf(ui).at()).toEqual({ x: far.x, y: far.y });
    expect(ui.text()).toContain('Goblin');
    ui.press('tab');
    expect(cursorOf(ui).at()).toEqual({ x: near.x, y: near.y });
    ui.press('enter');
    expect(ui.modals).toHaveLength(0);
    expect(ui.log.some((l) => /DEX test, attack the Orc/.test(l.text))).toBe(true);
  });

  it('a key of no use at the cursor says so under the keys, and the cursor stays where it was', () => {
    const s = emptyZone(heroInDungeon('Warrior'));
    const near = foeAt(s, 2);
    const ui = fakeUi(s);
    ui.press('t', 'a');
    ui.press('z');
    expect(ui.text()).toContain('z does nothing here: the keys on the line above say what does.');
    expect(cursorOf(ui).at()).toEqual({ x: near.x, y: near.y });
    expect(ui.modals).toHaveLength(1);
    ui.press('tab');
    expect(ui.text()).not.toContain('does nothing here');
  });

  it('asks before aiming at a creature that means no harm; n lets it be', () => {
    const s = emptyZone(heroInDungeon('Warrior'));
    foeAt(s, 2, { attitude: 'neutral' });
    const ui = fakeUi(s);
    ui.press('t', 'a', 'enter');
    expect(ui.text()).toContain('The Orc is neutral. Aim at it anyway?');
    const turn = ui.game!.turn;
    ui.press('n');
    expect(ui.game!.turn).toBe(turn);
    expect(ui.log.some((l) => /attack the Orc/.test(l.text))).toBe(false);
    ui.press('t', 'a', 'enter', 'y');
    expect(ui.log.some((l) => /DEX test, attack the Orc/.test(l.text))).toBe(true);
  });

  it('counts Close-range Disadvantage and a large weapon exactly', () => {
    const s = emptyZone(heroInDungeon('Warrior'));
    const c = foeAt(s, 1);
    // Disadvantage: both d20s must be under 12: (11/20)² = 121/400.
    expect(attackChance(s, c, true).success.toString()).toBe('121/400');
    const ui = fakeUi(s);
    ui.press('t', 'a');
    expect(ui.text()).toContain('DEX 12 Disadvantage (Close range): 121/400 = 30.25%');
    const weapon = s.hero.items.find((i) => i.id === s.hero.equipped.weapon)!;
    changeItem(s.hero, weapon, { large: true });
    const c2 = foeAt(s, 3);
    // d20 + 1d4 below 12: (10 + 9 + 8 + 7) / 80 = 17/40.
    expect(attackChance(s, c2, true).success.toString()).toBe('17/40');
  });

  it('refuses to take an empty square for an attack, and Esc cancels', () => {
    const s = emptyZone(heroInDungeon('Warrior'));
    foeAt(s, 3);
    const ui = fakeUi(s);
    ui.press('t', 'a');
    // The cursor starts on the creature; one step away is an empty square.
    const on = cursorOf(ui).at();
    for (const k of ['h', 'l', 'k', 'j']) {
      ui.press(k);
      if (JSON.stringify(cursorOf(ui).at()) !== JSON.stringify(on) && !ui.game!.zones[ui.game!.zone!]!.creatures.some((c) => c.x === cursorOf(ui).at().x && c.y === cursorOf(ui).at().y)) break;
    }
    ui.press('enter');
    expect(ui.modals).toHaveLength(1);
    ui.press('escape');
    expect(ui.modals).toHaveLength(0);
  });

  it('with no creature in view, fire and throw say so and open nothing', () => {
    const s = emptyZone(heroInDungeon('Thief'));
    // A bow in hand and arrows to shoot: fire is ready, and only the lack of a target stops it.
    changeItem(s.hero, s.hero.items.find((i) => i.id === s.hero.equipped.weapon)!, { ranged: true });
    if (!s.hero.items.some((i) => i.kind === 'ammunition')) s.hero.items.push({ ...s.hero.items[0]!, id: 999, name: 'arrows', kind: 'ammunition', ranged: false });
    const ui = fakeUi(s);
    ui.press('f');
    expect(ui.modals).toHaveLength(0);
    expect(ui.log.at(-1)?.text).toBe('No creature in view within reach: Faraway (12 squares).');
    ui.press('t', 'a');
    expect(ui.modals).toHaveLength(0);
    expect(ui.log.at(-1)?.text).toMatch(/^No creature in view within reach/);
  });

  it('fire without a ranged weapon is refused at once, with no cursor and no turn', () => {
    const s = emptyZone(heroInDungeon('Warrior'));
    foeAt(s, 3);
    const ui = fakeUi(s);
    const turn = ui.game!.turn;
    ui.press('f');
    expect(ui.modals).toHaveLength(0);
    expect(ui.game!.turn).toBe(turn);
    expect(ui.log.at(-1)).toMatchObject({ kind: 'error', text: expect.stringMatching(/^You have no ranged weapon ready\. /) });
  });
});

describe('casting', () => {
  it('lists the memorised spells with level, range and the chance, and casts through the reducer', () => {
    const s = emptyZone(heroInDungeon('Wizard'));
    s.hero.memorised = ['Magic Missile'];
    const foe = foeAt(s, 3, { hp: 50, maxHp: 50 });
    const ui = fakeUi(s);
    ui.press('z');
    // INT 11, + the spell's level 1: a d20 below 10 is 9 in 20.
    expect(ui.text()).toContain('Magic Missile (level 1, Distant): 9/20 = 45.00%');
    ui.press('a');
    expect(cursorOf(ui).at()).toEqual({ x: foe.x, y: foe.y });
    expect(ui.text()).toContain('To cast: INT 11 +1 spell level: 9/20 = 45.00%');
    const turn = ui.game!.turn;
    ui.press('enter');
    expect(ui.game!.turn).toBe(turn + 1);
    expect(ui.log.some((l) => /You cast Magic Missile/.test(l.text))).toBe(true);
    expect(ui.log.some((l) => /INT test, cast Magic Missile/.test(l.text))).toBe(true);
  });

  it('a spell cast this visit shows its Disadvantage', () => {
    const s = emptyZone(heroInDungeon('Wizard'));
    s.hero.memorised = ['Magic Missile'];
    s.hero.castThisVisit = ['Magic Missile'];
    const ui = fakeUi(s);
    ui.press('z');
    // Both d20s must be under 10: (9/20)² = 81/400.
    expect(ui.text()).toContain('Magic Missile (level 1, Distant): 81/400 = 20.25% with Disadvantage');
  });

  it('Teleport on oneself asks where to, and goes Home', () => {
    const s = emptyZone(heroInDungeon('Wizard'));
    s.hero.level = 10;
    s.hero.memorised = ['Teleport'];
    const ui = fakeUi(s);
    ui.press('z', 'a');
    expect(cursorOf(ui).at()).toEqual({ x: s.hero.x, y: s.hero.y });
    ui.press('enter');
    expect(ui.text()).toContain('Teleport: where to?');
    ui.press('a');
    expect(ui.game!.phase).toBe('home');
  });

  it('a spell aimed where it cannot go is refused, and nothing changes', () => {
    const s = emptyZone(heroInDungeon('Wizard'));
    s.hero.memorised = ['Charm'];
    const ui = fakeUi(s);
    const before = ui.game;
    ui.press('z', 'a');
    // No creature in view, and Charm needs one: it is refused before any aiming.
    expect(ui.game).toBe(before);
    expect(ui.log.at(-1)?.text).toBe('No creature in view within reach of Charm: Nearby (6 squares).');
  });

  it('a class that does not cast is told so by the reducer', () => {
    const ui = fakeUi(emptyZone(heroInDungeon('Warrior')));
    ui.press('z');
    expect(ui.log.at(-1)).toMatchObject({ kind: 'error', text: 'Only a Wizard casts spells.' });
    ui.press('p');
    expect(ui.log.at(-1)).toMatchObject({ kind: 'error', text: 'Only a Cleric prays.' });
  });

  it("a Cleric's cast key and a Wizard's pray key are refused, and name the key of the hero's own magic", () => {
    const cleric = fakeUi(emptyZone(heroInDungeon('Cleric')));
    cleric.press('z');
    expect(cleric.log.slice(-2).map((l) => l.text)).toEqual(['Only a Wizard casts spells.', 'A Cleric prays with p.']);
    const wizard = fakeUi(emptyZone(heroInDungeon('Wizard')));
    wizard.press('p');
    expect(wizard.log.slice(-2).map((l) => l.text)).toEqual(['Only a Cleric prays.', 'A Wizard casts spells with z.']);
    // A Warrior has no magic of its own to be sent to.
    const warrior = fakeUi(emptyZone(heroInDungeon('Warrior')));
    warrior.press('z');
    expect(warrior.log.at(-1)?.text).toBe('Only a Wizard casts spells.');
  });

  it('a Cleric sees Banish Undead with the prayers', () => {
    const ui = fakeUi(emptyZone(heroInDungeon('Cleric')));
    ui.press('p');
    expect(ui.text()).toContain('Cure Light Wounds (level 1');
    expect(ui.text()).toContain('Banish Undead');
    ui.press('b');
    expect(ui.log.at(-1)).toMatchObject({ kind: 'error', text: 'No undead creature in view is Nearby.' });
  });
});

describe('the armour-die question', () => {
  it('speaks of the last die as one die', () => {
    const s = heroInDungeon('Warrior');
    foeBeside(s, { hd: 6, damage: '1d4', maxHp: 200, hp: 200 });
    s.hero.armourBroken = armourPool(s.hero) - 1;
    expect(armourLeft(s.hero)).toBe(1);
    const ui = fakeUi(s);
    for (let n = 0; n < 40 && ui.game!.pending?.kind !== 'armour-die' && ui.game!.phase === 'dungeon'; n++) ui.press('.');
    expect(ui.game!.pending?.kind).toBe('armour-die');
    expect(ui.text()).toContain('Break your last armour die to ignore it?');
  });
});

describe('pop-ups over the zone', () => {
  it('stand square, and clear the rest of each row they stand on, so no cut-off piece of the side panel shows beside them', () => {
    const ui = fakeUi(heroInDungeon('Warrior'));
    const before = ui.text().split('\n');
    ui.press('i');
    const rows = ui.text().split('\n');
    const head = rows.findIndex((r) => r.includes('+- Inventory'));
    const foot = rows.findIndex((r, k) => k > head && r.includes('+- letter or Enter'));
    const left = rows[head]!.indexOf('+-');
    expect([head > 0, foot > head + 2]).toEqual([true, true]);
    const right = rows[head]!.trimEnd().length - 1;
    for (const r of rows.slice(head, foot + 1)) {
      // The corners stand in line with the sides, and nothing follows the box.
      expect(r.trimEnd().length - 1).toBe(right);
      expect(r[right]).toMatch(/[|+]/);
      expect(r[left - 1]).toBe(' ');
    }
    // Above the box the panel is drawn as before.
    expect(rows[head - 1]).toBe(before[head - 1]);
  });
});

describe('look, travel, sheet, help', () => {
  it('look describes a creature under the cursor', () => {
    const s = emptyZone(heroInDungeon('Warrior'));
    foeAt(s, 3, { hd: 2, hp: 7, maxHp: 12 });
    const ui = fakeUi(s);
    ui.press('x');
    const text = ui.text();
    expect(text).toContain('an Orc (Humanoids): HD 2, 7/12 HP, hurt, hits for 1d6; hostile.');
    expect(text).toContain('3 squares away: Nearby.');
    ui.press('escape');
    expect(ui.modals).toHaveLength(0);
  });

  it('travel walks to the square chosen with the cursor', () => {
    const s = emptyZone(heroInDungeon('Warrior'));
    const goal = straightSquare(s, (d) => d >= 4);
    const ui = fakeUi(s);
    ui.press('_');
    const vi: Record<string, string> = { '-1,-1': 'y', '0,-1': 'k', '1,-1': 'u', '-1,0': 'h', '1,0': 'l', '-1,1': 'b', '0,1': 'j', '1,1': 'n' };
    for (let n = 0; n < 40; n++) {
      const at = cursorOf(ui).at();
      if (at.x === goal!.x && at.y === goal!.y) break;
      ui.press(vi[`${Math.sign(goal!.x - at.x)},${Math.sign(goal!.y - at.y)}`]!);
    }
    expect(cursorOf(ui).at()).toEqual(goal);
    ui.press('enter');
    expect({ x: ui.game!.hero.x, y: ui.game!.hero.y }).toEqual(goal);
    expect(ui.game!.turn).toBeGreaterThanOrEqual(s.turn + distance(goal!, s.hero));
  });

  it('travel jumps with > to a passage opened with tokens, and walks there', () => {
    const s = emptyZone(heroInDungeon('Warrior'));
    const k = new ZoneKnowledge(s);
    const passage = straightSquare(s, (d, i) => d === 3 && !k.stubOf.has(i));
    currentZone(s).z.passages = [{ ...passage!, to: '1.501' }];
    const ui = fakeUi(s);
    ui.press('_');
    const visited: { x: number; y: number }[] = [];
    for (let n = 0; n <= k.knownExits().length; n++) {
      ui.press('>');
      visited.push(cursorOf(ui).at());
    }
    expect(visited).toContainEqual(passage);
    while (JSON.stringify(cursorOf(ui).at()) !== JSON.stringify(passage)) ui.press('>');
    ui.press('enter');
    expect({ x: ui.game!.hero.x, y: ui.game!.hero.y }).toEqual(passage);
  });

  it('travel: > starts on the first known way out, < on the last', () => {
    // The first seed whose zone 1 shows more than one way out from where the hero comes in.
    const s = Array.from({ length: 50 }, (_, k) => heroInDungeon('Warrior', String(k + 1))).find((g) => g.phase === 'dungeon' && knownExits(g).length > 1)!;
    const exits = knownExits(s);
    for (const [key, want] of [['>', exits[0]], ['<', exits.at(-1)]] as const) {
      const ui = fakeUi(s);
      ui.press('_');
      ui.press(key);
      expect(cursorOf(ui).at(), key).toEqual(want);
    }
  });

  it('travel stops when a creature comes into view', () => {
    const s = emptyZone(heroInDungeon('Warrior'));
    const ui = fakeUi(s);
    const far = foeAt(s, 2);
    // The foe is in view from the start: travel will not begin.
    expect(travelTo(ui, { x: far.x + 1, y: far.y })).toBe(0);
    expect(ui.log.at(-1)?.text).toBe('A creature is in view: no walk begins while one is. Move a step at a time.');
  });

  it('explore walks on past what was already in view: a creature that is not hostile, an item', () => {
    const s = emptyZone(heroInDungeon('Warrior'));
    const { z } = currentZone(s);
    z.items = [];
    foeAt(s, 2, { attitude: 'neutral', delay: 1e9 });
    const spot = foeAt(s, 3);
    z.creatures = z.creatures.filter((c) => c !== spot);
    z.items.push({ x: spot.x, y: spot.y, item: { ...s.hero.items[0]!, id: 5000 }, chest: false });
    const ui = fakeUi(s);
    ui.press('X');
    expect(ui.game!.turn - s.turn).toBeGreaterThan(1);
    expect(ui.log.map((l) => l.text)).not.toContain('A creature is in view.');
    expect(ui.log.map((l) => l.text)).not.toContain('Something lies in view.');
  });

  it('explore walks to an item it has not stood on, stops there, and goes on past it next time', () => {
    const s = emptyZone(heroInDungeon('Warrior'));
    const { z } = currentZone(s);
    z.items = [];
    const spot = foeAt(s, 3);
    z.creatures = z.creatures.filter((c) => c !== spot);
    z.items.push({ x: spot.x, y: spot.y, item: { ...s.hero.items[0]!, id: 5000 }, chest: false });
    const ui = fakeUi(s);
    ui.press('X');
    expect({ x: ui.game!.hero.x, y: ui.game!.hero.y }).toEqual({ x: spot.x, y: spot.y });
    expect(ui.log.at(-1)?.text).toMatch(/^You see here: /);
    const turn = ui.game!.turn;
    ui.press('X');
    expect(ui.game!.turn).toBeGreaterThan(turn);
    expect({ x: ui.game!.hero.x, y: ui.game!.hero.y }).not.toEqual({ x: spot.x, y: spot.y });
  });

  it('explore stops when something comes into view', () => {
    const s = emptyZone(heroInDungeon('Warrior'));
    const { zone, z } = currentZone(s);
    z.items = [];
    const visible = sightOf(s).keys;
    // The nearest open square out of sight: exploring will bring it into view.
    let hidden: { x: number; y: number } | undefined;
    for (let y = 0; y < zone.height; y++) for (let x = 0; x < zone.width; x++) if (walkable(zone, z, x, y) && !visible.has(key(x, y)) && !z.doors[key(x, y)] && (!hidden || distance({ x, y }, s.hero) < distance(hidden, s.hero))) hidden = { x, y };
    z.items.push({ ...hidden!, item: { ...s.hero.items[0]!, id: 5000 }, chest: false });
    const ui = fakeUi(s);
    ui.press('X');
    expect(ui.log.at(-1)?.text).toBe('Something lies in view.');
    expect(sightOf(ui.game!).keys.has(key(hidden!.x, hidden!.y))).toBe(true);
  });

  it('the character sheet shows attributes with their odds and the spells', () => {
    const ui = fakeUi(emptyZone(heroInDungeon('Wizard')));
    ui.press('C');
    const text = ui.text();
    expect(text).toContain('STR 12     11/20 =  55.00%');
    expect(text).toContain('Armour dice');
  });

  it('help offers the keys and the rules topics', () => {
    const ui = fakeUi(emptyZone(heroInDungeon('Warrior')));
    ui.press('?');
    expect(ui.text()).toContain('Tests and Advantage');
    ui.press('b');
    expect(ui.text()).toContain('BELOW');
    ui.press('escape');
    ui.press('?', 'a');
    expect(ui.text()).toContain('Help: keys');
  });

  it('the keys page turns a whole page at a time, keeps its width, and lines wrapped text up under the text', () => {
    const ui = fakeUi(emptyZone(heroInDungeon('Warrior')));
    ui.press('?', 'a');
    const first = ui.text().split('\n');
    const span = (rows: string[]) => /(\d+)-(\d+) of (\d+)/.exec(rows.join('\n'))!.slice(1).map(Number);
    const [from, to] = span(first);
    ui.press('pagedown');
    const second = ui.text().split('\n');
    // One line of the page before stays in view, to read on from.
    expect(span(second)[0]).toBe(to!);
    expect(from).toBe(1);
    const right = (rows: string[]) => rows.find((r) => r.includes('+- Help: keys'))!.trimEnd().length;
    expect(right(second)).toBe(right(first));
    // "explore, stopping on items and when something needs attention" is too long for one line at 80 columns.
    ui.press('home');
    const rows = [...first, ...second, ...ui.text().split('\n')];
    const at = rows.findIndex((r) => r.includes('explore, stopping on items'));
    expect(at).toBeGreaterThan(0);
    const start = rows[at]!.indexOf('explore,');
    expect(rows[at + 1]!.slice(0, start).replace(/^ *\| */, '')).toBe('');
    expect(rows[at + 1]!.indexOf(rows[at + 1]!.slice(start).trim().split(' ')[0]!)).toBe(start);
  });

  it('help at Home says the menu letters rule there, naming the keys that work at Home too', () => {
    const s = heroInDungeon('Warrior');
    const ui = fakeUi({ ...s, phase: 'home' });
    ui.press('?', 'a');
    // The box's rows read as one text, its sides and line ends taken out.
    const text = ui.text().split('\n').filter((r) => r.includes('|')).map((r) => r.replace(/^[^|]*\|/, '').replace(/\|[^|]*$/, '').trim()).join(' ');
    expect(text).toContain('At Home the letters of the menu choose a service (b is the shop, not a move).');
    expect(text).toContain('C, T, C-p, ?, S work at Home too.');
  });

  it('every command key opens and closes without throwing', () => {
    for (const cls of ['Warrior', 'Thief', 'Cleric', 'Wizard'] as const) {
      const s = heroInDungeon(cls);
      foeAt(s, 2);
      const skip: Command[] = ['save', 'suicide', 'explore', 'rest', 'stairs-down', 'stairs-up'];
      for (const cmd of Object.keys(COMMANDS) as Command[]) {
        if (skip.includes(cmd) || cmd.startsWith('move-')) continue;
        const ui = fakeUi(structuredClone(s));
        const k = COMMANDS[cmd].keys[0]!;
        expect(() => {
          ui.press(k);
          ui.text();
          ui.press('tab', 'enter');
          ui.text();
          ui.press('escape', 'escape', 'escape');
          ui.text();
        }, `${cls} ${cmd}`).not.toThrow();
        expect(ui.log.some((l) => /did not work|cannot be shown|menu failed/.test(l.text)), `${cls} ${cmd}`).toBe(false);
      }
    }
  });
});
