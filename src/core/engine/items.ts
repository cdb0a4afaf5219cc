/**
 * Items made from the Black Hack price lists and magic items: the price-list
 * row gives an item its kind, Usage die, AV and size.
 */
import { EQUIPMENT_COMMON, EQUIPMENT_EXOTIC, EQUIPMENT_RARE } from '../../data/blackhack/equipment.js';
import type { Item as EquipmentRow, KitItem } from '../../data/blackhack/schema.js';
import type { Ctx } from './context.js';
import type { Hero, Item, ItemKind } from './types.js';

export const EQUIPMENT: EquipmentRow[] = [...EQUIPMENT_COMMON.rows, ...EQUIPMENT_RARE.rows, ...EQUIPMENT_EXOTIC.rows];

/** An item's name with its count: "arrows ×20"; a name that opens with its count ("10 small gems") needs none. */
export function countedName(item: Pick<Item, 'name' | 'quantity'>): string {
  return item.quantity > 1 && !item.name.startsWith(`${item.quantity} `) ? `${item.name} ×${item.quantity}` : item.name;
}

export function equipmentRow(name: string): EquipmentRow | undefined {
  return EQUIPMENT.find((r) => r.name === name);
}

const KINDS: Record<string, ItemKind> = {
  weapon: 'weapon',
  armour: 'armour',
  shield: 'shield',
  helmet: 'helmet',
  light: 'light',
  ammunition: 'ammunition',
  provisions: 'ration',
};

const sides = (ud: string | null | undefined) => (ud ? Number(ud.slice(1)) : null);

/** @HACK!'s Gear: what gives efficacy (weapons, armour, shields, magic), not supplies or coins. */
export function isGear(kind: ItemKind): boolean {
  return kind === 'weapon' || kind === 'armour' || kind === 'shield' || kind === 'helmet' || kind === 'magic';
}

/**
 * An item with these fields, set one by one in one order: spreading the many
 * shapes callers pass and adding fields to them would give each item a
 * hidden class of its own, which makes every later copy slow. The working
 * copy (clone.ts) copies items with it too. `loot` marks it found rather
 * than bought, in place of the fields' own mark.
 */
export function itemOf(id: number, gear: boolean, f: Omit<Item, 'id' | 'gear'>, loot = f.loot): Item {
  const item: { -readonly [K in keyof Item]: Item[K] } = {
    id,
    name: f.name,
    kind: f.kind,
    quantity: f.quantity,
    usageDie: f.usageDie,
    av: f.av,
    weaponKind: f.weaponKind,
    large: f.large,
    ranged: f.ranged,
    gear,
    value: f.value,
    magic: f.magic,
  };
  if (loot !== undefined) item.loot = loot;
  if (f.recovered !== undefined) item.recovered = f.recovered;
  return item;
}

/**
 * A carried item changed: the new item takes the old one's place in the
 * pack, and the state the step began from keeps the old one. Whoever holds
 * the old item reads the new one from here (or from the pack, by its id).
 */
export function changeItem(hero: Hero, item: Item, change: Partial<Omit<Item, 'id' | 'gear'>>): Item {
  const at = hero.items.indexOf(item);
  if (at < 0) throw new Error(`changeItem: ${item.name} (${item.id}) is not in the pack`);
  const next = itemOf(item.id, item.gear, { ...item, ...change });
  hero.items[at] = next;
  return next;
}

/** A new item with the next id. */
export function makeItem(ctx: Ctx, f: Omit<Item, 'id' | 'gear'> & { gear?: boolean }): Item {
  return itemOf(ctx.nextId(), f.gear ?? isGear(f.kind), f);
}

/** The kind of item a price-list row makes: whatever is not kept apart by its category is a tool. */
export function rowKind(row: EquipmentRow): ItemKind {
  return KINDS[row.category] ?? 'tool';
}

export function itemFromRow(ctx: Ctx, row: EquipmentRow, name = row.name, quantity = 1): Item {
  const kind = rowKind(row);
  return makeItem(ctx, {
    name,
    kind,
    quantity,
    usageDie: sides(row.usageDie),
    av: row.av,
    weaponKind: kind === 'weapon' ? row.name : null,
    large: row.large,
    ranged: /bow|sling|crossbow/i.test(row.name),
    value: 0,
    magic: null,
  });
}

/** A kit's item: the price-list row's rules under the kit's own name; a curio with no row is a plain keepsake. */
export function itemFromKit(ctx: Ctx, k: KitItem): Item {
  const row = k.equipment ? equipmentRow(k.equipment.name) : undefined;
  if (!row) return makeItem(ctx, { name: k.name, kind: 'misc', quantity: k.quantity, usageDie: sides(k.usageDie), av: null, weaponKind: null, large: false, ranged: false, value: 0, magic: null });
  const item = itemFromRow(ctx, row, k.name, k.quantity);
  return itemOf(item.id, item.gear, { ...item, av: k.av ?? item.av, usageDie: sides(k.usageDie) ?? item.usageDie, weaponKind: k.weaponKind ?? item.weaponKind });
}
