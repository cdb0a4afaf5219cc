/** Rolling Appendix B loot; an amulet holds a Black Hack magic item (its 2d12 table). */
import { MAGIC_ITEMS } from '../data/blackhack/magic-items.js';
import { LOOT } from '../data/roguelike/loot.js';
import type { Roller } from './roller.js';
import type { LootItem } from './types.js';

export function rollLoot(roller: Roller, chest: boolean): Omit<LootItem, 'x' | 'y'> {
  const row = roller.onTable(LOOT, (r) => r.name);
  const magic = row.kind === 'amulet' ? roller.onTable(MAGIC_ITEMS, (r) => r.name).name : null;
  return { name: row.name, kind: row.kind, quantity: row.quantity, chest, magic };
}
