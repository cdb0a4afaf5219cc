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
import { esc, fit, tone, visibleLength } from '../style.js';
import { keyFor, keyInProse } from '../keys.js';
import type { Modal, Screen, Ui } from '../ui.js';
import { framed } from '../modals/frame.js';
import { revealIn, showReveal } from '../modals/bid.js';
import { isCancel, textPage } from '../modals/basic.js';
import { pasteInto, typeInto } from '../widgets.js';
import { afterAct } from './flow.js';
import { endScreen } from './end.js';
import { homeScreen } from './home.js';
import { historyPage, unknownKey, zoneScreen } from './zone.js';
import { helpPage } from '../modals/help.js';
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
const CHAT = 'chat';
const over = (ui: Ui) => ui.game !== undefined && gameOver(ui.game);

/** What follows a step at a shared table, on this connection: the flow of its own seat only. */
export function tableSettle(ui: Ui, side: TableSide): void {
  const chat = ui.modals.find((m) => m.kind === CHAT);
  settleSeat(ui, side);
  keepOnTop(ui, chat);
}

/**
 * A line being typed to the table outlives what another seat's action opens
 * under it (this seat's stocking screen, a question, the bids revealed):
 * kept, and on top, so the keys typed after go on into the line, never
 * into a box where `y` would answer it or `b` would buy.
 */
function keepOnTop(ui: Ui, modal: Modal | undefined): void {
  if (!modal) return;
  ui.modals = [...ui.modals.filter((m) => m !== modal), modal];
}

function settleSeat(ui: Ui, side: TableSide): void {
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
  const chat = ui.modals.find((m) => m.kind === CHAT);
  tableSettle(ui, side);
  const revealed = revealIn(events);
  if (revealed) showReveal(ui, revealed, side.seat === ADVENTURER);
  keepOnTop(ui, chat);
}

/** The Adventurer waits: a small box over the map, with the table's status. */
function waitingBox(side: TableSide): Modal {
  return {
    kind: WAIT,
    draw(ui, below, width, height) {
      return framed(ui.style, below, width, height, 'Waiting', [esc(side.status())], 'S: leave the table  C-t: chat');
    },
    key(ui, k) {
      if (k.full === 'S') side.leave(ui);
      else if (k.cmd === 'help') ui.push(helpPage());
      else if (k.cmd === 'history') ui.push(historyPage(ui));
      else unknownKey(ui, k, false, 'the table waits for another seat; S leaves it, Ctrl-T talks to it');
    },
  };
}

/** An Opposition seat's or a watcher's screen: the view as the hero's screens draw it, the table's status and this place's keys at the foot. */
function watchScreen(side: TableSide): Screen {
  const zone = zoneScreen();
  const home = homeScreen();
  return {
    kind: 'table-watch',
    draw(ui, width, height) {
      const foot = statusLines(ui, side, width);
      const above = height - foot.length;
      const inner = ui.game?.phase === 'home' ? home : zone;
      const lines = inner.draw(ui, width, above).slice(0, above);
      while (lines.length < above) lines.push('');
      return [...lines, ...foot];
    },
    key(ui, k) {
      if (k.full === 'S') side.leave(ui);
      else if (k.cmd === 'help') ui.push(textPage('Help: keys', () => placeHelp(ui, side).flatMap((l, n) => (n === 0 ? [esc(l)] : ['', esc(l)]))));
      else if (k.cmd === 'history') ui.push(historyPage(ui));
      else unknownKey(ui, k, false, side.seat === null ? 'you watch this table, and act on nothing' : 'your seat acts when the table asks it; the line at the foot says whom it waits for');
    },
  };
}

/**
 * The keys of a place that watches between its turns, as the stocking
 * screen names its own: help (which names the rest), chat and leaving.
 * While a box is open (its seat's question, the bids revealed, help) the
 * box takes the keys, and names its own: then only Ctrl-C, which asks
 * first, leaves.
 */
function placeKeys(ui: Ui): string {
  if (ui.modals.length > 0) return 'C-t chat  C-c leave';
  return `${keyFor(ui.keys, 'help') ?? '?'} keys  C-t chat  S leave`;
}

/**
 * The table's status and the keys at the foot of the screen: on one line
 * where both fit, else the status (cut if it must be) above the keys on a
 * line of their own. A long account name never pushes a key off the edge.
 */
function statusLines(ui: Ui, side: TableSide, width: number): string[] {
  const who = tone(ui.style, 'title', esc(`${side.seat === null ? 'Watching' : 'Opposition'}:`));
  const status = `${who} ${tone(ui.style, 'warn', esc(side.status()))}`;
  const keys = tone(ui.style, 'dim', esc(placeKeys(ui)));
  if (visibleLength(status) + 2 + visibleLength(keys) <= width) return [fit(`${status}  ${keys}`, width)];
  return [fit(status, width), fit(keys, width)];
}

/** What `?` tells an Opposition seat or a watcher at a table: when it acts, and how it talks and leaves. */
function placeHelp(ui: Ui, side: TableSide): string[] {
  const history = keyInProse(keyFor(ui.keys, 'history') ?? 'C-p');
  const common = `Ctrl-T says a line to the table (nobody may talk from an objection to its reveal); ${history} shows the message history; S leaves the table for the lobby.`;
  if (side.seat === null) return [`You watch this table: you see what the Adventurer sees, and act on nothing.`, common];
  return [
    `You sit in an Opposition seat. Between your turns you watch the hero's game as your seat may see it; the line at the foot says whom the table waits for.`,
    `Your turn comes when the table asks you: your stocking screen opens when the hero enters a zone you stock, and a box opens when you may object to a spend, insist, bid or escalate. Each shows its own keys; ? on the stocking screen lists them all. A question you leave unanswered too long gets the default answer (no objection, a bid of 0), and the table says so.`,
    `${common} Your seat stays yours while you are away: c (Continue) in the lobby takes it back.`,
  ];
}

/** What one line of chat holds. */
const CHAT_MAX = 120;

/** Whether a line to the table is being typed, on top of everything. */
export const chatOpen = (ui: Ui): boolean => ui.modals.at(-1)?.kind === CHAT;

/** The one-line chat: typed, then Enter says it to the table (or the table says why not). */
export function chatBox(say: (text: string) => string | undefined): Modal {
  let text = '';
  let note = '';
  return {
    kind: CHAT,
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
