/**
 * Hackssential's load (RULES.md §10, `load=hackssential`): Inventory Items
 * against 3 + ⌊CON/3⌋, a point of DEX for each one over it, Overloaded once
 * the DEX left reads as Control 2 or less; played by the engine, with the
 * dice forced where a test shows it.
 */
import { describe, expect, it } from 'vitest';
import { heroAttacks } from '../../src/core/engine/combat.js';
import { fightBegins } from '../../src/core/engine/time.js';
import { itemOf } from '../../src/core/engine/items.js';
import type { GameState, Item } from '../../src/core/engine/types.js';
import { currentZone } from '../../src/core/engine/zones.js';
import { foeBeside, forcedCtx, heroInDungeon, ok, refused, tests } from './setup.js';

function thing(s: GameState, name = 'brick'): Item {
  return itemOf(s.nextId++, false, { name, kind: 'misc', quantity: 1, usageDie: null, av: null, weaponKind: null, large: false, ranged: false, value: 0, magic: null });
}

/** A hero carrying `n` Inventory Items in all (the kit's included, worn cloth not counted), with CON 9 (max load 6) and DEX `dex`. */
function loaded(n: number, dex: number, load: 'hackssential' | 'blackhack' = 'hackssential'): GameState {
  const s = heroInDungeon('Warrior');
  s.options = { ...s.options, load: load };
  currentZone(s).z.creatures = [];
  s.hero.attributes.CON = 9;
  s.hero.attributes.DEX = dex;
  s.hero.attributes.STR = 4;
  s.hero.items = s.hero.items.filter((i) => i.kind === 'weapon').slice(0, 1);
  s.hero.equipped = { weapon: s.hero.items[0]!.id, armour: null, shield: null, helmet: null, light: null };
  while (s.hero.items.length < n) s.hero.items.push(thing(s));
  return s;
}

/** The first Moment's initiative, a DEX test, with the d20s forced. */
function initiative(s: GameState, ...d20s: number[]) {
  foeBeside(s);
  const ctx = forcedCtx(s, ...d20s.map((f) => [20, f] as [number, number]));
  fightBegins(ctx);
  return tests(ctx.events, 'initiative')[0]!;
}

describe('load=hackssential', () => {
  it('Unencumbered and Encumbered cost nothing: the initiative is a plain DEX test, and the Black Hack’s STR limit no longer hinders', () => {
    for (const n of [3, 6]) {
      const t = initiative(loaded(n, 12), 11);
      expect(t).toMatchObject({ edge: 'normal', mods: [], target: 12, success: true });
    }
    // The same six things over STR 4 are the Black Hack’s encumbrance: Disadvantage.
    expect(initiative(loaded(6, 12, 'blackhack'), 11, 11).edge).toBe('disadvantage');
  });

  it('Burdened: each Inventory Item over max load takes a point off DEX tests, and the roll shows why', () => {
    const t = initiative(loaded(8, 12), 10);
    expect(t.mods).toEqual([{ label: 'burdened', value: 2 }]);
    expect(t).toMatchObject({ edge: 'normal', total: 12, success: false });
    expect(t.text).toContain('+2 (burdened)');
    // A STR test pays nothing for it.
    const s = loaded(8, 12);
    const c = foeBeside(s);
    const ctx = forcedCtx(s, [20, 3], [6, 1]);
    heroAttacks(ctx, currentZone(ctx.s).z.creatures.find((o) => o.id === c.id)!);
    expect(tests(ctx.events)[0]).toMatchObject({ attr: 'STR', mods: [], edge: 'normal' });
  });

  it('Overloaded, when the DEX left reads as Control 2 or less: Disadvantage on every test as well', () => {
    // DEX 8 less 3 is 5: Control 2.
    const t = initiative(loaded(9, 8), 4, 17);
    expect(t).toMatchObject({ edge: 'disadvantage', d20: 17, mods: [{ label: 'overloaded', value: 3 }] });
    expect(t.text).toContain('overloaded');
    // One item fewer leaves DEX 6, Control 3: Burdened, no Disadvantage.
    expect(initiative(loaded(8, 8), 4).edge).toBe('normal');
  });

  it('nothing more is taken once DEX is down to 1, with a clear word; below that, the tier is told as the thing is taken', () => {
    const full = loaded(6 + 7, 8);
    const { z } = currentZone(full);
    z.items.push({ x: full.hero.x, y: full.hero.y, item: thing(full, 'gem'), chest: false });
    refused(full, { type: 'pickup' }, /cannot carry more than 13 things/);
    const room = loaded(6, 8);
    currentZone(room).z.items.push({ x: room.hero.x, y: room.hero.y, item: thing(room, 'gem'), chest: false });
    const r = ok(room, { type: 'pickup' });
    expect(r.events.map((e) => e.text).join('\n')).toContain('You take the gem. You are Burdened (DEX -1).');
  });
});
