/**
 * A list to choose from, keyed a–z then A–Z as roguelikes do; the arrows
 * and Enter work too, and a long list scrolls. The choices are read from
 * the state on every draw, so the list is never stale.
 */
import { esc, tone, wrapTagged } from '../style.js';
import type { KeyInput, Modal, Ui } from '../ui.js';
import { answerNote, isCancel } from './basic.js';
import { framed } from './frame.js';
import { helpPage } from './help.js';
import { safe } from './safe.js';
import { doesNothing } from '../widgets.js';

export const LETTERS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** Said for a key that names no line of a list of `count` lines, in the words of any key of no use: which letters do, and what else there is to do (`rest`). */
export function noLine(k: KeyInput, count: number, rest: string): string {
  const last = LETTERS[Math.min(count, LETTERS.length) - 1];
  return doesNothing(k, last ? `choose with ${last === 'a' ? 'a' : `a to ${last}`}, or the arrows and Enter; ${rest}` : `there is nothing to choose here; ${rest}`);
}

/** The row a key's letter names (a is 0, A is 26), or -1 for any other key. */
export function letterIndex(k: KeyInput): number {
  return k.ch && k.ch.length === 1 ? LETTERS.indexOf(k.ch) : -1;
}

export interface Choice<T> {
  /** Tagged text (escape game text with `esc`). */
  label: string;
  value: T;
  /** Shown dimmed: still choosable, so the reducer can say why not. */
  dim?: boolean;
}

export interface ListSpec<T> {
  title: string;
  choices: (ui: Ui) => Choice<T>[];
  pick: (ui: Ui, value: T) => void;
  /** Tagged lines above the choices. */
  header?: (ui: Ui) => string[];
  /** Shown when there is nothing to choose. */
  empty?: string;
  footer?: string;
  /** Extra keys the list understands (return true when handled). */
  keys?: (ui: Ui, full: string) => boolean;
  /** What the list's keys do, said first on the page `?` opens (a list's own words where choosing does more than pick). */
  about?: string;
}

/** What `?` says of a list that has no words of its own. */
const LIST_KEYS = 'In this list: a letter chooses its line, as do the arrows and Enter; PgUp and PgDn move ten lines; Esc closes it. Below, the keys of play.';

export function pickList<T>(spec: ListSpec<T>): Modal {
  let cursor = 0;
  let offset = 0;
  const note = answerNote((ui) => {
    const n = spec.choices(ui).length;
    return n === 0 ? 'Esc' : n === 1 ? 'a, Enter or Esc' : `a to ${LETTERS[Math.min(n, LETTERS.length) - 1]}, the arrows, Enter or Esc`;
  }, false);
  const choose = (ui: Ui, k: KeyInput, c: Choice<T> | undefined) => {
    if (!c) return note.stray(k);
    note.answered();
    ui.pop();
    spec.pick(ui, c.value);
  };
  return safe({
    kind: 'list',
    help: () => helpPage(spec.about ?? LIST_KEYS),
    draw(ui, below, width, height) {
      const choices = spec.choices(ui);
      const inner = width - 6;
      const head = (spec.header?.(ui) ?? []).flatMap((l) => wrapTagged(l, inner));
      const said = note.lines(ui).flatMap((l) => wrapTagged(l, inner));
      const rows = Math.max(1, height - 4 - head.length - said.length);
      cursor = Math.max(0, Math.min(cursor, choices.length - 1));
      // A long choice goes on over the next lines, under its text: the list scrolls by choices, each shown whole.
      const lines = choices.map((c, i) => {
        const text = wrapTagged(c.dim ? tone(ui.style, 'dim', c.label) : c.label, inner - 3);
        return text.map((t, k) => (k === 0 ? `${i === cursor ? '>' : ' '}${tone(ui.style, 'key', LETTERS[i] ?? ' ')} ${t}` : `   ${t}`));
      });
      const span = (from: number, to: number) => lines.slice(from, to + 1).reduce((n, l) => n + l.length, 0);
      if (cursor < offset) offset = cursor;
      while (offset < cursor && span(offset, cursor) > rows) offset++;
      // Fill the rows: no blank space below the last choice while earlier ones are scrolled away.
      while (offset > 0 && span(offset - 1, choices.length - 1) <= rows) offset--;
      let last = offset - 1;
      while (last + 1 < choices.length && span(offset, last + 1) <= rows) last++;
      const body = [...head];
      if (choices.length === 0) body.push(esc(spec.empty ?? 'Nothing to choose.'));
      for (let i = offset; i <= Math.max(last, offset) && i < choices.length; i++) body.push(...lines[i]!);
      body.push(...said);
      const more = offset > 0 || last < choices.length - 1 ? `  ${offset + 1}-${Math.max(last, offset) + 1} of ${choices.length}` : '';
      return framed(ui.style, below, width, height, spec.title, body, `${spec.footer ?? 'letter or Enter: choose  Esc: cancel'}  ?: keys${more}`);
    },
    key(ui, k) {
      if (isCancel(k)) return ui.pop();
      const choices = spec.choices(ui);
      note.answered();
      if (k.full === 'up') cursor = Math.max(0, cursor - 1);
      else if (k.full === 'down') cursor = Math.min(choices.length - 1, cursor + 1);
      else if (k.full === 'pageup') cursor = Math.max(0, cursor - 10);
      else if (k.full === 'pagedown') cursor = Math.min(choices.length - 1, cursor + 10);
      else if (k.full === 'enter') choose(ui, k, choices[cursor]);
      else if (spec.keys?.(ui, k.full)) return;
      else {
        const i = letterIndex(k);
        choose(ui, k, i >= 0 ? choices[i] : undefined);
      }
    },
  });
}
