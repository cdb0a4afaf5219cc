/** Small pop-ups: pick a direction, answer yes or no, read a page of text. */
import type { Dir } from '../../core/engine/types.js';
import type { Command } from '../keys.js';
import { esc, wrapTagged } from '../style.js';
import type { KeyInput, Modal, Ui } from '../ui.js';
import { framed } from './frame.js';
import { wrap } from '../screens/widgets.js';

export const MOVE_DIRS: Partial<Record<Command, Dir>> = {
  'move-n': 'n',
  'move-s': 's',
  'move-w': 'w',
  'move-e': 'e',
  'move-nw': 'nw',
  'move-ne': 'ne',
  'move-sw': 'sw',
  'move-se': 'se',
};

export const isCancel = (k: KeyInput) => k.full === 'escape' || k.full === 'C-c' || k.full === 'C-g';

export function pickDirection(question: string, then: (ui: Ui, dir: Dir) => void): Modal {
  return {
    draw: (ui, below, width, height) => framed(ui.style, below, width, height, question, [esc('Press a direction key (arrows, hjklyubn, keypad).')], 'Esc: cancel'),
    key(ui, k) {
      const dir = k.cmd ? MOVE_DIRS[k.cmd] : undefined;
      if (isCancel(k)) return ui.pop();
      if (!dir) return;
      ui.pop();
      then(ui, dir);
    },
  };
}

export function confirm(question: string, then: (ui: Ui) => void): Modal {
  return {
    draw: (ui, below, width, height) => framed(ui.style, below, width, height, 'Are you sure?', [...wrap(question, Math.min(64, width - 8)).map(esc), '', esc('y: yes   n or Esc: no')], 'y / n'),
    key(ui, k) {
      if (k.full === 'y' || k.full === 'Y') {
        ui.pop();
        then(ui);
      } else if (k.full === 'n' || k.full === 'N' || isCancel(k)) ui.pop();
    },
  };
}

/** A scrolling page: arrows and page keys move, Esc or q closes. */
export function textPage(title: string, lines: () => string[], startAtEnd = false): Modal {
  let offset: number | undefined;
  return {
    draw(ui, below, width, height) {
      // Wrapped before paging, so the scroll counts the lines shown.
      const all = lines().flatMap((l) => wrapTagged(l, width - 6));
      const rows = height - 4;
      const max = Math.max(0, all.length - rows);
      offset = Math.min(max, Math.max(0, offset ?? (startAtEnd ? max : 0)));
      const more = all.length > rows ? `  ${offset + 1}-${Math.min(all.length, offset + rows)} of ${all.length}` : '';
      return framed(ui.style, below, width, height, title, all.slice(offset, offset + rows), `Esc: close  arrows/PgUp/PgDn: scroll${more}`);
    },
    key(ui, k) {
      if (isCancel(k) || k.full === 'q' || k.full === 'enter') return ui.pop();
      const o = offset ?? 0;
      if (k.full === 'up' || k.full === 'k') offset = o - 1;
      if (k.full === 'down' || k.full === 'j') offset = o + 1;
      if (k.full === 'pageup') offset = o - 10;
      if (k.full === 'pagedown' || k.full === 'space') offset = o + 10;
      if (k.full === 'home' || k.full === 'g') offset = 0;
      if (k.full === 'end' || k.full === 'G') offset = Number.MAX_SAFE_INTEGER;
    },
  };
}
