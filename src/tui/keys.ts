/**
 * Commands and the keys bound to them. The defaults follow the roguelike
 * tradition (arrows, vi keys, the numeric keypad); a `keys.json` in the
 * configuration folder can rebind any command: `{ "pickup": ["g", "G"] }`.
 * docs/keys.md lists them all.
 */
import { join } from 'node:path';
import { homeFolder } from '../persist/data-dir.js';
import { KEYS_FILE, readConfigFile } from '../persist/options-file.js';
import { fsProblem } from '../persist/fs-problem.js';
import { plainText } from '../core/plain-text.js';
import { nearestWords } from '../base/edit-distance.js';

export const COMMANDS = {
  'move-n': { keys: ['up', 'k', '8'], help: 'move north (up)' },
  'move-s': { keys: ['down', 'j', '2'], help: 'move south (down)' },
  'move-w': { keys: ['left', 'h', '4'], help: 'move west (left)' },
  'move-e': { keys: ['right', 'l', '6'], help: 'move east (right)' },
  'move-nw': { keys: ['y', '7', 'home'], help: 'move north-west' },
  'move-ne': { keys: ['u', '9', 'pageup'], help: 'move north-east' },
  'move-sw': { keys: ['b', '1', 'end'], help: 'move south-west' },
  'move-se': { keys: ['n', '3', 'pagedown'], help: 'move south-east' },
  wait: { keys: ['.', '5'], help: 'wait a turn' },
  pickup: { keys: [',', 'g'], help: 'pick up' },
  inventory: { keys: ['i'], help: 'inventory' },
  equip: { keys: ['e'], help: 'equip or unequip' },
  drop: { keys: ['d'], help: 'drop' },
  quaff: { keys: ['q'], help: 'quaff a potion, or drink from a fountain' },
  read: { keys: ['r'], help: 'read a scroll or book' },
  use: { keys: ['U'], help: 'use a magic item' },
  fire: { keys: ['f'], help: 'fire a ranged weapon' },
  throw: { keys: ['t'], help: 'throw' },
  cast: { keys: ['z'], help: 'cast a spell' },
  pray: { keys: ['p'], help: 'pray (and Banish Undead)' },
  memorise: { keys: ['m'], help: "memorise spells or prayers: an hour's study, once a Day (free at Home)" },
  ability: { keys: ['a'], help: 'class ability (Dealer of Death)' },
  open: { keys: ['o'], help: 'open a door' },
  close: { keys: ['c'], help: 'close a door' },
  force: { keys: ['F'], help: 'force a locked door' },
  search: { keys: ['s'], help: 'search for traps' },
  disarm: { keys: ['D'], help: 'disarm a trap' },
  'stairs-down': { keys: ['>'], help: 'go down stairs' },
  'stairs-up': { keys: ['<'], help: 'go up stairs' },
  rest: { keys: ['R'], help: 'rest for an hour' },
  background: { keys: ['B'], help: 'call on your background' },
  riddle: { keys: ['A'], help: 'answer the riddle on a door' },
  tokens: { keys: ['T'], help: 'spend tokens: Devices, supplies, exits, Escape, Stunts, healing' },
  explore: { keys: ['X'], help: 'explore, stopping on items and when something needs attention' },
  travel: { keys: ['_'], help: 'travel to a square; > and < jump between ways out' },
  look: { keys: ['x'], help: 'look around' },
  character: { keys: ['C'], help: 'character sheet' },
  history: { keys: ['C-p'], help: 'message history' },
  colour: { keys: ['C-o'], help: 'colour off or on again (monochrome), on any screen' },
  symbols: { keys: ['C-w'], help: 'walls as #, as lines, or as DEC graphics, in turn, on any screen' },
  help: { keys: ['?'], help: 'help' },
  save: { keys: ['S'], help: 'save and quit' },
  suicide: { keys: ['Q'], help: 'commit suicide' },
} as const satisfies Record<string, { keys: readonly string[]; help: string }>;

export type Command = keyof typeof COMMANDS;

/** The commands plain mode has no use for, and what it says when their keys are pressed (its help says it too). */
export const NOT_IN_PLAIN: Partial<Record<Command, string>> = {
  colour: 'Plain mode has no colour to turn off or on.',
  symbols: 'Plain mode draws every wall as #.',
};

export type KeyMap = Map<string, Command>;

export class KeysFileError extends Error {}

/**
 * The name a key goes by here: blessed calls Shift+q `S-q`, but keys are
 * written (and screens compare them) as the character typed, `Q`.
 */
export function keyName(full: string): string {
  return /^S-[a-z]$/.test(full) ? full.slice(2).toUpperCase() : full;
}

/**
 * A key as blessed reports it, made whole: blessed cuts what the terminal sends into UTF-16 units, a key each, so
 * a character beyond the Basic Multilingual Plane (an emoji, a rarer CJK character) comes as its two halves. The
 * function returned holds a first half (undefined: no key yet) and gives the whole character with the second; a
 * half with no partner is no character, and is dropped.
 */
