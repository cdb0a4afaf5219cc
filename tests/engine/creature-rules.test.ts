/**
 * Creatures as RULES.md has them: a Thief's stealth and Sneak Attack, the call for reinforcements
 * (reaction 9), class Advantage on environs, and what blocks the Final
 * Zone victory. Real games through the reducer; dice forced where a rule's
 * edge is tested.
 */
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../src/core/engine/events.js';
import type { ClassName, CreatureState, GameState } from '../../src/core/engine/types.js';
import { Ctx } from '../../src/core/engine/context.js';
import { environOnEntry } from '../../src/core/engine/environs.js';
import { distance, key } from '../../src/core/engine/geometry.js';
import { magicAction } from '../../src/core/engine/magic/index.js';
import { noise, updateView } from '../../src/core/engine/view.js';
import { currentZone } from '../../src/core/engine/zones.js';
import { facesThen, foeBeside, heroInDungeon, withoutEnviron, ok, openSquares, rolls, said, tests, toward } from './setup.js';

/** A hero whose DEX tests always pass (21) or always fail (1), with no creature in the zone but those the test places. */
// Seed 13: its dice keep a creature three squares off out of the fight a careless Thief starts beside it.
function hero(className: ClassName, dex: number): GameState {
  const s = withoutEnviron(structuredClone(heroInDungeon(className, '13')));
  s.hero.attributes.DEX = dex;
  currentZone(s).z.creatures = [];
  return s;
}

/** A creature of the zone's own, not yet met, `away` squares from the hero in view. */
function native(s: GameState, away: number, fields: Partial<CreatureState> = {}): CreatureState {
  const at = openSquares(s).find((p) => distance(p, s.hero) === away && !currentZone(s).z.creatures.some((c) => c.x === p.x && c.y === p.y));
  if (!at) throw new Error(`no open square ${away} away in view`);
  const c: CreatureState = {
    id: 900 + currentZone(s).z.creatures.length, name: 'Orc', category: 'Humanoids', glyph: 'h', hd: 1, maxHp: 60, hp: 60, damage: '1d6', riders: [], speed: 4, loot: 'No',
    x: at.x, y: at.y, group: 7, attitude: 'neutral', aware: false, inCoffin: false, conditions: [], tokens: 0, spellUsed: false, delay: 0.25, ...fields,
  };
  currentZone(s).z.creatures.push(c);
  return c;
}

const creature = (s: GameState, id: number) => currentZone(s).z.creatures.find((c) => c.id === id)!;
const reactions = (events: GameEvent[]) => rolls(events, / reaction$/);

