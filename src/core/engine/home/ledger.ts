/**
 * Coins at Home, and what happens when the hero comes back: a quote from an
 * earlier visit is void, a carousing effect that lasted the visit ends, and
 * the tavern takes what it is owed.
 */
import type { Ctx } from '../context.js';
import { Refusal } from '../refusal.js';
import type { GameState } from '../types.js';
import { coins } from '../../../base/words.js';

/** Pays a price in full, or refuses: the state stays as it was. */
export function pay(ctx: Ctx, price: number, what: string): void {
  const hero = ctx.s.hero;
  if (price > hero.coins) throw new Refusal(`${what} costs ${coins(price)}; you have ${hero.coins}.`);
  hero.coins -= price;
}

/** Pays what the coins cover; the rest becomes a debt to the tavern (the Black Hack leaves it to the GM; the data's erratum decides). */
export function payOrOwe(ctx: Ctx, bill: number): void {
  const hero = ctx.s.hero;
  const paid = Math.min(bill, hero.coins);
  hero.coins -= paid;
  if (paid < bill) {
    ctx.s.home.debt += bill - paid;
    ctx.say('home', `You pay ${coins(paid)} and owe the tavern ${bill - paid} more (debt ${ctx.s.home.debt}).`, { paid, owed: bill - paid, debt: ctx.s.home.debt });
  } else ctx.say('home', `You pay ${coins(bill)}.`, { paid });
}

/** The tavern keeper takes what is owed from any coins the hero has at Home. */
export function settleDebt(ctx: Ctx): void {
  const s = ctx.s;
  const take = Math.min(s.home.debt, s.hero.coins);
  if (take <= 0) return;
  s.hero.coins -= take;
  s.home.debt -= take;
  ctx.say('home', `The tavern keeper takes ${coins(take)} of what you owe${s.home.debt > 0 ? ` (${s.home.debt} still owed)` : ': your debt is paid'}.`, { paid: take, debt: s.home.debt });
}

/** States saved before Home had these fields get them empty. */
function normalise(s: GameState): void {
  const home = s.home as Partial<GameState['home']> & { stash: GameState['home']['stash'] };
  home.quotes ??= [];
  home.day ??= 0;
  home.debt ??= 0;
  home.effects ??= [];
  home.retell ??= null;
}

/**
 * Run before every Home service (and safe to call when the hero arrives):
 * `GameState.visits` counts trips into the dungeon, so anything stamped with
 * an older visit belongs to a trip that is over.
 */
export function homecoming(ctx: Ctx): void {
  const s = ctx.s;
  normalise(s);
  s.home.quotes = s.home.quotes.filter((q) => q.visit === s.visits);
  for (const e of s.home.effects.filter((x) => x.visit < s.visits)) {
    if (e.kind === 'brawl') {
      s.hero.maxHp += e.maxHp;
      ctx.say('home', `The bruises of the tavern brawl have healed: Max HP back to ${s.hero.maxHp}.`);
    } else ctx.say('home', 'Your fame from the tavern has faded.');
  }
  s.home.effects = s.home.effects.filter((x) => x.visit >= s.visits);
  settleDebt(ctx);
}
