/**
 * The title as the last start drew it, kept in the data folder with a key
 * of everything that frame was made from: the command line, the working
 * folder, the environment the settings and the style read, the terminal's
 * size, and the identity (size, change time, inode) of every file and
 * folder it read: the program itself, the options and keys files, the
 * saves. A start whose key is the same would draw the same bytes, so the
 * launcher sends them before the program has even loaded (docs/performance.md).
 * Reading it needs Node's file calls only: it runs before anything else.
 */
import { lstatSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { dataDir } from './data-dir.js';

/** A frame on the terminal: what blessed sent to enter its screen, the painter's bytes for the title, and the title's lines as the painter reads them. */
export interface TitleFrame {
  entering: string;
  paint: string;
  lines: string[];
}

/** Where it was drawn: the terminal's size, the command line and the process's surroundings. */
export interface TitleContext {
  argv: readonly string[];
  env: NodeJS.ProcessEnv;
  cwd: string;
  cols: number;
  rows: number;
}

export interface TitleCacheEntry extends TitleFrame {
  key: string;
  /** Each file or folder the frame was made from, with its identity then. */
  read: [string, string][];
  /** Of the frame (checksum()): a file damaged on disk is never sent to the terminal. */
  sum: number;
}

/** FNV-1a over the frame's text: microseconds for the title's few kilobytes, where loading a hash of Node's would cost the start milliseconds. */
export function checksum(frame: TitleFrame): number {
  const text = `${frame.entering}\0${frame.paint}\0${frame.lines.join('\n')}`;
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

/** A few kilobytes at most; anything larger is not one of these. */
const CAP = 256 * 1024;

/** Every variable the settings, the style, the save and configuration folders, blessed's terminfo or the dates shown may read. */
const READ_ENV = /^(?:ATHACK_\w*|XDG_\w*|LC_\w*|TERM|TERMINFO|TERMINFO_DIRS|TERM_PROGRAM|TMUX|NO_COLOR|FORCE_COLOR|COLORTERM|HOME|LANG|LANGUAGE|TZ|COLUMNS|LINES)$/;

const CACHE_NAME = 'title.cache';

export const titleCacheFile = (env: NodeJS.ProcessEnv): string => join(dataDir(env), CACHE_NAME);

export function titleKey(c: TitleContext): string {
  const env = Object.keys(c.env)
    .filter((name) => READ_ENV.test(name))
    .sort()
    .map((name) => [name, c.env[name]]);
  return JSON.stringify({ argv: c.argv, cwd: c.cwd, cols: c.cols, rows: c.rows, env });
}

const stamp = (st: { mode: number; size: number; mtimeMs: number; ctimeMs: number; ino: number }) => `${st.mode}:${st.size}:${st.mtimeMs}:${st.ctimeMs}:${st.ino}`;

/** A file's identity, through a link too (a linked options file changes where it points); a folder's is its entries' (but this cache's own, which the folder may hold). */
export function identity(path: string, entries = true): string {
  let own: string;
  try {
    const l = lstatSync(path);
    // A folder's own times move when this cache is written into it: its entries say what changed.
    own = entries && l.isDirectory() ? `${l.mode}:${l.ino}` : stamp(l);
    if (l.isSymbolicLink()) {
      const s = statSync(path, { throwIfNoEntry: false });
      own += `>${s ? stamp(s) : 'absent'}`;
    }
    if (!entries || !l.isDirectory()) return own;
  } catch {
    return 'absent';
  }
  let names: string[];
  try {
    names = readdirSync(path)
      .filter((n) => !n.startsWith(CACHE_NAME))
      .sort();
  } catch {
    return `${own}:unreadable`;
  }
  return own + names.map((n) => `/${n}=${identity(join(path, n), false)}`).join('');
}

/** The entry for this start if one was kept and nothing it was made from has changed since; undefined otherwise, whatever the file holds. */
export function readTitleCache(c: TitleContext): TitleFrame | undefined {
  let entry: Partial<TitleCacheEntry>;
  try {
    const file = titleCacheFile(c.env);
    if ((statSync(file, { throwIfNoEntry: false })?.size ?? CAP + 1) > CAP) return undefined;
    entry = JSON.parse(readFileSync(file, 'utf8')) as Partial<TitleCacheEntry>;
  } catch {
    return undefined;
  }
  const { key, read, entering, paint, lines, sum } = entry ?? {};
  if (key !== titleKey(c) || typeof entering !== 'string' || typeof paint !== 'string') return undefined;
  if (!Array.isArray(lines) || !lines.every((l) => typeof l === 'string')) return undefined;
  if (!Array.isArray(read) || !read.every((r) => Array.isArray(r) && typeof r[0] === 'string' && identity(r[0]) === r[1])) return undefined;
  const frame = { entering, paint, lines };
  return checksum(frame) === sum ? frame : undefined;
}
