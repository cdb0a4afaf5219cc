/**
 * The background's ideas are listed by their d12 numbers: a player who
 * types a number and Enter has chosen that idea, not written "6" as the
 * hero's past.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { harness, type Harness } from './harness.js';
import { toCreation } from './flow.js';

let h: Harness | undefined;
afterEach(() => h?.destroy());

describe('the background question', () => {
  it("takes an idea's number, typed alone, as that idea", async () => {
    h = await harness({ seed: '1' });
    await toCreation(h);
    await h.press('enter', '4', 'enter', 'a', 'enter');
    expect(await h.until(/Your background/)).toBe(true);
    await h.press('6', 'enter');
    expect(await h.until(/Which tests does "Sold to a wizard as a child"/), h.screenText()).toBe(true);
  });

  it('keeps a sentence that only begins with a number as typed', async () => {
    h = await harness({ seed: '1' });
    await toCreation(h);
    await h.press('enter', '4', 'enter', 'a', 'enter');
    await h.type('3 years a sailor');
    await h.press('enter');
    expect(await h.until(/Which tests does "3 years a sailor" help with\?/), h.screenText()).toBe(true);
  });
});
