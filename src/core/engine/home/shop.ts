/**
 * The shop (RULES.md §6): the Black Hack price lists, a price rolled when an
 * item is sought (common 1d8, rare 2d8×5, exotic 4d8×10, rolled as many
 * times as the row says), haggling by a CHA test, and @HACK!'s rule that
 * nothing bought at Home has a die better than d8, so no magic at all.
 */
import { RARITIES } from '../../../data/blackhack/equipment.js';
import { KITS } from '../../../data/blackhack/kits.js';
import { MAGIC_ITEMS } from '../../../data/blackhack/magic-items.js';
import type { Item as EquipmentRow } from '../../../data/blackhack/schema.js';
import type { Edge } from '../../../base/dice/index.js';
import type { Ctx } from '../context.js';
import { loadNote } from '../load.js';
import { EQUIPMENT, equipmentRow, itemFromRow } from '../items.js';
import { Refusal } from '../refusal.js';
import type { Hero, Item } from '../types.js';
import { pay } from './ledger.js';
import { carryProblem } from './stash.js';
import { coins, the } from '../../../base/words.js';

/** @HACK!: Gear acquired at Home never has a die value greater than d8. */
export const HOME_DIE_LIMIT = 8;

/** Why Home does not sell a price-list row, or null when it does. */
export function notSoldAtHome(row: EquipmentRow): string | null {
  if (row.category === 'armour-repair') return 'Mending armour is the armourer’s work.';
  const sides = row.usageDie ? Number(row.usageDie.slice(1)) : 0;
  if (sides > HOME_DIE_LIMIT) return `Home sells nothing better than d${HOME_DIE_LIMIT} (${row.name} is Ud${sides}).`;
  return null;
}

/** Everything the shop stocks, in price-list order. */
export function shopStock(): EquipmentRow[] {
  return EQUIPMENT.filter((r) => notSoldAtHome(r) === null);
}

/** The dice of a row's price: its rarity's dice, rolled `priceRolls` times and added (so leather armour is 4d8×5). */
export function priceDice(row: EquipmentRow): string {
  const rarity = RARITIES.rows.find((r) => r.name === row.rarity)!;
  const m = /^(\d+)d(\d+)(?:x(\d+))?$/.exec(rarity.price);
  if (!m) throw new Error(`unexpected price dice ${rarity.price}`);
  return `${Number(m[1]) * row.priceRolls}d${m[2]}${m[3] ? `x${m[3]}` : ''}`;
}

/**
 * Haggling (Black Hack, HAGGLING): a CHA test first; success rolls the price
 * with Advantage, failure with Disadvantage. Fame from carousing gives the
 * test Advantage.
 */
export function haggle(ctx: Ctx, what: string): Edge {
  const t = ctx.test({ label: `haggle over ${what}`, attr: 'CHA' });
  return t.success ? 'advantage' : 'disadvantage';
}

/** A price roll: `better` is low when the hero buys, high when the hero sells. */
export function rollPrice(ctx: Ctx, label: string, row: EquipmentRow, edge: Edge, better: 'low' | 'high'): number {
  return ctx.roll(label, priceDice(row), edge, better);
}

function stockRow(name: string): EquipmentRow {
  if (MAGIC_ITEMS.rows.some((m) => m.name.toLowerCase() === name.toLowerCase())) throw new Refusal('Home sells no magic items.');
  const row = equipmentRow(name);
  if (!row) throw new Refusal(`The shop has no ${name}.`);
  const why = notSoldAtHome(row);
  if (why) throw new Refusal(why);
  return row;
}

export function shopPrice(ctx: Ctx, name: string, haggling: boolean): void {
  const s = ctx.s;
  const row = stockRow(name);
  const held = s.home.quotes.find((q) => q.item === row.name);
  if (held) throw new Refusal(`The shopkeeper already named ${coins(held.price)} for the ${row.name}; the price stands until you buy it or leave Home.`);
  const edge = haggling ? haggle(ctx, row.name) : 'normal';
  const price = rollPrice(ctx, `price of ${row.name}`, row, edge, 'low');
  s.home.quotes.push({ item: row.name, price, haggled: haggling, visit: s.visits });
  ctx.say('home', `The ${row.name} will cost you ${coins(price)}.`, { item: row.name, price, edge });
}

