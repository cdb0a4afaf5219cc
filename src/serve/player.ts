/**
 * One connection: a blessed screen of its own over its SSH channel, the
 * lobby first, then a seat (or a watcher's place) at a table, where it
 * draws only its own seat's view. A dropped link leaves the seat away (the
 * table saves at once) and never writes to the link again; a takeover by
 * another login of the same account says so and closes this one.
 */
import { join } from 'node:path';
import type { ServerChannel } from 'ssh2';
import type { Action } from '../core/engine/actions.js';
import type { GameEvent } from '../core/engine/events.js';
import { ADVENTURER, seatsOf } from '../core/engine/seats.js';
import type { RulesOptions } from '../core/engine/types.js';
import { act } from '../core/opposition/settle.js';
import { fsProblem } from '../persist/fs-problem.js';
import { startApp } from '../tui/app.js';
import { keyMap } from '../tui/keys.js';
import { setOwnSeat } from '../tui/own-seat.js';
import { restoredLog, TYPED_AHEAD_DROPPED } from '../tui/ui-state.js';
import { toldLines } from '../tui/told.js';
import { creationScreen } from '../tui/screens/creation.js';
import { configureEnd } from '../tui/screens/end.js';
import { afterAct } from '../tui/screens/flow.js';
import { lobbyScreen, type LobbyTable } from '../tui/screens/lobby.js';
import { scoresScreen } from '../tui/screens/scores.js';
import { setupScreen } from '../tui/screens/setup.js';
import { chatBox, chatOpen, tableSettle, tableUpdate, type TableSide } from '../tui/screens/table-seat.js';
import type { Screen, Ui } from '../tui/ui.js';
import { clockText, type Place, type Table, type Viewer } from './table.js';
import type { Tables } from './tables.js';
import { channelTerminal, type PtySize } from './terminal.js';

export interface PlayerOptions {
  name: string;
  channel: ServerChannel;
  size: PtySize;
  /** The client's TERM: `dumb` and `vt100` get no colour. */
  term: string;
  /** Nothing but ASCII: the client's locale is not UTF-8 (`nonUtf8Locale`). */
  ascii: boolean;
  dataDir: string;
  tables: Tables;
  log: (line: string) => void;
  /** Every new table's seed; a fresh one each when left out. */
  seed?: string;
  /** `join ID` or `watch ID` on the ssh command line: straight to that table. */
  direct?: { to: 'join' | 'watch'; id: string };
  now: () => number;
}

export interface Player {
  resize(size: PtySize): void;
  /** Another login of this account is taking over: tell this one, close it. */
  takeOver(): void;
  /** Leaves the table (the seat away, the table saved), tells the player `why` on the screen they leave, and closes the connection. */
  leave(why: string): void;
  /** Resolves once this connection's screen has ended, however it ended. */
  done: Promise<void>;
}

/** Where an account's high scores live (and its games from before tables, until they become tables). */
export function accountSaves(dataDir: string, name: string): string {
  return join(dataDir, 'saves', name);
}

/** What a player whose keys came faster than the server takes them is told. */
const FLOODED = 'Keys came faster than anyone types (a paste?): the rest were dropped.';

/**
 * What the end of a game says over SSH about high scores, where the folder
 * is the server's: the player can set no save folder, nor mend one, and
 * is told only what is so and what they can do.
 */
const NOT_THEIRS = "Only the Adventurer's high scores keep this game; yours follow.";
const NOT_WRITTEN = "The server could not keep this score in your high scores; its log tells its operator why.";

/** Ctrl-T, which opens the chat at a table. */
const CHAT_KEY = 0x14;
/** Enter, as a terminal sends it. */
const ENTER = 0x0d;

