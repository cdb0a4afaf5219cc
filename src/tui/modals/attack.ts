/** Fire (`f`) and throw (`t`): target selection on a creature in view, with the exact chance to hit. */
import { THROW_RANGE } from '../../core/engine/abilities.js';
import { BAND_REACH } from '../../core/engine/geometry.js';
import { equippedItem, fireProblem } from '../../core/engine/hero.js';
import type { Hero, Item } from '../../core/engine/types.js';
import { keyFor, keyInProse } from '../keys.js';
import { esc } from '../style.js';
import type { Ui } from '../ui.js';
import { play } from './act.js';
import { itemLabel } from './item-info.js';
import { pickList, type Choice } from './list.js';
import { aimAt, rangedOdds } from './target.js';

/** What would let the hero fire, in the player's keys: the ranged weapon carried to wield, or what to find. */
function fireRemedy(ui: Ui, hero: Hero): string {
  const key = (cmd: Parameters<typeof keyFor>[1]) => keyInProse(keyFor(ui.keys, cmd) ?? cmd);
  const bow = hero.items.find((i) => i.ranged);
  const ammo = hero.items.some((i) => i.kind === 'ammunition');
  const instead = `; ${key('throw')} throws a weapon instead`;
  if (!equippedItem(hero, 'weapon')?.ranged) {
    if (bow) return `Wield your ${bow.name} (${key('equip')})${ammo ? '' : ' and carry ammunition'} to fire it${instead}.`;
    return `Firing takes a bow, crossbow or sling in hand (${key('equip')} wields one) and ammunition to shoot${instead}.`;
  }
  return `Your ${equippedItem(hero, 'weapon')!.name} needs ammunition (arrows, bolts or stones) to fire${instead}.`;
}

/** `f`: fire the ready ranged weapon at a creature in view; with none ready, or nothing to shoot, it says so and what would do, and no time passes. */
export function fireAt(ui: Ui): void {
  if (!ui.game?.zone) return void play(ui, { type: 'fire', target: -1 });
  const hero = ui.game.hero;
  const unready = fireProblem(hero);
  if (unready) return ui.say(`${unready} ${fireRemedy(ui, hero)}`, 'error');
  aimAt(ui, {
    title: 'Fire at',
    reach: BAND_REACH.Faraway,
    creatures: true,
    odds: rangedOdds(ui.style),
    send: (u, _p, c) => void play(u, { type: 'fire', target: c!.id }),
    confirm: 'fire',
  });
}

/** Target selection for a throw: a creature in view, Nearby. */
export function throwAim(ui: Ui, item: Item | undefined): void {
  aimAt(ui, {
    title: `Throw ${item ? `the ${item.name}` : 'a knife'} at`,
    reach: THROW_RANGE,
    creatures: true,
    odds: rangedOdds(ui.style, true),
    send: (u, _p, c) => void play(u, { type: 'throw', target: c!.id, ...(item ? { item: item.id } : {}) }),
    confirm: 'throw',
  });
}

/** `t`: choose what to throw (a Thief always has a knife), then a creature Nearby. */
export function throwMenu(ui: Ui): void {
  const s = ui.game!;
  if (!s.zone) return void play(ui, { type: 'throw', target: -1 });
  type Pick = { item: Item | undefined };
  ui.push(
    pickList<Pick>({
      title: 'Throw what?',
      choices: (u) => {
        const hero = u.game!.hero;
        const knife: Choice<Pick>[] = hero.className === 'Thief' ? [{ label: esc('a throwing knife (a Thief always has one to hand)'), value: { item: undefined } }] : [];
        const weapons = hero.items.filter((i) => i.kind === 'weapon');
        const rest = hero.items.filter((i) => i.kind !== 'weapon');
        return [...knife, ...[...weapons, ...rest].map((i) => ({ label: itemLabel(hero, i), value: { item: i } }))];
      },
      empty: 'You have nothing to throw.',
      pick: (u, v) => throwAim(u, v.item),
    }),
  );
}
