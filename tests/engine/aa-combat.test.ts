/**
 * Adventure Algorithms' Combat subroutine as `fight=aa-combat` plays it
 * (RULES.md §10), with the dice forced: initiative, attacks, retreat, large
 * monsters, and the Quick Formula for a hero who retreats.
 */
import { describe, expect, it } from 'vitest';
import { combatant, creatureDice, heroDice, resolveAaCombat } from '../../src/core/engine/aa-combat.js';
import { fightBegins } from '../../src/core/engine/time.js';
import { currentZone } from '../../src/core/engine/zones.js';
import { faces, foeBeside, heroInDungeon, said } from './setup.js';
import { Ctx } from '../../src/core/engine/context.js';

const d6 = (...fs: number[]) => fs.map((f) => [6, f] as [number, number]);

describe('fight=aa-combat', () => {
  it('a hero’s Class dice: Warrior 4, Cleric and Thief 3, Wizard 2 at level 1, a die a level to six; unarmed, half (at least one)', () => {
    expect(['Warrior', 'Cleric', 'Thief', 'Wizard'].map((c) => heroDice(c as 'Warrior', 1, true))).toEqual([4, 3, 3, 2]);
    expect(heroDice('Warrior', 3, true)).toBe(6);
    expect(heroDice('Warrior', 9, true)).toBe(6);
    expect(heroDice('Warrior', 2, false)).toBe(2);
    expect(heroDice('Wizard', 1, false)).toBe(1);
    expect([1, 4, 5, 9].map(creatureDice)).toEqual([{ dice: 1, large: false }, { dice: 4, large: false }, { dice: 5, large: true }, { dice: 6, large: true }]);
  });

  it('the highest total has the turn; the attack strips every die at or under the one discarded, and none left is out', () => {
    // Hero 6+2 = 8, Orc 3+3 = 6: the hero has the turn and takes the Orc out with the smallest die at or over its 3s, the 6.
    const rng = faces(...d6(6, 2, 3, 3));
    const hero = combatant(rng, 0, 'hero', 'hero', 2);
    const orc = combatant(rng, 1, 'Orc', 'foes', 2);
    const r = resolveAaCombat(rng, [hero, orc], 2);
    expect(r).toMatchObject({ turns: 1, escaped: null });
    expect(orc.out).toBe(true);
    expect(hero.dice).toEqual([2]);
  });

  it('a tie for the highest passes the turn down; with every total tied, each re-rolls its lowest die', () => {
    // Hero 4+1 = 5 and Orc 5 tie; the Goblin's 2 has the turn and strips the hero's 1 (and the Goblin, out of dice, retreats).
    let rng = faces(...d6(4, 1, 5, 2));
    const hero = combatant(rng, 0, 'hero', 'hero', 2);
    const orc = combatant(rng, 1, 'Orc', 'foes', 1);
    const goblin = combatant(rng, 2, 'Goblin', 'foes', 1);
    // Then the hero (4) and the Orc (5): the Orc strips the 4, and the hero is out.
    resolveAaCombat(rng, [hero, orc, goblin], 2);
    expect(goblin).toMatchObject({ retreated: true, out: false, dice: [] });
    expect(hero.out).toBe(true);
    // Hero 3, Orc 3: both re-roll their lowest (hero 5, Orc 1), and the hero strikes.
    rng = faces(...d6(3, 3, 5, 1));
    const a = combatant(rng, 0, 'hero', 'hero', 1);
    const b = combatant(rng, 1, 'Orc', 'foes', 1);
    expect(resolveAaCombat(rng, [a, b], 1)).toMatchObject({ turns: 1 });
    expect(b.out).toBe(true);
  });

  it('a large monster taken out comes back with a die fewer, until it has none', () => {
    // A two-die large monster (it would be five or six in play; the rule is the same): out with 2, back with 1, out for good.
    const rng = faces(...d6(6, 6, 6, 6, 1, 1, 1));
    const hero = combatant(rng, 0, 'hero', 'hero', 4);
    const giant = combatant(rng, 1, 'Giant', 'foes', 2, true);
    const r = resolveAaCombat(rng, [hero, giant], 4);
    expect(r.turns).toBe(2);
    expect(giant.out).toBe(true);
  });

  it('a hero who retreats with a foe standing gets away on the Quick Formula: its dice against 10', () => {
    // Two Orcs tied at 4 pass the turn to the hero's 3, its last die: it strikes (in vain) and retreats; 4+6 = 10 gets it away, 4+5 does not.
    const fight = (...escape: number[]) => {
      const rng = faces(...d6(3, 4, 4, ...escape));
      return resolveAaCombat(rng, [combatant(rng, 0, 'hero', 'hero', 1), combatant(rng, 1, 'Orc', 'foes', 1), combatant(rng, 2, 'Orc', 'foes', 1)], 2);
    };
    expect(fight(4, 6)).toMatchObject({ turns: 1, escaped: true });
    expect(fight(4, 5)).toMatchObject({ turns: 1, escaped: false });
  });
});

describe('fight=aa-combat in a game (athack sim games)', () => {
  it('the fight is settled at its first Moment: the Orc taken out dies by the hero’s hand, with its points', () => {
    const s = heroInDungeon('Warrior');
    s.options = { ...s.options, fight: 'aa-combat' };
    s.time.fight = null;
    const orc = foeBeside(s, { hd: 1 });
    const score = s.score;
    // The hero's four dice, the Orc's one: the hero's 6 beats its 5.
    const ctx = new Ctx(structuredClone(s), faces(...d6(6, 2, 2, 2, 5)));
    expect(fightBegins(ctx)).toBe(false);
    expect(said(ctx.events, /Adventure Algorithms' Combat against the Orc: 1 turn\./)).toBe(true);
    expect(currentZone(ctx.s).z.creatures.some((c) => c.id === orc.id)).toBe(false);
    expect(ctx.s.score).toBeGreaterThan(score);
    expect(ctx.events.some((e) => e.kind === 'test' && e.label === 'initiative')).toBe(false);
  });

  it('a hero taken out dies, by the creature that did it', () => {
    const s = heroInDungeon('Wizard');
    s.options = { ...s.options, fight: 'aa-combat' };
    s.time.fight = null;
    foeBeside(s, { hd: 1 });
    // The Wizard's 1+1 against the Orc's 3: the Orc has the turn and strips both.
    const ctx = new Ctx(structuredClone(s), faces(...d6(1, 1, 3)));
    fightBegins(ctx);
    expect(ctx.s.phase).toBe('dead');
    expect(ctx.s.causeOfDeath).toBe('taken out by the Orc');
  });
});
