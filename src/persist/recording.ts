/**
 * A save is a recording (ARCHITECTURE.md rules 6, 7): the seed and rules
 * options, every action taken, the check value after each, and a snapshot
 * of the state for fast loading. On disk it is wrapped with its format
 * version, the game's version and a checksum of the recording.
 */
import { createHash } from 'node:crypto';
import type { Action } from '../core/engine/actions.js';
import type { GameState, RulesOptions } from '../core/engine/types.js';

/** Save format versions, one line per change, oldest first (docs/saves.md). */
export const SAVE_FORMATS = [
  { version: 1, change: 'a bare recording: seed, options, actions, checks and a snapshot' },
  { version: 2, change: 'wrapped: format, game version and a SHA-256 checksum of the recording' },
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

export interface SaveFile {
  format: number;
  /** The athack version that wrote it. */
  game: string;
  /** SHA-256 of the recording's JSON, so an edit or a cut-off write is caught. */
  checksum: string;
  recording: Recording;
}

export function checksum(rec: Recording): string {
  return createHash('sha256').update(JSON.stringify(rec)).digest('hex');
}

export function wrap(rec: Recording, game: string): SaveFile {
  return { format: SAVE_FORMAT, game, checksum: checksum(rec), recording: rec };
}

/**
 * Brings any older save up to the current format. Format 1 files held the
 * recording's fields at the top level, with no checksum.
 */
export function migrate(raw: Record<string, unknown>): SaveFile {
  if (raw.format === 1) {
    const { format: _format, game, ...rest } = raw as Record<string, unknown> & { game?: string };
    const rec = rest as unknown as Recording;
    return { format: SAVE_FORMAT, game: typeof game === 'string' ? game : 'unknown', checksum: checksum(rec), recording: rec };
  }
  return raw as unknown as SaveFile;
}
