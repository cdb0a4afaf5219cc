/**
 * At one keyboard, the Adventurer's curtain says what the hero comes back
 * to answer when a person's move asks it something (an objection to its
 * spend), as every seat's curtain says what that seat is asked.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { harness, type Harness } from './harness.js';

let h: Harness | undefined;
afterEach(() => h?.destroy());

const flat = (h: Harness) => h.screenText().replace(/\s+/g, ' ');

describe("the Adventurer's curtain", () => {
  it('says the spend is objected to, before it is lifted; an ordinary turn back says nothing of the kind', async () => {
    h = await harness({ seed: '1', options: { opposition: 'person:Ann' } });
    await h.createHero('Hero');
    // Into the dungeon: Ann stocks nothing, and the Adventurer's turn comes back with nothing to answer.
    await h.press('enter', '1', 'c', 'y');
    expect(flat(h)).toContain('The Adventurer (Hero): your turn at the keyboard.');
    expect(flat(h)).not.toContain('objected to');
    // A Device bought with a token; Ann objects.
    await h.press('@', 'T', 'a', 'b', '1');
    expect(flat(h)).toContain('The Opposition (Ann): Object?');
    await h.press('y');
    expect(flat(h)).toContain('The Adventurer (Hero): your turn at the keyboard. Your spend is objected to: you may insist or withdraw.');
    await h.press('@');
    expect(flat(h)).toContain('Objection!');
  });
});
