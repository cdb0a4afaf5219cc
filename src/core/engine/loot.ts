/**
 * Roguelike loot as items the hero can carry (RULES.md §4.8). A weapon or
 * armour "of the player's choice" becomes the best the hero's class may use;
 * gems, rings and necklaces are valuables worth coins at Home.
 */
import { CLASSES } from '../../data/blackhack/classes.js';
import { MAGIC_ITEMS } from '../../data/blackhack/magic-items.js';
import { LOOT } from '../../data/roguelike/loot.js';
import type { LootItem } from '../../procgen/types.js';
import type { Ctx } from './context.js';
import { creatureRow } from './creature-rows.js';
import { equipmentRow, itemFromRow, itemOf, makeItem } from './items.js';
import type { ClassName, Item } from './types.js';

/** Coins a valuable fetches at Home, each. */
export const VALUABLE_WORTH: Record<string, number> = { gems: 5, ring: 25, necklace: 50 };

const BEST_ARMOUR: Record<string, string> = { any: 'plate armour', 'chain-mail': 'chain mail', leather: 'leather armour', cloth: 'cloth armour' };

function choiceOf(className: ClassName, kind: 'weapon' | 'armour'): string {
  const cls = CLASSES.rows.find((c) => c.name === className)!;
  if (kind === 'weapon') return cls.weapons.includes('any') ? 'two-handed weapon' : 'one-handed weapon';
  const best = ['any', 'chain-mail', 'leather', 'cloth'].find((a) => (cls.armour as string[]).includes(a)) ?? 'cloth';
  return BEST_ARMOUR[best]!;
}

export function lootToItem(ctx: Ctx, loot: Omit<LootItem, 'x' | 'y'>): Item {
  const item = plainLoot(ctx, loot);
  // Marked as it is made, not spread into a new record: the spread took some 7% of a `sim fight` fight, where every creature killed drops loot.
  return itemOf(item.id, item.gear, item, true);
}

/** An item with none of gear's numbers: coins or a valuable. */
function plainItem(ctx: Ctx, name: string, kind: Item['kind'], quantity: number, value: number): Item {
  return makeItem(ctx, { name, kind, quantity, usageDie: null, av: null, weaponKind: null, large: false, ranged: false, value, magic: null });
}

function plainLoot(ctx: Ctx, loot: Omit<LootItem, 'x' | 'y'>): Item {
  switch (loot.kind) {
    case 'weapon':
    case 'armour': {
      const row = equipmentRow(choiceOf(ctx.s.hero.className, loot.kind));
      if (row) return itemFromRow(ctx, row);
      break;
    }
    case 'gold':
      return plainItem(ctx, `${loot.quantity} gold pieces`, 'gold', loot.quantity, 1);
    case 'amulet': {
      const row = MAGIC_ITEMS.rows.find((m) => m.name === loot.magic);
      const usageDie = row?.usageDie ? Number(row.usageDie.slice(1)) : null;
      return makeItem(ctx, { name: `amulet (${loot.magic ?? 'dull'})`, kind: 'magic', quantity: 1, usageDie, av: row?.av ?? null, weaponKind: null, large: false, ranged: false, value: 0, magic: loot.magic });
    }
  }
  return plainItem(ctx, loot.name, 'valuable', loot.quantity, VALUABLE_WORTH[loot.kind] ?? 1);
}

/** Loot a dead creature drops: always with Loot Yes, on an even chance with Maybe. */
export function rollCreatureLoot(ctx: Ctx, rule: 'Yes' | 'No' | 'Maybe', name: string): Item | undefined {
  if (rule === 'No') return undefined;
  // A Metal or Fused Elemental is its treasure: its fixed gold replaces the roll.
  const gold = creatureRow(name)?.lootGold;
  if (gold) return lootToItem(ctx, { name: `${gold} gold pieces`, kind: 'gold', quantity: gold, chest: false, magic: null });
  if (rule === 'Maybe' && ctx.roll(`${name} drops loot on 4+`, '1d6') < 4) return undefined;
  const r = ctx.roll('loot', LOOT.die);
  const row = LOOT.rows.find((l) => l.min <= r && r <= l.max)!;
  let magic: string | null = null;
  if (row.kind === 'amulet') {
    const m = ctx.roll('amulet magic', MAGIC_ITEMS.die);
    magic = MAGIC_ITEMS.rows.find((x) => x.min <= m && m <= x.max)!.name;
  }
  return lootToItem(ctx, { name: row.name, kind: row.kind, quantity: row.quantity, chest: false, magic });
}
