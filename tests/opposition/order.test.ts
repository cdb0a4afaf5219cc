/** A person's stocking order: every line priced from the ladders (RULES.md §5), and the odds of the zone it makes. */
import { describe, expect, it } from 'vitest';
import { CREATURE_OFFERS, ENVIRON_OFFERS, TRAP_OFFERS } from '../../src/core/opposition/catalogue.js';
import { orderCost, purchaseOf, zoneDanger, type Order } from '../../src/core/opposition/order.js';
import { currentZone } from '../../src/core/engine/zones.js';
import { heroInDungeon } from '../engine/setup.js';

describe('a stocking order', () => {
  it('prices each line from the ladders: creatures at the Talent price of their final rank each, traps at the Gear price plus a square, environs at the Talent price of their die, darkness 1, a toll its tokens, a riddle nothing', () => {
    const hd1 = CREATURE_OFFERS.find((o) => o.hd === 1)!;
    const trap = TRAP_OFFERS.find((t) => t.rank === 8)!;
    const environ = ENVIRON_OFFERS.find((e) => e.rank === 6)!;
    const lines: [Order, number][] = [
      [{ kind: 'creature', offer: hd1, hd: 1, count: 3, at: null }, 3 * 1],
      // Raised to HD 5, a d10: 8 tokens a creature.
      [{ kind: 'creature', offer: hd1, hd: 5, count: 2, at: { x: 1, y: 1 } }, 2 * 8],
      [{ kind: 'trap', offer: trap, at: null }, 3 + 1],
      [{ kind: 'environ', offer: environ }, 2],
      [{ kind: 'illumination' }, 1],
      [{ kind: 'puzzle', exit: { x: 0, y: 3 }, tokens: 3 }, 3],
      [{ kind: 'riddle', exit: { x: 0, y: 5 }, riddle: 'any' }, 0],
    ];
    for (const [o, cost] of lines) expect(purchaseOf(o).cost, o.kind).toBe(cost);
    expect(orderCost(lines.map(([o]) => o))).toBe(3 + 16 + 4 + 2 + 1 + 3);
  });

  it('gives the same odds for the same order, and a zone more deadly for a stronger one', () => {
    const s = heroInDungeon('Warrior', '7');
    const { zone, z } = currentZone(s);
    const strong = CREATURE_OFFERS.reduce((a, b) => (b.hd > a.hd ? b : a));
    const order: Order[] = [{ kind: 'creature', offer: strong, hd: strong.hd, count: 3, at: null }];
    const once = zoneDanger(s, zone.id, z, 1, order);
    expect(zoneDanger(s, zone.id, z, 1, order)).toEqual(once);
    expect(once.death).toBeGreaterThan(zoneDanger(s, zone.id, z, 1, []).death);
    // Deaths by the seat's own creatures are counted as its own.
    expect(once.killers['1'] ?? 0).toBeGreaterThan(0);
  });
});