export function playerSession(o: PlayerOptions): Player {
  let over = false;
  /** Where this connection sits, and its seat's reading of the game's lines (`toldLines`). */
  let at: { table: Table; viewer: Viewer; side: TableSide; lines: (events: GameEvent[]) => GameEvent[] } | undefined;
  /** The hero's creation, taken before the table exists: the first action of its recording. */
  let created: { action: Action; check: number } | undefined;
  // A fault in this connection's keys or screen leaves its seat away and ends this connection; the others play on.
  const fault = (error: unknown): void => {
    o.log(`${o.name}: the game failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    hangUp();
  };
  const term = channelTerminal(
    o.channel,
    o.size,
    fault,
    (d) => {
      // The keys that come with a chat line's Enter, in one burst (a paste where the terminal does not mark pastes), are not
      // played blind on the screen under the line: an S among them would leave the table.
      const enter = d.indexOf(ENTER);
      if (chatOpen(app.ui) && enter >= 0 && enter < d.length - 1) {
        term.input.emit('data', d.subarray(0, enter + 1));
        app.ui.say(TYPED_AHEAD_DROPPED, 'prompt');
        app.render();
        return true;
      }
      if (d.length !== 1 || d[0] !== CHAT_KEY || !at) return false;
      const { table } = at;
      app.ui.push(chatBox((text) => table.chat(o.name, text)));
      app.render();
      return true;
    },
    () => {
      app.ui.say(FLOODED, 'prompt');
      app.render();
    },
    () => o.log(`${o.name}: reads nothing of what it is sent; its frames are dropped until it does, then drawn whole`),
  );
  const saveDir = accountSaves(o.dataDir, o.name);

  const toLobby = (ui: Ui, note = ''): void => {
    ui.game = undefined;
    ui.log.length = 0;
    setOwnSeat(ui, undefined);
    ui.go(lobby(note));
  };

  const leaveTable = (ui: Ui): void => {
    const here = at;
    at = undefined;
    here?.table.leave(here.viewer);
    toLobby(ui);
  };

  /** Seats this connection at a table, or says why not. */
  const sitAt = (table: Table, place: Place): string | undefined => {
    const ui = app.ui;
    const side: TableSide = { seat: place === 'watcher' ? null : place, status: () => table.status(place), leave: leaveTable };
    const told = place !== 'watcher' && place !== ADVENTURER;
    const lines = told ? (events: GameEvent[]) => toldLines(table.state.hero.name, events) : (events: GameEvent[]) => events;
    const viewer: Viewer = {
      account: o.name,
      place,
      update(events: GameEvent[]) {
        if (at?.viewer !== viewer || over) return;
        try {
          tableUpdate(ui, side, table.viewOf(place), lines(events));
          app.render();
        } catch (error) {
          fault(error);
        }
      },
      hear(line) {
        if (over) return;
        // As in `update`: a line is told from another connection's action, or a timer's, so a fault drawing it is this connection's alone.
        try {
          ui.say(line, 'info');
          app.render();
        } catch (error) {
          fault(error);
        }
      },
    };
    const before = at;
    at = { table, viewer, side, lines };
    setOwnSeat(ui, place, (seat) => table.draft(seat));
    // The log as this seat last read it: the table's lines, the game's read by an Opposition seat as told to the hero.
    const said = told ? toldLines(table.state.hero.name, table.said()) : table.said();
    ui.log.splice(0, ui.log.length, ...restoredLog(said));
    ui.game = table.viewOf(place);
    const refused = table.sit(viewer);
    if (refused) {
      at = before;
      setOwnSeat(ui, before?.viewer.place, before && ((seat) => before.table.draft(seat)));
      ui.game = undefined;
      return refused;
    }
    // The hero's score joins the Adventurer's own high scores; any other seat's follow as they stand. The end screen leads back to the lobby.
    configureEnd(ui, {
      saveDir,
      toTitle: (u) => leaveTable(u),
      backTo: 'the lobby',
      ...(place === ADVENTURER ? {} : { notTheirs: NOT_THEIRS }),
      unwritten: (problem) => {
        o.log(`${o.name}: ${problem}`);
        return NOT_WRITTEN;
      },
    });
    ui.modals = [];
    // Told to the person, who knows their own name: the seat alone ("You sit at table 3 as Opposition 1."), where the others read "bea takes the seat of Opposition 1".
    ui.say(`${place === 'watcher' ? `You watch table ${table.id}` : `You sit at table ${table.id} as ${table.seatWord(place)}`}. Ctrl-T talks to the table.`);
    ui.settle();
    return undefined;
  };

  const join = (id: string): string | undefined => {
    const table = o.tables.get(id);
    if (!table) return `There is no table ${id}.`;
    const seat = table.seatOf(o.name) ?? table.openSeats()[0];
    if (!seat) return `Table ${id} has no free seat: w watches it.`;
    return sitAt(table, seat);
  };

  const watch = (id: string): string | undefined => {
    const table = o.tables.get(id);
    return table ? sitAt(table, 'watcher') : `There is no table ${id}.`;
  };

  const rows = (): LobbyTable[] =>
    o.tables.list().map((t) => ({
      id: t.id,
      seats: seatsOf(t.state)
        .map((q) => `${t.who(q)}${t.away(q) ? ' away' : ''}`)
        .join(', '),
      about: `${clockText(o.now() - t.created)} ${t.over ? `ended; seed ${t.state.seed}` : `turn ${t.state.turn}; seed hidden`}; ${t.watchers()} watching`,
      yours: t.seatOf(o.name) !== undefined,
    }));

  const lobby = (note = ''): Screen =>
    lobbyScreen(
      {
        account: o.name,
        tables: rows,
        newTable: (ui) => ui.go(setup(o.seed ?? randomSeed(), {})),
        join: (_ui, id) => join(id),
        watch: (_ui, id) => watch(id),
        yourSeat: () => o.tables.list().find((t) => !t.over && t.seatOf(o.name) !== undefined)?.id,
        scores: (ui) => ui.go(scoresScreen({ saveDir, back: (u) => u.go(lobby()), backTo: 'the lobby' })),
      },
      note,
    );

  /** Setup, then creation: the hero made, the table begins with its creator as the Adventurer. */
  const setup = (seed: string, options: Partial<RulesOptions>): Screen =>
    setupScreen({
      seed,
      seedGiven: o.seed !== undefined,
      randomSeed,
      options,
      served: true,
      back: (ui) => toLobby(ui),
      start(ui, chosenSeed, chosen) {
        ui.log.length = 0;
        created = undefined;
        ui.go(
          creationScreen(
            chosenSeed,
            chosen,
            (u) => {
              if (!created) return toLobby(u, 'The hero was not made: try again.');
              let table: Table;
              try {
                table = o.tables.create({ seed: chosenSeed, options: chosen, actions: [created.action], checks: [created.check], snapshot: u.game! }, o.name);
              } catch (error) {
                o.log(`${o.name}: a table could not be made: ${fsProblem(error, true)}`);
                return toLobby(u, `The table could not be saved, so it was not made: ${fsProblem(error, true)}`);
              }
              const refused = sitAt(table, ADVENTURER);
              if (refused) toLobby(u, refused);
            },
            (u) => u.go(setup(chosenSeed, chosen)),
          ),
        );
      },
    });

  // Games this account saved before there were tables become tables of its own.
  const adopted = o.tables.adopt(accountSaves(o.dataDir, o.name), o.name).join(' ');
  const app = startApp({
    input: term.input,
    output: term.output,
    style: { mono: /^(dumb|vt100)$/i.test(o.term), ascii: o.ascii },
    // No flag or options file of the player's reaches the server: the locale their ssh sends is what they can change.
    asciiBecause: 'the locale your ssh sent is not UTF-8; start ssh with LC_ALL=C.UTF-8 for one that is',
    keys: keyMap(),
    // blessed misreads Debian's 256-colour terminfo files: it is given xterm-256color whatever the client says.
    terminal: 'xterm-256color',
    first: () => lobby(adopted),
    onAction(action, state) {
      if (!at && action.type === 'create') created = { action, check: state.check };
    },
    // At a table the table takes the action for every seat; before one (the hero being made) the game is this screen's own.
    perform: (action) => {
      if (!at) return act(app.ui.game!, action);
      const r = at.table.perform(at.viewer.place, action);
      return r.ok ? { ...r, events: at.lines(r.events) } : r;
    },
    settle: (ui) => (at ? tableSettle(ui, at.side) : afterAct(ui)),
    onSave: (ui) => (at ? leaveTable(ui) : ui.quit(0)),
    savesToLobby: true,
  });
  if (o.direct) {
    const refused = o.direct.to === 'join' ? join(o.direct.id) : watch(o.direct.id);
    if (refused) app.ui.go(lobby(refused));
    app.render();
  }
  // The table's clock ("stocking (0:42)") runs on screen while a seat is asked.
  let shown = '';
  const ticker = setInterval(() => {
    const status = at?.table.status(at.viewer.place) ?? '';
    if (status === shown) return;
    shown = status;
    app.render();
  }, 1000);

  function end(): void {
    if (over) return;
    over = true;
    clearInterval(ticker);
    const here = at;
    at = undefined;
    here?.table.leave(here.viewer);
    app.destroy();
  }
  function hangUp(): void {
    term.hangUp();
    end();
  }
  /** Leaves the table (its seat away, the table saved), tells the player `why` on the screen they leave, and closes the connection. */
  const leave = (why: string): void => {
    end();
    if (!term.alive) return;
    o.channel.write(`\r\n${why}\r\n`);
    hangUp();
    o.channel.exit(0);
    o.channel.end();
  };
  o.channel.on('close', hangUp);
  o.channel.on('end', hangUp);
  const done = app.done.then((code) => {
    end();
    if (!term.alive) return;
    term.hangUp();
    o.channel.exit(code);
    o.channel.end();
  });
  return {
    resize: (size) => term.resize(size),
    // Said of what this connection had: a seat, or only the lobby, where there is no seat to go on.
    takeOver: () => leave(at && at.viewer.place !== 'watcher' ? 'Your seat goes on at another login of yours: this one closes.' : 'Another login of yours takes over: this one closes.'),
    leave,
    done,
  };
}

/** A fresh seed for a table made without --seed. */
const randomSeed = (): string => String(Math.floor(Math.random() * 1_000_000_000));