describe('stealth and Sneak Attack', () => {
  it('a Thief who passes the DEX test with Advantage stays unnoticed, and her first blow is a Sneak Attack', () => {
    const s = hero('Thief', 21);
    const orc = foeBeside(s, { aware: false, attitude: 'neutral', hp: 60, maxHp: 60 });
    const seen = ok(s, { type: 'wait' });
    const t = tests(seen.events, 'stay unnoticed by the Orc')[0]!;
    expect(t.attr).toBe('DEX');
    expect(t.edge).toBe('advantage');
    expect(said(seen.events, /^The Orc has not noticed you\.$/)).toBe(true);
    // Unnoticed, it has not reacted and does not act.
    expect(reactions(seen.events)).toHaveLength(0);
    expect(creature(seen.state, orc.id)).toMatchObject({ aware: false, unnoticed: s.turn });

    const stab = ok(seen.state, { type: 'move', dir: toward(s, orc) });
    expect(said(stab.events, /^Sneak Attack on the unaware Orc!$/)).toBe(true);
    expect(tests(stab.events, 'attack the Orc')).toHaveLength(0);
    expect(rolls(stab.events, 'Sneak Attack')[0]!.dice).toBe(`2d6+${s.hero.level}`);
    // Struck, it knows of the Thief now.
    expect(creature(stab.state, orc.id).aware).toBe(true);
    expect(creature(stab.state, orc.id).unnoticed).toBeUndefined();
  });

  it('a Thief who fails it is noticed, and the group rolls its reaction then; other heroes are noticed at once, with no test', () => {
    const s = hero('Thief', 1);
    native(s, 3);
    const r = ok(s, { type: 'wait' });
    expect(tests(r.events, 'stay unnoticed by the Orc')[0]!.success).toBe(false);
    expect(said(r.events, /^The Orc notices you\.$/)).toBe(true);
    expect(reactions(r.events)).toHaveLength(1);
    expect(currentZone(r.state).z.creatures[0]!.aware).toBe(true);

    const w = hero('Warrior', 21);
    native(w, 3);
    const seen = ok(w, { type: 'wait' });
    expect(tests(seen.events).filter((e) => e.label.startsWith('stay unnoticed'))).toHaveLength(0);
    expect(reactions(seen.events)).toHaveLength(1);
    expect(currentZone(seen.state).z.creatures[0]!.aware).toBe(true);
  });

  it('a Thief who ends a later turn Close to an unnoticed creature tests again, once a turn, and a failure gives her away', () => {
    const s = hero('Thief', 21);
    const orc = native(s, 1);
    const near = native(s, 3, { id: 950, name: 'Goblin', group: 8 });
    const first = ok(s, { type: 'wait' });
    expect(tests(first.events).filter((t) => t.label.startsWith('stay unnoticed'))).toHaveLength(2);
    // Still unseen, she waits a turn beside the Orc: a fresh test for it, none for the Goblin three squares off.
    const again = ok(first.state, { type: 'wait' });
    expect(tests(again.events).map((t) => t.label)).toEqual(['stay unnoticed by the Orc']);
    expect(creature(again.state, orc.id).unnoticed).toBe(first.state.turn);

    const clumsy = structuredClone(again.state);
    clumsy.hero.attributes.DEX = 1;
    const caught = ok(clumsy, { type: 'wait' });
    expect(said(caught.events, /^The Orc notices you\.$/)).toBe(true);
    expect(creature(caught.state, orc.id).aware).toBe(true);
    expect(creature(caught.state, near.id).aware).toBe(false);
  });

  it('a Sneak Attack that leaves its target standing gives the Thief away to its group and to the creatures Nearby: the fight is heard', () => {
    const s = hero('Thief', 21);
    const orc = native(s, 1, { hp: 200, maxHp: 200 });
    const kin = native(s, 4, { id: 951 });
    const goblin = native(s, 5, { id: 952, name: 'Goblin', group: 8 });
    const seen = ok(s, { type: 'wait' });
    expect([orc, kin, goblin].map((c) => creature(seen.state, c.id).aware)).toEqual([false, false, false]);
    const stab = ok(seen.state, { type: 'move', dir: toward(s, orc) });
    expect(said(stab.events, /^Sneak Attack on the unaware Orc!$/)).toBe(true);
    expect([orc, kin, goblin].map((c) => creature(stab.state, c.id).aware)).toEqual([true, true, true]);
    // The struck Orc's kin shares its mood; the Goblins' group rolls its own reaction, and nothing was tested.
    expect(creature(stab.state, kin.id).attitude).toBe('hostile');
    expect(reactions(stab.events).map((r) => r.label)).toEqual(['Goblin reaction']);
    expect(tests(stab.events).filter((t) => t.label.startsWith('stay unnoticed'))).toHaveLength(0);
  });

  it('a Sneak Attack that kills outright is silent: the rest of the group, unaware, neither notices nor loses heart', () => {
    const s = hero('Thief', 21);
    const orc = native(s, 1, { hp: 1, maxHp: 1, groupSize: 2 });
    const kin = native(s, 4, { id: 951, groupSize: 2 });
    const seen = ok(s, { type: 'wait' });
    const stab = ok(seen.state, { type: 'move', dir: toward(s, orc) });
    expect(currentZone(stab.state).z.creatures.some((c) => c.id === orc.id)).toBe(false);
    expect(creature(stab.state, kin.id)).toMatchObject({ aware: false, attitude: 'neutral' });
    expect(rolls(stab.events, /morale/)).toEqual([]);
  });

  it('noise (a door forced) is heard by every creature that had not noticed the hero', () => {
    const s = hero('Thief', 21);
    const orc = native(s, 3);
    const seen = ok(s, { type: 'wait' });
    expect(creature(seen.state, orc.id).aware).toBe(false);
    // The Orc's reaction (2d6: 6, wait), then the encounter roll (d6: 3, a sign of life far off, and its table).
    const ctx = new Ctx(structuredClone(seen.state), facesThen([6, 3], [6, 3], [6, 3]));
    noise(ctx, 'the noise');
    expect(said(ctx.events, /^The Orc hears you\.$/)).toBe(true);
    expect(creature(ctx.s, orc.id)).toMatchObject({ aware: true, attitude: 'neutral' });
    expect(rolls(ctx.events, 'encounter roll (the noise)')).toHaveLength(1);
  });
});

