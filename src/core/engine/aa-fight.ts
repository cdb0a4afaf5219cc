/**
 * A fight of a game resolved by Adventure Algorithms' Combat
 * (`fight=aa-combat`, which only `athack sim games` plays): at the fight's
 * first Moment the hero and every foe in it fight it out at once
 * (aa-combat.ts), and the outcome is carried onto the grid.
 */
import { combatant, creatureDice, heroDice, resolveAaCombat } from './aa-combat.js';
import { die, hurtCreature } from './combat.js';
import type { Ctx } from './context.js';
import { equippedItem } from './hero.js';
import type { CreatureState } from './types.js';
import { counted } from '../../base/words.js';

/**
 * Foes taken out die by the hero's hand (points, tokens and loot as any
 * kill; armour dice bought for them play no part); foes that retreated
 * flee; a hero taken out dies. A hero who retreated and got away leaves
 * the foes standing but unaware of it; one caught is killed.
 */
export function aaFight(ctx: Ctx, foes: CreatureState[]): void {
  const hero = ctx.s.hero;
  const dice = heroDice(hero.className, hero.level, equippedItem(hero, 'weapon') !== undefined);
  const us = combatant(ctx.rng, 0, hero.name, 'hero', dice);
  const them = foes.map((c) => {
    const d = creatureDice(c.hd);
    return combatant(ctx.rng, c.id, c.name, 'foes', d.dice, d.large);
  });
  const r = resolveAaCombat(ctx.rng, [us, ...them], dice);
  ctx.say('combat', `Adventure Algorithms' Combat against ${foes.map((c) => `the ${c.name}`).join(', ')}: ${counted(r.turns, 'turn')}.`);
  for (const [k, t] of them.entries()) {
    const c = foes[k]!;
    if (t.out) {
      c.armour = 0;
      hurtCreature(ctx, c, c.hp, 'you');
    } else if (t.retreated) c.attitude = 'fleeing';
    else if (r.escaped) c.aware = false;
  }
  if (us.out) return die(ctx, `taken out by the ${us.outBy}`, `the ${us.outBy}`);
  if (r.escaped === false) return die(ctx, 'caught retreating from a fight', `the ${foes[0]!.name}`);
  if (r.escaped) ctx.say('combat', 'You get away.');
}
