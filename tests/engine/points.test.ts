/** Points as the player is paid them: loot counted piece by piece at the end, and the points victory wherever the 100th point comes. */
import { describe, expect, it } from 'vitest';
import { currentZone } from '../../src/core/engine/zones.js';
import { aliveInDungeon, ok, said, walkThrough } from './setup.js';
import type { GameState, Item } from '../../src/core/engine/types.js';

const find = (id: number, name: string, kind: Item['kind'], quantity: number): Item => ({
  id, name, kind, quantity, usageDie: null, av: null, weaponKind: null, large: false, ranged: false, gear: false, value: 5, magic: null, loot: true,
});

/** A hero in zone 1 playing for points, `score` of them made. */
function playingForPoints(score: number): GameState {
  const s = aliveInDungeon('Warrior');
  s.options.victory = 'points-100';
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
