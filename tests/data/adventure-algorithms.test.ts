import { describe, expect, it } from 'vitest';
import type { ListTable } from '../../src/data/table.js';
import { CLASS_RATINGS, CLASS_RULES } from '../../src/data/adventure-algorithms/classes.js';
import { COMBAT, COMBAT_ACTIONS, WOUNDS } from '../../src/data/adventure-algorithms/combat.js';
import { APPROPRIATENESS, DIFFICULTIES, QUICK_FORMULA } from '../../src/data/adventure-algorithms/quick-formula.js';
import { SURVEY, SURVEY_FIELDS } from '../../src/data/adventure-algorithms/survey.js';
import { CRAFTS, SUPPLY_BONUSES, WORKSHOP } from '../../src/data/adventure-algorithms/workshop.js';
import { named } from './lookup.js';

// Ids, sources, schemas, errata and registration of every table: tests/data/registry.test.ts.

function only<R>(table: ListTable<R>): R {
  expect(table.rows).toHaveLength(1);
  const first = table.rows[0];
  if (first === undefined) throw new Error(`${table.id} is empty`);
  return first;
}

const sides = (die: string) => Number(die.split('d')[1]);

describe('adventure-algorithms: Quick Formula', () => {
  it('difficulties are 10 (challenging) and 20 (borderline impossible)', () => {
    expect(DIFFICULTIES.rows.map((r) => [r.name, r.difficulty])).toEqual([
      ['Challenging', 10],
      ['Borderline impossible', 20],
    ]);
  });

  it('uses d6 and counts only helpers\' sixes (the face that always takes an enemy out)', () => {
    const q = only(QUICK_FORMULA);
    expect(q.die).toBe('1d6');
    expect(q.helperFace).toBe(sides(q.die));
    expect(only(SURVEY).helperFace).toBe(q.helperFace);
  });

  it('a semi-appropriate Class rolls half its dice, and the rounding is recorded', () => {
    const semi = named(APPROPRIATENESS, 'Semi-appropriate');
    expect(semi.numerator / semi.denominator).toBe(0.5);
    expect(semi.minimum).toBe(1);
    expect(APPROPRIATENESS.errata?.[0]?.where).toBe('Semi-appropriate');
    expect(named(APPROPRIATENESS, 'Appropriate').numerator / named(APPROPRIATENESS, 'Appropriate').denominator).toBe(1);
  });

  it('the strongest Class can reach the top difficulty, the weakest cannot', () => {
    const most = named(CLASS_RULES, 'Most dice in a Class').value;
    const top = Math.max(...DIFFICULTIES.rows.map((r) => r.difficulty));
    expect(most * 6).toBeGreaterThanOrEqual(top);
    expect(1 * 6).toBeLessThan(Math.min(...DIFFICULTIES.rows.map((r) => r.difficulty)));
  });
});

describe('adventure-algorithms: classes', () => {
  it('a new character has 10 dice in 3 or 4 Classes of at most 4, so the dice always fit', () => {
    const start = named(CLASS_RULES, 'Starting dice').value;
    expect(start).toBe(10);
    const fewest = named(CLASS_RULES, 'Fewest starting Classes').value;
    const most = named(CLASS_RULES, 'Most starting Classes').value;
    const cap = named(CLASS_RULES, 'Most dice in a starting Class').value;
    expect([fewest, most, cap]).toEqual([3, 4, 4]);
    expect(fewest * cap).toBeGreaterThanOrEqual(start);
    expect(most).toBeLessThanOrEqual(start);
  });

  it('ratings run from rookie (1) to demigod (6), within the Class cap', () => {
    expect(CLASS_RATINGS.rows.map((r) => [r.dice, r.name])).toEqual([
      [1, 'Rookie'],
      [3, 'Expert'],
      [6, 'Demigod'],
    ]);
    for (const r of CLASS_RATINGS.rows) expect(r.dice).toBeLessThanOrEqual(named(CLASS_RULES, 'Most dice in a Class').value);
  });
});

describe('adventure-algorithms: Survey', () => {
  it('rolls a Field of 10d6 in a triangle with 3 corners and needs the Prize at least twice', () => {
    expect(only(SURVEY)).toMatchObject({ supplyDie: '1d6', fieldDie: '1d6', fieldDice: 10, layout: 'triangle', corners: 3, prizeMinCount: 2 });
  });

  it('the standard Field matches the first field size', () => {
    expect(SURVEY_FIELDS.rows[0]?.dice).toBe(only(SURVEY).fieldDice);
  });

  it('every Field size is a triangle (10, 15, 21 dice in 4, 5, 6 rows)', () => {
    expect(SURVEY_FIELDS.rows.map((r) => [r.dice, r.rows])).toEqual([
      [10, 4],
      [15, 5],
      [21, 6],
    ]);
    for (const r of SURVEY_FIELDS.rows) expect(r.dice).toBe((r.rows * (r.rows + 1)) / 2);
  });

  it('every Field is big enough that some number always shows the required number of times', () => {
    const s = only(SURVEY);
    const faces = sides(s.fieldDie);
    for (const f of SURVEY_FIELDS.rows) expect(f.dice).toBeGreaterThan(faces * (s.prizeMinCount - 1));
  });
});

describe('adventure-algorithms: Workshop', () => {
  it('a standard Craft is three piles of three dice (the example\'s nine dice)', () => {
    const standard = named(CRAFTS, 'Standard');
    expect(standard.piles * standard.dicePerPile).toBe(9);
    expect(CRAFTS.rows.map((r) => r.piles)).toEqual([3, 4, 5]);
  });

  it('Supply bonuses are +1 each; a Class of 5 with all three has 8 dice, as Gex does', () => {
    expect(SUPPLY_BONUSES.rows.map((r) => r.bonus)).toEqual([1, 1, 1]);
    expect(5 + SUPPLY_BONUSES.rows.reduce((sum, r) => sum + r.bonus, 0)).toBe(8);
  });

  it('places one die per round, on d6', () => {
    expect(only(WORKSHOP)).toMatchObject({ die: '1d6', placedPerRound: 1 });
  });
});

describe('adventure-algorithms: Combat', () => {
  it('support needs two dice to give and stops at six held', () => {
    const c = only(COMBAT);
    expect(c.supportGiverMinDice).toBe(2);
    expect(c.supportTargetMaxDice).toBe(6);
  });

  it('ranges in the optional rules run low to high', () => {
    const c = only(COMBAT);
    expect([c.massCombatMaxFrom, c.massCombatMaxTo]).toEqual([15, 20]);
    expect([c.largeMonsterDiceFrom, c.largeMonsterDiceTo]).toEqual([5, 6]);
    expect(c.largeMonsterDiceTo).toBeLessThanOrEqual(c.supportTargetMaxDice);
  });

  it('only Support keeps the turn', () => {
    expect(COMBAT_ACTIONS.rows.filter((r) => !r.endsTurn).map((r) => r.name)).toEqual(['Support']);
    expect(COMBAT_ACTIONS.rows.map((r) => r.name)).toEqual(['Attack', 'Support', 'Change tactic', 'Retreat']);
  });

  it('a wounded PC picks two options, one with armour', () => {
    expect(only(WOUNDS)).toMatchObject({ choices: 2, choicesWithArmour: 1, healerUndoes: 1, fatalWounds: 2 });
  });
});
