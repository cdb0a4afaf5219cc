/**
 * Screens that belong to one seat alone: a connection at a table shared
 * over SSH. Nobody else looks at them, so no curtain passes a keyboard
 * between seats there; each seat is asked on its own screen, and its
 * frames are its seat's to see (a watcher's are the Adventurer's).
 */
import type { Seat } from '../core/engine/seats.js';
import type { Ui } from './ui.js';

const seats = new WeakMap<Ui, Seat>();

export function setOwnSeat(ui: Ui, seat: Seat): void {
  seats.set(ui, seat);
}

/** The seat whose own screen this is, if it is one seat's. */
export const ownSeat = (ui: Ui): Seat | undefined => seats.get(ui);
