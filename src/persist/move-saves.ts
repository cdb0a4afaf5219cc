/**
 * Moving a player's saves, morgue files and scores from the folder an older
 * athack kept them in to the one it keeps them in now. Entry by entry, and
 * never over something already there, so nothing is lost whatever the new
 * folder holds: a name both have stays behind, for the player to look at.
 */
import { cpSync, existsSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { makeDir } from './make-dir.js';

export interface Moved {
  moved: string[];
  /** Names the new folder already had: left where they were. */
  kept: string[];
}

/** The names in `from` worth moving: its .gitkeep marks the folder in the project's git, it holds nothing of the player's. */
function entries(from: string): string[] {
  try {
    return readdirSync(from).filter((name) => name !== '.gitkeep').sort();
  } catch {
    return [];
  }
}

/** Whether `from` holds anything to move. */
export function hasSaves(from: string): boolean {
  return entries(from).length > 0;
}

export function moveSaves(from: string, to: string): Moved {
  const out: Moved = { moved: [], kept: [] };
  const names = entries(from);
  if (names.length > 0) makeDir(to);
  for (const name of names) {
    const source = join(from, name);
    const target = join(to, name);
    if (existsSync(target)) {
      out.kept.push(name);
      continue;
    }
    try {
      renameSync(source, target);
    } catch (error) {
      // Another disk: rename cannot cross it, so copy, and remove the original only once the copy stands.
      if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
      cpSync(source, target, { recursive: true, errorOnExist: true, force: false, preserveTimestamps: true });
      rmSync(source, { recursive: true });
    }
    out.moved.push(name);
  }
  return out;
}
