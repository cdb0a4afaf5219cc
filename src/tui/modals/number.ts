/** A number typed and confirmed with Enter: how many tokens, dice or points. */
import { esc, tone } from '../style.js';
import type { Modal, Ui } from '../ui.js';
import { isCancel } from './basic.js';
import { framed } from './frame.js';
import { capitalised } from '../../base/words.js';

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
  /** Why a number is not taken, said in the box, which stays open: at one keyboard a person's refusal is theirs, not a line of the log the others read. */
  refuse?: (ui: Ui, n: number) => string | undefined;
}

export function numberPrompt(spec: NumberSpec): Modal {
  let text = String(spec.initial);
  let fresh = true;
  let refused: string | undefined;
  return {
    kind: spec.kind ?? 'number',
    draw(ui, below, width, height) {
      const body = [
        ...spec.lines(ui),
        '',
        `${esc(`${capitalised(spec.unit)}:`)} ${tone(ui.style, 'hero', esc(text || ' '))}${tone(ui.style, 'key', '_')}  ${tone(ui.style, 'dim', esc(`(0 to ${spec.max(ui)})`))}`,
        ...(refused ? [tone(ui.style, 'warn', esc(refused))] : []),
      ];
      return framed(ui.style, below, width, height, spec.title, body, `digits, Enter${spec.cancel === false ? '' : '  Esc: cancel'}`);
    },
    key(ui, k) {
      if (isCancel(k) && spec.cancel !== false) return ui.pop();
      if (k.full === 'enter') {
        const n = Number(text || '0');
        refused = spec.refuse?.(ui, n);
        // The next digit typed starts the number again, as at first.
        if (refused) return void (fresh = true);
        ui.pop();
        spec.enter(ui, n);
        return;
      }
      refused = undefined;
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
      }
    },
  };
}
