/**
 * Rolling dice expressions from a random source, keeping every face so an
 * interface can show "2d6+3 = 4+2+3 = 9".
 */
import { randomInt, type RandomSource } from '../rng.js';
import type { DiceExpression } from './parse.js';

export interface Roll {
  expression: string;
  /** Every die rolled, in order: its size and the face it showed. */
  faces: { sides: number; face: number }[];
  total: number;
}

/** Advantage: roll twice, keep the better; Disadvantage: keep the worse; they cancel. */
export type Edge = 'normal' | 'advantage' | 'disadvantage';

export function rollDice(expr: DiceExpression, source: RandomSource): Roll {
  const faces: Roll['faces'] = [];
  return { expression: expr.source, faces, total: rolled(expr, source, faces) };
}

/**
 * The total alone, from the same draws as `rollDice`, for the many rolls
 * whose faces nobody reads (a table's die, a zone's numbers, a modifier's
 * die): a record for every face was a good part of what a step allocated.
 */
export const rollTotal = (expr: DiceExpression, source: RandomSource): number => rolled(expr, source);

/** The dice rolled in order, each face put in `faces` when given; returns the total. */
function rolled(expr: DiceExpression, source: RandomSource, faces?: Roll['faces']): number {
  let total = 0;
  for (const term of expr.terms) {
    if (term.kind === 'constant') {
      total += term.sign * term.value;
      continue;
    }
    let sum = 0;
    for (let k = 0; k < term.count; k++) {
      const face = randomInt(source, 1, term.sides);
      faces?.push({ sides: term.sides, face });
      sum += face;
    }
    total += term.sign * sum * term.multiplier;
  }
  return total;
}

export interface EdgedRoll {
  kept: Roll;
  /** The other roll when rolled twice. */
  dropped?: Roll;
}

/**
 * Rolls with an edge. `better` says which total favours the roller: `low`
 * for roll-under tests, `high` for damage and healing.
 */
export function rollWithEdge(expr: DiceExpression, source: RandomSource, edge: Edge, better: 'high' | 'low'): EdgedRoll {
  const first = rollDice(expr, source);
  if (edge === 'normal') return { kept: first };
  const second = rollDice(expr, source);
  const firstIsBetter = better === 'high' ? first.total >= second.total : first.total <= second.total;
  const keepFirst = edge === 'advantage' ? firstIsBetter : !firstIsBetter;
  return keepFirst ? { kept: first, dropped: second } : { kept: second, dropped: first };
}

/** Combines advantage and disadvantage sources: one of each cancels to a plain roll. */
export function combineEdges(advantage: boolean, disadvantage: boolean): Edge {
  if (advantage === disadvantage) return 'normal';
  return advantage ? 'advantage' : 'disadvantage';
}
