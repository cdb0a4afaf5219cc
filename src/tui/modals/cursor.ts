/**
 * A cursor on the zone map, for looking, aiming and travelling: the move
 * keys move it, Tab and Shift-Tab jump through a list of squares (the
 * creatures in view, nearest first), `>` and `<` through another (the known
 * exits), Enter chooses, Esc cancels. While it is up, the message log's
 * rows describe the square under it.
 */
import { DIR_STEPS } from '../../core/engine/geometry.js';
import type { GameState } from '../../core/engine/types.js';
import { sightOf } from '../../core/engine/view.js';
import { currentZone } from '../../core/engine/zones.js';
import { keyFor, type Command } from '../keys.js';
import { overlay, zoneLayout } from '../layout.js';
import { shownAt, viewport } from '../map-view.js';
import { boxChars, esc, fit, tone, visibleLength } from '../style.js';
import type { Modal, Ui } from '../ui.js';
import { isCancel, MOVE_DIRS } from './basic.js';
import { helpPage } from './help.js';
import { safe } from './safe.js';
import { doesNothing, printable } from '../widgets.js';

export interface Point {
  x: number;
  y: number;
}

export interface CursorSpec {
  title: string;
  /** The keys, shown on the rule above the description. */
  hint: string;
  /** Where the cursor starts: the first square of `cycle`, else the hero. */
  start?: (s: GameState) => Point | undefined;
  /** Squares Tab steps through. */
  cycle?: (s: GameState) => Point[];
  /** What Tab says when `cycle` has no square: no creature in view (within reach, where an aim has one). */
  cycleNone?: string;
  /** Squares `>` and `<` step through. */
  jumps?: (s: GameState) => Point[];
  /** Tagged lines about the square under the cursor (as many as the log has rows are shown). */
  info: (ui: Ui, p: Point) => string[];
  /** Enter (or `confirm` again): return false to keep the cursor up. */
  pick: (ui: Ui, p: Point) => boolean | void;
  /** The command whose key also confirms (press `f` twice to fire at the first target). */
  confirm?: Command;
  /** What Enter does, for the page `?` opens: "goes there"; choosing the square by default. */
  enter?: string;
}

/** The cursor's keys in words, said first on the page `?` opens over it. */
function cursorKeys(ui: Ui, spec: CursorSpec): string {
  const again = spec.confirm === undefined ? undefined : keyFor(ui.keys, spec.confirm);
  return [
    `${spec.title}: the move keys move the cursor over the map`,
    ...(spec.cycle ? ['Tab and Shift-Tab jump from creature to creature in view'] : []),
    ...(spec.jumps ? ['> and < jump from way out to way out'] : []),
    `Enter${again ? ` (or ${again} again)` : ''} ${spec.enter ?? 'chooses the square under the cursor'}`,
    'Esc or q closes. The rows below the map tell what is under the cursor. Below, the keys of play.',
  ].join('; ');
}

export interface CursorModal extends Modal {
  /** Where the cursor is (tests read it); before it is first drawn, where it starts in `s`. */
  at(s?: GameState): Point;
}

/** Where the map is drawn on the screen: the same viewport the zone view uses. */
export function mapWindow(s: GameState, width: number, height: number, leastLog?: number) {
  const { zone } = currentZone(s);
  const { mapWidth, mapHeight, logHeight } = zoneLayout(width, height, zone.height, leastLog);
  return { left: viewport(zone.width, mapWidth, s.hero.x), top: viewport(zone.height, mapHeight, s.hero.y), mapWidth, mapHeight, logHeight, zone };
}

