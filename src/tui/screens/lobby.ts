/**
 * The lobby of a server: its tables (each seat and who is in it, how long
 * the table has run; the seed stays hidden until the game ends), and the
 * keys to make a table (a new game, its maker the Adventurer), take one's
 * own seat back, join a free seat, watch, or see one's high scores. The list is read afresh on every draw.
 */
import { esc, fit, tone } from '../style.js';
import type { Screen, Ui } from '../ui.js';
import { CURSOR_KEYS, doesNothing, hint, mark, moveCursor, wrap } from '../widgets.js';
import { helpPage } from '../modals/help.js';

const LOBBY_KEYS =
  'In the lobby: up and down choose a table; n makes a new table (a new game, you its Adventurer), c takes back your seat in a game still going, j or Enter joins the table chosen, w watches it, h shows your high scores, q leaves. Below, the keys of play.';

export interface LobbyTable {
  id: string;
  /** Every seat and who is in it, as one line. */
  seats: string;
  /** How long it has run, and where the game stands. */
  about: string;
  /** This account holds a seat there. */
  yours: boolean;
}

export interface LobbyChoices {
  account: string;
  tables(): LobbyTable[];
  newTable(ui: Ui): void;
  /** Takes this account's seat, or the first open one; a message says why not. */
  join(ui: Ui, id: string): string | undefined;
  watch(ui: Ui, id: string): string | undefined;
  /** The table where this account sits in a game still going, if any. */
  yourSeat(): string | undefined;
  scores(ui: Ui): void;
}

export function lobbyScreen(c: LobbyChoices, note = ''): Screen {
  let cursor = 0;
  return {
    kind: 'lobby',
    draw(ui, width, height) {
      const st = ui.style;
      const tables = c.tables();
      cursor = Math.min(cursor, Math.max(0, tables.length - 1));
      const head = [tone(st, 'title', esc(`ASCII @HACK! over SSH: the tables (you are ${c.account})`)), ''];
      const foot = ['', ...(note ? wrap(note, width - 2).map((l) => tone(st, 'warn', esc(l))) : [])];
      const blocks = tables.map((t, k) => [
        `${mark(st, k === cursor)} ${tone(st, k === cursor ? 'title' : 'floor', esc(`Table ${t.id}`))}${t.yours ? tone(st, 'good', esc(' (your seat)')) : ''}  ${tone(st, 'dim', esc(t.about))}`,
        ...wrap(t.seats, width - 6).map((line) => `    ${esc(line)}`),
      ]);
      // The tables from the first that lets the cursor's table show whole, as many as fit.
      const room = Math.max(1, height - 1 - head.length - foot.length);
      let top = 0;
      while (top < cursor && blocks.slice(top, cursor + 1).flat().length > room) top++;
      const shown = blocks.slice(top).flat().slice(0, room);
      const L = [...head, ...(tables.length === 0 ? [tone(st, 'dim', esc('No tables yet: n makes one, with you as the Adventurer.'))] : shown), ...foot];
      const keys = [hint(st, 'n', 'New game'), ...(c.yourSeat() ? [hint(st, 'c', 'Continue')] : []), hint(st, 'j', 'join'), hint(st, 'w', 'watch'), hint(st, 'h', 'high scores'), hint(st, 'q', 'quit'), hint(st, '?', 'keys')].join('  ');
      const body = L.slice(0, height - 1);
      while (body.length < height - 1) body.push('');
      return [...body, keys].map((l) => fit(l, width));
    },
    key(ui, k) {
      const tables = c.tables();
      const chosen = tables[cursor];
      if (k.full === '?' || k.cmd === 'help') return ui.push(helpPage(LOBBY_KEYS));
      if (k.full === 'n') return c.newTable(ui);
      if (k.full === 'h') return c.scores(ui);
      const yours = c.yourSeat();
      if (k.full === 'q') return ui.quit(0);
      if (k.full === 'c') note = yours ? (c.join(ui, yours) ?? '') : 'You hold no seat in a game still going: j joins the table chosen, n makes a new one.';
      else if ((k.full === 'j' || k.full === 'enter') && chosen) note = c.join(ui, chosen.id) ?? '';
      else if (k.full === 'w' && chosen) note = c.watch(ui, chosen.id) ?? '';
      else if (k.full === 'j' || k.full === 'w' || k.full === 'enter') note = 'There is no table yet: n makes one.';
      else if (CURSOR_KEYS.includes(k.full)) cursor = moveCursor(k, cursor, tables.length);
      // Any other key says so (Ctrl-Z and Ctrl-D too, which stop or end nothing over SSH), so that none seems to do nothing.
      else note = doesNothing(k, "? lists the lobby's keys");
    },
  };
}
