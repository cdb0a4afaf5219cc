/**
 * The inventory (`i`): everything carried, with slots marked and what each
 * thing is; choosing one shows what it does and the actions that fit it.
 * Also equip or unequip (`e`) and drop (`d`).
 */
import { gearCount } from '../../core/engine/hero.js';
import { carryingText } from '../panel.js';
import { GEAR_LIMIT } from '../../core/engine/inventory.js';
import type { Verb } from '../../core/engine/magic/magic-items.js';
import type { Item } from '../../core/engine/types.js';
import { esc, tone } from '../style.js';
import type { Ui } from '../ui.js';
import { play } from './act.js';
import { throwAim } from './attack.js';
import { itemEffect, itemLabel, SLOT_OF, slotOf, verbOf } from './item-info.js';
import { pickList, type Choice } from './list.js';
import { useItem } from './use.js';
import { coins } from '../../base/words.js';

/** `e`: what can be wielded or worn; choosing what is in use puts it away. */
export function equipMenu(ui: Ui): void {
  const choices = (u: Ui): Choice<Item>[] => {
    const hero = u.game!.hero;
    return hero.items.filter((i) => SLOT_OF[i.kind] !== undefined).map((i) => ({ label: itemLabel(hero, i), value: i }));
  };
  if (choices(ui).length === 0) return ui.say('You carry nothing to wield or wear.', 'info');
  ui.push(
    pickList({
      title: 'Equip or unequip',
      header: (u) => [tone(u.style, 'dim', esc('Choose something in use to put it away.'))],
      choices,
      pick: (u, item) => toggleEquip(u, item),
    }),
  );
}

function toggleEquip(ui: Ui, item: Item): void {
  const slot = slotOf(ui.game!.hero, item);
  play(ui, slot ? { type: 'unequip', slot } : { type: 'equip', item: item.id });
}

/** `d`: drop one thing. */
export function dropMenu(ui: Ui): void {
  if (ui.game!.hero.items.length === 0) return ui.say('You carry nothing.', 'info');
  ui.push(
    pickList({
      title: 'Drop what?',
      choices: (u) => u.game!.hero.items.map((i) => ({ label: itemLabel(u.game!.hero, i), value: i })),
      pick: (u, item) => void play(u, { type: 'drop', item: item.id }),
    }),
  );
}

/** `i`: everything carried; choosing an item shows what it does and what can be done with it. */
export function inventory(ui: Ui): void {
  ui.push(
    pickList({
      title: 'Inventory',
      header: (u) => {
        const s = u.game!;
        const h = s.hero;
        const carrying = carryingText(s);
        const load = `Carrying ${carrying.text}${carrying.heavy && s.options.load !== 'hackssential' ? ': ENCUMBERED' : ''}; Gear ${gearCount(h)}/${GEAR_LIMIT}; ${coins(h.coins)}.`;
        return [tone(u.style, carrying.heavy ? 'warn' : 'dim', esc(load))];
      },
      choices: (u) => u.game!.hero.items.map((i) => ({ label: itemLabel(u.game!.hero, i), value: i })),
      empty: 'You carry nothing.',
      about: 'In the inventory: a letter (or the arrows and Enter) chooses a thing you carry, to see what it does and what can be done with it (equip, use, throw, drop); Esc closes. Below, the keys of play.',
      pick: (u, item) => itemActions(u, item),
    }),
  );
}

type ItemAct = 'equip' | 'unequip' | Verb | 'throw' | 'drop';

/** One item: what it is and does, and the actions that fit it. */
export function itemActions(ui: Ui, item: Item): void {
  ui.push(
    pickList<ItemAct>({
      title: item.name,
      header: (u) => {
        const s = u.game!;
        const live = s.hero.items.find((i) => i.id === item.id) ?? item;
        const effect = itemEffect(s, live);
        return [itemLabel(s.hero, live), ...(effect ? [tone(u.style, 'dim', esc(effect))] : []), ''];
      },
      choices: (u) => {
        const hero = u.game!.hero;
        const out: Choice<ItemAct>[] = [];
        if (SLOT_OF[item.kind]) out.push(slotOf(hero, item) ? { label: esc('unequip: put it away'), value: 'unequip' } : { label: esc(`equip: ${item.kind === 'weapon' ? 'wield it' : item.kind === 'light' ? 'light it' : 'put it on'}`), value: 'equip' });
        const verb = verbOf(hero, item);
        if (verb) out.push({ label: esc(verb), value: verb });
        if (item.magic === 'Cup of Ending') out.push({ label: esc('quaff'), value: 'quaff' });
        if (u.game!.zone) out.push({ label: esc('throw it'), value: 'throw' });
        out.push({ label: esc('drop it'), value: 'drop' });
        return out;
      },
      pick(u, act) {
        const live = u.game!.hero.items.find((i) => i.id === item.id);
        if (!live) return u.say('You no longer carry that.', 'info');
        if (act === 'equip' || act === 'unequip') return toggleEquip(u, live);
        if (act === 'drop') return void play(u, { type: 'drop', item: live.id });
        if (act === 'throw') return throwAim(u, live);
        useItem(u, live, act);
      },
    }),
  );
}
