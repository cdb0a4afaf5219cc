/**
 * The armour-die question after a failed Defend: break a die to ignore the
 * blow, or take it. The answer can also become the standing setting
 * (always / never), which the reducer records like any action.
 */
import { armourLeft } from '../../core/engine/hero.js';
import { esc, tone } from '../style.js';
import type { Modal } from '../ui.js';
import { framed } from './frame.js';
import { answerNote, isDecline } from './basic.js';
import { capitalised } from '../../base/words.js';

export function armourPrompt(): Modal {
  const note = answerNote('y, n, Esc, A or V');
  return {
    kind: 'armour',
    draw(ui, below, width, height) {
      const p = ui.game?.pending;
      if (p?.kind !== 'armour-die') return below;
      const left = armourLeft(ui.game!.hero);
      const body = [
        esc(`${capitalised(p.source)} would deal you ${p.damage} damage (HP ${ui.game!.hero.hp}).`),
        // The sum is the player's to do, but a blow that would end the hero is never left to it.
        ...(p.damage >= ui.game!.hero.hp ? [tone(ui.style, 'bad', esc('Taken, it brings you to 0 HP.'))] : []),
        esc(left === 1 ? 'Break your last armour die to ignore it?' : `Break one of your ${left} armour dice to ignore it?`),
        '',
        `${tone(ui.style, 'key', 'y')} break a die   ${tone(ui.style, 'key', 'n')} or ${tone(ui.style, 'key', 'Esc')} take the damage`,
        `${tone(ui.style, 'key', 'A')} always break from now on   ${tone(ui.style, 'key', 'V')} never ask again`,
        esc('(the character sheet changes the setting back)'),
      ];
      return framed(ui.style, below, width, height, 'Armour die', body, 'y / n / A / V', note.lines(ui));
    },
    key(ui, k) {
      const answer = (breakArmour: boolean) => {
        ui.pop();
        ui.act({ type: 'answer', breakArmour });
        ui.settle();
      };
      // The standing settings take capitals: a lower-case key is a common command that may be pressed out of habit.
      if (k.full === 'y') answer(true);
      else if (k.full === 'n' || isDecline(k)) answer(false);
      else if (k.full === 'A') {
        ui.act({ type: 'armour-setting', value: 'always' });
        answer(true);
      } else if (k.full === 'V') {
        ui.act({ type: 'armour-setting', value: 'never' });
        answer(false);
      } else note.stray(k);
    },
  };
}
