/** `B`: call on the background for Advantage on the next test of an attribute it covers (once a visit). */
import { esc, tone } from '../style.js';
import type { Ui } from '../ui.js';
import { play } from './act.js';
import { pickList } from './list.js';
import type { Attr } from '../../core/engine/types.js';

const GUIDANCE: Record<Attr, string> = {
  STR: 'forcing, lifting, hitting hard',
  DEX: 'dodging, shooting, sleight of hand',
  CON: 'enduring poison, cold, exhaustion',
  INT: 'lore, spells, puzzles',
  WIS: 'noticing, praying, resisting the mind',
  CHA: 'haggling, persuading, commanding',
};

export function backgroundMenu(ui: Ui): void {
  const bg = ui.game!.hero.background;
  // With nothing to choose, the reducer says why.
  if (bg.attrs.length === 0) return void play(ui, { type: 'invoke-background', attr: 'STR' });
  ui.push(
    pickList<Attr>({
      title: 'Call on your background',
      header: (u) => {
        const b = u.game!.hero.background;
        return [esc(`“${b.text}”`), tone(u.style, b.usedThisVisit ? 'warn' : 'dim', esc(b.usedThisVisit ? 'Already called on this visit.' : 'Once a visit: Advantage on the next test of the attribute chosen.')), ''];
      },
      choices: (u) => u.game!.hero.background.attrs.map((a) => ({ label: esc(`${a}: ${GUIDANCE[a]}`), value: a })),
      pick: (u, attr) => void play(u, { type: 'invoke-background', attr }),
    }),
  );
}
