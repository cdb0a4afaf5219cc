/**
 * A save as the game writes it: whole once (a new hero, an older format
 * taken up, a line that could not be finished), then a line appended for
 * every action as it is taken, so a killed process loses at most the action
 * it was taking, and a save costs the same on the last turn as on the first.
 * A snapshot is appended now and then (and when the game ends), for
 * loading without replaying from the start; after a few, once they take
 * more room than the whole file did when it was last written, the file is
 * written whole again with the last one only, so it stays within twice the
 * size of its actions and one state, and rewriting a long game's file is
 * paid for by as many bytes of snapshots as it writes: a save costs the
 * same per action at action 5,000 as at 100.
 *
 * Durability (docs/saves.md): every line is written before the game goes
 * on, which a killed process cannot undo; the disk is asked to keep it
 * (fdatasync) where losing it to a power cut would cost most: the hero's
 * creation, everything at Home, entering a zone, the end of the game and
 * every snapshot. Syncing every step would cost a disk flush per keypress.
 * A terminal appends a step's line just after its frame, a served table
 * just before its seats' frames; both secure it (the flush, a snapshot
 * when one is due) at the next turn of the event loop, after the frames,
 * so a key waits for neither.
 */
import { closeSync, constants, fdatasyncSync, openSync, statSync, writeSync } from 'node:fs';
import { sealed, type Recording, type SavedMessage, type SaveFile } from './recording.js';
import { writeSave } from './saves.js';
import { gameOver } from '../core/engine/game-over.js';
import type { Seat } from '../core/engine/types.js';

/** Actions between snapshots: loading a killed game replays fewer than this many (about 2 ms each for a long game's state). */
export const SNAPSHOT_EVERY = 100;
/** Snapshots appended, at least, before the file is written whole again with only the newest. */
export const SNAPSHOTS_BEFORE_REWRITE = 8;

/** Appends `text`; returns the bytes written. */
function append(file: string, text: string, sync: boolean): number {
  // Never through a link planted in a shared folder: appending follows no link, as safe-write.ts writes none.
  const fd = openSync(file, constants.O_WRONLY | constants.O_APPEND | constants.O_NOFOLLOW);
  try {
    const bytes = Buffer.from(text);
    for (let done = 0; done < bytes.length; ) done += writeSync(fd, bytes, done);
    if (sync) fdatasyncSync(fd);
    return bytes.length;
  } finally {
    closeSync(fd);
  }
}


export class SaveWriter {
  private snapshots = 0;
  /** Set when a write failed: the file may end in half a line, so nothing is appended until it is written whole. */
  private broken = true;
  private zone: string | null = null;
  /** Actions the file holds: one step of play can add several (the hero's, then the AI seats' answers). */
  private written = 0;
  /** The file's bytes when it was last written whole (or taken up), and the bytes of the snapshots appended since. */
  private wholeBytes = 0;
  private snapshotBytes = 0;
  /** What the lines appended since the last `secure` are owed: the disk's flush, a snapshot. */
  private syncDue = false;
  private snapshotDue = false;

  constructor(
    private readonly dir: string,
    readonly file: string,
    private readonly game: string,
  ) {}

  /** Writes the whole save at once, the old file kept as `.bak`. */
  whole(rec: Recording, messages?: readonly SavedMessage[], keyboard?: Seat): void {
    this.broken = true;
    writeSave(this.dir, rec, this.game, this.file, messages, keyboard);
    this.broken = false;
    this.syncDue = this.snapshotDue = false;
    this.snapshots = 0;
    this.wholeBytes = statSync(this.file).size;
    this.snapshotBytes = 0;
    this.zone = rec.snapshot.zone;
    this.written = rec.actions.length;
  }

  /** Takes up a save just read: appended to as it is, unless it must be written whole first (an older format, a dropped line). */
  resume(save: SaveFile): void {
    if (save.stale) return this.whole(save.recording, save.messages);
    this.broken = false;
    this.snapshots = save.snapshots ?? 0;
    this.wholeBytes = statSync(this.file).size;
    this.snapshotBytes = 0;
    this.zone = save.recording.snapshot.zone;
    this.written = save.recording.actions.length;
  }

  /**
   * After an action: `rec` holds it, its check, and the state it led to.
   * Throws when the disk refuses; the next action tries again with the
   * whole file.
   */
  took(rec: Recording, messages?: readonly SavedMessage[]): void {
    this.appended(rec, messages);
    this.secure(rec, messages);
  }

  /** The first half of `took`: the action's lines appended, and what they leave to `secure` noted. */
  appended(rec: Recording, messages?: readonly SavedMessage[]): void {
    if (this.broken) return this.whole(rec, messages);
    const from = this.written;
    const lines: string[] = [];
    for (let turn = from; turn < rec.actions.length; turn++) lines.push(sealed({ t: 'action', turn, action: rec.actions[turn]!, check: rec.checks[turn]! }));
    const s = rec.snapshot;
    this.syncDue ||= s.phase === 'home' || s.zone !== this.zone || gameOver(s);
    this.zone = s.zone;
    this.guarded(() => void append(this.file, lines.join(''), false));
    this.written = rec.actions.length;
    this.snapshotDue ||= gameOver(s) || Math.floor(from / SNAPSHOT_EVERY) < Math.floor(rec.actions.length / SNAPSHOT_EVERY);
  }

  /** The second half of `took`: the lines appended since kept against a power cut where that is due, and a snapshot when one is. */
  secure(rec: Recording, messages?: readonly SavedMessage[]): void {
    if (this.snapshotDue) return this.snapshot(rec, messages);
    if (!this.syncDue || this.broken) return;
    this.syncDue = false;
    this.guarded(() => void append(this.file, '', true));
  }

  /** Appends a snapshot of where the game stands, synced: a save-and-quit (with the seat at the keyboard, at one keyboard with people), a signal, or one every so many actions. */
  snapshot(rec: Recording, messages?: readonly SavedMessage[], keyboard?: Seat): void {
    // Synced, it keeps every line before it: nothing is left for `secure`.
    this.syncDue = this.snapshotDue = false;
    if (this.broken || (++this.snapshots > SNAPSHOTS_BEFORE_REWRITE && this.snapshotBytes > this.wholeBytes)) return this.whole(rec, messages, keyboard);
    this.guarded(() => (this.snapshotBytes += append(this.file, sealed({ t: 'snapshot', turn: rec.actions.length, state: rec.snapshot, ...(keyboard ? { keyboard } : {}), ...(messages ? { messages: [...messages] } : {}) }), true)));
  }

  private guarded(write: () => void): void {
    try {
      write();
    } catch (error) {
      this.broken = true;
      throw error;
    }
  }
}
