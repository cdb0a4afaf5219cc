/**
 * The armourer (RULES.md §6): mends Broken armour dice for the price of the
 * armour's "one Broken … Armour Die" row of the price list, rolled per die
 * (haggling as at the shop). Permanently Broken dice are mended first, then
 * ordinary ones, which an hour's rest might otherwise mend.
 */
import type { Item as EquipmentRow } from '../../../data/blackhack/schema.js';
import type { Ctx } from '../context.js';
import { equippedItem } from '../hero.js';
import { EQUIPMENT } from '../items.js';
import { Refusal } from '../movement.js';
import type { Hero } from '../types.js';
import { pay } from './ledger.js';
import { haggle, rollPrice } from './shop.js';
import { coins } from '../words.js';

/**
 * The repair row for the hero's armour: the armour row with the worn armour's
 * AV names its type (AV 1 cloth … 4 plate). With no body armour on, a
 * shield's or helmet's die is mended at the cloth (common) price.
 */
export function repairRow(hero: Hero): EquipmentRow {
  const av = Math.min(4, Math.max(1, equippedItem(hero, 'armour')?.av ?? 1));
  const type = EQUIPMENT.find((r) => r.category === 'armour' && r.av === av)!.armourType;
  return EQUIPMENT.find((r) => r.category === 'armour-repair' && r.armourType === type)!;
}

export function armourer(ctx: Ctx, dice: number, haggling: boolean): void {
  const hero = ctx.s.hero;
  const broken = hero.armourPermanent + hero.armourBroken;
  if (broken === 0) throw new Refusal('None of your armour dice is broken.');
  if (!Number.isInteger(dice) || dice < 1) throw new Refusal('Say how many dice to mend.');
  if (dice > broken) throw new Refusal(`Only ${broken} of your armour dice ${broken === 1 ? 'is' : 'are'} broken.`);
  const row = repairRow(hero);
  const edge = haggling ? haggle(ctx, 'mending armour') : 'normal';
  let price = 0;
  for (let k = 0; k < dice; k++) price += rollPrice(ctx, `mending die ${k + 1} (${row.name})`, row, edge, 'low');
  pay(ctx, price, `Mending ${dice} armour ${dice === 1 ? 'die' : 'dice'}`);
  const permanent = Math.min(dice, hero.armourPermanent);
  hero.armourPermanent -= permanent;
  hero.armourBroken -= dice - permanent;
  ctx.say('home', `The armourer mends ${dice} armour ${dice === 1 ? 'die' : 'dice'} for ${coins(price)} (${hero.coins} left).`, { dice, price, permanent });
}
