/**
 * A shared table names its seats as one keyboard does: the only seat of the
 * Opposition is "the Opposition", whoever plays it, and several go by number.
 */
import { describe, expect, it } from 'vitest';
import { newTable, seated } from './new-table.js';
import { seatName } from '../../src/tui/seats.js';
import { darkObjected, flat, see, started, toZone1 } from './table-players.js';

describe("a table's seat names", () => {
  it('names a lone person\'s seat "the Opposition", open or taken, as at one keyboard', () => {
    const table = newTable({ opposition: 'humans', opponents: 1 });
    expect(table.who('opposition:1')).toBe('The Opposition (open)');
    const heard: string[] = [];
    const ada = seated('ada', 'adventurer', heard);
    const bea = seated('bea', 'opposition:1');
    expect(table.sit(ada)).toBeUndefined();
    expect(table.sit(bea)).toBeUndefined();
    expect(heard).toContain('bea takes the seat of the Opposition.');
    expect(table.who('opposition:1')).toBe('The Opposition (bea)');
    // Bea's keys cannot move the hero.
    const moved = table.perform('opposition:1', { type: 'enter-dungeon' });
    expect(moved.ok ? '' : moved.error).toBe('You sit in the seat of the Opposition: that is not yours to do.');
  });

  it('names a lone AI\'s seat "The Opposition (AI fair)", and several seats by number', () => {
    expect(newTable({ opposition: 'ai-fair', opponents: 1 }).who('opposition:1')).toBe('The Opposition (AI fair)');
    const two = newTable({ opposition: 'person:Bea,hard' });
    expect(two.who('opposition:1')).toBe('Opposition 1 (open)');
    expect(two.who('opposition:2')).toBe('Opposition 2 (AI hard)');
  });

  it('names a seat a person sits in as one keyboard does, the seat first and then who plays it: the account there', () => {
    const table = newTable({ opposition: 'person:Bea,hard' });
    expect(table.sit(seated('ada', 'adventurer'))).toBeUndefined();
    expect(table.sit(seated('bea', 'opposition:1'))).toBeUndefined();
    // At one keyboard: "Opposition 1 (Bea)", "The Adventurer (Ada)".
    expect(seatName(table.state, 'opposition:1')).toBe('Opposition 1 (Bea)');
    expect(table.who('opposition:1')).toBe('Opposition 1 (bea)');
    expect(seatName(table.state, 'adventurer')).toBe('The Adventurer (Ada)');
    expect(table.who('adventurer')).toBe('The Adventurer (ada)');
    expect(table.status()).toBe('The Adventurer (ada) is playing.');
  });
});

describe('the status line over SSH', () => {
  it("speaks to the one who reads it: Bea, asked whether to insist, reads that she decides, and Ada reads Bea's seat by name", async () => {
    const t = await started();
    const { ada, bea } = await toZone1(t);
    await darkObjected(ada, bea);
    await see(bea, /Opposition: You decide whether to insist/);
    expect(flat(bea)).not.toMatch(/Opposition 1 \(bea\) decides/);
    await see(ada, /Opposition 1 \(bea\) decides\s+whether\s+to\s+insist/);
  });
});
