/**
 * Whether blessed can draw with a terminal's terminfo entry. It reads the
 * compiled files of the classic format only (magic 0432): ncurses 6 writes
 * `*-256color` entries in its extended-number format (magic 01036), which
 * blessed misreads, printing a dump into the screen or dropping to eight
 * colours. It also carries a few entries of its own.
 */
import { readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

/** The entries blessed ships (node_modules/blessed/usr), readable whatever the system has. */
const BUNDLED = new Set(['xterm', 'xterm-256color', 'linux', 'windows-ansi']);

const CLASSIC_MAGIC = 0o432;

/** The folders ncurses and blessed search, in their order. */
function searchPath(env: NodeJS.ProcessEnv): string[] {
  return [env.TERMINFO, ...(env.TERMINFO_DIRS ?? '').split(':'), join(env.HOME ?? homedir(), '.terminfo'), '/etc/terminfo', '/lib/terminfo', '/usr/share/terminfo', '/usr/lib/terminfo', '/usr/local/share/terminfo'].filter((d): d is string => !!d);
}

/** The magic number of the first compiled entry for `name` on the search path, or undefined when there is none. */
function magicOf(name: string, env: NodeJS.ProcessEnv): number | undefined {
  // Linux files the entry under its first letter, macOS under that letter's hex code.
  const subdirs = [name[0]!, name.charCodeAt(0).toString(16)];
  for (const dir of searchPath(env)) {
    for (const sub of subdirs) {
      try {
        const head = readFileSync(join(dir, sub, name)).subarray(0, 2);
        if (head.length === 2) return head.readUInt16LE(0);
      } catch {
        // not in this folder: look in the next
      }
    }
  }
  return undefined;
}

/** Why blessed cannot use `name`, or undefined when it can. */
export function terminfoProblem(name: string, env: NodeJS.ProcessEnv): string | undefined {
  if (BUNDLED.has(name)) return undefined;
  if (name === '' || name.includes('/') || name.startsWith('.')) return `"${name}" is not a terminal name`;
  const magic = magicOf(name, env);
  if (magic === undefined) return `no terminfo entry for ${name} was found`;
  return magic === CLASSIC_MAGIC ? undefined : `the terminfo entry for ${name} is in a format blessed cannot read`;
}
