/** A number typed and confirmed with Enter: how many tokens, dice or points. */
import { esc, tone } from '../style.js';
import type { Modal, Ui } from '../ui.js';
import { answerNote, isCancel } from './basic.js';
import { framed } from './frame.js';
import { helpPage } from './help.js';
import { capitalised } from '../../base/words.js';

export interface NumberSpec {
  title: string;
  /** Tagged lines above the entry, read from the state on every draw. */
  lines: (ui: Ui) => string[];
  /** What the number is: "tokens", "Hit Dice". */
  unit: string;
  initial: number;
  /** Where the digits typed are kept as they change, and read back from when the box opens (a served seat's, which its table keeps through a dropped link: `ownDraft`). */
  kept?: (ui: Ui) => { digits?: string } | undefined;
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
  let text: string | undefined;
  let fresh = true;
  /** Why the last Enter was not taken, until the next key. */
  let note = '';
  /** The digits so far: read when the box is first drawn, those kept (`spec.kept`) if any were typed, else the number offered. */
  const typed = (ui: Ui): string => {
    if (text === undefined) {
      const kept = spec.kept?.(ui)?.digits;
      text = kept ?? String(spec.initial);
      fresh = kept === undefined;
    }
    return text;
  };
  // Where Esc closes the box, so does Ctrl-C: the note offers it as a way to quit only where it is not.
  const stray = answerNote(`digits, Backspace, up or down, Enter${spec.cancel === false ? '' : ' or Esc'}`, spec.cancel === false);
  return {
    kind: spec.kind ?? 'number',
    // A box that asks about something has its page; any other says its own keys.
    help: spec.help ?? (() => helpPage(`In a number box: digits type the number (a digit first replaces the one offered), Backspace deletes one, up (or +) adds one and down (or -) takes one away, Enter takes it${spec.cancel === false ? '' : ', Esc cancels'}. Below, the keys of play.`)),
    draw(ui, below, width, height) {
      const body = [...spec.lines(ui), '', `${esc(`${capitalised(spec.unit)}:`)} ${tone(ui.style, 'hero', esc(typed(ui) || ' '))}${tone(ui.style, 'key', '_')}  ${tone(ui.style, 'dim', esc(`(0 to ${spec.max(ui)})`))}`];
      if (note) body.push(tone(ui.style, 'warn', esc(note)));
      return framed(ui.style, below, width, height, spec.title, body, `digits, Enter${spec.cancel === false ? '' : '  Esc: cancel'}${spec.help ? '  ?: help' : '  ?: keys'}`, stray.lines(ui));
    },
    key(ui, k) {
      if (isCancel(k) && spec.cancel !== false) return ui.pop();
      note = '';
      const now = typed(ui);
      stray.answered();
      if (k.full === 'enter') {
        const n = Number(now || '0');
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
      let next: string | undefined;
      if (k.full === 'backspace') next = now.slice(0, -1);
      else if (/^[0-9]$/.test(k.full) && (fresh || now.length < 3)) next = fresh ? k.full : now + k.full;
      else if (k.full === 'up' || k.full === '+' || k.full === 'right') next = String(Math.min(spec.max(ui), Number(now || '0') + 1));
      else if (k.full === 'down' || k.full === '-' || k.full === 'left') next = String(Math.max(0, Number(now || '0') - 1));
      if (next === undefined) {
        // A digit past the third is no answer to say anything of; any other key is.
        if (!/^[0-9]$/.test(k.full)) stray.stray(k);
        return;
      }
      text = next;
      fresh = false;
      const kept = spec.kept?.(ui);
      if (kept) kept.digits = next;
    },
  };
}
