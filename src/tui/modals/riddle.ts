/** Answering a riddle on a door: pick the door (none to pick in a riddle's doorway), read the riddle, type the answer. */
import type { Dir } from '../../core/engine/types.js';
import { DIRS, key } from '../../core/engine/geometry.js';
import { puzzleText, riddleDoor } from '../../core/engine/puzzles.js';
import { currentZone } from '../../core/engine/zones.js';
import { esc, tone } from '../style.js';
import type { Modal, Ui } from '../ui.js';
import { isCancel, pickDirection } from './basic.js';
import { framed } from './frame.js';
import { typeInto } from '../widgets.js';

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
        return ui.settle();
      }
      answer = typeInto(answer, k, 60);
    },
  };
}

/** The riddle on the door the action `dir` would answer (riddleDoor), if any. */
function riddleText(ui: Ui, dir: Dir): string | undefined {
  const s = ui.game!;
  const door = riddleDoor(s, dir);
  if (!door) return undefined;
  const [x, y] = door.split(',').map(Number) as [number, number];
  return puzzleText(currentZone(s).z, x, y);
}

/** The riddle key: the riddle of the door the hero stands in, when no other is next to it; else which door, then its riddle. */
export function openRiddle(ui: Ui): void {
  const s = ui.game!;
  const standing = key(s.hero.x, s.hero.y);
  // In a riddle's doorway with no other riddle next to it, every direction answers this one: no need to ask which.
  if (DIRS.every((d) => riddleDoor(s, d) === standing)) return ui.push(answerBox(DIRS[0]!, riddleText(ui, DIRS[0]!)!));
  ui.push(
    pickDirection('Answer the riddle on which door?', (u, dir) => {
      const text = riddleText(u, dir);
      if (!text) return u.say('There is no riddle on a door there, nor on the door you stand in.', 'error');
      u.push(answerBox(dir, text));
    }),
  );
}
