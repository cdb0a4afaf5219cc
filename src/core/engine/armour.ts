/**
 * Broken armour dice after a rest (RULES.md §3): each is rolled, and mends
 * above the armour's AV; otherwise it is broken for good until an armourer
 * mends it. A Warrior re-rolls a 1 (Self Reliant). When every die of the
 * pool is broken for good, the armour is destroyed.
 */
import type { Ctx } from './context.js';
import { armourPool, equippedItem, shieldInHand } from './hero.js';

/**
 * Each Broken die mends on more than the armour's AV (a Warrior re-rolls a
 * 1), or stays broken until an armourer mends it. When every die of the pool
 * is broken for good, the armour is ruined.
 */
export function rollBrokenDice(ctx: Ctx): void {
  const hero = ctx.s.hero;
  const av = equippedItem(hero, 'armour')?.av ?? 0;
  const broken = hero.armourBroken;
  hero.armourBroken = 0;
  for (let k = 0; k < broken; k++) {
    let r = ctx.roll(`broken armour die (mends above ${av})`, '1d6');
    if (r === 1 && hero.className === 'Warrior') r = ctx.roll('Self Reliant re-roll', '1d6');
    if (r > av) ctx.say('combat', 'An armour die is mended.');
    else {
      hero.armourPermanent++;
      ctx.say('combat', 'An armour die is broken for good: an armourer must mend it.');
    }
  }
  const pool = armourPool(hero);
  if (broken > 0 && pool > 0 && hero.armourPermanent >= pool) {
    // What gave the pool its dice is ruined: a shield slung behind a large weapon gave none and is spared.
    const ruined = [equippedItem(hero, 'armour'), shieldInHand(hero), equippedItem(hero, 'helmet')].filter((i) => i !== undefined);
    hero.items = hero.items.filter((i) => !ruined.includes(i));
    for (const slot of ['armour', 'shield', 'helmet'] as const) if (ruined.some((i) => i.id === hero.equipped[slot])) hero.equipped[slot] = null;
    hero.armourPermanent = 0;
    ctx.say('combat', `Every armour die is broken for good: ${ruined.map((i) => i.name).join(', ')} ${ruined.length === 1 ? 'is' : 'are'} ruined.`, { gone: ruined.map((i) => i.id) });
  }
}
