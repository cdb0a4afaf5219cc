/** The high-score table (RULES.md §8), from the title or after a game has ended. */
import { fitWidth, textWidth } from '../../base/text-width.js';
import { readScores, type ScoreEntry, type ScoreTable } from '../../persist/scores.js';
import { esc, fit, tone } from '../style.js';
import type { Screen, Ui } from '../ui.js';
import { doesNothing, hint, para, printable, wrap } from '../widgets.js';
import { helpPage } from '../modals/help.js';

export interface ScoresOptions {
  saveDir: string | undefined;
  /** The table as it stands (after adding this game's entry); read from the folder when left out. */
  table?: ScoreTable;
  /** The row to mark: this game's place. */
  highlight?: number | null;
  /** Where Enter and Esc lead (the title). */
  back: (ui: Ui) => void;
  /** That place in words, for the keys at the foot: the title unless given (over SSH, the lobby). */
  backTo?: string;
  /** `q` quits the program instead of going back (after a game, as the end screen promised). */
  quitOnQ?: boolean;
}

/** `2025-01-31` from an ISO date, or the text as it is. */
const day = (iso: string) => iso.slice(0, 10);

/** One entry's lines: its columns, then how it ended, wrapped in its own column so no cause is cut. */
export function scoreRows(e: ScoreEntry, place: number, width: number): string[] {
  const head = `${String(place + 1).padStart(2)}. ${fitWidth(e.name, 16)} ${e.className.slice(0, 7).padEnd(7)} ${String(e.level).padStart(2)} ${String(e.score).padStart(5)} ${String(e.zones).padStart(5)}  ${day(e.date).padEnd(10)}  `;
  const headWidth = textWidth(head);
  const ending = wrap(e.won ? 'won' : e.cause, Math.max(10, width - headWidth));
  return ending.map((part, k) => fit(esc(`${k === 0 ? head : ' '.repeat(headWidth)}${part}`), width));
}

export function scoresScreen(o: ScoresOptions): Screen {
  let table: ScoreTable | undefined = o.table;
  let offset = 0;
  /** What a key of no use here says, until the next key: no key seems to do nothing. */
  let note = '';
  const backTo = o.backTo ?? 'the title';
  return {
    kind: 'scores',
    draw(ui, width, height) {
      table ??= o.saveDir ? readScores(o.saveDir) : { entries: [], problem: 'no save folder is set, so no high scores are kept' };
      const st = ui.style;
      const L = [tone(st, 'title', esc('High scores')), ''];
      L.push(tone(st, 'dim', esc(' #  Name             Class   Lv Score Zones  Date        How it ended')));
      // A table that could not be read is replaced when the next game ends; with no save folder there is none to replace.
      // Said whole, however long the folder's path: the entries make room for it.
      const problem = table.problem ? para(st, `${table.problem}${o.saveDir ? ': it will be replaced when the next game ends' : ''}.`, width, 'warn').slice(0, Math.max(2, height - 8)) : [''];
      const rows = height - 5 - Math.max(2, problem.length);
      if (table.entries.length === 0) L.push(esc('  No games have ended yet. The first to fall (or win) is written here.'));
      // Whole entries only: one whose cause wraps shows all its lines or none.
      let used = 0;
      let shown = 0;
      for (let place = offset; place < table.entries.length; place++) {
        const e = table.entries[place]!;
        const lines = scoreRows(e, place, width);
        if (used > 0 && used + lines.length > rows) break;
        used += lines.length;
        shown++;
        L.push(...lines.map((line) => (place === o.highlight ? tone(st, 'hero', line) : e.won ? tone(st, 'good', line) : line)));
      }
      while (L.length < height - 2 - problem.length) L.push('');
      L.push(...problem);
      L.push(note ? fit(tone(st, 'warn', esc(note)), width) : '');
      const keys = [hint(st, 'Enter', esc(`back to ${backTo}`))];
      if (o.quitOnQ) keys.push(hint(st, 'q', esc('quit')));
      else keys.push(hint(st, 'Esc', esc('back')));
      if (offset > 0 || offset + shown < table.entries.length) keys.push(hint(st, 'up/down', esc('scroll')));
      keys.push(hint(st, '?', esc('keys')));
      L.push(keys.join('   '));
      return L.slice(0, height);
    },
    key(ui, k) {
      const count = table?.entries.length ?? 0;
      note = '';
      if (k.full === '?' || k.cmd === 'help') return ui.push(helpPage(`On this screen: up and down scroll the table; Enter, Space or Esc go back to ${backTo}${o.quitOnQ ? ', and q quits' : ', as q does'}. Below, the keys of play.`));
      if (k.full === 'up') offset = Math.max(0, offset - 1);
      else if (k.full === 'down') offset = Math.max(0, Math.min(count - 1, offset + 1));
      else if (k.full === 'q' && o.quitOnQ) ui.quit(0);
      else if (k.full === 'C-c') ui.quit(0);
      else if (k.full === 'enter' || k.full === 'escape' || k.full === 'q' || k.full === 'space') o.back(ui);
      else if (printable(k)) note = doesNothing(k, `Enter goes back to ${backTo}; ? lists this screen's keys`);
    },
  };
}
