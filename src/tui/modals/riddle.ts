/** Answering a riddle on a door: pick the door, read the riddle, type the answer. */
import type { Dir } from '../../core/engine/types.js';
import { DIR_STEPS } from '../../core/engine/geometry.js';
import { puzzleText } from '../../core/engine/puzzles.js';
import { currentZone } from '../../core/engine/zones.js';
import { esc, tone } from '../style.js';
import type { Modal, Ui } from '../ui.js';
import { isCancel, pickDirection } from './basic.js';
import { framed } from './frame.js';
import { typeInto } from '../screens/widgets.js';
import { afterAct } from '../screens/flow.js';

function answerBox(dir: Dir, riddle: string): Modal {
  let answer = '';
  return {
    kind: 'riddle',
    draw: (ui, below, width, height) => framed(ui.style, below, width, height, 'A riddle', [esc(riddle), '', `${esc('Your answer: ')}${esc(answer)}${tone(ui.style, 'key', '_')}`], 'Enter: answer  Esc: leave it'),
    key(ui, k) {
      if (isCancel(k)) return ui.pop();
      if (k.full === 'enter') {
        if (!answer.trim()) return;
        ui.pop();
        ui.act({ type: 'riddle', dir, answer });
        return afterAct(ui);
      }
      answer = typeInto(answer, k, 60);
    },
  };
}

/** The riddle key: which door, then the riddle written on it. */
export function openRiddle(ui: Ui): void {
  ui.push(
    pickDirection('Answer the riddle on which door?', (u, dir) => {
      const s = u.game!;
      const d = DIR_STEPS[dir];
      const { z } = currentZone(s);
      const at = { x: s.hero.x + d.x, y: s.hero.y + d.y };
      const text = z.puzzles[`${at.x},${at.y}`]?.kind === 'riddle' ? puzzleText(z, at.x, at.y) : undefined;
      if (!text) return u.say('There is no riddle on a door there.', 'error');
      u.push(answerBox(dir, text));
    }),
  );
}
