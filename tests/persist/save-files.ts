/** Save files as tests edit them: the lines of a format 3 save, re-sealed after an edit, and the whole-object saves of formats 1 and 2. */
import { readFileSync, writeFileSync } from 'node:fs';
import { checksum, sealed, type Recording, type SaveLine, type SavedMessage } from '../../src/persist/recording.js';

/** A line as a test edits it: any field, of any shape. */
export type Line = Record<string, any>;

/** The lines of a save, parsed. */
export const saveLines = (file: string): Line[] =>
  readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l !== '')
    .map((l) => JSON.parse(l) as Line);

/** Writes lines as the game does, each with a checksum made to match: an edit a checksum cannot catch. */
export const writeSealed = (file: string, lines: Line[]) => writeFileSync(file, lines.map((l) => sealed(l as SaveLine)).join(''));

/** A save as athack 0.5 wrote it: format 2, one JSON object with a checksum of the whole recording. */
export const formatTwo = (rec: Recording, game = '0.5.0', messages?: SavedMessage[]) => JSON.stringify({ format: 2, game, checksum: checksum(rec), recording: rec, ...(messages ? { messages } : {}) });
