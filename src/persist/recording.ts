/**
 * A save is a recording (docs/architecture.md rules 6, 7): the seed and rules
 * options, every action taken, the check value after each, and a snapshot
 * of the state for fast loading. On disk it is wrapped with its format
 * version, the game's version and a checksum of the recording, and may carry
 * the last messages the player saw.
 */
import { createHash } from 'node:crypto';
import type { Action } from '../core/engine/actions.js';
import type { GameState, RulesOptions } from '../core/engine/types.js';

/** Save format versions, one line per change, oldest first (docs/saves.md). */
export const SAVE_FORMATS = [
  { version: 1, change: 'a bare recording: seed, options, actions, checks and a snapshot' },
  { version: 2, change: 'wrapped: format, game version and a SHA-256 checksum of the recording' },
  { version: 3, change: "every seat's actions: an action carries its seat (none for the Adventurer's), the AI seats' included" },
] as const;
export const SAVE_FORMAT = SAVE_FORMATS[SAVE_FORMATS.length - 1]!.version;

export interface Recording {
  seed: string;
  options: Partial<RulesOptions>;
  actions: Action[];
  /** `state.check` after each action, so a replay that goes astray names its turn. */
  checks: number[];
  snapshot: GameState;
}

/**
 * A line of the message log as the player last saw it. The log is what the
 * interface said, not the game: it stays out of the recording and its
 * checksum, so replays never see it.
 */
export interface SavedMessage {
  text: string;
  /** What kind of news it was, which gives its colour. */
  kind: string;
  turn: number;
  /** The same line said this many times running. */
  times?: number;
}

/** How many of the last messages a save keeps: more than a session's screenful, few enough to cost little on every save. */
export const MESSAGES_KEPT = 200;
/** Longer than any line the game says; a longer one is damage. */
const MESSAGE_CHARS = 10_000;

export interface SaveFile {
  format: number;
  /** The athack version that wrote it. */
  game: string;
  /** SHA-256 of the recording's JSON, so an edit or a cut-off write is caught. */
  checksum: string;
  recording: Recording;
  /** Added within format 2: a reader that does not know it ignores it (docs/saves.md). */
  messages?: SavedMessage[];
}

export function checksum(rec: Recording): string {
  return createHash('sha256').update(JSON.stringify(rec)).digest('hex');
}

export function wrap(rec: Recording, game: string, messages?: readonly SavedMessage[]): SaveFile {
  const save: SaveFile = { format: SAVE_FORMAT, game, checksum: checksum(rec), recording: rec };
  return messages ? { ...save, messages: messages.slice(-MESSAGES_KEPT) } : save;
}

const isMessage = (m: unknown): m is SavedMessage => {
  if (typeof m !== 'object' || m === null) return false;
  const { text, kind, turn, times } = m as Record<string, unknown>;
  return typeof text === 'string' && text.length <= MESSAGE_CHARS && typeof kind === 'string' && kind.length <= 40 && Number.isFinite(turn) && (times === undefined || Number.isInteger(times));
};

/**
 * A save's messages as written, or undefined when they are missing or
 * damaged: they only show what was said, so a bad list is dropped and the
 * game loads without it.
 */
export function savedMessages(raw: unknown): SavedMessage[] | undefined {
  if (!Array.isArray(raw) || raw.length > MESSAGES_KEPT || !raw.every(isMessage)) return undefined;
  return raw.map(({ text, kind, turn, times }) => (times === undefined ? { text, kind, turn } : { text, kind, turn, times }));
}

/**
 * Brings any older save up to the current format. Format 1 files held the
 * recording's fields at the top level, with no checksum. Format 2 holds the
 * hero's actions only, the AI having chosen inside the reducer: its
 * recording is kept as it was, and the game goes on from its snapshot
 * (docs/saves.md).
 */
export function migrate(raw: Record<string, unknown>): SaveFile {
  if (raw.format === 1) {
    const { format: _format, game, ...rest } = raw as Record<string, unknown> & { game?: string };
    const rec = rest as unknown as Recording;
    return { format: SAVE_FORMAT, game: typeof game === 'string' ? game : 'unknown', checksum: checksum(rec), recording: rec };
  }
  if (raw.format === 2) return { ...(raw as unknown as SaveFile), format: SAVE_FORMAT };
  return raw as unknown as SaveFile;
}
