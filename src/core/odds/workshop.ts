/**
 * Adventure Algorithms' Workshop (RULES.md §10): the Craft is three piles of
 * three d6. Each round the worker rolls any number of the supply dice left,
 * and may put one of the dice rolled in place of one Craft die; the others
 * rolled are spent. The work is done when the three piles have equal
 * totals, and fails when the supply runs out first.
 *
 * The chance is best play's, exact: with m supply dice left every chance is a
 * whole number of 6^m equally likely rolls, so the search keeps integers.
 * A pile is a multiset of three faces (56 of them), a Craft three piles in
 * any order, so every position is a small number and the search fills a
 * table of them.
 */
import { Fraction } from '../../base/fraction.js';
import { CRAFTS } from '../../data/adventure-algorithms/workshop.js';

const STANDARD = CRAFTS.rows.find((c) => c.name === 'Standard')!;
export const PILES = STANDARD.piles;
export const PILE_SIZE = STANDARD.dicePerPile;

/** Whether the piles' totals are all equal: the Craft is done. */
export function pilesEqual(craft: readonly number[]): boolean {
  const totals = pileTotals(craft);
  return totals.every((t) => t === totals[0]);
}

export function pileTotals(craft: readonly number[]): number[] {
  return pileSlices(craft).map((pile) => pile.reduce((a, b) => a + b, 0));
}

/** The Craft's dice pile by pile: the first three, the next three, the last three. */
export const pileSlices = (craft: readonly number[]): number[][] => Array.from({ length: PILES }, (_, p) => craft.slice(p * PILE_SIZE, (p + 1) * PILE_SIZE));

/** Every pile as its faces, lowest first; a pile's number is its place in this list. */
const PILE_FACES: number[][] = [];
for (let a = 1; a <= 6; a++) for (let b = a; b <= 6; b++) for (let c = b; c <= 6; c++) PILE_FACES.push([a, b, c]);
const pileNumber = (faces: readonly number[]): number => {
  const [a, b, c] = [...faces].sort((x, y) => x - y);
  return PILE_FACES.findIndex((f) => f[0] === a && f[1] === b && f[2] === c);
};
const KINDS = PILE_FACES.length;
const pilesOf = (craft: readonly number[]): number[] => pileSlices(craft).map(pileNumber);
const PILE_TOTAL = PILE_FACES.map((f) => f[0]! + f[1]! + f[2]!);
/** REPLACED[pile][slot][face]: the pile with its die in `slot` turned to `face`. */
const REPLACED = PILE_FACES.map((f) => f.map((_, slot) => [0, 1, 2, 3, 4, 5, 6].map((face) => (face === 0 ? -1 : pileNumber(f.map((x, k) => (k === slot ? face : x)))))));

/** The most supply dice the table holds positions for. */
export const WORKSHOP_MAX_SUPPLY = 9;
const MAX_SUPPLY = WORKSHOP_MAX_SUPPLY;
/** Whole numbers of rolls, 6^m, for every supply size searched. */
const ROLLS = Array.from({ length: MAX_SUPPLY + 1 }, (_, m) => 6 ** m);

/** The chance best play completes the Craft with `supply` dice left. */
export function workshopChance(craft: readonly number[], supply: number): Fraction {
  if (supply > MAX_SUPPLY) throw new RangeError(`the Workshop's odds are worked out for up to ${MAX_SUPPLY} supply dice`);
  return new Fraction(new Search().winsOf(craft, supply), ROLLS[supply]!);
}

/** How many dice best play rolls now (the fewest, of those equally good). */
export function bestRoll(craft: readonly number[], supply: number): number {
  return new Search().bestRoll(pilesOf(craft), supply);
}

/** The best use of `rolled` on `craft` with `left` supply dice still to roll after: the slot and face, or null to keep none. */
export function bestPlacement(craft: readonly number[], rolled: readonly number[], left: number): { slot: number; face: number } | null {
  const search = new Search();
  let best = search.winsOf(craft, left);
  let choice: { slot: number; face: number } | null = null;
  for (const face of new Set(rolled))
    for (let slot = 0; slot < craft.length; slot++) {
      if (craft[slot] === face) continue;
      const w = search.winsOf(craft.map((x, k) => (k === slot ? face : x)), left);
      if (w > best) [best, choice] = [w, { slot, face }];
    }
  return choice;
}

/**
 * wins for each (piles in order, supply left), or -1 not yet known: a pure
 * function of the position, so kept for every Craft. Made on first use: the
 * engine reads this module's pile rules in every game, the odds only in some.
 */
let table: Int32Array | undefined;
const TABLE = (): Int32Array => (table ??= new Int32Array(KINDS * KINDS * KINDS * (MAX_SUPPLY + 1)).fill(-1));

class Search {
  winsOf(craft: readonly number[], supply: number): number {
    const [a, b, c] = pilesOf(craft) as [number, number, number];
    return this.wins(a, b, c, supply);
  }

  /** Of the 6^supply ways the supply may roll, how many best play turns into a finished Craft. */
  wins(x: number, y: number, z: number, supply: number): number {
    // The piles in order, so a Craft is kept once whichever pile is which.
    let a = x;
    let b = y;
    let c = z;
    if (a > b) [a, b] = [b, a];
    if (b > c) [b, c] = [c, b];
    if (a > b) [a, b] = [b, a];
    if (PILE_TOTAL[a] === PILE_TOTAL[b] && PILE_TOTAL[b] === PILE_TOTAL[c]) return ROLLS[supply]!;
    if (supply === 0) return 0;
    const key = ((a * KINDS + b) * KINDS + c) * (MAX_SUPPLY + 1) + supply;
    const known = TABLE()[key]!;
    if (known >= 0) return known;
    let best = 0;
    for (let k = 1; k <= supply; k++) best = Math.max(best, this.rolling(a, b, c, supply, k));
    TABLE()[key] = best;
    return best;
  }

  /** The best number of dice to roll now. */
  bestRoll(piles: readonly number[], supply: number): number {
    const [a, b, c] = piles as [number, number, number];
    let best = 1;
    for (let k = 2; k <= supply; k++) if (this.rolling(a, b, c, supply, k) > this.rolling(a, b, c, supply, best)) best = k;
    return best;
  }

  /**
   * Rolling k of `supply` dice: whichever faces come up, the best of them is
   * used (or none). Ranking the six faces by what each is worth, the best
   * face rolled is the j-th exactly when it shows and none better does:
   * (7−j)^k − (6−j)^k of the 6^k rolls.
   */
  private rolling(a: number, b: number, c: number, supply: number, k: number): number {
    const after = supply - k;
    const keep = this.wins(a, b, c, after);
    const worth = [keep, keep, keep, keep, keep, keep];
    for (let face = 1; face <= 6; face++) {
      let w = keep;
      for (let slot = 0; slot < PILE_SIZE; slot++) {
        const ta = REPLACED[a]![slot]![face]!;
        const tb = REPLACED[b]![slot]![face]!;
        const tc = REPLACED[c]![slot]![face]!;
        if (ta !== a) w = Math.max(w, this.wins(ta, b, c, after));
        if (tb !== b) w = Math.max(w, this.wins(a, tb, c, after));
        if (tc !== c) w = Math.max(w, this.wins(a, b, tc, after));
      }
      worth[face - 1] = w;
    }
    worth.sort((x, y) => y - x);
    let total = 0;
    for (let j = 1; j <= 6; j++) total += ((7 - j) ** k - (6 - j) ** k) * worth[j - 1]!;
    return total;
  }
}
