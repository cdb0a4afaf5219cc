/**
 * Choosing what to memorise (docs/spells.md, Memorising): Home's page and
 * the dungeon's box (`m`) are this one list. Each spell carries a count, as
 * the same spell may be held more than once. The reducer decides the rest:
 * the Level, the book, and in the dungeon the hour's study, once a Day,
 * with no enemy about.
 */
import { dayNumber } from '../../core/engine/magic/memorise.js';
import { casterOf, listOf, noun } from '../../core/engine/magic/lists.js';
import { SCROLL } from '../../core/engine/magic/items.js';
import { heldBook } from '../../core/engine/magic/book.js';
import type { Action } from '../../core/engine/actions.js';
import type { GameState } from '../../core/engine/types.js';
import { esc, tone } from '../style.js';
import type { KeyInput, Modal, Ui } from '../ui.js';
import { hint, listRows, moveCursor, wrap } from '../widgets.js';
import { play } from './act.js';
import { isCancel } from './basic.js';
import { framed } from './frame.js';

/** The spells or prayers the hero could memorise: the book's (when it is at hand) and any on scrolls carried. */
export function memorisable(s: GameState): { name: string; level: number; from: 'book' | 'scroll' }[] {
  const caster = casterOf(s.hero);
  if (!caster) return [];
  const book = heldBook(s) ? s.hero.known : [];
  const scrolls = s.hero.items.filter((i) => i.magic?.startsWith(SCROLL)).map((i) => i.magic!.slice(SCROLL.length));
  return listOf(caster)
    .filter((sp) => book.includes(sp.name) || scrolls.includes(sp.name))
    .map((sp) => ({ name: sp.name, level: sp.level, from: book.includes(sp.name) ? ('book' as const) : ('scroll' as const) }));
}

export interface MemoriseChoice {
  /** The page's text above its keys, at most `rows` lines. */
  lines(ui: Ui, width: number, rows: number): string[];
  /** The keys of the page, as one line. */
  keys(ui: Ui): string;
  /** Takes a key; returns true once the reducer has taken the spells chosen. */
  key(ui: Ui, k: KeyInput): boolean;
}

