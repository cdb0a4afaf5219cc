/**
 * Adventure Algorithms' Survey (RULES.md §10): the Field is 10 d6 laid out
 * as a triangle of rows 1, 2, 3, 4, like billiard balls; a supply die
 * explores a Field die showing the same or lower, at a corner or next to a
 * die already explored. The Prize is a number the Field shows at least
 * twice, unknown until the first one is explored; the search succeeds when
 * every die showing it is explored.
 *
 * The chance here is the best play's: at every point the explorer picks the
 * move that wins for the most of the Prizes still possible, each equally
 * likely (the game draws the Prize evenly among them). A plan is a fixed
 * answer to what was seen, and what is seen is fixed by the true Prize, so
 * each Prize is either found or not: the chance is a whole number of the
 * possible Prizes over their count, worked out exactly by search over the
 * explored dice and the supply left.
 */
import { Fraction } from '../../base/fraction.js';
import { SURVEY, SURVEY_FIELDS } from '../../data/adventure-algorithms/survey.js';

const RULE = SURVEY.rows[0]!;
const STANDARD = SURVEY_FIELDS.rows.find((f) => f.dice === RULE.fieldDice)!;
export const FIELD_SIZE = RULE.fieldDice;
/** The rows of the triangle, top first (1, 2, 3, 4 dice): their first index and length. */
export const FIELD_ROWS: readonly { start: number; length: number }[] = Array.from({ length: STANDARD.rows }, (_, r) => ({ start: (r * (r + 1)) / 2, length: r + 1 }));
/** The top, the bottom left and the bottom right die. */
export const FIELD_CORNERS: readonly number[] = [0, FIELD_ROWS.at(-1)!.start, FIELD_SIZE - 1];

const place = (index: number): { row: number; col: number } => {
  const row = FIELD_ROWS.findIndex((r) => index < r.start + r.length);
  return { row, col: index - FIELD_ROWS[row]!.start };
};
const indexAt = (row: number, col: number): number | undefined => {
  const r = FIELD_ROWS[row];
  return r && col >= 0 && col < r.length ? r.start + col : undefined;
};

/** Touching dice in the packed triangle: beside it in its row, two above, two below. */
export const FIELD_NEIGHBOURS: readonly (readonly number[])[] = Array.from({ length: FIELD_SIZE }, (_, i) => {
  const { row, col } = place(i);
  const around: [number, number][] = [[row, col - 1], [row, col + 1], [row - 1, col - 1], [row - 1, col], [row + 1, col], [row + 1, col + 1]];
  return around.flatMap(([r, c]) => indexAt(r, c) ?? []);
});

/** Whether the die at `index` may be explored now: unexplored, and a corner or next to an explored die. */
export function reachable(explored: readonly boolean[], index: number): boolean {
  return open(exploredBits(explored), index);
}

const exploredBits = (explored: readonly boolean[]): number => explored.reduce((m, e, i) => (e ? m | (1 << i) : m), 0);

function open(explored: number, i: number): boolean {
  if (explored & (1 << i)) return false;
  return FIELD_CORNERS.includes(i) || FIELD_NEIGHBOURS[i]!.some((n) => explored & (1 << n));
}

/**
 * The possible Prizes, lowest first: the numbers the Field shows at least
 * twice. The seed asks the GM to avoid a Prize that makes the task plainly
 * hopeless, so a number shown more times than there are supply dice is left
 * out, unless every one of them is.
 */
export function prizeCandidates(field: readonly number[], supply: number): number[] {
  const shown = (v: number) => field.filter((f) => f === v).length;
  const twice = [1, 2, 3, 4, 5, 6].filter((v) => shown(v) >= RULE.prizeMinCount);
  const fair = twice.filter((v) => shown(v) <= supply);
  return fair.length > 0 ? fair : twice;
}

/** What the explorer knows: the Field, the possible Prizes, the supply left, which dice are explored, and the Prize once one is found. */
export interface SurveyView {
  field: readonly number[];
  /** The Prizes the game drew among (`prizeCandidates` when the supply was rolled). */
  candidates: readonly number[];
  supply: readonly number[];
  explored: readonly boolean[];
  /** The Prize, once a die showing it is explored; null before. */
  found: number | null;
}

