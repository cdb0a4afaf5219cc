/**
 * Sustenance and Illumination (RULES.md §5), two counters from 20. Each new
 * zone costs a point of Sustenance; with none left, each new zone costs a
 * point of an attribute of the player's choice, given back at Home. A zone
 * the Opposition made need Illumination costs a point of it; with none left,
 * or with no light lit, such a zone is dark: the hero sees only the next
 * square and every test has Disadvantage.
 */
import type { Ctx } from './context.js';
import { Refusal } from './refusal.js';
import { ATTRS, type Attr, type Hero } from './types.js';

/**
 * The attributes that can pay hunger's point: those above 1, the least an
 * attribute falls to. One at 1 has no point to give, and what Home gives
 * back must be only what hunger took.
 */
export function hungerPayers(hero: Hero): Attr[] {
  return ATTRS.filter((a) => hero.attributes[a] > 1);
}

/** Entering a zone for the first time. */
export function eatOnEntry(ctx: Ctx): void {
  const c = ctx.s.consumables;
  if (c.sustenance > 0) {
    c.sustenance--;
    return;
  }
  if (hungerPayers(ctx.s.hero).length === 0) {
    ctx.say('damage', 'You are out of Sustenance, but hunger finds no attribute above 1 to take a point from.');
    return;
  }
  ctx.s.pending = { kind: 'hunger' };
  ctx.say('prompt', 'You are out of Sustenance: which attribute pays a point for this zone?');
}

export function payHunger(ctx: Ctx, attr: Attr): void {
  const hero = ctx.s.hero;
  if (!hungerPayers(hero).includes(attr)) throw new Refusal(`Your ${attr} is at 1: it has no point to give. Choose another attribute.`);
  hero.attributes[attr]--;
  ctx.s.hunger[attr] = (ctx.s.hunger[attr] ?? 0) + 1;
  ctx.say('damage', `Hunger costs you a point of ${attr} (${hero.attributes[attr]} now) until you are Home.`);
}

/** At Home: hunger's toll is given back. */
export function restoreHunger(ctx: Ctx): void {
  const lost = Object.entries(ctx.s.hunger) as [Attr, number][];
  for (const [attr, n] of lost) ctx.s.hero.attributes[attr] += n;
  if (lost.length > 0) ctx.say('heal', 'A good meal at Home gives back what hunger took.');
  ctx.s.hunger = {};
}

/** The Opposition paid for the zone the hero is entering to need Illumination. */
export function requireIllumination(ctx: Ctx): void {
  const s = ctx.s;
  const z = s.zones[s.zone!]!;
  z.needsLight = true;
  if (s.consumables.illumination > 0) s.consumables.illumination--;
  else z.unlit = true;
  ctx.say('zone', z.unlit ? 'Darkness presses in, and you have no Illumination left to meet it.' : 'The dark here eats at your Illumination.');
}

