/**
 * A wand's spell (Black Hack 2d12 magic items, 24): 1d8 for a spell level,
 * then a random Wizard spell of that level. It is rolled the first time the
 * wand is used or magic reveals it, and kept in an `item` record.
 */
import { SPELLS } from '../../../data/blackhack/spells.js';
import { MAGIC_ITEMS } from '../../../data/blackhack/magic-items.js';
import { randomInt } from '../../../base/rng.js';
import type { Ctx } from '../context.js';
import type { Item } from '../types.js';
import { addEffect } from './state.js';

const WAND = MAGIC_ITEMS.rows.find((m) => m.name === 'Wand')!;

export function wandSpell(ctx: Ctx, item: Item): string {
  const known = ctx.s.hero.effects.find((e) => e.kind === 'item' && e.item === item.id && e.name === 'Wand');
  if (known?.spell) return known.spell;
  const level = ctx.roll('the wand’s spell level', WAND.spellLevel ?? '1d8');
  const choices = SPELLS.rows.filter((sp) => sp.level === level);
  const spell = choices[randomInt(ctx.rng, 0, choices.length - 1)]!.name;
  addEffect(ctx, { name: 'Wand', kind: 'item', zone: null, item: item.id, spell });
  ctx.say('item', `The ${item.name} holds ${spell} (level ${level}).`, { item: item.id, spell });
  return spell;
}

export const isWand = (item: Item) => item.magic === 'Wand';