/** The Prizes still possible: the one found, or every candidate no explored die shows. */
export function possiblePrizes(v: SurveyView): number[] {
  if (v.found !== null) return [v.found];
  return v.candidates.filter((p) => !v.field.some((f, i) => f === p && v.explored[i]));
}

/** The most supply dice the search keeps positions for (9 bits of its key). */
export const SURVEY_MAX_SUPPLY = 9;

/** The chance best play finds every Prize from here. */
export function surveyChance(v: SurveyView): Fraction {
  if (v.supply.length > SURVEY_MAX_SUPPLY) throw new RangeError(`the Survey's odds are worked out for up to ${SURVEY_MAX_SUPPLY} supply dice`);
  const prizes = possiblePrizes(v);
  if (prizes.length === 0) return Fraction.ZERO;
  const supply = [...v.supply].sort((a, b) => b - a);
  const won = new Search(v.field, supply).won(exploredBits(v.explored), (1 << supply.length) - 1, bits(prizes), v.found !== null);
  return new Fraction(won, prizes.length);
}

/** Best play's next move: which supply die (its place in `v.supply`) explores which Field die; undefined when none can. */
export function bestExplore(v: SurveyView): { die: number; at: number } | undefined {
  const prizes = possiblePrizes(v);
  const supply = [...v.supply].sort((a, b) => b - a);
  const move = new Search(v.field, supply).choose(exploredBits(v.explored), (1 << supply.length) - 1, bits(prizes), v.found !== null);
  return move.die < 0 ? undefined : { die: v.supply.indexOf(supply[move.die]!), at: move.at };
}

const bits = (values: readonly number[]): number => values.reduce((m, p) => m | (1 << p), 0);
const count = (m: number): number => {
  let n = 0;
  for (; m; m &= m - 1) n++;
  return n;
};

/** Best play by exhaustive search, remembering each position: the explored dice, the supply dice left, the Prizes possible. */
class Search {
  private readonly memo = new Map<number, number>();
  private readonly allOf: number[];

  constructor(
    private readonly field: readonly number[],
    /** Highest first, so equal dice are tried once each (the first one left of a value). */
    private readonly supply: readonly number[],
  ) {
    this.allOf = [0, 1, 2, 3, 4, 5, 6].map((p) => this.field.reduce((m, f, i) => (f === p ? m | (1 << i) : m), 0));
  }

  /** How many of the possible Prizes (bits of `prizes`) best play finds; `known`: one was found, so `prizes` is that one. */
  won(explored: number, left: number, prizes: number, known: boolean): number {
    if (known) {
      const p = Math.log2(prizes);
      if ((this.allOf[p]! & explored) === this.allOf[p]) return 1;
    }
    const key = ((explored * 512 + left) * 128 + prizes) * 2 + (known ? 1 : 0);
    const seen = this.memo.get(key);
    if (seen !== undefined) return seen;
    const best = this.choose(explored, left, prizes, known).wins;
    this.memo.set(key, best);
    return best;
  }

  /** The move that finds the most Prizes from here (the first such, highest supply die first), and how many it finds. */
  choose(explored: number, left: number, prizes: number, known: boolean): { wins: number; die: number; at: number } {
    const most = count(prizes);
    let best = 0;
    let move = { die: -1, at: -1 };
    const tried = new Set<number>();
    for (let d = 0; d < this.supply.length && best < most; d++) {
      const die = this.supply[d]!;
      if (!(left & (1 << d)) || tried.has(die)) continue;
      tried.add(die);
      const rest = left & ~(1 << d);
      for (let i = 0; i < FIELD_SIZE && best < most; i++) {
        if (this.field[i]! > die || !open(explored, i)) continue;
        const next = explored | (1 << i);
        const face = this.field[i]!;
        let w: number;
        if (known || !(prizes & (1 << face))) w = this.won(next, rest, prizes, known);
        else {
          // Explored blind: for the one Prize it is, the trail is found; for the others, that number is ruled out.
          const others = prizes & ~(1 << face);
          w = this.won(next, rest, 1 << face, true) + (others ? this.won(next, rest, others, false) : 0);
        }
        if (w > best || move.die < 0) [best, move] = [w, { die: d, at: i }];
      }
    }
    return { wins: best, ...move };
  }
}