/** One visit to the list: the counts start from what is held now; `submit` sends the action and says whether the reducer took it. */
export function memoriseChoice(submit: (ui: Ui, action: Action) => boolean): MemoriseChoice {
  let counts: Map<string, number> | null = null;
  let cursor = 0;
  let note = '';
  const countsFor = (s: GameState) => {
    if (counts) return counts;
    const list = memorisable(s);
    counts = new Map();
    for (const name of s.hero.memorised) if (list.some((x) => x.name === name)) counts.set(name, (counts.get(name) ?? 0) + 1);
    return counts;
  };
  const total = (c: Map<string, number>) => [...c.values()].reduce((a, b) => a + b, 0);

  /** One more copy of `name`; at the Level's limit a Level 1 hero swaps, and `wrapAround` (space) takes a chosen spell back to none. */
  function more(s: GameState, name: string, level: number, wrapAround: boolean): void {
    const h = s.hero;
    const c = countsFor(s);
    const n = c.get(name) ?? 0;
    if (level > h.level) note = `${name} is level ${level}: beyond your Level ${h.level}.`;
    else if (total(c) < h.level) c.set(name, n + 1);
    else if (wrapAround && n > 0) c.delete(name);
    else if (h.level === 1) counts = new Map([[name, 1]]);
    else note = `At Level ${h.level} you hold ${h.level}: take one off first (-).`;
  }

  return {
    lines(ui, width, rows) {
      const s = ui.game!;
      const st = ui.style;
      const h = s.hero;
      const caster = casterOf(h);
      if (!caster) return [esc(`A ${h.className} memorises no spells.`)];
      const list = memorisable(s);
      const c = countsFor(s);
      const what = h.level === 1 ? noun(caster) : `${noun(caster)}s`;
      const where = s.phase === 'dungeon' ? "Here: an hour's study (six Minutes), no enemy about, once a Day." : 'At Home it is free, as often as you like.';
      const L = [`Memorise up to ${h.level} ${what} of level ${h.level} or less; the same one may be held more than once.`, where].flatMap((p) => wrap(p, width)).map(esc);
      if (s.phase === 'dungeon' && h.lastMemorisedDay === dayNumber(s)) L.push(tone(st, 'warn', esc('You have studied today already: once a Day.')));
      if (!heldBook(s)) L.push(tone(st, 'warn', esc(s.phase === 'dungeon' ? 'You do not carry your book.' : 'Your book is neither carried nor stashed.')));
      L.push(tone(st, 'dim', esc(`Chosen ${total(c)}/${h.level}; held now: ${h.memorised.join(', ') || 'nothing'}.`)));
      const digits = String(h.level).length;
      const texts = list.map((x) => `[${String(c.get(x.name) || '').padStart(digits)}] ${x.name.padEnd(24)} level ${x.level}${x.from === 'scroll' ? ', on a scroll' : ''}${x.level > h.level ? '  too high' : ''}`);
      if (list.length === 0) L.push(tone(st, 'dim', esc('  Nothing to study: no book, no scrolls.')));
      const room = rows - L.length - (note ? 1 : 0);
      L.push(...listRows(st, texts, cursor, room, width, (k) => list[k]!.level > h.level));
      if (note) L.push(tone(st, 'warn', esc(note)));
      return L.slice(0, rows);
    },
    keys(ui) {
      const st = ui.style;
      return [hint(st, 'space', esc('one more')), hint(st, '-', esc('one less')), hint(st, 'Enter', esc('memorise')), hint(st, 'Esc', esc('back'))].join('  ');
    },
    key(ui, k) {
      const s = ui.game!;
      const list = memorisable(s);
      note = '';
      cursor = moveCursor(k, cursor, list.length);
      const x = list[cursor];
      if (x && (k.full === 'space' || k.full === 'x')) more(s, x.name, x.level, true);
      else if (x && (k.full === '+' || k.full === '=' || k.full === 'right')) more(s, x.name, x.level, false);
      else if (x && (k.full === '-' || k.full === 'left' || k.full === 'backspace')) {
        const c = countsFor(s);
        const n = c.get(x.name) ?? 0;
        if (n > 1) c.set(x.name, n - 1);
        else c.delete(x.name);
      } else if (k.full === 'enter') {
        const c = countsFor(s);
        const names = list.flatMap((y) => Array<string>(c.get(y.name) ?? 0).fill(y.name));
        if (submit(ui, { type: 'memorise', spells: names })) return true;
        // The box may hide the log: the refusal is said here too.
        note = ui.log.at(-1)?.text ?? '';
      }
      return false;
    },
  };
}

/** `m` in the dungeon: the same list in a box; Enter studies for the hour (the reducer says whether it may). */
export function memoriseMenu(ui: Ui): void {
  const s = ui.game!;
  const caster = casterOf(s.hero);
  // A class without spells hears it from the reducer, like any refusal.
  if (!caster) return void play(ui, { type: 'memorise', spells: [] });
  const box: Modal = {
    kind: 'memorise',
    draw(u, below, width, height) {
      const inner = Math.min(72, width - 8);
      return framed(u.style, below, width, height, `Memorise ${noun(caster)}s`, [...choice.lines(u, inner, height - 7), '', choice.keys(u)], 'Esc: back');
    },
    key(u, k) {
      if (isCancel(k)) return u.pop();
      choice.key(u, k);
    },
  };
  // Off the stack while the hour passes, so a question it brings (hunger, an encounter) comes up above the map; back up if refused.
  const choice = memoriseChoice((u, action) => {
    u.pop();
    const taken = play(u, action);
    if (!taken) u.push(box);
    return taken;
  });
  ui.push(box);
}
