/**
 * A menu must never take the game down: a modal whose drawing or key
 * handling throws says so in the log and closes, and the game goes on.
 */
import { esc, tone } from '../style.js';
import type { Modal } from '../ui.js';
import { framed } from './frame.js';

export function safe<M extends Modal>(modal: M): M {
  const { draw, key } = modal;
  modal.draw = (ui, below, width, height) => {
    try {
      return draw.call(modal, ui, below, width, height);
    } catch (error) {
      return framed(ui.style, below, width, height, 'Error', [tone(ui.style, 'warn', esc(`This menu cannot be shown: ${(error as Error).message}`))], 'Esc: close');
    }
  };
  modal.key = (ui, k) => {
    try {
      key.call(modal, ui, k);
    } catch (error) {
      const i = ui.modals.indexOf(modal);
      if (i >= 0) ui.modals.splice(i, 1);
      ui.say(`That did not work: ${(error as Error).message}`, 'error');
    }
  };
  return modal;
}
