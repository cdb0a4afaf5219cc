/**
 * Save files on disk: one per hero, written atomically (a temporary file in
 * the same folder, flushed, then renamed over the old one, which is kept as
 * a backup). The only code that writes saves.
 */
import { closeSync, fsyncSync, mkdirSync, openSync, readdirSync, readFileSync, renameSync, statSync, writeSync, copyFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { SAVE_FORMAT, type Recording } from './recording.js';

/** A hero's name as a file name: letters, digits, dash and underscore only, so no name can leave the folder. */
export function saveName(hero: string): string {
  const safe = hero.normalize('NFKD').replace(/[^A-Za-z0-9_-]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 40);
  return `${safe || 'hero'}.json`;
}

export class SaveError extends Error {
  constructor(
    readonly file: string,
    problem: string,
  ) {
    super(`${file}: ${problem}`);
    this.name = 'SaveError';
  }
}

export function writeSave(dir: string, rec: Recording): string {
  mkdirSync(dir, { recursive: true });
  const file = join(dir, saveName(rec.snapshot.hero.name));
  const tmp = `${file}.tmp-${process.pid}`;
  const fd = openSync(tmp, 'w');
  try {
    writeSync(fd, JSON.stringify(rec));
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  if (existsSync(file)) copyFileSync(file, `${file}.bak`);
  renameSync(tmp, file);
  return file;
}

export function readSave(file: string): Recording {
  let text: string;
  try {
    if (statSync(file).isDirectory()) throw new SaveError(file, 'is a folder, not a save file');
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if (error instanceof SaveError) throw error;
    throw new SaveError(file, `cannot be read (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`);
  }
  let rec: Recording;
  try {
    rec = JSON.parse(text) as Recording;
  } catch {
    throw new SaveError(file, 'is not a complete save (it may have been cut short or edited)');
  }
  if (typeof rec !== 'object' || rec === null || typeof rec.format !== 'number') throw new SaveError(file, 'is not an athack save');
  if (rec.format > SAVE_FORMAT) throw new SaveError(file, `was written by a newer athack (save format ${rec.format}; this one reads up to ${SAVE_FORMAT})`);
  if (!rec.snapshot || !Array.isArray(rec.actions) || typeof rec.seed !== 'string') throw new SaveError(file, 'is missing parts of a save');
  return rec;
}

/** Saves in the folder, newest first. */
export function listSaves(dir: string): { file: string; hero: string; mtime: number }[] {
  let names: string[];
  try {
    names = readdirSync(dir).filter((n) => n.endsWith('.json'));
  } catch {
    return [];
  }
  return names
    .map((n) => ({ file: join(dir, n), hero: n.replace(/\.json$/, ''), mtime: statSync(join(dir, n)).mtimeMs }))
    .sort((a, b) => b.mtime - a.mtime);
}
