import { describe, expect, it } from 'vitest';
import { THRESHOLDS } from '../../src/data/hackssential/checks.js';
import { CONSTANTS } from '../../src/data/hackssential/constants.js';
import { LOAD_TIERS } from '../../src/data/hackssential/load.js';
import { MOVEMENT } from '../../src/data/hackssential/movement.js';
import { REACTION, REACTION_TRIGGERS } from '../../src/data/hackssential/reaction.js';
import { DECLARATION_ORDER } from '../../src/data/hackssential/sequence.js';
import type { LoadTier } from '../../src/data/hackssential/schema.js';
import { named } from './lookup.js';

// Ids, sources, schemas, row order, errata and registration of every table: tests/data/registry.test.ts.

/** The first tier, in order, whose limits hold for this load. */
function loadTier(items: number, body: number, control: number): LoadTier['name'] {
  const maxLoad = named(CONSTANTS, 'Max load base').value + body;
  const over = Math.max(0, items - maxLoad);
  for (const tier of LOAD_TIERS.rows) {
    const left = control + tier.controlPerExtraItem * over;
    if (tier.maxItems && items > tier.maxItems.base + tier.maxItems.perBody * body) continue;
    if (tier.minControl !== null && left < tier.minControl) continue;
    return tier.name;
  }
  throw new Error('no tier');
}

describe('hackssential: movement by Control', () => {
  it('covers Control 1 to 10 without gaps', () => {
    expect(MOVEMENT.rows[0]?.min).toBe(1);
    expect(MOVEMENT.rows.at(-1)?.max).toBe(10);
    for (let i = 1; i < MOVEMENT.rows.length; i++) expect(MOVEMENT.rows[i]?.min).toBe((MOVEMENT.rows[i - 1]?.max ?? NaN) + 1);
  });

  it('average Control (5-6) moves 8 m/turn, the minimum 4 and the maximum 12', () => {
    const at = (co: number) => MOVEMENT.rows.find((r) => r.min <= co && co <= r.max)?.mov;
    expect(at(5)).toBe(8);
    expect(at(6)).toBe(8);
    expect(at(1)).toBe(4);
    expect(at(10)).toBe(12);
    expect(at(3)).toBe(6);
    expect(at(8)).toBe(10);
  });

  it('the maximum is triple the minimum and half again the average', () => {
    const mov = MOVEMENT.rows.map((r) => r.mov);
    const min = mov[0] ?? NaN;
    const max = mov.at(-1) ?? NaN;
    expect(max).toBe(3 * min);
    expect(max).toBe(1.5 * named(MOVEMENT, 'Average').mov);
    for (let i = 1; i < mov.length; i++) expect((mov[i] ?? NaN) - (mov[i - 1] ?? NaN)).toBe(2);
  });
});

describe('hackssential: load', () => {
  it('tiers come in order', () => {
    expect(LOAD_TIERS.rows.map((r) => r.name)).toEqual(['Unencumbered', 'Encumbered', 'Burdened', 'Overloaded']);
  });

  it('3 items are unencumbered; max load (3 + BU) is encumbered; each item over costs 1 Control', () => {
    expect(named(CONSTANTS, 'Unencumbered item limit').value).toBe(named(LOAD_TIERS, 'Unencumbered').maxItems?.base);
    expect(loadTier(3, 2, 6)).toBe('Unencumbered');
    expect(loadTier(4, 2, 6)).toBe('Encumbered');
    expect(loadTier(5, 2, 6)).toBe('Encumbered');
    expect(loadTier(6, 2, 6)).toBe('Burdened');
    expect(loadTier(8, 2, 6)).toBe('Burdened');
    expect(loadTier(9, 2, 6)).toBe('Overloaded');
    expect(loadTier(4, 0, 6)).toBe('Burdened');
  });
});

describe('hackssential: checks', () => {
  it('the Reaction check is 1d10 at or under SOM and costs the turn on a failure', () => {
    expect(REACTION.rows[0]).toMatchObject({ die: '1d10', atMostScore: 'SOM', turnsLostOnFailure: 1 });
    expect(REACTION_TRIGGERS.rows.filter((r) => r.context === 'combat')).toHaveLength(5);
    expect(REACTION_TRIGGERS.rows.filter((r) => r.context === 'non-combat')).toHaveLength(4);
  });

  it('seven threshold levels, each anchored one CS above the last, with no printed values', () => {
    expect(THRESHOLDS.rows.map((r) => r.name)).toEqual(['Trivial', 'Easy', 'Simple', 'Average', 'Complex', 'Hard', 'Heroic']);
    THRESHOLDS.rows.forEach((r, i) => {
      expect(r.rank).toBe(i + 1);
      expect(r.bestCaseCs).toBe(i + 1);
      expect(r.worstCaseCs - r.bestCaseCs).toBe(4);
      expect(r.threshold).toBeNull();
    });
    expect(THRESHOLDS.errata?.length).toBeGreaterThan(0);
  });

  it('actions are declared lowest SOM first, then Empathy, then 1d10', () => {
    expect(DECLARATION_ORDER.rows.map((r) => [r.order, r.key, r.direction])).toEqual([
      [1, 'SOM', 'ascending'],
      [2, 'Empathy', 'ascending'],
      [3, '1d10', 'ascending'],
    ]);
  });

  it('a turn lasts 6 seconds; each advantage is +1 and each disadvantage -1', () => {
    expect(named(CONSTANTS, 'Turn length (seconds)').value).toBe(6);
    expect(named(CONSTANTS, 'Advantage').value).toBe(1);
    expect(named(CONSTANTS, 'Disadvantage').value).toBe(-1);
  });
});