export function shopBuy(ctx: Ctx, name: string): void {
  const s = ctx.s;
  const row = stockRow(name);
  const quote = s.home.quotes.find((q) => q.item === row.name);
  if (!quote) throw new Refusal(`Ask the price of the ${row.name} first.`);
  const item = itemFromRow(ctx, row);
  const problem = carryProblem(s, item);
  if (problem) throw new Refusal(problem);
  pay(ctx, quote.price, `The ${row.name}`);
  s.hero.items.push(item);
  s.home.quotes = s.home.quotes.filter((q) => q !== quote);
  ctx.say('item', `You buy the ${row.name} for ${coins(quote.price)} (${s.hero.coins} left).${loadNote(s)}`, { item: row.name, price: quote.price, id: item.id });
}

const FALLBACK_ROW: Partial<Record<Item['kind'], string>> = { shield: 'shield', helmet: 'helmet', ration: 'rations - dried', ammunition: 'arrows/ammunition' };

/** The price-list row an item is priced by: its own name, else what it is (a kit's "Scale tunic" is leather armour). */
export function rowOf(item: Item): EquipmentRow | undefined {
  const named = equipmentRow(item.name) ?? (item.weaponKind ? equipmentRow(item.weaponKind) : undefined);
  if (named) return named;
  const kitRef = KITS.rows.flatMap((k) => k.items).find((k) => k.name === item.name && k.equipment)?.equipment;
  if (kitRef) return equipmentRow(kitRef.name);
  if (item.kind === 'armour') return EQUIPMENT.find((r) => r.category === 'armour' && r.av === item.av);
  if (item.kind === 'weapon') return equipmentRow(item.large ? 'two-handed weapon' : item.ranged ? 'light bow' : 'one-handed weapon');
  if (item.kind === 'light') return equipmentRow(/candle/i.test(item.name) ? 'candles' : 'torches');
  const fallback = FALLBACK_ROW[item.kind];
  return fallback ? equipmentRow(fallback) : undefined;
}

function unequipSold(hero: Hero, id: number): void {
  for (const slot of Object.keys(hero.equipped) as (keyof Hero['equipped'])[]) if (hero.equipped[slot] === id) hero.equipped[slot] = null;
}

/**
 * Selling: valuables (and coins) fetch their worth; magic is not traded at
 * Home; anything on the price lists fetches half a rolled price, rounded
 * up, for each one in the stack. Haggling rolls that price with Advantage
 * (the higher) or Disadvantage (the lower).
 */
export function sell(ctx: Ctx, id: number, haggling: boolean): void {
  const hero = ctx.s.hero;
  const item = hero.items.find((i) => i.id === id);
  if (!item) throw new Refusal('You carry no such thing.');
  if (item.kind === 'magic') throw new Refusal('No one at Home deals in magic: it is yours to keep or use.');
  let fetched: number;
  if (item.kind === 'valuable' || item.kind === 'gold') {
    if (haggling) throw new Refusal(`The worth of ${the(item.name)} is known: there is nothing to haggle over.`);
    fetched = item.value * item.quantity;
  } else {
    const row = rowOf(item);
    if (!row) throw new Refusal(`No one at Home will pay for ${the(item.name)}.`);
    const edge = haggling ? haggle(ctx, item.name) : 'normal';
    const price = rollPrice(ctx, `price of ${row.name} (you get half)`, row, edge, 'high');
    fetched = Math.ceil(price / 2) * item.quantity;
  }
  hero.items = hero.items.filter((i) => i !== item);
  unequipSold(hero, id);
  hero.coins += fetched;
  ctx.say('item', `You sell ${the(item.name)} for ${coins(fetched)} (${hero.coins} in all).`, { item: item.name, coins: fetched });
}
