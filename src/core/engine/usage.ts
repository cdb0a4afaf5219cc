/** Rolling a carried item's Usage die: 1–2 steps it down the chain; on a d4, the item is used up. */
import { downgrade as nextDie } from '../odds/usage-die.js';
import type { Ctx } from './context.js';
import type { Item } from './types.js';

export function downgrade(ctx: Ctx, item: Item, why: string): void {
  if (!item.usageDie) return;
  const r = ctx.roll(`${item.name} Usage die (${why})`, `1d${item.usageDie}`);
  if (r > 2) return;
  const next = nextDie(item.usageDie);
  if (next) {
    item.usageDie = next;
    ctx.say('item', `The ${item.name} runs lower: Ud${next}.`);
    return;
  }
  const hero = ctx.s.hero;
  hero.items = hero.items.filter((i) => i.id !== item.id);
  for (const slot of Object.keys(hero.equipped) as (keyof typeof hero.equipped)[]) if (hero.equipped[slot] === item.id) hero.equipped[slot] = null;
  ctx.say('item', `The ${item.name} is used up.`);
}
