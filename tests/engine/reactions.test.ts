/**
 * Hackssential's reaction check (RULES.md §10, `reactions=hackssential`): a
 * d10 at or under ⌊WIS/2⌋ when ambushed, cornered or first hit; a failure
 * loses the hero's turn, the creatures acting again before the hero does.
 */
import { describe, expect, it } from 'vitest';
import { creatureAttacks } from '../../src/core/engine/combat.js';
import type { GameEvent } from '../../src/core/engine/events.js';
import { DIRS, DIR_STEPS } from '../../src/core/engine/geometry.js';
import type { CreatureState, GameState } from '../../src/core/engine/types.js';
import { currentZone, walkable } from '../../src/core/engine/zones.js';
import { foeBeside, forcedCtx, heroInDungeon, withoutEnviron, ok, rolls, said, tests } from './setup.js';

/** A hero of WIS `wis` (half of it is the score to roll under) with HP to spare, a foe as quick as the hero beside it. */
function facing(wis: number, reactions: 'hackssential' | 'off' = 'hackssential'): { s: GameState; foe: CreatureState } {
  const s = withoutEnviron(heroInDungeon('Warrior'));
  s.options = { ...s.options, reactions, armourPrompt: 'never' };
  Object.assign(s.hero, { hp: 200, maxHp: 200 });
  s.hero.attributes.WIS = wis;
  s.time.fight = null;
  const foe = foeBeside(s, { speed: 7, delay: 0, hp: 200, maxHp: 200 });
  return { s, foe };
}

const text = (events: GameEvent[]) => events.map((e) => e.text).join('\n');
const defends = (events: GameEvent[]) => tests(events, 'defend against the Orc').length;

describe('reactions=hackssential: ambushed', () => {
  it('a foe already Close at the first Moment calls for the check; WIS 1 (score 0) always fails it, and the Orc acts again before the hero', () => {
    // STR 30 fends off every blow, so no first hit adds a check of its own.
    const strong = (st: GameState) => Object.assign(st.hero.attributes, { STR: 30 }) && st;
    const off = ok(strong(facing(1, 'off').s), { type: 'wait' });
    expect(rolls(off.events, /reaction check/)).toEqual([]);
    const r = ok(strong(facing(1).s), { type: 'wait' });
    expect(rolls(r.events, 'reaction check (ambushed)').map((e) => e.dice)).toEqual(['1d10']);
    expect(text(r.events)).toMatch(/Reaction check, ambushed: \d+ > 0 \(half your WIS\): you falter and lose your turn\.\nYour turn passes\./);
    // The same fight, the same dice up to the check: the lost turn is one more of the Orc's blows.
    expect(defends(r.events)).toBe(defends(off.events) + 1);
    expect(r.state.time.fight).toMatchObject({ reacted: ['ambushed'], lostTurns: 0 });
  });

  it('WIS 22 (score 11) always keeps its head: no turn is lost; a foe coming from afar is no ambush', () => {
    const r = ok(facing(22).s, { type: 'wait' });
    expect(text(r.events)).toMatch(/Reaction check, ambushed: \d+ ≤ 11 \(half your WIS\): you keep your head\./);
    expect(said(r.events, /Your turn passes/)).toBe(false);
    // A foe coming from afar is no ambush.
    const { s, foe } = facing(1);
    const { zone, z } = currentZone(s);
    // Three squares off in a line of open floor.
    const d = DIRS.find((dir) => [1, 2, 3].every((k) => walkable(zone, z, s.hero.x + k * DIR_STEPS[dir].x, s.hero.y + k * DIR_STEPS[dir].y)))!;
    Object.assign(foe, { x: s.hero.x + 3 * DIR_STEPS[d].x, y: s.hero.y + 3 * DIR_STEPS[d].y });
    const far = ok(s, { type: 'wait' });
    expect(far.state.time.fight).not.toBeNull();
    expect(rolls(far.events, /reaction check \(ambushed\)/)).toEqual([]);
  });
});

describe('reactions=hackssential: the first hit', () => {
  it('the first blow that takes HP calls for the check, once a fight; the roll is in the log like every test', () => {
    const { s } = facing(10);
    s.time.fight = { round: 2, fired: false, reacted: ['ambushed'] };
    // Defend d20 19 against STR: a failure; 1d6 damage 3; the reaction d10 6 over a score of 5.
    const ctx = forcedCtx(s, [20, 19], [6, 3], [10, 6], [20, 19], [6, 3]);
    ctx.s.hero.attributes.STR = 10;
    creatureAttacks(ctx, currentZone(ctx.s).z.creatures[0]!);
    expect(rolls(ctx.events, 'reaction check (first hit)').map((e) => e.text)).toEqual(['reaction check (first hit): 1d10 = 6']);
    expect(text(ctx.events)).toContain('Reaction check, first hit: 6 > 5 (half your WIS): you falter and lose your turn.');
    expect(ctx.s.time.fight).toMatchObject({ reacted: ['ambushed', 'first hit'], lostTurns: 1 });
    // The second blow is no shock: no d10 is asked for (the forced dice would run out).
    creatureAttacks(ctx, currentZone(ctx.s).z.creatures[0]!);
    expect(rolls(ctx.events, /reaction check/)).toHaveLength(1);
  });

  it('a blow fended off or a roll equal to the score is no lost turn', () => {
    const { s } = facing(10);
    s.time.fight = { round: 2, fired: false };
    const ctx = forcedCtx(s, [20, 19], [6, 3], [10, 5]);
    ctx.s.hero.attributes.STR = 10;
    creatureAttacks(ctx, currentZone(ctx.s).z.creatures[0]!);
    expect(text(ctx.events)).toContain('Reaction check, first hit: 5 ≤ 5 (half your WIS): you keep your head.');
    expect(ctx.s.time.fight!.lostTurns).toBeUndefined();
  });
});

describe('reactions=hackssential: cornered', () => {
  /** Every open square beside the hero filled with a harmless creature, or left open where `free`. */
  function hemmedIn(wis: number, free: boolean): GameState {
    const { s, foe } = facing(wis);
    s.time.fight = { round: 2, fired: false, reacted: ['ambushed', 'first hit'] };
    const { zone, z } = currentZone(s);
    let id = 2000;
    const open = DIRS.map((d) => ({ x: s.hero.x + DIR_STEPS[d].x, y: s.hero.y + DIR_STEPS[d].y })).filter((p) => walkable(zone, z, p.x, p.y) && !(p.x === foe.x && p.y === foe.y));
    // Left open: the square farthest from the Orc, if it is out of its reach.
    const far = open.filter((p) => Math.max(Math.abs(p.x - foe.x), Math.abs(p.y - foe.y)) > 1);
    if (free) expect(far.length).toBeGreaterThan(0);
    for (const p of open) {
      if (free && p === far[0]) continue;
      z.creatures.push({ ...foe, id: id++, name: 'statue', attitude: 'neutral', aware: false, ...p });
    }
    return s;
  }

  it('with no square to step to out of the foe’s reach, the check is made; with one, it is not', () => {
    const r = ok(hemmedIn(22, false), { type: 'wait' });
    expect(rolls(r.events, 'reaction check (cornered)')).toHaveLength(1);
    expect(text(r.events)).toMatch(/Reaction check, cornered: \d+ ≤ 11/);
    expect(rolls(ok(hemmedIn(22, true), { type: 'wait' }).events, /reaction check/)).toEqual([]);
  });
});
