/**
 * Screens that belong to one seat alone: a connection at a table shared
 * over SSH. Nobody else looks at them, so no curtain passes a keyboard
 * between seats there; each seat is asked on its own screen, and its
 * frames are its seat's to see (a watcher's are the Adventurer's).
 */
import { ADVENTURER, type Seat } from '../core/engine/seats.js';
import type { Ui } from './ui.js';

const places = new WeakMap<Ui, Seat | 'watcher'>();

export function setOwnSeat(ui: Ui, place: Seat | 'watcher'): void {
  places.set(ui, place);
}

/** The seat whose own screen this is, if it is one seat's: a watcher's frames are the Adventurer's. */
export const ownSeat = (ui: Ui): Seat | undefined => {
  const place = places.get(ui);
  return place === 'watcher' ? ADVENTURER : place;
};

/** A watcher's screen: it sees what the Adventurer sees and acts on nothing, so it is offered none of the hero's keys. */
export const watching = (ui: Ui): boolean => places.get(ui) === 'watcher';
