/**
 * The armour-die question after a failed Defend: break a die to ignore the
 * blow, or take it. The answer can also become the standing setting
 * (always / never), which the reducer records like any action.
 */
import { armourLeft } from '../../core/engine/hero.js';
import { esc, tone } from '../style.js';
import type { Modal } from '../ui.js';
import { framed } from './frame.js';
import { afterAct } from '../screens/flow.js';
import { capitalised } from '../../core/engine/words.js';

export function armourPrompt(): Modal {
  return {
    kind: 'armour',
    draw(ui, below, width, height) {
      const p = ui.game?.pending;
      if (p?.kind !== 'armour-die') return below;
      const left = armourLeft(ui.game!.hero);
      const body = [
        esc(`${capitalised(p.source)} would deal you ${p.damage} damage (HP ${ui.game!.hero.hp}).`),
        esc(left === 1 ? 'Break your last armour die to ignore it?' : `Break one of your ${left} armour dice to ignore it?`),
        '',
        `${tone(ui.style, 'key', 'y')} break a die   ${tone(ui.style, 'key', 'n')} take the damage`,
        `${tone(ui.style, 'key', 'a')} always break from now on   ${tone(ui.style, 'key', 'v')} never ask again`,
      ];
      return framed(ui.style, below, width, height, 'Armour die', body, 'y / n / a / v');
    },
    key(ui, k) {
      const answer = (breakArmour: boolean) => {
        ui.pop();
        ui.act({ type: 'answer', breakArmour });
        afterAct(ui);
      };
      if (k.full === 'y') answer(true);
      else if (k.full === 'n') answer(false);
      else if (k.full === 'a') {
        ui.act({ type: 'armour-setting', value: 'always' });
        answer(true);
      } else if (k.full === 'v') {
        ui.act({ type: 'armour-setting', value: 'never' });
        answer(false);
      }
    },
  };
}
