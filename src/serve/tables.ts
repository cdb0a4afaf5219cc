/**
 * Every table of a server, each in a folder of its own under `tables/` of
 * the data folder: its save (written as any save is, a line appended per
 * action) and `table.json`, who sits where. A restarted server reads them
 * all back, and each account finds its seat where it left it.
 */
import { existsSync, readdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import { ADVENTURER, seatsOf } from '../core/engine/seats.js';
import { claimSave, lockSave } from '../persist/lock.js';
import { readPrivate, privateDir, writePrivate } from '../persist/private-files.js';
import type { Recording, SavedMessage } from '../persist/recording.js';
import { SaveWriter } from '../persist/save-writer.js';
import { hasEnded, readPlayableSave, removeSave } from '../persist/saves.js';
import { listSaves } from '../persist/save-list.js';
import { settle } from '../core/opposition/settle.js';
import { Table, type TableRecord } from './table.js';
import { SAID_FILE, TableLog } from './table-log.js';

export interface TablesOptions {
  dataDir: string;
  version: string;
  decideSeconds: number;
  log: (line: string) => void;
  now: () => number;
}

const RECORD = 'table.json';

export class Tables {
  private tables = new Map<string, Table>();

  constructor(private readonly o: TablesOptions) {
    privateDir(this.root);
    this.load();
  }

  private get root(): string {
    return join(this.o.dataDir, 'tables');
  }

  /** Every table, oldest first. */
  list(): Table[] {
    this.clearEnded();
    return [...this.tables.values()];
  }

  get(id: string): Table | undefined {
    this.clearEnded();
    return this.tables.get(id);
  }

  /**
   * A game that has ended stays in the lobby while anyone is still at its
   * table (to read the end screen, or to watch it), then leaves the lobby.
   * Its folder stays on disk, the save in it a finished game's recording.
   */
  private clearEnded(): void {
    for (const [id, table] of this.tables) {
      if (!table.over || !table.empty) continue;
      table.close();
      this.tables.delete(id);
      this.o.log(`table ${id} ended and left the lobby; its save stays in tables/${id}`);
    }
  }

  /** A new table for a hero just made: its creator sits as the Adventurer; every Opposition seat a person plays is open. */
  create(rec: Recording, creator: string): Table {
    const numbers = [...this.tables.keys(), ...readdirSync(this.root)].map(Number).filter(Number.isInteger);
    const id = String(Math.max(0, ...numbers) + 1);
    const dir = join(this.root, id);
    privateDir(dir);
    const { file, release } = claimSave(dir, rec.snapshot.hero.name);
    const accounts: TableRecord['accounts'] = { [ADVENTURER]: creator };
    for (const seat of seatsOf(rec.snapshot)) if (seat !== ADVENTURER && rec.snapshot.tokens.opposition.find((p) => `opposition:${p.id}` === seat)?.person) accounts[seat] = null;
    const record: TableRecord = { id, created: this.o.now(), save: basename(file), accounts };
    const writer = new SaveWriter(dir, file, this.o.version);
    writer.took(rec);
    const table = this.table(dir, record, rec, writer, release, undefined, true);
    this.keep(dir, record);
    this.tables.set(id, table);
    this.o.log(`table ${id} made by ${creator}`);
    return table;
  }

  /**
   * An account's games saved before there were tables (in `saves/NAME/`):
   * each game still going becomes a table with the account as its
   * Adventurer, and its old file goes. What happened, for the lobby.
   */
  adopt(dir: string, account: string): string[] {
    const notes: string[] = [];
    for (const info of listSaves(dir)) {
      if (info.ended) continue;
      try {
        const release = lockSave(info.file);
        try {
          const rec = readPlayableSave(info.file).recording;
          const table = this.create(rec, account);
          removeSave(info.file);
          notes.push(`Your saved game of ${rec.snapshot.hero.name} plays on at table ${table.id}: c continues it.`);
        } finally {
          release();
        }
      } catch (error) {
        notes.push(`${basename(info.file)} stays where it is: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    return notes;
  }

  /** Saves every table and lets their saves go. */
  close(): void {
    for (const t of this.tables.values()) t.close();
  }

  private table(dir: string, record: TableRecord, rec: Recording, writer: SaveWriter, release: () => void, messages?: readonly SavedMessage[], made = false): Table {
    // A table kept by an older server has no file of its lines yet: they start from its save's last snapshot.
    const said = new TableLog(join(dir, SAID_FILE), messages, (error) => this.o.log(`table ${record.id}: its lines: ${error instanceof Error ? error.message : String(error)}`));
    return new Table({ record, rec, writer, release, decideSeconds: this.o.decideSeconds, keep: (r) => this.keep(dir, r), log: this.o.log, now: this.o.now, said, made });
  }

  private keep(dir: string, record: TableRecord): void {
    writePrivate(join(dir, RECORD), `${JSON.stringify(record, null, 2)}\n`);
  }

  /** The tables a previous run left; one that cannot be read is named in the log and left as it is. */
  private load(): void {
    const ids = readdirSync(this.root).filter((name) => existsSync(join(this.root, name, RECORD)));
    for (const id of ids.sort((a, b) => Number(a) - Number(b))) {
      const dir = join(this.root, id);
      try {
        const record = JSON.parse(readPrivate(join(dir, RECORD))!) as TableRecord;
        if (record.id !== id || typeof record.save !== 'string' || basename(record.save) !== record.save) throw new Error(`${RECORD} does not describe table ${id}`);
        const file = join(dir, record.save);
        const release = lockSave(file);
        const loaded = readPlayableSave(file);
        if (hasEnded(loaded)) {
          release();
          continue;
        }
        const writer = new SaveWriter(dir, file, this.o.version);
        writer.resume(loaded);
        const rec = loaded.recording;
        // Saved while the AI seats were answering: they answer now, and their actions join the save.
        const ai = settle(rec.snapshot);
        for (const taken of ai.steps) {
          rec.actions.push(taken.action);
          rec.checks.push(taken.state.check);
        }
        rec.snapshot = ai.state;
        if (ai.steps.length > 0) writer.took(rec);
        this.tables.set(id, this.table(dir, record, rec, writer, release, loaded.messages));
      } catch (error) {
        this.o.log(`table ${id} not loaded: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  }
}
