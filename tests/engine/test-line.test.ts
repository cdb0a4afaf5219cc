/**
 * A Black Hack test as the log says it: the d20 against the attribute, in
 * ASCII (`>=`, not a sign a terminal without UTF-8 cannot show, and whose
 * one-column stand-in under --ascii would read as "10 > 10" for a tie).
 */
import { describe, expect, it } from 'vitest';
import { forcedCtx, heroInDungeon } from './setup.js';

describe("a test's line", () => {
  it('says a failure as d20 >= the attribute and a success as d20 <, in ASCII', () => {
    const s = heroInDungeon();
    const target = s.hero.attributes.STR;
    // Two d20s each, in case the zone is dark (Disadvantage): both the same face, so either is kept.
    const fail = forcedCtx(s, [20, target], [20, target]).test({ label: 'lift the bar', attr: 'STR' });
    expect(fail.text).toContain(`d20=${target} >= ${target}: failure`);
    const pass = forcedCtx(s, [20, 1], [20, 1]).test({ label: 'lift the bar', attr: 'STR' });
    expect(pass.text).toContain(`d20=1 < ${target}: success`);
    expect(`${fail.text}${pass.text}`).toMatch(/^[\x20-\x7e]*$/);
  });
});
