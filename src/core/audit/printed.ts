/**
 * A figure a seed prints (an average, a percentage) against the exact value
 * from the dice. A printed figure agrees when it is within one unit of its
 * last printed digit: that accepts both rounding and truncation, which the
 * seeds mix, and flags anything further off.
 */
import { Fraction } from '../../base/fraction.js';

export interface FigureCheck {
  label: string;
  printed: string;
  exact: Fraction;
  /** The exact value in the printed figure's own unit (a percentage for `63%`). */
  exactShown: string;
  disagrees: boolean;
}

export function checkFigure(label: string, printed: string, exact: Fraction): FigureCheck {
  const text = printed.trim().replace(/^\((.*)\)$/, '$1');
  const isPercent = text.endsWith('%');
  const digits = text.replace('%', '');
  if (!/^\d+(\.\d+)?$/.test(digits)) throw new Error(`printed figure "${printed}" of ${label} is not a number`);
  const decimals = digits.split('.')[1]?.length ?? 0;
  const printedValue = Number(digits);
  const value = isPercent ? exact.toNumber() * 100 : exact.toNumber();
  const unit = 10 ** -decimals;
  // A hair below the unit, so exactly one unit off (2d4 printed 4 for an average of 5) disagrees.
  const disagrees = Math.abs(value - printedValue) >= unit - 1e-9;
  const exactShown = `${Number(value.toFixed(decimals + 2))}${isPercent ? '%' : ''}`;
  return { label, printed, exact, exactShown, disagrees };
}

export interface PrintedTable {
  id: string;
  name: string;
  source: string;
  rows: FigureCheck[];
}

export function fractionOf(text: string): Fraction {
  const [n, d] = text.split('/');
  return new Fraction(BigInt(n!), BigInt(d ?? '1'));
}
