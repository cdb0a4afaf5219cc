/**
 * Screens that belong to one seat alone: a connection at a table shared
 * over SSH. Nobody else looks at them, so no curtain passes a keyboard
 * between seats there; each seat is asked on its own screen, and its
 * frames are its seat's to see (a watcher's are the Adventurer's).
 */
import { ADVENTURER, type Seat } from '../core/engine/seats.js';
import type { Order } from '../core/engine/types.js';
import type { Ui } from './ui.js';

/**
 * What a seat has chosen on its screen for the question open and not yet
 * sent: a stocking order not confirmed, the digits of a bid before Enter.
 * The table keeps it (`Table.draft`), so a person whose link drops finds
 * it as they left it when they come back; the screens read and fill it.
 */
export interface SeatDraft {
  orders: Order[];
  /** A bid's digits as typed, once a key has changed them. */
  digits?: string;
}

const places = new WeakMap<Ui, Seat | 'watcher'>();
const drafts = new WeakMap<Ui, (seat: Seat) => SeatDraft>();

/** Where this screen sits at a table, and where its seat's drafts are kept; none once it goes back to the lobby. */
export function setOwnSeat(ui: Ui, place: Seat | 'watcher' | undefined, draft?: (seat: Seat) => SeatDraft): void {
  if (place === undefined) places.delete(ui);
  else places.set(ui, place);
  if (place === undefined || place === 'watcher' || !draft) drafts.delete(ui);
  else drafts.set(ui, draft);
}

/** This seat's draft for the question open now, when its screen sits at a table that keeps one. */
export function ownDraft(ui: Ui): SeatDraft | undefined {
  const place = places.get(ui);
  return place === undefined || place === 'watcher' ? undefined : drafts.get(ui)?.(place);
}

/** The seat whose own screen this is, if it is one seat's: a watcher's frames are the Adventurer's. */
export const ownSeat = (ui: Ui): Seat | undefined => {
  const place = places.get(ui);
  return place === 'watcher' ? ADVENTURER : place;
};

/** A watcher's screen: it sees what the Adventurer sees and acts on nothing, so it is offered none of the hero's keys. */
export const watching = (ui: Ui): boolean => places.get(ui) === 'watcher';

/**
 * The question Ctrl-C asks in play. At one keyboard it saves and quits; at
 * a table it leaves for the lobby, the game going on without this screen
 * (a seat's person is away, and it stays theirs), so the question says so:
 * a watcher saves nothing, and nobody there quits the server.
 */
export function quitQuestion(ui: Ui): string {
  const place = places.get(ui);
  if (place === undefined) return 'Save the game and quit?';
  return place === 'watcher' ? 'Stop watching and go back to the lobby?' : 'Leave the table for the lobby? The seat stays yours.';
}

/** This screen sits at a table (a seat's or a watcher's): Ctrl-C leaves the table there, where at one keyboard it saves and quits. */
export const atTable = (ui: Ui): boolean => places.has(ui);

/** What Ctrl-C does in play, for the lines that name it (`quitQuestion`). */
export const ctrlCDoes = (ui: Ui): string => (atTable(ui) ? 'Ctrl-C leaves the table' : 'Ctrl-C saves the game and quits');
