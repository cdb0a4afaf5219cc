/** A number typed and confirmed with Enter: how many tokens, dice or points. */
import { esc, tone } from '../style.js';
import type { Modal, Ui } from '../ui.js';
import { isCancel, isDecline } from './basic.js';
import { framed } from './frame.js';
import { helpPage } from './help.js';
import { capitalised } from '../../base/words.js';
import { printable } from '../widgets.js';
import { ctrlCDoes } from '../own-seat.js';

export interface NumberSpec {
  title: string;
  /** Tagged lines above the entry, read from the state on every draw. */
  lines: (ui: Ui) => string[];
  /** What the number is: "tokens", "Hit Dice". */
  unit: string;
  initial: number;
  max: (ui: Ui) => number;
  enter: (ui: Ui, n: number) => void;
  kind?: string;
  /** Esc closes (false for a question that must be answered). */
  cancel?: boolean;
  /** Said in the box when Enter is pressed on more than the most, which then stays open; left out, the number goes on and its taker refuses it. */
  tooMany?: (ui: Ui, most: number) => string;
  /** The page `?` opens over the box, when there is one. */
  help?: () => Modal;
}

export function numberPrompt(spec: NumberSpec): Modal {
  let text = String(spec.initial);
  let fresh = true;
  /** Why the last Enter was not taken, until the next key. */
  let note = '';
  return {
    kind: spec.kind ?? 'number',
    // A box that asks about something has its page; any other says its own keys.
    help: spec.help ?? (() => helpPage(`In a number box: digits type the number (a digit first replaces the one offered), Backspace deletes one, up (or +) adds one and down (or -) takes one away, Enter takes it${spec.cancel === false ? '' : ', Esc cancels'}. Below, the keys of play.`)),
    draw(ui, below, width, height) {
      const body = [...spec.lines(ui), '', `${esc(`${capitalised(spec.unit)}:`)} ${tone(ui.style, 'hero', esc(text || ' '))}${tone(ui.style, 'key', '_')}  ${tone(ui.style, 'dim', esc(`(0 to ${spec.max(ui)})`))}`];
      if (note) body.push(tone(ui.style, 'warn', esc(note)));
      return framed(ui.style, below, width, height, spec.title, body, `digits, Enter${spec.cancel === false ? '' : '  Esc: cancel'}${spec.help ? '  ?: help' : '  ?: keys'}`);
    },
    key(ui, k) {
      if (isCancel(k) && spec.cancel !== false) return ui.pop();
      note = '';
      if (k.full === 'enter') {
        const n = Number(text || '0');
        const most = spec.max(ui);
        // Taken and refused, the number would close the box and ask afresh (at one keyboard, behind the seat's curtain raised again).
        if (spec.tooMany && n > most) {
          note = spec.tooMany(ui, most);
          fresh = true;
          return;
        }
        ui.pop();
        spec.enter(ui, n);
        return;
      }
      if (k.full === 'backspace') {
        text = text.slice(0, -1);
        fresh = false;
      } else if (/^[0-9]$/.test(k.full) && (fresh || text.length < 3)) {
        text = fresh ? k.full : text + k.full;
        fresh = false;
      } else if (k.full === 'up' || k.full === '+' || k.full === 'right') {
        text = String(Math.min(spec.max(ui), Number(text || '0') + 1));
        fresh = false;
      } else if (k.full === 'down' || k.full === '-' || k.full === 'left') {
        text = String(Math.max(0, Number(text || '0') - 1));
        fresh = false;
      } else if (printable(k) || isDecline(k)) {
        // A letter, or Esc where the box must be answered, would otherwise do nothing without a word.
        note = `Type a number from 0 to ${spec.max(ui)}, then Enter; ${spec.cancel === false ? ctrlCDoes(ui) : 'Esc cancels'}.`;
      }
    },
  };
}
