/** Help: every key, from the live key map (so remapped keys show as they are). */
import { COMMANDS, keyFor, NOT_IN_PLAIN, type Command, type KeyMap } from '../keys.js';
import { esc, tone, wrapTagged } from '../style.js';
import type { Modal } from '../ui.js';
import { ownSeat } from '../own-seat.js';
import { textPage } from './basic.js';

/** The width of the keys column, before each command's help. */
const KEYS_COLUMN = 18;

/** The note above the keys at Home, naming the player's own keys for what works there too. */
function atHome(keys: KeyMap): string {
  const both = (['character', 'tokens', 'history', 'help', 'save'] as const).map((c) => keyFor(keys, c)).filter((k) => k !== undefined);
  return `At Home the letters of the menu choose a service (b is the shop, not a move). The keys below are for the dungeon; ${both.join(', ')} work at Home too.`;
}

/** At a table shared over SSH, where saving leaves the table and a line can be said to it. */
const AT_TABLE = 'At this table S leaves it for the lobby, and the seat stays yours (c in the lobby takes it back); Ctrl-T says a line to the table.';

/** Help over a screen: `here`, that screen's own keys, comes first; at Home a note on its letters does. */
export function helpPage(here?: string): Modal {
  let lines: string[] = [];
  const page = textPage('Help: keys', () => lines, { hang: KEYS_COLUMN + 1 });
  return {
    draw(ui, below, width, height) {
      const byCmd = new Map<Command, string[]>();
      for (const [k, cmd] of ui.keys) byCmd.set(cmd, [...(byCmd.get(cmd) ?? []), k]);
      // Plain mode (the only stacked style) says beside a key it has no use for what it says when that key is pressed.
      const about = (cmd: Command) => (ui.style.stacked && NOT_IN_PLAIN[cmd] ? `${COMMANDS[cmd].help}. ${NOT_IN_PLAIN[cmd]}` : COMMANDS[cmd].help);
      const keys = (Object.keys(COMMANDS) as Command[]).map((cmd) => `${tone(ui.style, 'key', esc((byCmd.get(cmd) ?? ['(none)']).join(' ').padEnd(KEYS_COLUMN)))} ${esc(about(cmd))}`);
      // At Home the menu's own letters rule, and most of these keys wait for the dungeon.
      const notes = [here ?? (ui.game?.phase === 'home' ? atHome(ui.keys) : undefined), ownSeat(ui) === undefined ? undefined : AT_TABLE].filter((n) => n !== undefined);
      lines = [...notes.flatMap((n) => [...wrapTagged(esc(n), width - 6, 0), '']), ...keys];
      return page.draw(ui, below, width, height);
    },
    key: (ui, k) => page.key(ui, k),
  };
}
