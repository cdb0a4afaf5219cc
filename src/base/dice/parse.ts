/**
 * Dice expressions as the seeds write them: `d20`, `3d6`, `2d6+3`, `1d6-1`,
 * `1d6+1d8`, `4d8x10` (roll, then multiply), plain constants, and `d%`.
 */

export interface DiceTerm {
  kind: 'dice';
  sign: 1 | -1;
  count: number;
  sides: number;
  /** The `x10` of `4d8x10`: the dice total is multiplied by it. */
  multiplier: number;
}

export interface ConstantTerm {
  kind: 'constant';
  sign: 1 | -1;
  value: number;
}

export type Term = DiceTerm | ConstantTerm;

export interface DiceExpression {
  /** The text as given, for messages. */
  readonly source: string;
  readonly terms: readonly Readonly<Term>[];
}

/** Limits that keep every exact distribution small enough to print at once. */
export const MAX_DICE = 100;
export const MAX_SIDES = 1000;
export const MAX_CONSTANT = 1_000_000;

export class DiceSyntaxError extends Error {
  /** The option the expression was given to (`--mod`), where it was not the command's own argument: said with the reason. */
  option?: string;

  constructor(
    readonly expression: string,
    /** Zero-based index of the offending character. */
    readonly position: number,
    readonly reason: string,
  ) {
    super(`${reason} at column ${position + 1} of "${expression}"`);
    this.name = 'DiceSyntaxError';
  }

  /** The expression with a caret under the offending character (the reason is said on the line above it). */
  pointer(indent = ''): string {
    return `${indent}${this.expression}\n${indent}${' '.repeat(this.position)}^`;
  }
}

/**
 * Expressions already parsed, by their text: the rules roll the same few
 * dice ("d20", a class's damage, a creature's) over and over. What is kept
 * is frozen, so no caller can change another's expression.
 */
const parsed = new Map<string, DiceExpression>();
const PARSED_KEPT = 512;

export function parseDice(source: string): DiceExpression {
  const hit = parsed.get(source);
  if (hit) return hit;
  const expr = parseFresh(source);
  for (const t of expr.terms) Object.freeze(t);
  Object.freeze(expr.terms);
  if (parsed.size >= PARSED_KEPT) parsed.delete(parsed.keys().next().value!);
  parsed.set(source, Object.freeze(expr));
  return expr;
}

function parseFresh(source: string): DiceExpression {
  let i = 0;
  const fail = (reason: string, at = i): never => {
    throw new DiceSyntaxError(source, at, reason);
  };
  const skipSpace = (): void => {
    while (i < source.length && /\s/.test(source[i]!)) i++;
  };
  const readInt = (what: string, max: number): number | undefined => {
    const start = i;
    while (i < source.length && /[0-9]/.test(source[i]!)) i++;
    if (i === start) return undefined;
    const digits = source.slice(start, i);
    const value = Number(digits);
    // Quoted as written: past 2^53 the number read is no longer the one typed.
    if (value > max) fail(`${what} ${digits.replace(/^0+(?=\d)/, '')} is more than ${max.toLocaleString('en-US')}`, start);
    return value;
  };

  const terms: Term[] = [];
  // The limit holds for the expression as a whole, not only each term: 500 terms of 1d20 are 500 dice.
  let diceInAll = 0;
  skipSpace();
  if (i === source.length) fail('empty dice expression');
  let sign: 1 | -1 = 1;
  if (source[i] === '+' || source[i] === '-') {
    sign = source[i] === '-' ? -1 : 1;
    i++;
    skipSpace();
  }
  for (;;) {
    const termStart = i;
    const count = readInt('constant', MAX_CONSTANT);
    if (source[i] === 'd' || source[i] === 'D') {
      if (count !== undefined && count > MAX_DICE) fail(`${count} dice are more than ${MAX_DICE}`, termStart);
      i++;
      let sides: number | undefined;
      if (source[i] === '%') {
        i++;
        sides = 100;
      } else {
        const sidesAt = i;
        sides = readInt('die size', MAX_SIDES);
        if (sides === undefined) fail('expected the number of sides after "d"');
        if (sides === 0) fail('a die needs at least one side', sidesAt);
      }
      if (count === 0) fail('a roll needs at least one die', termStart);
      diceInAll += count ?? 1;
      if (diceInAll > MAX_DICE) fail(`${diceInAll} dice in all are more than ${MAX_DICE}`, termStart);
      skipSpace();
      let multiplier = 1;
      if (i < source.length && /[xX*×]/.test(source[i]!)) {
        i++;
        skipSpace();
        const m = readInt('multiplier', MAX_CONSTANT);
        if (m === undefined) fail('expected a number after the multiplier sign');
        multiplier = m!;
      }
      terms.push({ kind: 'dice', sign, count: count ?? 1, sides: sides!, multiplier });
    } else if (count !== undefined) {
      terms.push({ kind: 'constant', sign, value: count });
    } else {
      fail(i === source.length ? 'expected a number or a die at the end' : `expected a number or a die, found "${source[i]}"`);
    }
    skipSpace();
    if (i === source.length) break;
    const op = source[i];
    if (op !== '+' && op !== '-') fail(`expected "+" or "-", found "${op}"`);
    sign = op === '-' ? -1 : 1;
    i++;
    skipSpace();
  }
  return { source, terms };
}

/** The canonical spelling of an expression: `1d6+1d8`, `4d8x10`, `2d6-1`. */
export function formatDice(expr: DiceExpression): string {
  return expr.terms
    .map((t, k) => {
      const sign = t.sign < 0 ? '-' : k > 0 ? '+' : '';
      const body = t.kind === 'constant' ? String(t.value) : `${t.count}d${t.sides}${t.multiplier !== 1 ? `x${t.multiplier}` : ''}`;
      return sign + body;
    })
    .join('');
}
