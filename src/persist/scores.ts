/**
 * The high-score table (RULES.md §8): `scores.json` in the save folder, the
 * best 20 games by score. Written atomically like a save (a temporary file
 * flushed, then renamed over the old one). A file that cannot be read as a
 * table is reported, kept aside as `scores.json.bad` (or the next free
 * name after it: numbered-name.ts), and replaced: a broken table never
 * stops a game from ending.
 */
import { lstatSync, renameSync } from 'node:fs';
import { fsProblem } from './fs-problem.js';
import { withFileLock } from './lock.js';
import type { GameState } from '../core/engine/types.js';
import { join } from 'node:path';
import { readFileSafely } from './safe-read.js';
import { writableFolder } from './safe-folder.js';
import { writeFileSafely } from './safe-write.js';
import { winnerText } from '../core/engine/winner.js';
import { firstFree } from './numbered-name.js';

export const SCORES_FILE = 'scores.json';
export const SCORE_LIMIT = 20;
const SCORES_FORMAT = 1;
/** Twenty entries take some 7 KB: a larger file is not a table athack wrote. */
const SCORES_CAP = 1024 * 1024;

export interface ScoreEntry {
  name: string;
  className: string;
  level: number;
  score: number;
  /** How the game ended: the cause of death, or "won". */
  cause: string;
  won: boolean;
  /** Zones seen, and the deepest one reached. */
  zones: number;
  deepest: number;
  /** The Opposition winner, name and seat, when an Opposition obstacle killed the hero (absent otherwise, and in older tables). */
  winner?: string;
  /** The Escalation die when the game ended (absent in tables from before it was kept). */
  escalation?: number;
  turns: number;
  seed: string;
  /** ISO date and time the game ended. */
  date: string;
}

export interface ScoreTable {
  entries: ScoreEntry[];
  /** What was wrong with the file on disk, if anything. */
  problem?: string;
}

export function scoresFile(dir: string): string {
  return join(dir, SCORES_FILE);
}

function isEntry(e: unknown): e is ScoreEntry {
  if (typeof e !== 'object' || e === null) return false;
  const o = e as Record<string, unknown>;
  return (
    typeof o.name === 'string' &&
    typeof o.className === 'string' &&
    typeof o.cause === 'string' &&
    typeof o.date === 'string' &&
    typeof o.seed === 'string' &&
    typeof o.won === 'boolean' &&
    ['level', 'score', 'zones', 'deepest', 'turns'].every((k) => typeof o[k] === 'number' && Number.isFinite(o[k]))
  );
}

/** Best first; a tie goes to the earlier game, which got there first. */
export function rank(entries: ScoreEntry[]): ScoreEntry[] {
  return [...entries].sort((a, b) => b.score - a.score || a.date.localeCompare(b.date)).slice(0, SCORE_LIMIT);
}

/** The table on disk: empty when there is none yet; a damaged file gives an empty table and says why. */
export function readScores(dir: string): ScoreTable {
  const file = scoresFile(dir);
  let text: string;
  try {
    text = readFileSafely(file, SCORES_CAP);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { entries: [] };
    return { entries: [], problem: `${file} cannot be read: ${fsProblem(error)}` };
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { entries: [], problem: `${file} is damaged (not valid JSON)` };
  }
  const list = (parsed as { entries?: unknown } | null)?.entries;
  if (typeof parsed !== 'object' || parsed === null || !Array.isArray(list)) return { entries: [], problem: `${file} is not a high-score table` };
  const good = list.filter(isEntry);
  const problem = good.length < list.length ? `${file}: ${list.length - good.length} damaged entr${list.length - good.length === 1 ? 'y was' : 'ies were'} dropped` : undefined;
  return problem ? { entries: rank(good), problem } : { entries: rank(good) };
}


export interface Added extends ScoreTable {
  /** The new entry's place in the table (0 is the best), or null when it did not make the table. */
  place: number | null;
  /** The file could not be written (the table shown is still right for this session). */
  writeError?: string;
  /** The name a damaged table was kept aside under (`scores.json.bad`, or `scores.json.bad-2` when that is taken). */
  keptAs?: string;
}

/**
 * Adds a finished game to the table. Never throws: problems come back as
 * text to show. The table is read and rewritten under a lock, so two games
 * ending at once both land in it.
 */
export function addScore(dir: string, entry: ScoreEntry): Added {
  try {
    writableFolder(dir);
    return withFileLock(scoresFile(dir), () => addUnlocked(dir, entry));
  } catch (error) {
    return { ...readScores(dir), place: null, writeError: `could not write the high scores: ${fsProblem(error, true)}` };
  }
}

function addUnlocked(dir: string, entry: ScoreEntry): Added {
  const before = readScores(dir);
  const entries = rank([...before.entries, entry]);
  const at = entries.indexOf(entry);
  const out: Added = { entries, place: at >= 0 ? at : null };
  if (before.problem) out.problem = before.problem;
  try {
    const file = scoresFile(dir);
    if (before.problem) {
      // Kept for the curious, under a name no table kept before has (a table damaged twice keeps both); the table
      // itself starts again from what could be read. The file lock is held: no other game picks the same name.
      const keptAs = firstFree(`${SCORES_FILE}.bad`, '', (name) => (lstatSync(join(dir, name), { throwIfNoEntry: false }) ? undefined : name));
      try {
        renameSync(file, join(dir, keptAs));
        out.keptAs = keptAs;
      } catch {
        /* nothing to keep */
      }
    }
    writeFileSafely(file, `${JSON.stringify({ format: SCORES_FORMAT, entries }, null, 1)}\n`);
  } catch (error) {
    out.writeError = `could not write the high scores: ${fsProblem(error, true)}`;
  }
  return out;
}

/** The high-score entry for a finished game. */
export function scoreEntry(s: GameState, date = new Date()): ScoreEntry {
  const won = s.phase === 'won';
  const winner = winnerText(s);
  return {
    ...(winner ? { winner } : {}),
    name: s.hero.name,
    className: s.hero.className,
    level: s.hero.level,
    score: s.score,
    cause: won ? 'won' : (s.causeOfDeath ?? 'unknown'),
    won,
    zones: Object.keys(s.zones).length,
    deepest: s.deepest,
    escalation: s.escalation,
    turns: s.turn,
    seed: s.seed,
    date: date.toISOString(),
  };
}
