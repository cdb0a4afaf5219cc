/** Answering a riddle on a door next to the hero: pick the door (only when two are), read the riddle, type the answer. */
import type { Dir } from '../../core/engine/types.js';
import { DIRS } from '../../core/engine/geometry.js';
import { puzzleText, riddleDoor } from '../../core/engine/puzzles.js';
import { currentZone } from '../../core/engine/zones.js';
import { esc, tone } from '../style.js';
import type { Modal, Ui } from '../ui.js';
import { isCancel, refusedPrompt } from './basic.js';
import { pickDirection } from './direction.js';
import { framed } from './frame.js';
import { pasteInto, typeInto } from '../widgets.js';

const ANSWER_MAX = 60;

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
      answer = typeInto(answer, k, ANSWER_MAX);
    },
    paste(_ui, text) {
      answer = pasteInto(answer, text, ANSWER_MAX);
      return true;
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

/** The riddle key: the riddle on a door next to the hero (or underfoot); only with two such doors, which one. */
export function openRiddle(ui: Ui): void {
  const s = ui.game!;
  const doors = new Set(DIRS.map((d) => riddleDoor(s, d)));
  if (doors.has(undefined)) return refusedPrompt(ui, 'There is no riddle on a door next to you: a door that bears one is underlined on the map.');
  if (doors.size === 1) return ui.push(answerBox(DIRS[0]!, riddleText(ui, DIRS[0]!)!));
  ui.push(
    pickDirection('Answer the riddle on which door?', (u, dir) => {
      const text = riddleText(u, dir);
      if (!text) return refusedPrompt(u, 'There is no riddle on a door there.');
      u.push(answerBox(dir, text));
    }),
  );
}
