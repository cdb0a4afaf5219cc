/**
 * Leaving Home with a light carried but not lit: the dark zones would show
 * only the squares beside the hero, so the player is asked before going.
 */
import type { Item } from '../../core/engine/types.js';
import { pluralName, the } from '../../base/words.js';
import { esc } from '../style.js';
import type { Modal } from '../ui.js';
import { play } from './act.js';
import { answerNote, isCancel } from './basic.js';
import { framed } from './frame.js';

export function unlitPrompt(light: Item): Modal {
  const name = the(light.name, true);
  // Lights are sold as "torches" and "candles": a plural name is told as one.
  const many = pluralName(light.name);
  const note = answerNote('y, n or Esc', false);
  return {
    draw: (ui, below, width, height) =>
      framed(ui.style, below, width, height, 'Into the dark?', [esc(`${name} ${many ? 'are' : 'is'} not lit: in a dark zone you would see only the squares beside you.`), '', esc(`y: light ${many ? 'them' : 'it'} and go   n: go as you are   Esc: stay`)], 'y / n / Esc', note.lines(ui)),
    key(ui, k) {
      if (isCancel(k)) return ui.pop();
      if (k.full !== 'y' && k.full !== 'n') return note.stray(k);
      ui.pop();
      if (k.full === 'y' && !play(ui, { type: 'equip', item: light.id })) return;
      play(ui, { type: 'enter-dungeon' });
    },
  };
}
