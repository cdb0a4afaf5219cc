/**
 * The equipment page at 80×24 shows what each slot holds whole: a long
 * use ("slung: both hands are on a large weapon") goes on under itself,
 * and a row of the list too long for the page ends in an ellipsis, never
 * cut off mid-word at the side panel.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { PANEL_WIDTH } from '../../src/tui/layout.js';
import { toCreation } from './flow.js';
import { harness, type Harness } from './harness.js';

let h: Harness | undefined;
afterEach(() => h?.destroy());

describe('the equipment page at 80×24', () => {
  it("says a slung shield's use whole, and marks a list row cut short", async () => {
    // Seed 11's Warrior with kit B: a two-handed weapon and a shield, which both hands on the weapon leave slung.
    h = await harness({ seed: '11', cols: 80, rows: 24 });
    await toCreation(h);
    await h.press('enter', '1', 'enter', 'b', 'enter', 'tab', 'enter', 's', 'enter');
    await h.type('Ward');
    await h.press('enter', 'e');
    const page = h.lines().map((l) => l.slice(0, 80 - PANEL_WIDTH - 1));
    expect(page.join(' ').replace(/\s+/g, ' ')).toContain('shield Decorative Shield (slung: both hands are on a large weapon)');
    const row = page.find((l) => /^ .shield {5}Decorative Shield/.test(l))!;
    expect(row.trimEnd()).toMatch(/…$/);
  });
});
