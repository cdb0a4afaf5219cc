/**
 * A bid's digits typed and not yet sent with Enter are the seat's own
 * while the question is open: a person whose link drops finds them in the
 * box when they come back, the Adventurer as an Opposition seat.
 */
import { describe, expect, it } from 'vitest';
import type { Player } from './ssh-client.js';
import { backAt, darkObjected, see, started, toZone1 } from './table-players.js';

/** The line of a sealed-bid box that shows the number typed so far. */
const typed = (p: Player) => /Your bid: *(\d*)_/.exec(p.screenText().replace(/│/g, ' '))?.[1];

const drop = (p: Player) => (p.client as unknown as { _sock: { destroy(): void } })._sock.destroy();

describe("a sealed bid's digits through a dropped link", () => {
  it('are found in the box by the seat that comes back, and by the Adventurer, and are what Enter then seals', async () => {
    const t = await started();
    const { ada, adaKey, bea, beaKey } = await toZone1(t);
    // Bea makes the zone dark; Ada objects, Bea insists: each side bids in secret.
    await darkObjected(ada, bea);
    await bea.press('y');
    await see(bea, /sealed bid/);
    await see(ada, /Sealed bid against the dark/);
    await bea.press('1', '2');
    await ada.press('7');
    // The digits on each screen before the links drop: waited for, not read the moment the keys are sent.
    await see(bea, /Your bid:[ │]*12_/);
    await see(ada, /Your bid:[ │]*7_/);
    expect(typed(bea)).toBe('12');
    expect(typed(ada)).toBe('7');
    // Both links drop before Enter.
    drop(bea);
    drop(ada);
    const table = t.server.tables.get('1')!;
    const start = Date.now();
    while (!(table.away('opposition:1') && table.away('adventurer')) && Date.now() - start < 10_000) await new Promise((r) => setTimeout(r, 20));
    const bea2 = await backAt(t, 'bea', beaKey);
    await see(bea2, /sealed bid/);
    expect(typed(bea2)).toBe('12');
    const ada2 = await backAt(t, 'ada', adaKey);
    await see(ada2, /Sealed bid against the dark/);
    expect(typed(ada2)).toBe('7');
    // Typed on from there, and sealed as it stands.
    await bea2.press('backspace', 'enter');
    await ada2.press('enter');
    for (const p of [ada2, bea2]) await see(p, /The bids revealed/);
    // The reveal's lines, each waited for: its frame may reach the test in more than one read.
    await see(ada2, /Your bid: 7/);
    await see(ada2, /Opposition 1[^\n]*: 1 /);
  });
});
