/**
 * A save is a recording (docs/architecture.md rules 6, 7): the seed and rules
 * options, every action taken, the check value after each, and a snapshot
 * of the state now and then for fast loading. On disk it is a list of
 * lines, appended as the game goes: a header, one line per action, a
 * snapshot line now and then, each line with a checksum of its own
 * (docs/saves.md). Reading them back is src/persist/save-text.ts.
 */
import { createHash } from 'node:crypto';
import type { Action } from '../core/engine/actions.js';
import type { GameState, RulesOptions, Seat } from '../core/engine/types.js';

/** Save format versions, one line per change, oldest first (docs/saves.md). */
export const SAVE_FORMATS = [
  { version: 1, change: 'a bare recording: seed, options, actions, checks and a snapshot' },
  { version: 2, change: 'wrapped: format, game version and a SHA-256 checksum of the recording' },
  { version: 3, change: "append-only lines: a header, a line per action with its check, a snapshot now and then, each line checksummed; every seat's actions, each carrying its seat (none for the Adventurer's), the AI seats' included" },
] as const;
export const SAVE_FORMAT = SAVE_FORMATS[SAVE_FORMATS.length - 1]!.version;
/** The first format whose recordings hold the AI seats' actions: a replay of an older one runs the AI where it chose. */
export const SEATS_RECORDED = 3;

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

/** A save as read: its recording, with the state it reached as the snapshot, and the last messages the player saw. */
export interface SaveFile {
  /** The format the file was in on disk. */
  format: number;
  /** The athack version that wrote it. */
  game: string;
  recording: Recording;
  messages?: SavedMessage[];
  /**
   * Why the file must be written whole again before a line is appended to
   * it: an older format, or a torn last line that was dropped.
   */
  stale?: string;
  /** Format 3: how many snapshot lines the file holds, so the game knows when to write it whole again. */
  snapshots?: number;
  /** The seat at the keyboard when the game was saved (SnapshotLine), where the last snapshot is of the last action. */
  keyboard?: Seat;
}

/** The first line of a save: what every action after it is played from. */
export interface HeaderLine {
  t: 'header';
  format: number;
  game: string;
  seed: string;
  options: Partial<RulesOptions>;
}

/**
 * One action as it was taken, with the check value the gameplay stream
 * showed after it. The action goes in unchanged; the line may carry more
 * about who took it.
 */
export interface ActionLine {
  t: 'action';
  /** The action's place in the recording, from 0, as replays number turns. */
  turn: number;
  action: Action;
  check: number;
}

/** The whole state after `turn` actions, for loading without replaying them all, and the messages shown then. */
export interface SnapshotLine {
  t: 'snapshot';
  turn: number;
  state: GameState;
  messages?: SavedMessage[];
  /** At one keyboard with people in Opposition seats, the seat that had it (its curtain may be up): the interface's, kept so a game continued comes back to it. */
  keyboard?: Seat;
}

export type SaveLine = HeaderLine | ActionLine | SnapshotLine;

/** SHA-256 of the recording's JSON: the checksum of a format 2 save. */
export function checksum(rec: Recording): string {
  return createHash('sha256').update(JSON.stringify(rec)).digest('hex');
}

/**
 * A line's checksum: the first 16 hex digits of SHA-256 over the line
 * without its checksum and its messages. Enough to catch a torn write or an
 * edit by hand; the messages stay outside it, as they only show what was said.
 */
export function lineSum(line: Record<string, unknown>): string {
  const { sum: _sum, messages: _messages, ...rest } = line;
  return createHash('sha256').update(JSON.stringify(rest)).digest('hex').slice(0, 16);
}

/** A line as written: its JSON with its checksum, and the newline that ends it. */
export function sealed(line: SaveLine): string {
  const { messages, ...rest } = line as SaveLine & { messages?: SavedMessage[] };
  const sum = lineSum(rest);
  return `${JSON.stringify(messages ? { ...rest, sum, messages: messages.slice(-MESSAGES_KEPT) } : { ...rest, sum })}\n`;
}

/** A whole save: the header, every action, and a snapshot of where the game stands. */
export function saveText(rec: Recording, game: string, messages?: readonly SavedMessage[], keyboard?: Seat): string {
  const lines: SaveLine[] = [
    { t: 'header', format: SAVE_FORMAT, game, seed: rec.seed, options: rec.options },
    ...rec.actions.map((action, turn): ActionLine => ({ t: 'action', turn, action, check: rec.checks[turn]! })),
    { t: 'snapshot', turn: rec.actions.length, state: rec.snapshot, ...(keyboard ? { keyboard } : {}), ...(messages ? { messages: [...messages] } : {}) },
  ];
  return lines.map(sealed).join('');
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
