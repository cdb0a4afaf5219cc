/** One step of play from a menu: the action to the reducer (a refusal goes to the log), then what must follow it. */
import type { Action } from '../../core/engine/actions.js';
import type { Ui } from '../ui.js';

export function play(ui: Ui, action: Action): boolean {
  const ok = ui.act(action);
  ui.settle();
  return ok;
}
