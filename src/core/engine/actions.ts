/** Everything a player (or a bot) can ask the reducer to do. */
import type { CreateAction } from './creation.js';
import type { Attr, Dir, Hero } from './types.js';

export type Action =
  | CreateAction
  | { type: 'enter-dungeon' }
  | { type: 'move'; dir: Dir }
  | { type: 'wait' }
  | { type: 'open'; dir: Dir }
  | { type: 'close'; dir: Dir }
  | { type: 'force'; dir: Dir }
  | { type: 'fire'; target: number }
  | { type: 'stairs' }
  | { type: 'pickup' }
  | { type: 'drop'; item: number }
  | { type: 'equip'; item: number }
  | { type: 'unequip'; slot: keyof Hero['equipped'] }
  | { type: 'search' }
  | { type: 'disarm'; dir: Dir }
  | { type: 'rest' }
  | { type: 'invoke-background'; attr: Attr }
  | { type: 'answer'; breakArmour: boolean }
  | { type: 'suicide' }
  | MagicAction
  | HomeAction;

/** Spells, prayers and magic items (src/core/engine/magic). */
export type MagicAction =
  | { type: 'cast'; spell: string; target?: Target }
  | { type: 'pray'; prayer: string; target?: Target }
  | { type: 'banish' }
  | { type: 'quaff'; item: number }
  | { type: 'read'; item: number; target?: Target }
  | { type: 'use'; item: number; target?: Target }
  | { type: 'memorise'; spells: string[] };

/** A creature by id, or a square. */
export type Target = { creature: number } | { x: number; y: number };

/** Home's services (src/core/engine/home). */
export type HomeAction =
  | { type: 'shop-price'; item: string; haggle: boolean }
  | { type: 'shop-buy'; item: string }
  | { type: 'sell'; item: number }
  | { type: 'stash'; item: number }
  | { type: 'unstash'; item: number }
  | { type: 'carouse'; stories: number }
  | { type: 'level-up' }
  | { type: 'temple'; cure: 'poison' | 'curse' | 'disease' }
  | { type: 'armourer'; dice: number }
  | { type: 'rest-day' };

export type ActionType = Action['type'];
