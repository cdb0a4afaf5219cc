import { describe, expect, it } from 'vitest';
import { creatureHd, rankForHd, rankForTrap } from '../../src/base/ranks.js';

describe('translating Roguelike numbers', () => {
  it.each([
    ['3d6', 3],
    ['1d6+1', 1],
    ['4d6', 4],
    ['1', 1],
    ['2', 1],
    ['1d6+2', 1],
  ])('Health %s gives %i HD', (health, hd) => {
    expect(creatureHd(health)).toBe(hd);
  });

  it.each([
    [1, 4],
    [2, 6],
    [3, 8],
    [4, 8],
    [5, 10],
    [6, 10],
    [7, 12],
    [8, 12],
    [9, 20],
    [14, 20],
  ])('HD %i is bought at d%i', (hd, rank) => {
    expect(rankForHd(hd)).toBe(rank);
  });

  it.each([
    ['1d6', 6], // average 7/2 ≤ 5
    ['1d4', 4], // average 5/2 ≤ 3
    ['2d6', 8], // average 7 ≤ 8
    ['2d6+2', 10], // average 9 ≤ 12
    ['4d6', 12], // average 14 ≤ 17
    ['6d6', 20], // average 21
  ] as const)('a trap dealing %s is ranked d%i by its average', (damage, rank) => {
    expect(rankForTrap(damage, false)).toBe(rank);
  });

  it('a lethal trap is d20 whatever its damage', () => {
    expect(rankForTrap('1d4', true)).toBe(20);
    expect(rankForTrap(null, true)).toBe(20);
  });

  it('a trap that does no damage (a teleport) is a d4', () => {
    expect(rankForTrap(null, false)).toBe(4);
  });

  it('the boundaries are inclusive: an average of exactly 3 is d4, 3.5 is d6', () => {
    expect(rankForTrap('1d5', false)).toBe(4);
    expect(rankForTrap('1d6', false)).toBe(6);
  });
});
