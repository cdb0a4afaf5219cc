/**
 * Magic a blow or a fall uses up: a ward die that breaks, and the Elixir of
 * Vitality's one Out of Action roll with Disadvantage. Combat asks these;
 * they change the hero's effects, where the hooks only read them.
 */
import type { Ctx } from '../context.js';
import { endEffect } from './state.js';

/** Breaks one magic armour die if the hero has one; true when it took the blow. */
export function breakWardDie(ctx: Ctx): boolean {
  const hero = ctx.s.hero;
  const ward = hero.effects.filter((e) => e.kind === 'hero' && (e.name === 'Shield' || e.name === 'Protect') && (e.value ?? 0) > 0).sort((a, b) => (b.value ?? 0) - (a.value ?? 0))[0];
  if (!ward) return false;
  ward.value = (ward.value ?? 1) - 1;
  ctx.say('combat', `A die of your ${ward.name} breaks and is gone (${ward.value} left).`, { ward: ward.name, left: ward.value });
  if (ward.value <= 0) endEffect(ctx, ward, 'is spent');
  return true;
}

/** True once after the Elixir of Vitality: the next Out of Action roll has Disadvantage. */
export function outOfActionDisadvantage(ctx: Ctx): boolean {
  const e = ctx.s.hero.effects.find((o) => o.kind === 'hero' && o.name === 'Elixir of Vitality');
  if (!e) return false;
  ctx.s.hero.effects = ctx.s.hero.effects.filter((o) => o !== e);
  return true;
}
