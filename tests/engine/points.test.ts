/** Points as the player is paid them: loot counted piece by piece at the end, and the points victory wherever the 100th point comes. */
import { describe, expect, it } from 'vitest';
import { currentZone } from '../../src/core/engine/zones.js';
import { aliveInDungeon, foeBeside, heroInDungeon, ok, openSquares, said, toward, walkThrough } from './setup.js';
import type { GameState, Item } from '../../src/core/engine/types.js';

const find = (id: number, name: string, kind: Item['kind'], quantity: number): Item => ({
  id, name, kind, quantity, usageDie: null, av: null, weaponKind: null, large: false, ranged: false, gear: false, value: 5, magic: null, loot: true,
});

/** A hero in zone 1 playing for points, `score` of them made. */
function playingForPoints(score: number): GameState {
  const s = aliveInDungeon('Warrior');
  s.options = { ...s.options, victory: 'points-100' };
  s.score = score;
  currentZone(s).z.creatures = [];
  return s;
}

describe('points', () => {
  it('at the end each coin in the purse and each gem of a stack is a piece of loot worth a point', () => {
    const s = playingForPoints(100);
    s.hero.coins = 7;
    s.hero.items.push(find(9001, '3 small gems', 'valuable', 3), find(9002, 'long sword', 'weapon', 1));
    const r = ok(s, { type: 'wait' });
    expect(r.state.phase).toBe('won');
    expect(said(r.events, /^Loot carried: 11 pieces\. \(\+11 points\)$/)).toBe(true);
    expect(r.state.score).toBe(111);
  });

  it('leaving zone 1 for Home with the 100th point wins the game', () => {
    const s = playingForPoints(97);
    const { zone } = currentZone(s);
    const r = walkThrough(s, zone.exits.find((e) => e.entry)!);
    expect(r.state.score).toBeGreaterThanOrEqual(100);
    expect(r.state.phase).toBe('won');
    expect(said(r.events, /100 points: you have won!/)).toBe(true);
  });
});

describe('the rarer rewards', () => {
  it("the Black Hack's Experience for failing spectacularly: put Out of Action and back on one's feet", () => {
    for (let seed = 1; seed <= 30; seed++) {
      const s = structuredClone(heroInDungeon('Warrior', String(seed)));
      if (s.phase !== 'dungeon' || s.pending) continue;
      currentZone(s).z.creatures = [];
      s.hero.hp = 1;
      s.hero.conditions.push({ kind: 'ongoing', damage: 5, source: 'a test poison' });
      const r = ok(s, { type: 'wait' });
      if (r.state.phase !== 'dungeon') continue;
      expect(said(r.events, /^Out of Action: /)).toBe(true);
      expect(r.state.hero.experiences).toBe(s.hero.experiences + 1);
      expect(said(r.events, /^An Experience: failing spectacularly \(/)).toBe(true);
      return;
    }
    throw new Error('no seed of 1-30 has the hero get up from Out of Action');
  });

  it('the hero scores 10 as the last Commercial At Character standing, when the last rival @ in the zone falls', () => {
    const s = structuredClone(heroInDungeon('Warrior'));
    s.hero.attributes.STR = 40;
    const rival = foeBeside(s, { name: 'Commercial At Character', category: 'Humanoids', glyph: '@', hp: 1, maxHp: 10 });
    const dir = toward(s, rival);
    // With a second rival still about, the first one's fall pays only the kill.
    const withTwo = structuredClone(s);
    const far = openSquares(withTwo).at(-1)!;
    currentZone(withTwo).z.creatures.push({ ...rival, id: 998, ...far, hp: 50, maxHp: 50, aware: false, attitude: 'neutral' });
    const first = ok(withTwo, { type: 'move', dir });
    expect(said(first.events, /last Commercial At Character/)).toBe(false);
    const last = ok(s, { type: 'move', dir });
    expect(said(last.events, /^You are the last Commercial At Character standing\. \(\+10 points\)$/)).toBe(true);
    expect(last.state.score).toBe(s.score + 5 + 10);
  });
});
