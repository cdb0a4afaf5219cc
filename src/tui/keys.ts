/**
 * Commands and the keys bound to them. The defaults follow the roguelike
 * tradition (arrows, vi keys, the numeric keypad); a `keys.json` in the
 * configuration folder can rebind any command: `{ "pickup": ["g", "G"] }`.
 * docs/keys.md lists them all.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

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
  help: { keys: ['?'], help: 'help' },
  save: { keys: ['S'], help: 'save and quit' },
  suicide: { keys: ['Q'], help: 'commit suicide' },
} as const satisfies Record<string, { keys: readonly string[]; help: string }>;

export type Command = keyof typeof COMMANDS;

export type KeyMap = Map<string, Command>;

export class KeysFileError extends Error {}

/**
 * The name a key goes by here: blessed calls Shift+q `S-q`, but keys are
 * written (and screens compare them) as the character typed, `Q`.
 */
export function keyName(full: string): string {
  return /^S-[a-z]$/.test(full) ? full.slice(2).toUpperCase() : full;
}

/** The first key bound to a command, for screens that name it. */
export function keyFor(keys: KeyMap, command: Command): string | undefined {
  for (const [k, c] of keys) if (c === command) return k;
  return undefined;
}

/** Key name → command, from the defaults overlaid with the user's file (if any). */
export function keyMap(overrides: Partial<Record<string, string[]>> = {}): KeyMap {
  const map: KeyMap = new Map();
  const commands = Object.entries(COMMANDS) as [Command, { keys: readonly string[] }][];
  // The user's keys go in last, so a key they bind wins over another command's default.
  for (const [cmd, def] of commands) if (!overrides[cmd]) for (const k of def.keys) map.set(keyName(k), cmd);
  for (const [cmd] of commands) for (const k of overrides[cmd] ?? []) map.set(keyName(k), cmd);
  return map;
}

/** Reads `keys.json` from the configuration folder; a bad file is reported, never half-applied. */
export function loadKeys(configDir: string | undefined): KeyMap {
  if (!configDir) return keyMap();
  const file = join(configDir, 'keys.json');
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return keyMap();
    throw new KeysFileError(`cannot read ${file}: ${(error as Error).message}`);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new KeysFileError(`${file} is not valid JSON: ${(error as Error).message}`);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new KeysFileError(`${file} must hold an object of command → list of keys`);
  const overrides: Record<string, string[]> = {};
  for (const [cmd, keys] of Object.entries(parsed)) {
    if (!(cmd in COMMANDS)) throw new KeysFileError(`${file}: unknown command "${cmd}" (see docs/keys.md)`);
    if (!Array.isArray(keys) || keys.length === 0 || !keys.every((k) => typeof k === 'string' && k.length > 0)) throw new KeysFileError(`${file}: "${cmd}" needs a list of key names`);
    overrides[cmd] = keys;
  }
  return keyMap(overrides);
}

/** The configuration folder: --config-dir, ATHACK_CONFIG_DIR, then $XDG_CONFIG_HOME/athack or ~/.config/athack. */
export function configDir(flag: string | undefined, env: NodeJS.ProcessEnv): string | undefined {
  if (flag) return flag;
  if (env.ATHACK_CONFIG_DIR) return env.ATHACK_CONFIG_DIR;
  if (env.XDG_CONFIG_HOME) return join(env.XDG_CONFIG_HOME, 'athack');
  return env.HOME ? join(env.HOME, '.config', 'athack') : undefined;
}