export function pairHalves(): (full: string, ch: string | undefined) => { full: string; ch: string | undefined } | undefined {
  let first: string | undefined;
  return (full, ch) => {
    const held = first;
    first = undefined;
    if (ch !== undefined && /^[\ud800-\udbff]$/.test(ch)) {
      first = ch;
      return undefined;
    }
    if (ch !== undefined && /^[\udc00-\udfff]$/.test(ch)) return held === undefined ? undefined : { full: held + ch, ch: held + ch };
    return { full, ch };
  };
}

/** The first key bound to a command, for screens that name it. */
export function keyFor(keys: KeyMap, command: Command): string | undefined {
  for (const [k, c] of keys) if (c === command) return k;
  return undefined;
}

/** A key's name as a sentence says it: blessed's `C-p` reads as Ctrl-P beside the Ctrl-T of the words around it. */
export const keyInProse = (k: string): string => k.replace(/^C-([a-z])$/, (_, c: string) => `Ctrl-${c.toUpperCase()}`);

/** Key name → command, from the defaults overlaid with the user's file (if any). */
export function keyMap(overrides: Partial<Record<string, string[]>> = {}): KeyMap {
  const map: KeyMap = new Map();
  const commands = Object.entries(COMMANDS) as [Command, { keys: readonly string[] }][];
  // The user's keys go in last, so a key they bind wins over another command's default.
  for (const [cmd, def] of commands) if (!overrides[cmd]) for (const k of def.keys) map.set(keyName(k), cmd);
  for (const [cmd] of commands) for (const k of overrides[cmd] ?? []) map.set(keyName(k), cmd);
  return map;
}

/** Keys a terminal sends by name, as blessed names them (docs/keys.md, Key names). */
const NAMED_KEYS = new Set(['up', 'down', 'left', 'right', 'home', 'end', 'pageup', 'pagedown', 'insert', 'delete', 'enter', 'escape', 'tab', 'backspace', 'space', ...Array.from({ length: 12 }, (_, k) => `f${k + 1}`)]);

/** Ctrl keys a terminal sends as another key: bound by their own name they would never come. */
const CTRL_ALIASES: Record<string, string> = { 'C-i': 'tab', 'C-m': 'enter', 'C-j': 'enter', 'C-h': 'backspace', 'C-[': 'escape' };

/** Keys the game takes before any command sees them (app.ts): bound to a command, they would never give it. */
const TAKEN: Record<string, string> = { 'C-c': 'asks to save and quit, on every screen', 'C-z': 'stops the game as a shell job' };

/** Why `key` can never be pressed under that name, or give a command, or undefined for a key name the game can receive. */
function keyNameProblem(key: string): string | undefined {
  if (CTRL_ALIASES[key]) return `"${key}" arrives as ${CTRL_ALIASES[key]}: bind "${CTRL_ALIASES[key]}" instead`;
  if (TAKEN[key]) return `"${key}" ${TAKEN[key]}, so it cannot be bound`;
  const bare = key.replace(/^(?:[CMS]-)+/, '');
  const modified = bare !== key;
  if (NAMED_KEYS.has(bare)) return undefined;
  if ([...bare].length === 1 && bare !== ' ' && plainText(bare) === bare && (!modified || /^[a-z]$/.test(bare) || key.startsWith('M-'))) return undefined;
  if (bare === ' ') return '" " is written "space"';
  return `"${key}" is not a key name (see Key names in docs/keys.md)`;
}

/** The line of each string in a JSON text, in order, with whether it names a property (is followed by a colon). */
function stringLines(text: string): { value: string; line: number; isName: boolean }[] {
  const out: { value: string; line: number; isName: boolean }[] = [];
  for (const m of text.matchAll(/"(?:[^"\\]|\\.)*"/g)) {
    out.push({ value: JSON.parse(m[0]) as string, line: text.slice(0, m.index).split('\n').length, isName: /^\s*:/.test(text.slice(m.index + m[0].length)) });
  }
  return out;
}

/**
 * A key bound as no key can be pressed, or bound to a second command, is
 * refused by its line (one message each in `problems`): the rest of the file
 * still applies, so one slip does not cost every other binding.
 */
function refusedKeys(file: string, text: string, problems: string[]): Set<string> {
  const refused = new Set<string>();
  const boundTo = new Map<string, string>();
  let command = '';
  for (const s of stringLines(text)) {
    if (s.isName) {
      command = s.value;
      continue;
    }
    const name = keyName(s.value);
    const problem = keyNameProblem(s.value) ?? (boundTo.has(name) && boundTo.get(name) !== command ? `"${s.value}" is already bound to ${boundTo.get(name)}` : undefined);
    if (problem) {
      problems.push(`${file} line ${s.line}: ${problem}; the rest of the file applies.`);
      refused.add(`${command}\u0000${s.value}`);
    } else boundTo.set(name, command);
  }
  return refused;
}

