/**
 * A table's log: the last lines it said to every seat alike, kept in a
 * file of its own beside the save (`said.jsonl`), a line appended as each
 * is said. The save's snapshots hold the log too, but only every so many
 * actions: a server killed between two came back with the actions played
 * since and without the lines that told them, its status ("2 of 3 bids
 * sealed") beside a log that never said how. Appended as they are said,
 * the lines are as recent as the actions.
 */
import { closeSync, constants, openSync, writeSync } from 'node:fs';
import { MESSAGES_KEPT, savedMessages, type SavedMessage } from '../persist/recording.js';
import { readPrivate, writePrivate } from '../persist/private-files.js';
import { sayInto } from '../base/said-lines.js';

/** The file's name in the table's folder. */
export const SAID_FILE = 'said.jsonl';

export class TableLog {
  private readonly kept: SavedMessage[] = [];
  /** Lines in the file: once it holds a few times what is kept, it is written again with the kept ones only. */
  private inFile = 0;

  /**
   * The log of the file at `file`; with no file yet (a new table, or one
   * kept by an older server), `start` (its save's last snapshot's), written
   * out at once.
   */
  constructor(
    private readonly file: string,
    start: readonly SavedMessage[] | undefined,
    private readonly fault: (error: unknown) => void,
  ) {
    const text = this.read();
    if (text === undefined) {
      for (const line of start ?? []) this.kept.push({ ...line });
      this.rewrite();
      return;
    }
    // A line cut short by a killed server, or damaged, is skipped: the log only shows what was said.
    const lines = text.split('\n').flatMap((l) => savedMessages([tryParse(l)]) ?? []);
    for (const line of lines) sayInto(this.kept, line, MESSAGES_KEPT);
    this.inFile = lines.length;
  }

  /** The lines, oldest first. */
  get lines(): readonly SavedMessage[] {
    return this.kept;
  }

  /** Says `line`: into the log, and onto the end of its file. */
  say(line: SavedMessage): void {
    sayInto(this.kept, { ...line }, MESSAGES_KEPT);
    if (++this.inFile > 4 * MESSAGES_KEPT) return this.rewrite();
    try {
      // Appending follows no link, as the server's other files are written.
      const fd = openSync(this.file, constants.O_WRONLY | constants.O_APPEND | constants.O_CREAT | constants.O_NOFOLLOW, 0o600);
      try {
        writeSync(fd, `${JSON.stringify(line)}\n`);
      } finally {
        closeSync(fd);
      }
    } catch (error) {
      this.fault(error);
    }
  }

  private read(): string | undefined {
    try {
      return readPrivate(this.file);
    } catch (error) {
      this.fault(error);
      return undefined;
    }
  }

  /** The file written whole with the kept lines. */
  private rewrite(): void {
    try {
      writePrivate(this.file, this.kept.map((l) => `${JSON.stringify(l)}\n`).join(''));
      this.inFile = this.kept.length;
    } catch (error) {
      this.fault(error);
    }
  }
}

function tryParse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
