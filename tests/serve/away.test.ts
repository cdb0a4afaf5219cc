/**
 * What a shared table tells its seats as links drop and come back, and as
 * the server restarts: nobody waits without knowing why nothing happens.
 */
import { describe, expect, it } from 'vitest';
import { newTable, readBack, seated } from './new-table.js';

describe('a shared table as its people come and go', () => {
  it("tells every seat that the Adventurer's link dropped and the table waits, and that play goes on when the hero is back", () => {
    const table = newTable({ opposition: 'person:Bea,hard' });
    const heard: string[] = [];
    const ada = seated('ada', 'adventurer');
    expect(table.sit(ada)).toBeUndefined();
    expect(table.sit(seated('bea', 'opposition:1', heard))).toBeUndefined();
    table.leave(ada);
    expect(heard.at(-1)).toBe('ada is away: the table waits for the Adventurer, every clock stopped.');
    expect(table.status()).toBe('The Adventurer (ada) is away: the table waits.');
    expect(table.sit(seated('ada', 'adventurer'))).toBeUndefined();
    expect(heard.at(-1)).toBe('ada is back in the seat of the Adventurer: the table plays on.');
    expect(table.status()).toBe('The Adventurer (ada) is playing.');
  });

  it('tells the Adventurer that a seat the table waits for is away, in its status as well as its log', () => {
    const table = newTable({ opposition: 'person:Bea,hard' });
    const heard: string[] = [];
    const bea = seated('bea', 'opposition:1');
    expect(table.sit(seated('ada', 'adventurer', heard))).toBeUndefined();
    expect(table.sit(bea)).toBeUndefined();
    expect(table.perform('adventurer', { type: 'enter-dungeon' }).ok).toBe(true);
    expect(table.status()).toBe('Opposition 1 (bea) is stocking (0:00).');
    table.leave(bea);
    expect(heard.at(-1)).toBe('bea is away: if Opposition 1 is asked, the default answers after 60 s.');
    expect(table.status()).toBe('Opposition 1 (bea) is stocking (0:00); bea is away.');
    expect(table.sit(seated('bea', 'opposition:1'))).toBeUndefined();
    expect(heard.at(-1)).toBe('bea is back in the seat of Opposition 1.');
    expect(table.status()).toBe('Opposition 1 (bea) is stocking (0:00).');
  });

  it('says in its log that the server restarted, so that a player back at the table tells a restart from a long pause', () => {
    const table = newTable({ opposition: 'person:Bea,hard' });
    expect(table.sit(seated('ada', 'adventurer'))).toBeUndefined();
    expect(table.sit(seated('bea', 'opposition:1'))).toBeUndefined();
    expect(table.perform('adventurer', { type: 'enter-dungeon' }).ok).toBe(true);
    const back = readBack(table);
    expect(back.said().at(-1)?.text).toBe('The server restarted: the game goes on where it stood. The question open then is asked again, with its whole time.');
    // The line is the table's, kept with its others in its file: a second restart is counted on it.
    expect(readBack(back).said().at(-1)).toMatchObject({ text: back.said().at(-1)!.text, times: 2 });
  });
});
