/**
 * The Out of Action table's rows where the seed measures in playing time or
 * stops mid-sentence: what each leaves the hero with, and for how long. The
 * table's d6 forced; the hero downed with no foe left, so the table decides.
 */
import { describe, expect, it } from 'vitest';
import { hurtHero } from '../../src/core/engine/combat.js';
import { Ctx } from '../../src/core/engine/context.js';
import type { GameState } from '../../src/core/engine/types.js';
import { passMinute } from '../../src/core/engine/time.js';
import { currentZone } from '../../src/core/engine/zones.js';
import { facesThen, heroInDungeon, homeByEntrance, ok, said } from './setup.js';

/** A hero alone in zone 1, downed by a falling slab with the table's d6 (and what follows it) forced. */
function downed(...rolls: [number, number][]): { before: GameState; after: Ctx } {
  const before = heroInDungeon('Warrior');
  currentZone(before).z.creatures = [];
  Object.assign(before.hero.attributes, { STR: 14, DEX: 14, CHA: 14 });
  const ctx = new Ctx(structuredClone(before), facesThen(...rolls));
  hurtHero(ctx, 999, 'a falling slab');
  expect(ctx.s.phase).toBe('dungeon');
  return { before, after: ctx };
}

describe('the Out of Action table', () => {
  it('2, Fat Head: Disadvantage on every test for 6 Minutes of game time', () => {
    const { after } = downed([6, 2]);
    expect(said(after.events, /^Out of Action: Fat Head\./)).toBe(true);
    expect(after.s.hero.conditions).toContainEqual({ kind: 'disadvantage', attrs: 'all', minutes: 6, source: 'Fat Head' });
    const fatHead = (c: Ctx) => c.s.hero.conditions.some((x) => x.source === 'Fat Head');
    for (let minute = 1; minute <= 5; minute++) passMinute(after);
    expect(fatHead(after)).toBe(true);
    passMinute(after);
    expect(fatHead(after)).toBe(false);
  });

  it('3, Cracked Bones: Disadvantage on STR, DEX and CON tests until the hero comes Home', () => {
    const { after } = downed([6, 3]);
    const cracked = { kind: 'disadvantage', attrs: ['STR', 'DEX', 'CON'], minutes: null, source: 'Cracked Bones' };
    expect(after.s.hero.conditions).toContainEqual(cracked);
    const home = homeByEntrance(after.s).state;
    expect(home.phase).toBe('home');
    expect(home.hero.conditions).not.toContainEqual(cracked);
  });

  it('4, Disfigured: CHA lost by 1d4 for good, still lost after coming Home and a Day’s rest', () => {
    const { before, after } = downed([6, 4], [4, 3]);
    expect(after.s.hero.attributes.CHA).toBe(before.hero.attributes.CHA - 3);
    const rested = ok(homeByEntrance(after.s).state, { type: 'rest-day' }).state;
    expect(rested.hero.attributes.CHA).toBe(before.hero.attributes.CHA - 3);
  });

  it('5, Badly maimed: STR lost by 1d4 (the amount of roll 4), DEX untouched, with no question asked', () => {
    const { before, after } = downed([6, 5], [4, 2]);
    expect(after.s.hero.attributes.STR).toBe(before.hero.attributes.STR - 2);
    expect(after.s.hero.attributes.DEX).toBe(before.hero.attributes.DEX);
    expect(after.s.decision ?? null).toBeNull();
  });
});
