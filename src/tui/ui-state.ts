/**
 * The interface's state without a terminal: the `Ui` object the screens act
 * on, how a frame is stacked from the screen and its modals, and where a key
 * goes. The blessed app and the screen tests share it, so what the tests
 * drive is what the player gets.
 */
import type { Action } from '../core/engine/actions.js';
import { act, type ActResult } from '../core/opposition/settle.js';
import type { GameState } from '../core/engine/types.js';
import { currentZone } from '../core/engine/zones.js';
import type { SavedMessage } from '../persist/recording.js';
import { sayInto } from '../base/said-lines.js';
import { keyName, type KeyMap } from './keys.js';
import type { Style } from './style.js';
import { dangerIn, moreStop } from './danger.js';
import type { HpShare } from './hp-share.js';
import type { KeyInput, LogLine, Screen, Ui } from './ui.js';
import { afterAct } from './screens/flow.js';
import { keyboardSeat } from './screens/hotseat.js';
import { viewFor } from '../core/engine/seat-view.js';
import type { Seat } from '../core/engine/seats.js';
import { confirm } from './modals/basic.js';
import { quitQuestion } from './own-seat.js';
import { interrupts } from './typeahead.js';
import { ahead } from './ahead.js';

const LOG_LIMIT = 2000;

/** Every kind of log line: as a Record, the compiler names a kind left out. */
const LOG_KINDS: Record<LogLine['kind'], true> = {
  roll: true,
  test: true,
  message: true,
  move: true,
  door: true,
  zone: true,
  item: true,
  trap: true,
  combat: true,
  damage: true,
  heal: true,
  death: true,
  time: true,
  creature: true,
  level: true,
  home: true,
  magic: true,
  score: true,
  prompt: true,
  victory: true,
  opposition: true,
  error: true,
  info: true,
};

/** A saved log as the log draws it: a kind this athack does not know (from a newer one, or an edit) is shown as plain news. */
export function restoredLog(messages: readonly SavedMessage[]): LogLine[] {
  return messages.map((m) => ({ ...m, kind: Object.hasOwn(LOG_KINDS, m.kind) ? (m.kind as LogLine['kind']) : 'info' }));
}

export interface UiHooks {
  /** Called with every action the reducer took, for the recording. */
  onAction?: (action: Action, state: GameState) => void;
  onSave?: (ui: Ui) => void;
  onQuit?: (code: number) => void;
  /** Where an action goes instead of this interface's own game: a table shared over SSH applies it for every seat and answers with this seat's view. */
  perform?: (action: Action) => ActResult;
  /** What follows a step instead of the one-keyboard flow: a seat's own screen at a shared table. */
  settle?: (ui: Ui) => void;
  /** Makes the frame `ui` would show, sending nothing: a step worked out ahead (ahead.ts) finds its lines made. */
  drawAhead?: (ui: Ui) => void;
}

/** Gold the pick-up key would take now: the first thing where the hero stands, with no question waiting for an answer. */
function goldUnderfoot(s: GameState): boolean {
  if (s.phase !== 'dungeon' || s.pending) return false;
  const first = currentZone(s).z.items.find((f) => f.x === s.hero.x && f.y === s.hero.y);
  return first?.item.kind === 'gold';
}

export function createUi(style: Style, keys: KeyMap, game: GameState | undefined, hooks: UiHooks = {}, hpWarning?: HpShare): Ui {
  // Moves worked out while the player reads the frame (ahead.ts), from the state the next key acts on when the
  // game's own screen takes it, each frame made by the interface's own drawing. Not for a table shared over SSH,
  // which steps for every seat at once on the server.
  const thinking = hooks.perform
    ? undefined
    : ahead(
        () => (ui.modals.length === 0 && ui.screen.kind === 'zone' ? ui.game : undefined),
        (next) => hooks.drawAhead?.({ ...ui, game: next }),
      );
  const ui: Ui = {
    style,
    keys,
    game,
    ...(hpWarning ? { hpWarning } : {}),
    log: [],
    last: [],
    trodden: new Set(),
    screen: undefined as unknown as Screen,
    modals: [],
    act(action) {
      if (!ui.game) return false;
      // The AI seats answer what the action asks of them at once; a person's seat is asked by its own screen.
      const r = hooks.perform ? hooks.perform(action) : act(ui.game, action, thinking?.taken(ui.game, action));
      if (!r.ok) {
        ui.say(r.error, 'error');
        return false;
      }
      const before = ui.game;
      ui.last = r.events;
      const danger = ui.hpWarning ? dangerIn(before, r.state, r.events, ui.hpWarning) : [];
      if (danger.length > 0) ui.push(moreStop(danger));
      if (r.state.phase === 'dungeon') for (const f of currentZone(r.state).z.items) if (f.x === r.state.hero.x && f.y === r.state.hero.y) ui.trodden.add(f.item.id);
      // The Opposition's own decisions name what it bought: the hero learns them from the ledger at the end.
      for (const e of r.events) if (e.kind !== 'opposition') ui.say(e.text, e.kind);
      // Each action recorded with the state after it: a save made on the way holds a snapshot its recording reaches.
      for (const taken of r.steps) {
        ui.game = taken.state;
        hooks.onAction?.(taken.action, taken.state);
      }
      ui.game = r.state;
      if (action.type === 'move' && ui.style.autopickupGold && goldUnderfoot(r.state)) ui.act({ type: 'pickup' });
      if (action.type === 'move') thinking?.think(action.dir);
      return true;
    },
    settle() {
      if (hooks.settle) hooks.settle(ui);
      else afterAct(ui);
    },
    go(next) {
      ui.screen = next;
      ui.modals = [];
    },
    push(modal) {
      ui.modals.push(modal);
    },
    pop() {
      ui.modals.pop();
    },
    say(text, kind: LogLine['kind'] = 'info') {
      sayInto(ui.log, { text, kind, turn: ui.game?.turn ?? 0 }, LOG_LIMIT);
    },
    quit(code = 0) {
      hooks.onQuit?.(code);
    },
    save() {
      hooks.onSave?.(ui);
    },
  };
  return ui;
}

