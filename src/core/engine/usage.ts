/** A carried item's Usage die: a roll of 1–2 steps it down the chain; past the d4 the item is used up. */
import { downgrade as nextDie } from '../odds/usage-die.js';
import type { Ctx } from './context.js';
import { changeItem } from './items.js';
import type { Item } from './types.js';
import { the } from '../../base/words.js';

/** Rolls the item's Usage die for one use. */
export function downgrade(ctx: Ctx, item: Item, why: string): void {
  if (!item.usageDie) return;
  const r = ctx.roll(`Usage die of ${the(item.name)} (${why})`, `1d${item.usageDie}`);
  if (r <= 2) stepDown(ctx, item);
}

/** One step down the chain, without a roll (a fading light, a spent charge). */
export function stepDown(ctx: Ctx, item: Item): void {
  const next = item.usageDie ? nextDie(item.usageDie) : undefined;
  if (next) {
    changeItem(ctx.s.hero, item, { usageDie: next });
    ctx.say('item', `The Usage die of ${the(item.name)} drops to Ud${next}.`);
    return;
  }
  usedUp(ctx, item);
}

/** An item spent: gone from the pack and its slot. The event's `gone` names what left the game, as every such event does. */
export function usedUp(ctx: Ctx, item: Item): void {
  const hero = ctx.s.hero;
  hero.items = hero.items.filter((i) => i.id !== item.id);
  for (const slot of Object.keys(hero.equipped) as (keyof typeof hero.equipped)[]) if (hero.equipped[slot] === item.id) hero.equipped[slot] = null;
  ctx.say('item', `Nothing is left of ${the(item.name)}: used up.`, { gone: [item.id] });
}
