/** A page a command writes where the user names it (`sim games --html FILE`). */
import { accessSync, constants, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fsProblem } from './fs-problem.js';

/**
 * Why `file` cannot be written, or undefined when it can: asked before a
 * long run, so that a mistyped folder is heard of at once and not after
 * the games are played and lost.
 */
export function reportFileProblem(file: string): string | undefined {
  try {
    if (statSync(file, { throwIfNoEntry: false })?.isDirectory()) return 'a folder stands where the file should be';
    accessSync(dirname(resolve(file)), constants.W_OK);
    return undefined;
  } catch (error) {
    return `${fsProblem(error)} (the folder ${dirname(resolve(file))})`;
  }
}