/**
 * The screen's frame with each modal drawn over it, bottom first, drawn
 * from the view of the seat at the keyboard (the Adventurer's but at a
 * person's turn in hot-seat), never from the whole game: what a seat may
 * not know is not in what its screens read. `ahead`: the frame of a step
 * worked out ahead of its key (ahead.ts), whose view the key's own frame
 * then reads again, and so finds what was made from it.
 */
export function composeFrame(ui: Ui, width: number, height: number, ahead = false): string[] {
  return asSeen(
    ui,
    () => {
      let lines = ui.screen.draw(ui, width, height);
      for (const m of ui.modals) lines = m.draw(ui, lines, width, height);
      return lines;
    },
    ahead,
  );
}

/**
 * The views made for frames drawn ahead, by state and seat. Only those: a state in play never changes, but some
 * tests drive the screens with a game they change in place, and every other frame reads its view afresh.
 */
const viewsAhead = new WeakMap<GameState, Map<Seat, GameState>>();

/** What `read` makes of the interface while its game is the view of the seat at the keyboard, as the state stands (`keep`: kept for the key's own frame, as above). */
export function asSeen<T>(ui: Ui, read: () => T, keep = false): T {
  const game = ui.game;
  if (game) {
    const seat = keyboardSeat(ui);
    let view = viewsAhead.get(game)?.get(seat);
    if (!view) {
      view = viewFor(game, seat);
      if (keep) viewsAhead.set(game, new Map([[seat, view]]));
    }
    ui.game = view;
  }
  try {
    return read();
  } finally {
    ui.game = game;
  }
}

/** A key goes to the topmost modal, or to the screen when none is open. */
export function sendKey(ui: Ui, input: KeyInput): void {
  const top = ui.modals[ui.modals.length - 1];
  // One key for help over every box that has a page to show: the box never sees it.
  if (top?.help && input.full === '?') ui.push(top.help(ui));
  else if (top) top.key(ui, input);
  else ui.screen.key(ui, input);
}

/** Said once when keys typed ahead are dropped. */
export const TYPED_AHEAD_DROPPED = 'Keys typed ahead were dropped: look first.';

/** Sends a key; true when it ran into something new (a guarded question, or a turn that met something, typeahead.ts): the keys typed after it are not to be played blind. */
export function pressKey(ui: Ui, input: KeyInput): boolean {
  const turn = ui.game?.turn;
  const top = ui.modals.at(-1);
  sendKey(ui, input);
  const asked = ui.modals.at(-1);
  return (asked !== top && asked?.guarded === true) || (ui.game !== undefined && ui.game.turn !== turn && interrupts(ui.game, ui.last));
}

/** Said for a paste where nothing is being typed: it is not played as the keys it holds. */
export const PASTE_REFUSED = 'A paste is not taken as keys: paste where a name, a seed or a Background is typed.';

/** A paste goes into the text being typed, if any; anywhere else it does nothing but say so. */
export function pasteText(ui: Ui, text: string): void {
  const top = ui.modals.at(-1) ?? ui.screen;
  // An empty paste (its two brackets, with nothing copied) is nothing to tell.
  if (!top.paste?.(ui, text) && text.trim()) ui.say(PASTE_REFUSED, 'info');
}

/** Esc pressed just before a key reaches us as Alt and that key: with no command of its own, it is the two keys it was. */
export function splitAlt(keys: KeyMap, full: string, ch: string | undefined): KeyInput[] {
  const alt = /^M-((?:S-)?[a-z0-9])$/.exec(full);
  if (!alt || keys.get(full)) return [{ full, ch, cmd: keys.get(full) }];
  const after = keyName(alt[1]!);
  return [
    { full: 'escape', ch: undefined, cmd: keys.get('escape') },
    { full: after, ch: after, cmd: keys.get(after) },
  ];
}

/**
 * Ctrl-C asks before it saves and quits a game in play; with no game there is nothing to lose. Over a box it
 * is that box's key (a question takes it as no, a page closes), never a second question stacked on the first:
 * the answer to the one on top would leave the other open, still asking. A box that takes no Ctrl-C (one
 * that must be answered, as a sealed bid, a seat's question, --More--, or the curtain, which only its seat
 * may lift; or one whose "no" is a move in the game, which Ctrl-C must not make: `isDecline`) would leave no
 * way out but answering it, or looking behind another seat's curtain: the question opens over it, and `n`
 * goes back to it as it was.
 */
export function askToQuit(ui: Ui): void {
  // A replay being watched is no game in play: there is nothing to save, so it ends at once.
  const inPlay = ui.game && (ui.game.phase === 'home' || ui.game.phase === 'dungeon') && ui.screen.kind !== 'replay';
  // A hero being made is in no save yet: what was rolled and chosen is asked about before it is lost.
  const making = ui.screen.kind === 'creation';
  if (!inPlay && !making) return ui.quit(0);
  const top = ui.modals.at(-1);
  if (top) {
    sendKey(ui, { full: 'C-c', ch: undefined, cmd: ui.keys.get('C-c') });
    if (ui.modals.at(-1) !== top) return;
  }
  ui.push(making ? { ...confirm('Quit without making this hero? What was rolled and chosen is lost.', (u) => u.quit(0)), kind: 'quit' } : { ...confirm(quitQuestion(ui), (u) => u.save()), kind: 'quit' });
}
