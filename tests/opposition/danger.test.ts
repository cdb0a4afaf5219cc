/** The odds a person stocking a zone sees: the AI's threat model over the zone and the seat's orders. */
import { describe, expect, it } from 'vitest';
import { CREATURE_OFFERS } from '../../src/core/engine/stocking/catalogue.js';
import { zoneDanger } from '../../src/core/opposition/danger.js';
import { currentZone } from '../../src/core/engine/zones.js';
import type { Order } from '../../src/core/engine/types.js';
import { heroInDungeon } from '../engine/setup.js';

describe("a zone's danger with a seat's orders", () => {
  it('is the same for the same orders, grows with what they buy, and counts the deaths by their creatures as the seat’s', () => {
    const s = heroInDungeon('Warrior', '7');
    const { zone, z } = currentZone(s);
    const strong = CREATURE_OFFERS.reduce((a, b) => (b.hd > a.hd ? b : a));
    const orders: Order[] = [{ kind: 'creature', category: strong.category, name: strong.row.name, count: 3, hd: strong.hd }];
    const once = zoneDanger(s, zone.id, z, 1, orders);
    expect(zoneDanger(s, zone.id, z, 1, orders)).toEqual(once);
    expect(once.death).toBeGreaterThan(zoneDanger(s, zone.id, z, 1, []).death);
    expect(once.killers['1'] ?? 0).toBeGreaterThan(0);
  });
});
