/**
 * A seat's own screen at a table shared over SSH: each connection draws
 * its own seat's view, and nobody else looks at it, so there is no
 * curtain. The Adventurer plays the usual screens and, while another seat
 * is asked, sees who the table waits for; an Opposition seat sees its view
 * of the dungeon with the table's status line, and its stocking screen or
 * question box when it is asked; a watcher sees the Adventurer's view.
 */
import type { GameEvent } from '../../core/engine/events.js';
import { ADVENTURER, askedSeats, type Seat } from '../../core/engine/seats.js';
import { esc, fit, tone } from '../style.js';
import type { Modal, Screen, Ui } from '../ui.js';
import { framed } from '../modals/frame.js';
import { showReveal } from '../modals/bid.js';
import { isCancel } from '../modals/basic.js';
import { pasteInto, typeInto } from '../widgets.js';
import { afterAct } from './flow.js';
import { endScreen } from './end.js';
import { homeScreen } from './home.js';
import { zoneScreen } from './zone.js';
import { openSeat } from './hotseat.js';
import { gameOver } from '../../core/engine/game-over.js';

/** The table as one connection sees it. */
export interface TableSide {
  /** This connection's seat; null for a watcher. */
  seat: Seat | null;
  /** Who the table waits for, and for how long. */
  status(): string;
  /** Leaves the table for the lobby. */
  leave(ui: Ui): void;
}

const WAIT = 'table-wait';
const over = (ui: Ui) => ui.game !== undefined && gameOver(ui.game);

/** What follows a step at a shared table, on this connection: the flow of its own seat only. */
export function tableSettle(ui: Ui, side: TableSide): void {
  const s = ui.game;
  if (!s) return;
  if (over(ui)) {
    if (ui.screen.kind !== 'end') ui.go(endScreen());
    return;
  }
  const asked = askedSeats(s);
  if (side.seat === ADVENTURER) {
    if (asked.includes(ADVENTURER)) {
      ui.modals = ui.modals.filter((m) => m.kind !== WAIT);
      return afterAct(ui);
    }
    // Another seat is asked: the hero's screen stays, under a box that says who the table waits for.
    if (s.phase === 'home' && ui.screen.kind !== 'home') ui.go(homeScreen());
    if (s.phase === 'dungeon' && ui.screen.kind !== 'zone') ui.go(zoneScreen());
    if (!ui.modals.some((m) => m.kind === WAIT)) ui.push(waitingBox(side));
    return;
  }
  const mine = side.seat !== null && asked.includes(side.seat);
  if (!mine) {
    if (ui.screen.kind !== 'table-watch') ui.go(watchScreen(side));
    ui.modals = ui.modals.filter((m) => !m.kind?.startsWith('seat-'));
    return;
  }
  const onScreen = ui.screen.kind === 'stocking' || ui.modals.some((m) => m.kind?.startsWith('seat-'));
  if (onScreen) return;
  if (ui.screen.kind !== 'table-watch') ui.go(watchScreen(side));
  openSeat(ui, side.seat!);
}

/** The table moved on without this connection: its view, what happened, and the bids when they are revealed. */
export function tableUpdate(ui: Ui, side: TableSide, view: Ui['game'], events: GameEvent[]): void {
  ui.game = view;
  ui.last = events;
  for (const e of events) ui.say(e.text, e.kind);
  tableSettle(ui, side);
  if (events.some((e) => (e as { data?: { reveal?: unknown } }).data?.reveal !== undefined)) showReveal(ui, events, side.seat === ADVENTURER);
}

/** The Adventurer waits: a small box over the map, with the table's status. */
function waitingBox(side: TableSide): Modal {
  return {
    kind: WAIT,
    draw(ui, below, width, height) {
      return framed(ui.style, below, width, height, 'Waiting', [esc(side.status())], 'S: leave the table');
    },
    key(ui, k) {
      if (k.full === 'S') side.leave(ui);
    },
  };
}

/** An Opposition seat's or a watcher's screen: the view as the hero's screens draw it, the table's status on the last line. */
function watchScreen(side: TableSide): Screen {
  const zone = zoneScreen();
  const home = homeScreen();
  return {
    kind: 'table-watch',
    draw(ui, width, height) {
      const inner = ui.game?.phase === 'home' ? home : zone;
      const lines = inner.draw(ui, width, height - 1).slice(0, height - 1);
      while (lines.length < height - 1) lines.push('');
      const who = side.seat === null ? 'Watching' : 'Opposition';
      return [...lines, fit(`${tone(ui.style, 'title', esc(`${who}:`))} ${tone(ui.style, 'warn', esc(side.status()))}  ${tone(ui.style, 'dim', esc('C-t: chat  S: leave'))}`, width)];
    },
    key(ui, k) {
      if (k.full === 'S') side.leave(ui);
    },
  };
}

/** What one line of chat holds. */
const CHAT_MAX = 120;

/** The one-line chat: typed, then Enter says it to the table (or the table says why not). */
export function chatBox(say: (text: string) => string | undefined): Modal {
  let text = '';
  let note = '';
  return {
    kind: 'chat',
    draw(ui, below, width, height) {
      const body = [`${esc(text)}${tone(ui.style, 'key', '_')}`, ...(note ? [tone(ui.style, 'warn', esc(note))] : [])];
      return framed(ui.style, below, width, height, 'Say to the table', body, 'Enter: say  Esc: close');
    },
    key(ui, k) {
      if (isCancel(k)) return ui.pop();
      if (k.full !== 'enter') {
        text = typeInto(text, k, CHAT_MAX);
        return;
      }
      const refused = say(text);
      if (refused) note = refused;
      else ui.pop();
    },
    paste(_ui, pasted) {
      text = pasteInto(text, pasted, CHAT_MAX);
      return true;
    },
  };
}
