/**
 * Drinking from a fountain (RULES.md §4.5): its nature was rolled with the
 * zone and is unknown until tasted. A good one heals 1d8; a poisoned one
 * deals ongoing damage equal to the hero's Level until a CON test ends it.
 * Each fountain gives one draught; Purify Food and Drink makes a poisoned
 * one wholesome.
 */
import type { Ctx } from './context.js';
import { key } from './geometry.js';
import { purifiedFountain } from './magic/hooks.js';
import { Refusal } from './movement.js';
import { currentZone } from './zones.js';

export function drink(ctx: Ctx): void {
  const hero = ctx.s.hero;
  const { zone, z } = currentZone(ctx.s);
  const fountain = zone.fountains.find((f) => f.x === hero.x && f.y === hero.y);
  if (!fountain) throw new Refusal('There is no fountain here.');
  const at = key(fountain.x, fountain.y);
  if (z.fountainsUsed.includes(at)) throw new Refusal('The fountain has run dry.');
  z.fountainsUsed.push(at);
  if (fountain.outcome === 'poison' && !purifiedFountain(ctx.s, fountain.x, fountain.y)) {
    hero.conditions.push({ kind: 'ongoing', damage: hero.level, source: 'fountain poison' });
    ctx.say('heal', `The water is foul: you are poisoned (${hero.level} damage each turn until a CON test shakes it off).`);
    return;
  }
  const healed = ctx.roll('fountain', '1d8');
  hero.hp = Math.min(hero.maxHp, hero.hp + healed);
  ctx.say('heal', `The water is sweet and clear: you recover ${healed} HP (${hero.hp}/${hero.maxHp}).`);
}
