/**
 * A person asked to escalate at one keyboard, as the hero leaves a zone
 * while the Opposition holds the Escalation die: the box says what
 * escalating does as the game does it (the die goes up and back to the
 * Adventurer, and the Opposition's refresh rises, this seat's share named),
 * and the answer does that; a hero who was leaving for Home arrives there
 * once the Adventurer's curtain lifts.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { powerLevel, split } from '../../src/core/engine/tokens.js';
import { harness, type Harness } from './harness.js';
import { curtainKey } from './flow.js';

let h: Harness | undefined;
afterEach(() => {
  h?.destroy();
  h = undefined;
});

/** The screen's words in one line, a box's sides taken out, so a sentence wrapped in a box reads whole. */
const flat = (h: Harness) => h.screenText().replace(/[│]/g, ' ').replace(/\s+/g, ' ');

describe('escalating at one keyboard', () => {
  it("says the Opposition's refresh rises, and by how much for this seat; escalating does so, and the hero leaving for Home comes Home", async () => {
    h = await harness({ seed: '1', options: { opposition: 'person:Ann,fair' } });
    await h.createHero('Hero');
    await h.press('enter');
    while (curtainKey(h) !== '@') await h.press(curtainKey(h)!, 'c', 'y');
    await h.press('@');
    // The Opposition holds the die, as after the hero escalated on stairs down; the hero steps back out of the way in.
    h.scene((s) => void (s.escalationHolder = 'opposition'));
    const s = h.app.ui.game!;
    await h.press('j');
    expect(curtainKey(h)).toBe('1');
    expect(h.screenText()).toContain('The Adventurer is leaving zone 1: you may escalate.');
    await h.press('1');
    const bonus = powerLevel(s.options).oppositionEscalationBonus;
    const mine = split(bonus, 2)[0]!;
    expect(flat(h)).toContain(`Escalate: the Escalation die goes up to 2 and passes back to the Adventurer, and the Opposition's refresh rises by ${bonus}, ${mine} of it yours.`);
    expect(flat(h)).not.toContain("the Adventurer's refresh rises");
    const refresh = s.tokens.opposition[0]!.refresh;
    const heroRefresh = s.tokens.heroRefresh;
    await h.press('y');
    const after = h.app.ui.game!;
    expect(after.escalation).toBe(2);
    expect(after.tokens.opposition[0]!.refresh).toBe(refresh + mine);
    expect(after.tokens.heroRefresh).toBe(heroRefresh);
    await h.press(curtainKey(h)!);
    expect(flat(h)).toContain('The Opposition escalates: the Escalation die shows 2 and comes back to you.');
    // The way out of zone 1 led Home: the Adventurer's curtain lifts on it.
    expect(h.screenText()).toContain('Enter: go into the dungeon');
    // The help page for a new player says the same.
    await h.press('?');
    await h.press(/([a-z]) Playing the Opposition/.exec(h.screenText())![1]!);
    expect(h.screenText()).toContain('Help: Playing the Opposition');
    await h.press('end');
    expect(h.screenText()).toContain("goes up by 1 and passes back to the hero, and the Opposition's refresh");
    expect(h.screenText()).toContain('rises, shared among its seats.');
  });
});
