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
import { Refusal } from '../refusal.js';
import type { Hero } from '../types.js';
import { pay } from './ledger.js';
import { haggle, rollPrice } from './shop.js';
import { coins } from '../../../base/words.js';

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

const diceWord = (dice: number) => `${dice} armour ${dice === 1 ? 'die' : 'dice'}`;

/** What a mending quote is kept under: one for each number of dice, as the shop keeps one for each row. */
export const mendingQuote = (dice: number) => `mending ${diceWord(dice)}`;

const priceStands = (price: number, dice: number) => new Refusal(`The armourer already named ${coins(price)} for mending ${diceWord(dice)}; the price stands until you pay it or leave Home.`);

export function checkMendable(hero: Hero, dice: number): void {
  const broken = hero.armourPermanent + hero.armourBroken;
  if (broken === 0) throw new Refusal('None of your armour dice is broken.');
  if (!Number.isInteger(dice) || dice < 1) throw new Refusal('Say how many dice to mend.');
  if (dice > broken) throw new Refusal(`Only ${broken} of your armour dice ${broken === 1 ? 'is' : 'are'} broken.`);
}

/** One CHA test (when haggling) covers the whole job; each die's price is then rolled. */
function rollMending(ctx: Ctx, dice: number, haggling: boolean): number {
  const row = repairRow(ctx.s.hero);
  const edge = haggling ? haggle(ctx, 'mending armour') : 'normal';
  let price = 0;
  for (let k = 0; k < dice; k++) price += rollPrice(ctx, `mending die ${k + 1} (${row.name})`, row, edge, 'low');
  return price;
}

/** Asking what mending would cost: rolled now and kept, like a shop quote, until paid or until the hero leaves Home. */
export function armourerPrice(ctx: Ctx, dice: number, haggling: boolean): void {
  const s = ctx.s;
  checkMendable(s.hero, dice);
  const held = s.home.quotes.find((q) => q.item === mendingQuote(dice));
  if (held) throw priceStands(held.price, dice);
  const price = rollMending(ctx, dice, haggling);
  s.home.quotes.push({ item: mendingQuote(dice), price, haggled: haggling, visit: s.visits });
  ctx.say('home', `Mending ${diceWord(dice)} will cost you ${coins(price)}.`, { dice, price, haggled: haggling });
}

/** Mending pays the price asked for that many dice, or, when none was asked, a price rolled now. */
export function armourer(ctx: Ctx, dice: number, haggling: boolean): void {
  const s = ctx.s;
  const hero = s.hero;
  checkMendable(hero, dice);
  const quote = s.home.quotes.find((q) => q.item === mendingQuote(dice));
  if (quote && haggling) throw priceStands(quote.price, dice);
  const price = quote ? quote.price : rollMending(ctx, dice, haggling);
  pay(ctx, price, `Mending ${diceWord(dice)}`);
  s.home.quotes = s.home.quotes.filter((q) => q !== quote);
  const permanent = Math.min(dice, hero.armourPermanent);
  hero.armourPermanent -= permanent;
  hero.armourBroken -= dice - permanent;
  ctx.say('home', `The armourer mends ${diceWord(dice)} for ${coins(price)} (${hero.coins} left).`, { dice, price, permanent });
}
