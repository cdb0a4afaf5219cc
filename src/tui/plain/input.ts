/**
 * What a player types in plain mode, as keys. Keys are named as the game
 * names them (blessed's own reading of a terminal's bytes, so an arrow or
 * Ctrl-P is the same key here as on the full screen); what blessed cannot
 * name never gets here (key-reader.ts takes it out first). A line typed whole
 * and ended with Enter, as a screen reader's line input sends it, is its
 * keys without the Enter; Enter on its own is the Enter key. Pressed one at
 * a time, each key arrives alone and Enter is Enter, as in the game.
 */
import { EventEmitter } from 'node:events';
import { createRequire } from 'node:module';
import { keyName, pairHalves } from '../keys.js';

/** A key as the game receives it: its name (`a`, `A`, `up`, `C-p`, `enter`) and the character typed, if any. */
export interface TypedKey {
  full: string;
  ch: string | undefined;
}

interface BlessedKey {
  name?: string;
  ctrl?: boolean;
  meta?: boolean;
  shift?: boolean;
}

const load = createRequire(import.meta.url);
const { emitKeypressEvents } = load('blessed/lib/keys.js') as { emitKeypressEvents(stream: EventEmitter): void };

/** The keys in text that holds no line break, in order. */
function keysIn(text: string): TypedKey[] {
  const stream = new EventEmitter();
  emitKeypressEvents(stream);
  const keys: TypedKey[] = [];
  const whole = pairHalves();
  stream.on('keypress', (ch: string | undefined, key: BlessedKey | undefined) => {
    // Named as blessed's program names a key press, so the game's key map reads it the same way.
    const full = `${key?.ctrl ? 'C-' : ''}${key?.meta ? 'M-' : ''}${key?.shift && key.name ? 'S-' : ''}${key?.name ?? ch ?? ''}`;
    const typed = full === '' ? undefined : whole(keyName(full), ch);
    if (typed) keys.push(typed);
  });
  stream.emit('data', Buffer.from(text, 'utf8'));
  return keys;
}

/**
 * The keys of one read from the input, a list for each line as it was sent:
 * a line's keys, Enter for an empty line; what follows the last line break
 * is keys pressed as they are. Each list is played as a line typed on its
 * own, so several lines in one read (a paste, a pipe) are several turns.
 */
export function typedKeys(chunk: string): TypedKey[][] {
  const parts = chunk.split(/\r\n|\r|\n/);
  const pressed = parts.pop()!;
  const lines = parts.map((line) => (line === '' ? [{ full: 'enter', ch: '\r' }] : keysIn(line)));
  return [...lines, keysIn(pressed)].filter((keys) => keys.length > 0);
}
