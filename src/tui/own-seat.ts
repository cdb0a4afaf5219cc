/**
 * Screens that belong to one seat alone: a connection at a table shared
 * over SSH. Nobody else looks at them, so no curtain passes a keyboard
 * between seats there; each seat is asked on its own screen.
 */
import type { Ui } from './ui.js';

const own = new WeakSet<Ui>();

export function markOwnSeat(ui: Ui): void {
  own.add(ui);
}

export const isOwnSeat = (ui: Ui): boolean => own.has(ui);
