/**
 * Carrying things (RULES.md §3): up to STR items unencumbered, never more
 * than twice STR, and never more than ten pieces of Gear (@HACK!). Coins
 * weigh nothing.
 */
import type { Ctx } from './context.js';
import { gearCount } from './hero.js';
import { cannotCarryMore, loadNote } from './load.js';
import { changeItem, isGear } from './items.js';
import { Refusal } from './refusal.js';
import type { Hero, Item } from './types.js';
import { currentZone } from './zones.js';
import { award } from './progress.js';
import { coins, the } from '../../base/words.js';

export const GEAR_LIMIT = 10;

const SLOT_OF: Partial<Record<Item['kind'], keyof Hero['equipped']>> = { weapon: 'weapon', armour: 'armour', shield: 'shield', helmet: 'helmet', light: 'light' };

export function pickUp(ctx: Ctx): void {
  const hero = ctx.s.hero;
  const { z } = currentZone(ctx.s);
  const here = z.items.filter((i) => i.x === hero.x && i.y === hero.y);
  if (here.length === 0) throw new Refusal('There is nothing here to pick up.');
  const f = here[0]!;
  if (f.item.kind === 'gold') {
    hero.coins += f.item.quantity;
    ctx.say('item', `You pocket ${coins(f.item.quantity)}.`, { gone: [f.item.id] });
  } else {
    const heavy = cannotCarryMore(ctx.s);
    if (heavy) throw new Refusal(heavy);
    if (isGear(f.item.kind) && gearCount(hero) >= GEAR_LIMIT) throw new Refusal(`You already carry ${GEAR_LIMIT} pieces of Gear.`);
    hero.items.push(f.item);
    if (f.item.kind === 'magic' && f.item.loot && !f.item.recovered) {
      changeItem(hero, f.item, { recovered: true });
      award(ctx, `recovering ${f.item.name}`);
    }
    ctx.say('item', `You take ${the(f.item.name)}${f.chest ? ' from the chest' : ''}.${loadNote(ctx.s)}`);
  }
  z.items = z.items.filter((i) => i !== f);
}

export function drop(ctx: Ctx, id: number): void {
  const hero = ctx.s.hero;
  const item = hero.items.find((i) => i.id === id);
  if (!item) throw new Refusal('You carry no such thing.');
  hero.items = hero.items.filter((i) => i !== item);
  for (const slot of Object.keys(hero.equipped) as (keyof Hero['equipped'])[]) if (hero.equipped[slot] === id) hero.equipped[slot] = null;
  currentZone(ctx.s).z.items.push({ x: hero.x, y: hero.y, item, chest: false });
  ctx.say('item', `You drop ${the(item.name)}.`);
}

export function equip(ctx: Ctx, id: number): void {
  const hero = ctx.s.hero;
  const item = hero.items.find((i) => i.id === id);
  if (!item) throw new Refusal('You carry no such thing.');
  const slot = SLOT_OF[item.kind];
  if (!slot) throw new Refusal(`${the(item.name, true)} is not something to wield or wear.`);
  if (hero.equipped[slot] === id) throw new Refusal(`You already use ${the(item.name)}.`);
  hero.equipped[slot] = id;
  ctx.say('item', `You ${slot === 'weapon' ? 'wield' : slot === 'light' ? 'light' : 'put on'} ${the(item.name)}.`);
}

export function unequip(ctx: Ctx, slot: keyof Hero['equipped']): void {
  const hero = ctx.s.hero;
  if (!(slot in hero.equipped)) throw new Refusal('No such slot.');
  if (hero.equipped[slot] === null) throw new Refusal(`Nothing is in your ${slot} slot.`);
  hero.equipped[slot] = null;
  ctx.say('item', `You put away your ${slot}.`);
}
