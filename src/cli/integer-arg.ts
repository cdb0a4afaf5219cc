/** The parser of whole-number option values, so every command validates them the same way. */
import { InvalidArgumentError } from 'commander';
import { grouped } from './format.js';

export function integerArg(name: string, min = Number.MIN_SAFE_INTEGER, max = Number.MAX_SAFE_INTEGER) {
  return (value: string): number => {
    // Digit groups as help prints them (1,000,000) are taken; a comma anywhere else is a typo, not a group.
    if (!/^[+-]?(\d+|\d{1,3}(,\d{3})+)$/.test(value.trim())) throw new InvalidArgumentError(`${name} must be a whole number, not "${value}".`);
    const n = Number(value.replace(/,/g, ''));
    if (n < min || n > max) {
      // A bound left at the largest safe integer is no bound a user set: it goes unsaid, unless it is the one passed.
      const unbounded = (bound: number) => Math.abs(bound) === Number.MAX_SAFE_INTEGER && !(n > max ? bound === max : bound === min);
      const range = unbounded(max) ? `${grouped(min)} or more` : unbounded(min) ? `${grouped(max)} or less` : `from ${grouped(min)} to ${grouped(max)}`;
      throw new InvalidArgumentError(`${name} must be ${range}, not ${asTyped(value)}.`);
    }
    return n;
  };
}

/**
 * A whole number as typed, in digit groups: past 2^53 the number read is no longer the one typed
 * (9007199254740993 reads as …992), so the digits are grouped, not the number.
 */
function asTyped(value: string): string {
  const [, sign = '', digits = ''] = /^([+-]?)0*(\d+)$/.exec(value.trim().replace(/,/g, '')) ?? [];
  return `${sign === '-' ? '-' : ''}${digits.replace(/\B(?=(\d{3})+$)/g, ',')}`;
}
