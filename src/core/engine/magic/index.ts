/**
 * Spells, prayers, Banish Undead and magic items (RULES.md §3; docs/spells.md).
 *
 * - memorise.ts — what a caster holds in memory, and when they may study.
 * - cast.ts — casting from memory and reading from a book or scroll.
 * - effects/ — every spell's and prayer's effect on the grid, by family.
 * - banish.ts — the Cleric's Banish Undead.
 * - items.ts, wands.ts — magic items, scrolls and sigils.
 * - side-effects.ts — the project's d20 Magical Side Effects table.
 * - state.ts, upkeep.ts — lasting effects, their clocks and their turn.
 * - hooks.ts — what the rest of the engine asks of magic; used-up.ts — what
 *   a blow or a fall uses up.
 * - kinds.ts, here.ts, area-squares.ts, placing.ts — small facts and the
 *   hero set down on a square, shared with the layers below the spells.
 */
import type { MagicAction } from '../actions.js';
import type { Ctx } from '../context.js';
import { Refusal } from '../refusal.js';
import { banishUndead } from './banish.js';
import { castFromMemory } from './cast.js';
import { itemAction } from './items.js';
import { memorise } from './memorise.js';
import { expireMagic } from './state.js';

export const MAGIC_ACTIONS: readonly MagicAction['type'][] = ['cast', 'pray', 'banish', 'quaff', 'read', 'use', 'memorise'];

export function magicAction(ctx: Ctx, action: MagicAction): void {
  // Clocks that ran out since the last turn end before anything is decided.
  expireMagic(ctx);
  switch (action.type) {
    case 'cast':
      return castFromMemory(ctx, 'Wizard', action.spell, action.target, action.to);
    case 'pray':
      return castFromMemory(ctx, 'Cleric', action.prayer, action.target, action.to);
    case 'banish':
      return banishUndead(ctx);
    case 'memorise':
      return memorise(ctx, action.spells);
    case 'quaff':
    case 'read':
    case 'use':
      return itemAction(ctx, action);
    default:
      throw new Refusal('That is not a kind of magic.');
  }
}

export { startingMagic, learnSpell } from './book.js';
export { makeScroll } from './items.js';
export { MAGICAL_SIDE_EFFECTS } from './side-effects.js';
export { expireMagic } from './state.js';
export { floatsOver, magicSight, magicTestHelp, purifiedFountain, wardDice } from './hooks.js';
export { breakWardDie, outOfActionDisadvantage } from './used-up.js';
export { magicTurn } from './upkeep.js';
