/** A page a command writes where the user names it (`sim games --html FILE`). */
import { accessSync, constants, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fsProblem } from './fs-problem.js';
import { kind } from './safe-read.js';

/**
 * Why `file` cannot be written, or undefined when it can: asked before a
 * long run, so that a mistyped folder is heard of at once and not after
 * the games are played and lost.
 */
export function reportFileProblem(file: string): string | undefined {
  try {
    const there = statSync(file, { throwIfNoEntry: false });
    if (there?.isDirectory()) return 'a folder stands where the file should be';
    // The page is written beside its name and renamed into place: over /dev/null that would put a plain file where
    // the device was, for every program that writes there after.
    if (there && !there.isFile()) return `it is ${kind(there)}, not a file; the page is written to a file of its own`;
    accessSync(dirname(resolve(file)), constants.W_OK);
    return undefined;
  } catch (error) {
    return `${fsProblem(error)} (the folder ${dirname(resolve(file))})`;
  }
}
