/**
 * A person's clock at a shared table runs only while the Adventurer is
 * there: a question that opens while the hero's link is down starts its
 * --decide in full once the hero is back, as one asked before they left.
 */
import { describe, expect, it } from 'vitest';
import { newTable, seated } from './new-table.js';

/** Ada's hero at a new table with two people in the Opposition's seats, on the clock `now`. */
const tableOf = (now: () => number) => newTable({ opposition: 'person:Bea,person:Cy' }, now);

describe("a question's clock at a shared table", () => {
  it("gives each seat's turn to stock the whole --decide, not what the seat before it left", () => {
    let now = 0;
    const table = tableOf(() => now);
    const ada = seated('ada', 'adventurer');
    for (const v of [ada, seated('bea', 'opposition:1'), seated('cy', 'opposition:2')]) expect(table.sit(v)).toBeUndefined();
    expect(table.perform('adventurer', { type: 'enter-dungeon' }).ok).toBe(true);
    // The first seat takes 50 of its 60 seconds.
    now = 50_000;
    expect(table.status()).toMatch(/is stocking \(0:50\)/);
    const first = table.state.decision!.owners[0]!;
    const stocked = table.perform(first, { type: 'stock', orders: [], seat: first });
    expect(stocked.ok ? '' : stocked.error).toBe('');
    expect(table.state.decision?.owners[0]).not.toBe(first);
    expect(table.status()).toMatch(/is stocking \(0:00\)/);
  });

  it('gives a question opened while the Adventurer is away its whole --decide from the hero coming back', () => {
    let now = 0;
    const table = tableOf(() => now);
    const ada = seated('ada', 'adventurer');
    for (const v of [ada, seated('bea', 'opposition:1'), seated('cy', 'opposition:2')]) expect(table.sit(v)).toBeUndefined();
    const entered = table.perform('adventurer', { type: 'enter-dungeon' });
    expect(entered.ok).toBe(true);
    expect(table.status()).toMatch(/is stocking \(0:00\)/);
    // Ada's link drops; while she is away Bea stocks, and the next question opens.
    now = 1_000;
    table.leave(ada);
    now = 5_000;
    const first = table.state.decision;
    const stocker = first?.owners[0];
    if (!stocker) throw new Error('nobody was asked to stock');
    const stocked = table.perform(stocker, { type: 'stock', orders: [], seat: stocker });
    expect(stocked.ok ? '' : stocked.error).toBe('');
    const next = table.state.decision;
    // The next seat's turn to stock: a question of its own.
    expect(next?.kind === 'stock' && next.owners[0] !== stocker).toBe(true);
    // Ada is back 15 s later: the question asked meanwhile has run for no time at all, and runs from now.
    now = 20_000;
    expect(table.sit(ada)).toBeUndefined();
    expect(table.status()).toMatch(/\(0:00\)/);
    now = 20_000 + 59_000;
    expect(table.status()).toMatch(/\(0:59\)/);
  });
});
