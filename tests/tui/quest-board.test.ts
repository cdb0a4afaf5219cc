/**
 * The quest board through the real interface (blessed drawn into a headless
 * terminal, real key sequences): a Quest drafted and posted from Home, its
 * price paid, and where it stands on the Home menu and the side panel, at
 * Home and in the dungeon.
 */
import { describe, expect, it } from 'vitest';
import { CREATURE_OFFERS } from '../../src/core/engine/stocking/catalogue.js';
import { PANEL_WIDTH } from '../../src/tui/layout.js';
import { harnesses } from './harness.js';

const session = harnesses();

describe('the quest board', () => {
  it('posts a drafted Quest for its price and shows it at Home and on the panel in the dungeon', async () => {
    const h = await session({ seed: '5' });
    await h.createHero('Ada');
    await h.press('q');
    expect(h.screenText()).toContain('Home: the quest board');
    // The first creature on the list, twice, in a zone that needs Illumination.
    const first = CREATURE_OFFERS[0]!;
    await h.press('enter', 'enter', 'l');
    expect(h.screenText()).toContain(`Zone 1: 2 × ${first.row.name}, dark`);
    const price = 2 * first.cost + 1;
    expect(h.screenText()).toContain(`Cost ${price} tokens`);
    await h.press('p');
    const s = h.app.ui.game!;
    expect(s.tokens.hero).toBe(20 - price);
    expect(h.screenText()).toContain('Choose a service');
    expect(h.screenText()).toContain('Quest board  0/1 zones reached, 2 foes left');
    expect(h.screenText()).toContain('Quest 0/1 zones, 2 foes');
    await h.press('enter');
    expect(h.screenText()).toContain('Your Quest leads here');
    expect(h.screenText()).toContain('Quest 1/1 zones, 2 foes');
  });

  it('at 80×24 every creature row keeps its HD and price whole beside the panel: a long name and category are cut before them', async () => {
    const h = await session({ seed: '5' });
    await h.createHero('Ada');
    await h.press('q');
    const seen = new Set<string>();
    // Down the whole list, reading the page's column left of the side panel.
    for (let k = 0; k < CREATURE_OFFERS.length; k++) {
      for (const l of h.lines().map((x) => x.slice(0, 80 - PANEL_WIDTH - 1))) {
        const row = /^[> ] (.+?)\s*$/.exec(l)?.[1];
        if (row && / HD: /.test(row)) seen.add(row);
      }
      await h.press('down');
    }
    expect(seen.size).toBe(CREATURE_OFFERS.length);
    const serpent = [...seen].find((r) => r.startsWith('Flying Serpent'));
    expect(serpent).toMatch(/^Flying Serpent \(Flying Creat.*…, 2 HD: 2 tokens each$/);
    for (const row of seen) expect(row).toMatch(/, \d+ HD: \d+ tokens? each$/);
  });

  it('n says why it starts no next zone: the zone drafted has no foe yet, or the Quest has all its zones', async () => {
    const h = await session({ seed: '5' });
    await h.createHero('Ada');
    // The log's lines read as one text.
    const flat = () => h.screenText().replace(/\s+/g, ' ');
    await h.press('q', 'n');
    expect(flat()).toContain('Zone 1 has no foes yet: Enter adds the one under the cursor, then n starts the next zone.');
    await h.press('enter', 'n', 'enter', 'n', 'enter', 'n');
    expect(flat()).toContain('A Quest names at most 3 zones: p posts this one.');
    expect(h.screenText()).toContain('Zone 3: 1 ×');
    expect(h.screenText()).not.toContain('Zone 4');
  });

  it('refuses an empty Quest in the log and keeps the tokens', async () => {
    const h = await session({ seed: '5' });
    await h.createHero('Ada');
    await h.press('q', 'p');
    expect(h.screenText()).toContain('Zone 1 of the Quest needs at least one foe');
    expect(h.app.ui.game!.tokens.hero).toBe(20);
    expect(h.app.ui.game!.quest ?? null).toBeNull();
  });
});
