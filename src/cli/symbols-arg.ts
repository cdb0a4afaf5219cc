/**
 * `--symbols` and the file's `symbols`: a set named in any case is taken,
 * one that is not a set is refused by the name it came by. A leaf of its
 * own, so the charting commands read the flag without loading the options
 * file's reader.
 */
import { InvalidArgumentError } from 'commander';
import { orList } from '../base/words.js';
import { SYMBOL_SETS, type SymbolSet } from '../tui/style.js';

export function symbolsArg(name: string) {
  return (value: string): SymbolSet => {
    const v = value.toLowerCase();
    if ((SYMBOL_SETS as readonly string[]).includes(v)) return v as SymbolSet;
    throw new InvalidArgumentError(`${name} is ${orList(SYMBOL_SETS)}, not "${value}".`);
  };
}
