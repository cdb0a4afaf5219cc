/** The direction box: which square next to the hero an action is for (open, close, force, disarm, a riddle's door). */
import type { Dir } from '../../core/engine/types.js';
import { esc, tone } from '../style.js';
import type { KeyInput, Modal, Ui } from '../ui.js';
import { isCancel, MOVE_DIRS } from './basic.js';
import { framed } from './frame.js';
import { helpPage } from './help.js';
import { doesNothing } from '../widgets.js';

/** The direction box's keys, for `?`. */
const DIRECTION_KEYS = 'In a direction box: a move key (the arrows, hjklyubn or the keypad) chooses the square next to you that way; Esc cancels. Below, the keys of play.';

export function pickDirection(question: string, then: (ui: Ui, dir: Dir) => void): Modal {
  /** A key pressed that is no direction: said in the box, so the key is not taken to have done something unseen. */
  let stray: KeyInput | undefined;
  return {
    help: () => helpPage(DIRECTION_KEYS),
    draw: (ui, below, width, height) =>
      framed(ui.style, below, width, height, question, [esc('Press a direction key (arrows, hjklyubn, keypad).'), ...(stray ? [tone(ui.style, 'warn', esc(doesNothing(stray, 'press a direction key, or Esc to cancel')))] : [])], 'Esc: cancel  ?: keys'),
    key(ui, k) {
      const dir = k.cmd ? MOVE_DIRS[k.cmd] : undefined;
      if (isCancel(k)) return ui.pop();
      if (!dir) return void (stray = k);
      ui.pop();
      then(ui, dir);
    },
  };
}
