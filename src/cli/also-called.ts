/**
 * The words other programs, or the rules' own prose, use for a command of
 * athack's: a command named by one of them is refused with "(Did you mean
 * …?)" naming this one, where the nearest spelling would mislead (`athack
 * odds dice` is nearest to `odds test` by its letters, but means `odds roll`).
 */
import type { Command } from 'commander';

/**
 * Kept on the command itself: the odds commands are bundled apart (scripts/build.mjs), each bundle with its
 * own copy of this module, so a table kept here would not be the one the program reads.
 */
const KEY = 'athackAlsoCalled';

/** Marks `command` as what `also` mean; returns it, to go on building it. */
export function alsoCalled<C extends Command>(command: C, also: readonly string[]): C {
  Object.defineProperty(command, KEY, { value: also });
  return command;
}

export const alsoCalledOf = (command: Command): readonly string[] => (command as unknown as Record<typeof KEY, readonly string[] | undefined>)[KEY] ?? [];