describe('a trick (reaction 10)', () => {
  it('first shows a friendly face, in the grammar of one creature or of many', () => {
    for (const [count, line] of [[1, /^The Orc seems friendly…$/], [2, /^The Orcs seem friendly…$/]] as const) {
      const s = hero('Warrior', 10);
      for (let k = 0; k < count; k++) native(s, 3 + k);
      const ctx = new Ctx(structuredClone(s), facesThen([6, 4], [6, 6]));
      updateView(ctx);
      expect(said(ctx.events, line), String(count)).toBe(true);
    }
  });

  it('its true intention is said of one creature or of many: "The Orc: It hands over…", "The Orcs: They hand over…"', () => {
    for (const [count, line] of [[1, /^The Orc: It hands over an item, news or help\.$/], [2, /^The Orcs: They hand over an item, news or help\.$/]] as const) {
      const s = hero('Warrior', 10);
      for (let k = 0; k < count; k++) native(s, 3 + k);
      // A 10, then a 3 for the true intention: an item, news or help.
      const ctx = new Ctx(structuredClone(s), facesThen([6, 4], [6, 6], [6, 1], [6, 2]));
      updateView(ctx);
      expect(said(ctx.events, line), String(count)).toBe(true);
    }
  });

  it('its true intention is a new 2d6 roll on the table, a 10 rolled again', () => {
    const s = hero('Warrior', 10);
    const orc = native(s, 3);
    // A 10; then 10 again for the true intention, rolled again: 12, it attacks to kill.
    const ctx = new Ctx(structuredClone(s), facesThen([6, 4], [6, 6], [6, 5], [6, 5], [6, 6], [6, 6]));
    updateView(ctx);
    expect(rolls(ctx.events, 'Orc true intentions').map((r) => r.total)).toEqual([10, 12]);
    expect(said(ctx.events, /^The Orc: It attacks to kill\.$/)).toBe(true);
    expect(creature(ctx.s, orc.id).attitude).toBe('hostile');
  });
});

