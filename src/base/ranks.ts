/**
 * How the Roguelike's numbers become Black Hack and @HACK! numbers
 * (RULES.md §4.7 and §5): a creature's Hit Dice from its Health, the die
 * rank a creature of some HD is bought at, and the rank of a trap from its
 * average damage.
 */
import { distributionOf, parseDice } from './dice/index.js';
import { Fraction } from './fraction.js';

/** A die rank: the sides of a d4 to d20 (the @HACK! seed's ranks). */
export type DieRank = number;

/** HD = the number of d6 in the Roguelike Health (`3d6` → 3, `1d6+2` → 1), never below 1 (a Sprite's flat `1` → 1). */
export function creatureHd(health: string): number {
  const dice = parseDice(health).terms.reduce((n, t) => (t.kind === 'dice' && t.sign > 0 && t.sides === 6 ? n + t.count : n), 0);
  return Math.max(1, dice);
}

/** The @HACK! rank a creature is bought at, by its HD. */
export function rankForHd(hd: number): DieRank {
  if (hd <= 1) return 4;
  if (hd === 2) return 6;
  if (hd <= 4) return 8;
  if (hd <= 6) return 10;
  if (hd <= 8) return 12;
  return 20;
}

/** Upper bounds of average damage for each trap rank below d20, from RULES.md §5. */
const TRAP_RANK_CEILINGS: [ceiling: number, rank: DieRank][] = [
  [3, 4],
  [5, 6],
  [8, 8],
  [12, 10],
  [17, 12],
];

/**
 * The @HACK! rank of a trap: by its exact average damage, or d20 when it can
 * kill outright. A trap that does no damage (a teleport) averages 0: a d4.
 */
export function rankForTrap(damage: string | null, lethal: boolean): DieRank {
  if (lethal) return 20;
  const mean = damage === null ? Fraction.ZERO : distributionOf(parseDice(damage)).mean();
  for (const [ceiling, rank] of TRAP_RANK_CEILINGS) if (mean.compare(new Fraction(ceiling)) <= 0) return rank;
  return 20;
}
