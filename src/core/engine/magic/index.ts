/** Spells, prayers, Banish Undead and magic items. */
import type { MagicAction } from '../actions.js';
import type { Ctx } from '../context.js';
import { Refusal } from '../movement.js';

export const MAGIC_ACTIONS: readonly MagicAction['type'][] = ['cast', 'pray', 'banish', 'quaff', 'read', 'use', 'memorise'];

export function magicAction(_ctx: Ctx, action: MagicAction): void {
  throw new Refusal(`${action.type} is not available yet.`);
}
