/**
 * The saves in a folder, for the title and for `athack continue`. Listing
 * must stay cheap and can never hang: only regular files are looked at (a
 * FIFO or a link named like a save is left out, and named), and a save's
 * hero is read once and kept until the file changes, since the title lists
 * the saves on every redraw.
 */
import { existsSync, lstatSync, readdirSync, statSync, type Stats } from 'node:fs';
import { basename, join } from 'node:path';
import { FILE_CAP, kind } from './safe-read.js';
import { hasEnded, readPlayableSave, savePath, SaveError } from './saves.js';
import { fsProblem } from './fs-problem.js';
import { SCORES_FILE } from './scores.js';
import { KEYS_FILE } from './options-file.js';

export interface SaveInfo {
  file: string;
  hero: string;
  mtime: number;
  /** Its recording ends in a death or a win: it is never offered to continue. */
  ended?: true;
  /** It cannot be played on: what is wrong, as loading it says (the file named first). */
  damaged?: string;
}

type Hero = { hero: string; ended?: true; damaged?: string };

/** Hero names read from saves, each with the file's identity when read: a file that changes is read again. */
export type HeroCache = Map<string, { stamp: string } & Hero>;

/** The hero a save holds (the second Ash's save is `Ash-2.json`, but its hero is Ash), and whether that hero's game has ended. */
function heroOf(file: string): Hero {
  try {
    const save = readPlayableSave(file);
    const hero = save.recording.snapshot.hero.name;
    return hasEnded(save) ? { hero, ended: true } : { hero };
  } catch (error) {
    // A save that cannot be played still needs a name in the list, and says what is wrong with it.
    return { hero: basename(file, '.json'), damaged: error instanceof SaveError ? error.message : `${file}: ${fsProblem(error)}` };
  }
}

function cachedHero(file: string, st: Stats, cache: HeroCache | undefined): Hero {
  const stamp = `${st.dev}:${st.ino}:${st.size}:${st.mtimeMs}`;
  const known = cache?.get(file);
  if (known?.stamp === stamp) {
    const { stamp: _, ...hero } = known;
    return hero;
  }
  const hero = heroOf(file);
  cache?.set(file, { stamp, ...hero });
  return hero;
}

/**
 * What is wrong with a save folder where a file stands instead, and what to do, as `athack continue` refuses it and the
 * title notes it (without a capital or a full stop: the command line leads it with `athack: `); undefined for a folder, or
 * none yet (a folder not made yet holds nothing). Listed as a folder it read as no saves at all, which it never was.
 */
export function notAFolder(dir: string): string | undefined {
  try {
    if (statSync(dir).isDirectory()) return undefined;
  } catch {
    return undefined;
  }
  return `the save folder ${dir} is a file, not a folder: name a folder with --save-dir, ATHACK_SAVE_DIR or save_dir in the options file`;
}

/**
 * Saves in the folder, newest first, each with the name of its hero. What
 * is named like a save but is no file athack reads (a link, a FIFO, a
 * device, a folder, a file over the size cap) is left out, with its name
 * and what it is added to `skipped`.
 */
export function listSaves(dir: string, skipped: string[] = [], cache?: HeroCache): SaveInfo[] {
  let names: string[];
  try {
    names = readdirSync(dir).filter((n) => n.endsWith('.json') && n !== SCORES_FILE);
  } catch {
    return [];
  }
  return names
    .flatMap((n) => {
      const file = join(dir, n);
      let st: Stats;
      try {
        st = lstatSync(file);
      } catch {
        return []; // Removed since the folder was read.
      }
      if (!st.isFile()) skipped.push(`${n} (${kind(st)})`);
      else if (st.size > FILE_CAP) skipped.push(`${n} (larger than a save can be)`);
      else {
        const hero = cachedHero(file, st, cache);
        // The key bindings, where the configuration folder is the save folder, are no save, damaged or not. (No hero's
        // save takes the name now; one an older athack wrote under it still reads as a save, and is listed.)
        return n === KEYS_FILE && hero.damaged ? [] : [{ file, ...hero, mtime: st.mtimeMs }];
      }
      return [];
    })
    .sort((a, b) => b.mtime - a.mtime);
}

/** A hero's name as saves are matched by it: without case or the spaces around it. */
export const heroKey = (name: string): string => name.trim().toLowerCase();

/**
 * The save a player means by a hero's name: the file of that name if there
 * is one (so `Ash-2` picks `Ash-2.json`), else the one save whose hero is
 * called so, in any case. Several such heroes are an ambiguity, answered with
 * the file names that pick each.
 */
export function findSave(dir: string, name: string): { file: string } | { missing: true } | { several: SaveInfo[] } {
  const exact = savePath(dir, name);
  if (existsSync(exact)) return { file: exact };
  const wanted = heroKey(name);
  const matches = listSaves(dir).filter((s) => heroKey(s.hero) === wanted || basename(s.file, '.json').toLowerCase() === wanted);
  if (matches.length === 0) return { missing: true };
  if (matches.length === 1) return { file: matches[0]!.file };
  return { several: matches };
}
