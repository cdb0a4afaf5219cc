/**
 * A save whose recording ends in a death or a win: the game appends the
 * final action before it writes the morgue file and the score, so when those
 * could not be written (a full disk, a morgue folder in the way) the save
 * still says the game is over. Such a save is never played on: it is made
 * the morgue file and the score it should have become, then removed.
 */
import { fsProblem } from './fs-problem.js';
import { lockSave, LockError } from './lock.js';
import { writeMorgue } from './morgue.js';
import type { SaveFile } from './recording.js';
import { hasEnded, readSaveFile, removeSave } from './saves.js';
import { listSaves } from './save-list.js';
import { addScore, readScores, scoreEntry, type Added } from './scores.js';

/** Writes the morgue file and the score of an ended save, then removes it; returns the morgue file. Throws when the morgue cannot be written, the save kept. */
export function closeEnded(dir: string, file: string, save: SaveFile, game: string): { morgue: string; scoreProblem?: string } {
  const s = save.recording.snapshot;
  const morgue = writeMorgue(dir, s, (save.messages ?? []).map((m) => m.text), save.recording, game);
  const entry = scoreEntry(s);
  // The game's end screen may have scored it before the morgue file failed: one death, one score.
  const scored = readScores(dir).entries.some((e) => e.name === entry.name && e.seed === entry.seed && e.turns === entry.turns && e.score === entry.score);
  const added: Partial<Added> = scored ? {} : addScore(dir, entry);
  removeSave(file);
  const problem = added.writeError ?? added.problem;
  return problem ? { morgue, scoreProblem: problem } : { morgue };
}

/** Why an ended save is not played on. */
export function overNote(save: SaveFile): string {
  const s = save.recording.snapshot;
  return `${s.hero.name} ${s.phase === 'won' ? 'won' : `died (${s.causeOfDeath ?? 'unknown causes'})`}: that game is over and cannot be continued`;
}

/** Closes an ended save and says so: where its morgue file went, or why it could not be written (the save then stays, still never played on). */
export function closeEndedNote(dir: string, file: string, save: SaveFile, game: string): string {
  const over = overNote(save);
  let release: () => void;
  try {
    release = lockSave(file);
  } catch (error) {
    // The game that ended may still be showing its end: it writes the morgue file itself.
    if (error instanceof LockError) return `${over}.`;
    throw error;
  }
  try {
    const closed = closeEnded(dir, file, save, game);
    return `${over}. Its morgue file is ${closed.morgue}${closed.scoreProblem ? `; ${closed.scoreProblem}` : ''}.`;
  } catch (error) {
    return `${over}; its morgue file could not be written (${fsProblem(error, true)}), so ${file} is kept until it can be.`;
  } finally {
    release();
  }
}

/** Every ended save in the folder closed as `closeEndedNote` does, with what the player is told of each. */
export function closeEndedSaves(dir: string, game: string): string[] {
  return listSaves(dir)
    .filter((e) => e.ended)
    .flatMap((e) => {
      try {
        const save = readSaveFile(e.file);
        return hasEnded(save) ? [closeEndedNote(dir, e.file, save, game)] : [];
      } catch {
        return [];
      }
    });
}
