/**
 * Finding a Device (RULES.md §5): for 1 token the hero finds a thing of no
 * die rank, a non-quantitative effect. Two kinds: a Scroll of Recall (read,
 * it takes the hero Home at once, magic/items.ts), or a roll on the Black
 * Hack's 2d12 magic items, as an Arcane Fortune would give. Only in the
 * dungeon, and only if the hero can carry another piece of Gear.
 */
import { MAGIC_ITEMS } from '../../../data/blackhack/magic-items.js';
import type { Ctx } from '../context.js';
import { makeItem } from '../items.js';
import { makeScroll } from '../magic/items.js';

export function findDevice(ctx: Ctx, device: 'recall' | 'magic'): void {
  const hero = ctx.s.hero;
  if (device === 'recall') {
    const scroll = makeScroll(ctx, 'Recall');
    hero.items.push(scroll);
    return ctx.say('item', `You find a ${scroll.name}: read it to go Home.`);
  }
  const r = ctx.roll('a Device: 2d12 magic items', MAGIC_ITEMS.die);
  const row = MAGIC_ITEMS.rows.find((m) => m.min <= r && r <= m.max)!;
  hero.items.push(makeItem(ctx, { name: row.name, kind: 'magic', quantity: 1, usageDie: row.usageDie ? Number(row.usageDie.slice(1)) : null, av: row.av ?? null, weaponKind: null, large: false, ranged: false, value: 0, magic: row.name }));
  ctx.say('item', `You find a Device: ${row.name}.`);
}