describe('reaction 9: a call for 1d6 reinforcements, then result 6', () => {
  /** A Warrior meets a lone Orc (group 7) three squares off; the reaction comes up 4+5 and the call brings `n`. */
  function called(n: number) {
    const s = hero('Warrior', 10);
    const orc = native(s, 3);
    const ctx = new Ctx(structuredClone(s), facesThen([6, 4], [6, 5], [6, n]));
    updateView(ctx);
    return { s, orc, ctx };
  }

  it('brings that many more of its kind through the doorway farthest from the hero, and the whole group waits for the hero to act', () => {
    const { s, orc, ctx } = called(3);
    const { zone, z } = currentZone(ctx.s);
    expect(rolls(ctx.events, 'Orc reinforcements')[0]!.total).toBe(3);
    const group = z.creatures.filter((c) => c.group === orc.group);
    expect(group).toHaveLength(4);
    expect(group.every((c) => c.name === 'Orc' && c.attitude === 'neutral' && c.aware)).toBe(true);
    // Morale counts the group as it now stands: the caller and the three who came.
    expect(group.map((c) => c.groupSize)).toEqual([4, 4, 4, 4]);
    expect(said(ctx.events, /^3 more Orcs come through a doorway to join it\.$/)).toBe(true);
    // Wanderers' way in: the farthest doorway, and the passage behind it.
    const taken = new Set([key(s.hero.x, s.hero.y), key(orc.x, orc.y)]);
    const door = zone.exits.filter((e) => e.kind === 'door' && !taken.has(key(e.x, e.y))).sort((a, b) => distance(b, s.hero) - distance(a, s.hero))[0]!;
    const way = new Set([door, ...door.stub].map((p) => key(p.x, p.y)));
    for (const c of group.filter((o) => o.id !== orc.id)) expect(way.has(key(c.x, c.y))).toBe(true);
    expect(z.cleared).toBe(false);
  });

  it('a group that waits does not attack: the hero acts first', () => {
    const { ctx } = called(2);
    const r = ok(ctx.s, { type: 'wait' });
    expect(r.events.filter((e) => e.kind === 'test' && e.label.startsWith('defend'))).toHaveLength(0);
    expect(currentZone(r.state).z.creatures.every((c) => c.attitude === 'neutral')).toBe(true);
  });

  it('Confusion reads the table the same way: reaction 9 calls the reinforcements, then the creature waits', () => {
    const s = hero('Wizard', 10);
    s.hero.attributes.INT = 30;
    s.hero.level = 4;
    s.hero.memorised = ['Confusion'];
    const orc = native(s, 3, { aware: true, attitude: 'hostile' });
    // How many are confused (2d6), the Orc's reaction 4+5 and the call (1d6: 2); the cast's test (INT 30) cannot fail.
    const ctx = new Ctx(structuredClone(s), facesThen([6, 1], [6, 1], [6, 4], [6, 5], [6, 2]));
    magicAction(ctx, { type: 'cast', spell: 'Confusion', target: { creature: orc.id } });
    expect(tests(ctx.events, 'cast Confusion')[0]!.success).toBe(true);
    expect(creature(ctx.s, orc.id).attitude).toBe('neutral');
    expect(currentZone(ctx.s).z.creatures.filter((c) => c.group === orc.group)).toHaveLength(3);
  });
});

describe('class Advantage on environs, as on traps', () => {
  /** The environ's test when a hero of `className` enters a zone that has `environ`. */
  function braving(className: ClassName, environ: string) {
    const s = structuredClone(heroInDungeon(className));
    currentZone(s).z.environ = { name: environ, die: 6 };
    const ctx = new Ctx(s, facesThen([20, 2], [20, 3]));
    environOnEntry(ctx);
    return tests(ctx.events)[0]!;
  }

  it("a Thief's Nimble Expertise on a DEX environ; a Cleric's Divine Fortification on a CON environ that poisons or impedes", () => {
    expect(braving('Thief', 'Slick floor').edge).toBe('advantage');
    expect(braving('Thief', 'Falling rocks').edge).toBe('advantage');
    expect(braving('Cleric', 'Spore cloud').edge).toBe('advantage');
    expect(braving('Cleric', 'Choking fumes').edge).toBe('advantage');
    // Neither is given where the class rule does not reach.
    expect(braving('Cleric', 'Bitter cold').edge).toBe('normal');
    expect(braving('Thief', 'Spore cloud').edge).toBe('normal');
    expect(braving('Warrior', 'Slick floor').edge).toBe('normal');
    expect(braving('Cleric', 'Slick floor').edge).toBe('normal');
  });
});

describe('the Final Zone victory', () => {
  /** The hero at the entrance of zone 1, made the Final Zone, with `creature` in it. */
  function atTheEnd(fields: Partial<CreatureState>): GameState {
    const s = structuredClone(heroInDungeon('Warrior'));
    const { zone, z } = currentZone(s);
    const entrance = zone.exits.find((e) => e.entry)!;
    s.finalZone = s.zone;
    s.hero.x = entrance.x;
    s.hero.y = entrance.y;
    z.creatures = [];
    native(s, 4, fields);
    return s;
  }

  it('a neutral creature left in it does not stop the win; a hostile one does', () => {
    expect(ok(atTheEnd({ aware: true, attitude: 'neutral' }), { type: 'wait' }).state.phase).toBe('won');
    expect(ok(atTheEnd({ aware: true, attitude: 'friendly' }), { type: 'wait' }).state.phase).toBe('won');
    expect(ok(atTheEnd({ aware: false, attitude: 'hostile', owner: 1 }), { type: 'wait' }).state.phase).toBe('dungeon');
  });
});