export function mapCursor(spec: CursorSpec): CursorModal {
  let at: Point | undefined;
  let index = -1;
  let jump = -1;
  /** What a key of no use said, first under the rule of keys until the next key: no key seems to do nothing. */
  let note = '';
  /** The last window drawn, to keep the cursor on screen. */
  let bounds = { x0: 0, y0: 0, x1: Number.MAX_SAFE_INTEGER, y1: Number.MAX_SAFE_INTEGER };

  const here = (s: GameState): Point => {
    if (!at) {
      const first = spec.start?.(s) ?? spec.cycle?.(s)[0];
      at = first ? { ...first } : { x: s.hero.x, y: s.hero.y };
      if (first && spec.cycle) index = spec.cycle(s).findIndex((p) => p.x === first.x && p.y === first.y);
    }
    return at;
  };

  const clamp = (s: GameState, p: Point): Point => {
    const { zone } = currentZone(s);
    return {
      x: Math.max(Math.max(0, bounds.x0), Math.min(Math.min(zone.width, bounds.x1) - 1, p.x)),
      y: Math.max(Math.max(0, bounds.y0), Math.min(Math.min(zone.height, bounds.y1) - 1, p.y)),
    };
  };

  const step = (list: Point[], k: number, by: number) => {
    if (list.length === 0) return k;
    // Not yet on the list: forward starts at its first square, back at its last.
    const next = k < 0 ? (by > 0 ? 0 : list.length - 1) : (((k + by) % list.length) + list.length) % list.length;
    at = { ...list[next]! };
    return next;
  };

  const modal: CursorModal = {
    kind: 'cursor',
    help: (ui) => helpPage(cursorKeys(ui, spec)),
    at: (s) => (at ? { ...at } : s?.zone ? { ...here(s) } : { x: -1, y: -1 }),
    draw(ui, below, width, height) {
      const s = ui.game;
      if (!s?.zone) return below;
      const p = here(s);
      const w = mapWindow(s, width, height, ui.style.logRows);
      bounds = { x0: w.left, y0: w.top, x1: w.left + w.mapWidth, y1: w.top + w.mapHeight };
      const cell = shownAt(s, sightOf(s).keys, p.x, p.y, ui.style);
      const glyph = esc(cell?.glyph ?? ' ');
      let out = below;
      if (p.x >= w.left && p.x < w.left + w.mapWidth && p.y >= w.top && p.y < w.top + w.mapHeight) out = overlay(out, p.y - w.top, p.x - w.left, [`{inverse}${glyph}{/inverse}`]);
      const h = boxChars(ui.style).h;
      const title = ` ${spec.title} `;
      const ruled = (hint: string) => `${h}${h}${tone(ui.style, 'title', esc(title))}${h} ${esc(hint)} `;
      // `?` is named where the rule has room for it whole; a long title (a spell's, an item's) keeps the keys that act.
      const full = ruled(`${spec.hint}  ?: keys`);
      const rule = visibleLength(full) <= width ? full : ruled(spec.hint);
      const ruleLine = `${rule}${h.repeat(Math.max(0, width - visibleLength(rule)))}`;
      const info = [...(note ? [tone(ui.style, 'warn', esc(note))] : []), ...safeInfo(ui, p)].flatMap((l) => wrapTagged(l, width));
      const lines = [ruleLine, ...Array.from({ length: w.logHeight }, (_, k) => fit(info[k] ?? '', width))];
      return overlay(out, w.mapHeight, 0, lines.map((l) => fit(l, width)));
    },
    key(ui, k) {
      const s = ui.game;
      if (isCancel(k) || k.full === 'q') return ui.pop();
      if (!s?.zone) return ui.pop();
      note = '';
      const p = here(s);
      const dir = k.cmd ? MOVE_DIRS[k.cmd] : undefined;
      if (dir) {
        at = clamp(s, { x: p.x + DIR_STEPS[dir].x, y: p.y + DIR_STEPS[dir].y });
        return;
      }
      // With nothing to jump to, the key says so rather than leave the cursor where it was without a word.
      if (k.full === 'tab' || k.full === 'S-tab') {
        const list = spec.cycle?.(s) ?? [];
        if (list.length === 0) note = spec.cycle ? (spec.cycleNone ?? 'No creature in view to jump to.') : doesNothing(k, 'the keys on the line above say what does');
        index = step(list, index, k.full === 'tab' ? 1 : -1);
        return;
      }
      if (spec.jumps && (k.full === '>' || k.full === '<')) {
        const list = spec.jumps(s);
        if (list.length === 0) note = 'No way out known to jump to.';
        jump = step(list, jump, k.full === '>' ? 1 : -1);
        return;
      }
      if (k.full === 'enter' || k.full === 'space' || (spec.confirm !== undefined && k.cmd === spec.confirm)) {
        // Off the stack first: what it chooses may push a menu or play turns.
        const k0 = ui.modals.indexOf(modal);
        if (k0 >= 0) ui.modals.splice(k0, 1);
        if (spec.pick(ui, { ...p }) === false) ui.push(modal);
      } else if (printable(k)) note = doesNothing(k, 'the keys on the line above say what does');
    },
  };
  return safe(modal);

  /** Long lines wrap at spaces, keeping a whole-line colour on every piece. */
  function wrapTagged(line: string, width: number): string[] {
    if (visibleLength(line) <= width) return [line];
    const m = /^((?:\{(?!open\}|close\})[a-z-]+\})*)(.*?)((?:\{\/[a-z-]+\})*)$/.exec(line)!;
    const [open, body, close] = [m[1] ?? '', m[2] ?? '', m[3] ?? ''];
    const out: string[] = [];
    let cur = '';
    for (const word of body.split(' ')) {
      const next = cur === '' ? word : `${cur} ${word}`;
      if (visibleLength(next) > width && cur !== '') {
        out.push(cur);
        cur = word;
      } else cur = next;
    }
    if (cur !== '') out.push(cur);
    return out.map((l) => `${open}${l}${close}`);
  }

  function safeInfo(ui: Ui, p: Point): string[] {
    try {
      return spec.info(ui, p);
    } catch (error) {
      return [esc(`(cannot describe this square: ${(error as Error).message})`)];
    }
  }
}
