/** Small pop-ups: answer yes or no, read a page of text. */
import type { Dir } from '../../core/engine/types.js';
import type { Command } from '../keys.js';
import { esc, fit, tone, visibleLength, wrapTagged } from '../style.js';
import type { KeyInput, Modal, Ui } from '../ui.js';
import { framed } from './frame.js';
import { doesNothing, printable, wrap } from '../widgets.js';
import { ctrlCDoes } from '../own-seat.js';

export const MOVE_DIRS: Partial<Record<Command, Dir>> = {
  'move-n': 'n',
  'move-s': 's',
  'move-w': 'w',
  'move-e': 'e',
  'move-nw': 'nw',
  'move-ne': 'ne',
  'move-sw': 'sw',
  'move-se': 'se',
};

export const isCancel = (k: KeyInput) => k.full === 'escape' || k.full === 'C-c' || k.full === 'C-g';

/**
 * Esc or Ctrl-G: the "no" of a box whose no is itself a move in the game (take the blow, give up the work).
 * Ctrl-C is not one: it means to stop playing, so over such a box it asks to save and quit instead
 * (ui-state.ts, askToQuit), and never decides for the player.
 */
export const isDecline = (k: KeyInput) => k.full === 'escape' || k.full === 'C-g';

/**
 * A prompt refused where the player expected to type (an answer, a name):
 * said in a box that keeps every key until Enter, Esc or space, so the
 * text typed on into it is never played as commands (`p` for "pebble"
 * praying). Guarded: keys typed in the same burst are dropped too.
 */
export function refusedPrompt(ui: Ui, message: string): void {
  ui.say(message, 'error');
  ui.push({
    kind: 'refused',
    guarded: true,
    draw: (u, below, width, height) => framed(u.style, below, width, height, 'Not here', [...wrap(message, Math.min(64, width - 8)).map(esc), '', esc('What you type now is not played.')], 'Enter, Esc or space: close'),
    key(u, k) {
      if (k.full === 'enter' || k.full === 'space' || isCancel(k)) u.pop();
    },
  });
}

/**
 * What a box says to a key that answers nothing, so no key seems to do nothing: it stays until answered, and
 * says it in the words every screen uses for such a key (doesNothing: the key, then what does), naming the `keys`
 * that answer (read as it is drawn where they change with the game, as the attributes hunger may take). Where
 * Ctrl-C is no answer to the box (it asks to quit over it), the note says what it does; where it is the box's
 * "no" (`confirm`), `quits` is false.
 */
export function answerNote(keys: string | ((ui: Ui) => string), quits = true): { stray: (k: KeyInput) => void; answered: () => void; lines: (ui: Ui) => string[] } {
  let stray: KeyInput | undefined;
  return {
    // Ctrl-C is never a stray key: over a box it does not answer it asks to save and quit (askToQuit), and a player who
    // answers no to that did nothing wrong, to be shown the note on coming back to the box.
    stray: (k) => {
      if (k.full !== 'C-c') stray = k;
    },
    answered: () => void (stray = undefined),
    lines: (ui) => (stray ? ['', tone(ui.style, 'warn', esc(doesNothing(stray, `answer with ${typeof keys === 'string' ? keys : keys(ui)}${quits ? `; ${ctrlCDoes(ui)}` : ''}`)))] : []),
  };
}

export function confirm(question: string, then: (ui: Ui) => void): Modal {
  const note = answerNote('y, n or Esc', false);
  return {
    guarded: true,
    question,
    draw: (ui, below, width, height) => framed(ui.style, below, width, height, 'Are you sure?', [...wrap(question, Math.min(64, width - 8)).map(esc), '', esc('y: yes   n or Esc: no')], 'y / n', note.lines(ui)),
    key(ui, k) {
      if (k.full === 'y' || k.full === 'Y') {
        ui.pop();
        then(ui);
      } else if (k.full === 'n' || k.full === 'N' || isCancel(k)) ui.pop();
      else note.stray(k);
    },
  };
}

export interface PageOptions {
  /** Open at the last line (the message history). */
  startAtEnd?: boolean;
  /** Columns by which a wrapped line's continuations are indented (the keys page lines them up under the text). */
  hang?: number;
  /** The page's own keys besides scrolling and closing, as a stray key's note names them (the sheet's `A`). */
  keys?: string;
}

/** A scrolling page: arrows and page keys move, Esc or q closes; any other key says which do, as a screen's do. */
export function textPage(title: string, lines: () => string[], opts: PageOptions = {}): Modal {
  let offset: number | undefined;
  let rows = 1;
  let note = '';
  return {
    draw(ui, below, width, height) {
      // Wrapped before paging, so the scroll counts the lines shown.
      const wrapped = lines().flatMap((l) => wrapTagged(l, width - 6, opts.hang));
      // Every line is as wide as the widest, so the box keeps its width from page to page, and a note wraps to it.
      const inner = Math.max(0, ...wrapped.map(visibleLength));
      const all = wrapped.map((l) => fit(l, inner));
      const said = note ? wrap(note, Math.max(20, inner)).map((l) => tone(ui.style, 'warn', esc(l))) : [];
      rows = Math.max(1, height - 4 - said.length);
      const max = Math.max(0, all.length - rows);
      offset = Math.min(max, Math.max(0, offset ?? (opts.startAtEnd ? max : 0)));
      const more = all.length > rows ? `  ${offset + 1}-${Math.min(all.length, offset + rows)} of ${all.length}` : '';
      return framed(ui.style, below, width, height, title, [...all.slice(offset, offset + rows), ...said], `Esc: close  arrows/PgUp/PgDn: scroll${more}`);
    },
    key(ui, k) {
      if (isCancel(k) || k.full === 'q' || k.full === 'enter') return ui.pop();
      note = '';
      const o = offset ?? 0;
      if (k.full === 'up' || k.full === 'k') offset = o - 1;
      else if (k.full === 'down' || k.full === 'j') offset = o + 1;
      // A page on keeps one line of the last in view, to read on from.
      else if (k.full === 'pageup') offset = o - Math.max(1, rows - 1);
      else if (k.full === 'pagedown' || k.full === 'space') offset = o + Math.max(1, rows - 1);
      else if (k.full === 'home' || k.full === 'g') offset = 0;
      else if (k.full === 'end' || k.full === 'G') offset = Number.MAX_SAFE_INTEGER;
      else if (printable(k)) note = doesNothing(k, `Esc, q or Enter closes; the arrows, PgUp and PgDn scroll${opts.keys ? `; ${opts.keys}` : ''}`);
    },
  };
}
