/** The Home bank (@HACK!): unlimited, reached only at Home. */
import type { Ctx } from '../context.js';
import { gearCount } from '../hero.js';
import { cannotCarryMore, loadNote } from '../load.js';
import { GEAR_LIMIT } from '../inventory.js';
import { Refusal } from '../refusal.js';
import type { GameState, Hero, Item } from '../types.js';
import { counted, the } from '../../../base/words.js';

/** Why the hero cannot take one more item (past the load's limit, load.ts, or more than ten pieces of Gear), or null. */
export function carryProblem(s: GameState, item: Item): string | null {
  const heavy = item.kind === 'gold' ? undefined : cannotCarryMore(s);
  if (heavy) return heavy;
  if (item.gear && gearCount(s.hero) >= GEAR_LIMIT) return `You already carry ${GEAR_LIMIT} pieces of Gear.`;
  return null;
}

export function stash(ctx: Ctx, id: number): void {
  const hero = ctx.s.hero;
  const item = hero.items.find((i) => i.id === id);
  if (!item) throw new Refusal('You carry no such thing.');
  hero.items = hero.items.filter((i) => i !== item);
  for (const slot of Object.keys(hero.equipped) as (keyof Hero['equipped'])[]) if (hero.equipped[slot] === id) hero.equipped[slot] = null;
  ctx.s.home.stash.push(item);
  ctx.say('item', `You put ${the(item.name)} in your stash (${counted(ctx.s.home.stash.length, 'thing')} there).`, { item: item.name, id });
}

export function unstash(ctx: Ctx, id: number): void {
  const s = ctx.s;
  const item = s.home.stash.find((i) => i.id === id);
  if (!item) throw new Refusal('Your stash holds no such thing.');
  const problem = carryProblem(s, item);
  if (problem) throw new Refusal(problem);
  s.home.stash = s.home.stash.filter((i) => i !== item);
  s.hero.items.push(item);
  ctx.say('item', `You take ${the(item.name)} from your stash.${loadNote(s)}`, { item: item.name, id });
}