/**
 * JSON.parse's complaint as a person editing the file reads it: the place as
 * its line and column, where Node gives the character's offset, and without
 * the copy of the text some versions quote (which may run over lines).
 */
function jsonFault(message: string, text: string): string {
  const quoted = /^(Unexpected token .*?), (?:\.\.\.)?".*" is not valid JSON$/s.exec(message);
  if (quoted) return quoted[1]!;
  const at = / in JSON at position (\d+)(?: \(line \d+ column \d+\))?$/.exec(message);
  if (!at) return message;
  const before = text.slice(0, Number(at[1]));
  return `${message.slice(0, at.index)} at line ${before.split('\n').length}, column ${before.length - before.lastIndexOf('\n')}`;
}

/** " (did you mean move-n?)" after a command name that is none, when one is a slip of the typing away. */
function nearestCommand(name: string): string {
  const near = nearestWords(name, Object.keys(COMMANDS));
  return near.length === 0 ? '' : ` (did you mean ${near.join(' or ')}?)`;
}

/**
 * Reads `keys.json` from the configuration folder. A file that cannot be
 * read as one is reported and never half-applied; a key in it that cannot
 * be used is left out, with a message naming its line in `problems`.
 */
export function loadKeys(configDir: string | undefined, problems: string[] = []): KeyMap {
  if (!configDir) return keyMap();
  const file = join(configDir, KEYS_FILE);
  let text: string | undefined;
  try {
    text = readConfigFile(file);
  } catch (error) {
    throw new KeysFileError(`cannot read ${file}: ${fsProblem(error)}. Put it right, or name another configuration folder (--config-dir) to play with the default keys.`);
  }
  if (text === undefined) return keyMap();
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new KeysFileError(`${file} is not valid JSON: ${jsonFault((error as Error).message, text)}. Fix it, or move it away to play with the default keys.`);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new KeysFileError(`${file} must hold an object of command → list of keys`);
  const overrides: Record<string, string[]> = {};
  // Every entry is looked at before the file is refused, so one reading tells the player all there is to fix.
  const faults: { line?: number; what: string }[] = [];
  const names = stringLines(text).filter((l) => l.isName);
  for (const [cmd, keys] of Object.entries(parsed)) {
    const line = names.find((l) => l.value === cmd)?.line;
    if (!Object.hasOwn(COMMANDS, cmd)) faults.push({ line, what: `unknown command "${cmd}"${nearestCommand(cmd)}` });
    else if (!Array.isArray(keys) || keys.length === 0 || !keys.every((k) => typeof k === 'string' && k.length > 0)) faults.push({ line, what: `"${cmd}" needs a list of key names` });
    else overrides[cmd] = keys;
  }
  const at = (f: { line?: number }) => (f.line === undefined ? '' : `line ${f.line}: `);
  const wayOn = (them: string) => `docs/keys.md lists the commands and key names. Fix ${them}, or move the file away to play with the default keys.`;
  const [only] = faults;
  if (only && faults.length === 1) throw new KeysFileError(`${file}${only.line === undefined ? '' : ` line ${only.line}`}: ${only.what}; ${wayOn('it')}`);
  if (faults.length > 1) throw new KeysFileError([`${file} has ${faults.length} faults; ${wayOn('them')}`, ...faults.map((f) => `  ${at(f)}${f.what}`)].join('\n'));
  const refused = refusedKeys(file, text, problems);
  // A command whose every key was refused keeps its defaults rather than being left with none.
  for (const [cmd, keys] of Object.entries(overrides)) {
    const kept = keys.filter((k) => !refused.has(`${cmd}\u0000${k}`));
    if (kept.length > 0) overrides[cmd] = kept;
    else delete overrides[cmd];
  }
  const keys = keyMap(overrides);
  problems.push(...keylessCommands(file, keys));
  return keys;
}

/**
 * The commands whose every default key the file gave to other commands, a message each: a command lost that way
 * (help, save) is otherwise lost unsaid, and the player learns it only by missing it.
 */
function keylessCommands(file: string, keys: KeyMap): string[] {
  const bound = new Set(keys.values());
  return (Object.keys(COMMANDS) as Command[])
    .filter((cmd) => !bound.has(cmd))
    .map((cmd) => `${file}: no key is left for ${cmd} (${COMMANDS[cmd].help}): ${COMMANDS[cmd].keys.map((k) => `${k} gives ${keys.get(keyName(k))}`).join(', ')}; give it a key in the file to keep it.`);
}

/** The configuration folder: --config-dir, ATHACK_CONFIG_DIR, then $XDG_CONFIG_HOME/athack or ~/.config/athack. */
export function configDir(flag: string | undefined, env: NodeJS.ProcessEnv): string {
  if (flag) return flag;
  if (env.ATHACK_CONFIG_DIR) return env.ATHACK_CONFIG_DIR;
  if (env.XDG_CONFIG_HOME) return join(env.XDG_CONFIG_HOME, 'athack');
  return join(homeFolder(env), '.config', 'athack');
}
