import { describe, expect, it } from 'vitest';
import { DiceSyntaxError, Distribution, distributionOf, formatDice, parseDice, rollDice, rollTotal, rollWithEdge } from '../../src/base/dice/index.js';
import { Stream, type RandomSource } from '../../src/base/rng.js';

/** Forced rolls: each number is the face wanted from a die of the given size. */
function forced(faces: [sides: number, face: number][]): RandomSource {
  let k = 0;
  return {
    next() {
      const [sides, face] = faces[k++]!;
      return (face - 0.5) / sides;
    },
  };
}

describe('parsing dice expressions', () => {
  it.each([
    ['d20', '1d20'],
    ['3d6', '3d6'],
    ['2d6+3', '2d6+3'],
    ['1d6-1', '1d6-1'],
    ['1d6+1d8', '1d6+1d8'],
    ['4d8x10', '4d8x10'],
    ['2D8 × 5', '2d8x5'],
    ['7', '7'],
    ['-2', '-2'],
    [' 1d4 + 1 ', '1d4+1'],
    ['d%', '1d100'],
  ])('%s reads as %s', (text, canonical) => {
    expect(formatDice(parseDice(text))).toBe(canonical);
  });

  it.each([
    ['2d6+', 4, 'expected a number or a die at the end'],
    ['2d', 2, 'expected the number of sides after "d"'],
    ['2d6*', 4, 'expected a number after the multiplier sign'],
    ['3q6', 1, 'expected "+" or "-", found "q"'],
    ['', 0, 'empty dice expression'],
    ['1d0', 2, 'a die needs at least one side'],
    ['0d6', 0, 'a roll needs at least one die'],
    ['2d6 3', 4, 'expected "+" or "-", found "3"'],
    ['101d6', 0, '101 dice are more than 100'],
  ])('%s is refused at column %i', (text, position, reason) => {
    const error = (() => {
      try {
        parseDice(text);
      } catch (e) {
        return e;
      }
    })() as DiceSyntaxError;
    expect(error).toBeInstanceOf(DiceSyntaxError);
    expect(error.position).toBe(position);
    expect(error.reason).toBe(reason);
    expect(error.pointer().split('\n')[1]).toBe(`${' '.repeat(position)}^`);
  });

  it('an expression read twice is the same frozen one, so no roll can change another; a bad one fails every time', () => {
    const a = parseDice('2d6+1');
    expect(parseDice('2d6+1')).toBe(a);
    expect(Object.isFrozen(a) && Object.isFrozen(a.terms) && a.terms.every((t) => Object.isFrozen(t))).toBe(true);
    expect(() => ((a.terms[0] as { count: number }).count = 9)).toThrow(TypeError);
    expect(formatDice(parseDice('2d6+1'))).toBe('2d6+1');
    for (let k = 0; k < 2; k++) expect(() => parseDice('2d')).toThrow(DiceSyntaxError);
  });
});

describe('exact distributions', () => {
  it('2d6 is the triangle every player knows', () => {
    const d = distributionOf(parseDice('2d6'));
    expect(d.probability(7).toString()).toBe('1/6');
    expect(d.probability(2).toString()).toBe('1/36');
    expect(d.probability(12).toString()).toBe('1/36');
    expect(d.mean().toString()).toBe('7');
    expect([d.min, d.max]).toEqual([2, 12]);
  });

  it('3d6 rolls 10 with 27 ways in 216', () => {
    expect(distributionOf(parseDice('3d6')).probability(10).toString()).toBe('1/8');
  });

  it('1d6+1d8 has mean 8 and 6/48 for each of 7, 8 and 9', () => {
    const d = distributionOf(parseDice('1d6+1d8'));
    expect(d.mean().toString()).toBe('8');
    for (const v of [7, 8, 9]) expect(d.probability(v).toString()).toBe('1/8');
    expect(d.probability(2).toString()).toBe('1/48');
  });

  it('multipliers and negative terms move the support', () => {
    const d = distributionOf(parseDice('4d8x10'));
    expect([d.min, d.max]).toEqual([40, 320]);
    expect(d.probability(45).toString()).toBe('0');
    expect(d.mean().toString()).toBe('180');
    const e = distributionOf(parseDice('1d6-1'));
    expect([e.min, e.max]).toEqual([0, 5]);
    expect(e.mean().toString()).toBe('5/2');
  });

  it('probabilities sum to exactly 1 even for 20d20', () => {
    const d = distributionOf(parseDice('20d20'));
    const total = d.entries().reduce((s, e) => s.add(e.probability), d.probability(-1));
    expect(total.toString()).toBe('1');
    expect(d.probability(20).toString()).toBe(`1/${20n ** 20n}`);
  });

  it('best of two d20: keeping the higher gives 20 with 39/400', () => {
    expect(Distribution.die(20).bestOfTwo('high').probability(20).toString()).toBe('39/400');
    expect(Distribution.die(20).bestOfTwo('low').probability(20).toString()).toBe('1/400');
  });
});

describe('rolling', () => {
  it('forced faces give the totals of the rules', () => {
    const r = rollDice(parseDice('2d6+1d8x10-1'), forced([[6, 3], [6, 5], [8, 2]]));
    expect(r.faces.map((f) => f.face)).toEqual([3, 5, 2]);
    expect(r.total).toBe(3 + 5 + 20 - 1);
  });

  it('advantage on a roll-under test keeps the lower roll, disadvantage the higher', () => {
    const both: [number, number][] = [[20, 14], [20, 3]];
    expect(rollWithEdge(parseDice('d20'), forced(both), 'advantage', 'low').kept.total).toBe(3);
    expect(rollWithEdge(parseDice('d20'), forced(both), 'disadvantage', 'low').kept.total).toBe(14);
    expect(rollWithEdge(parseDice('d20'), forced(both), 'advantage', 'high').kept.total).toBe(14);
    expect(rollWithEdge(parseDice('d20'), forced(both), 'normal', 'low').dropped).toBeUndefined();
  });

  it('a fixed seed gives a fixed sequence', () => {
    const s = Stream.derive('athack', 'gameplay');
    const totals = Array.from({ length: 8 }, () => rollDice(parseDice('1d6'), s).total);
    const again = Stream.derive('athack', 'gameplay');
    expect(Array.from({ length: 8 }, () => rollDice(parseDice('1d6'), again).total)).toEqual(totals);
    // Each total is the stream's own draw read as a face.
    const raw = Stream.derive('athack', 'gameplay');
    expect(totals).toEqual(Array.from({ length: 8 }, () => 1 + Math.floor(raw.next() * 6)));
  });

  it('a total rolled alone is the full roll\'s total, from the same draws', () => {
    for (const dice of ['2d6+1d8x10-1', 'd20', '3d6-2', '4', '1d4+2d12']) {
      const full = Stream.derive('totals', dice);
      const alone = Stream.derive('totals', dice);
      for (let k = 0; k < 50; k++) expect(rollTotal(parseDice(dice), alone)).toBe(rollDice(parseDice(dice), full).total);
      // The streams stand at the same draw afterwards.
      expect(alone.state()).toEqual(full.state());
    }
  });

  it('rolls stay inside the exact distribution\'s support', () => {
    const s = Stream.derive('support', 'gameplay');
    const expr = parseDice('3d6-2');
    for (let k = 0; k < 500; k++) {
      const t = rollDice(expr, s).total;
      expect(t).toBeGreaterThanOrEqual(1);
      expect(t).toBeLessThanOrEqual(16);
    }
  });
});
