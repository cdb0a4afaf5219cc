/**
 * Each side's refresh (RULES.md §5): the Opposition's total shared among
 * its players, and the escalation bonus that raises a side's refresh for
 * the rest of the game. Real games; the refresh paid as leaving a zone pays it.
 */
import { describe, expect, it } from 'vitest';
import { Ctx } from '../../src/core/engine/context.js';
import { newGame } from '../../src/core/engine/creation.js';
import { escalate } from '../../src/core/engine/escalation.js';
import { refreshTokens } from '../../src/core/engine/tokens.js';
import type { GameState, RulesOptions } from '../../src/core/engine/types.js';

const game = (power: RulesOptions['power'], opponents: number): GameState => newGame('7', { power, opposition: 'fair', opponents }).state;

/** The tokens every side holds after one more refresh. */
function refreshed(s: GameState): { hero: number; opposition: number[] } {
  const ctx = new Ctx(structuredClone(s));
  refreshTokens(ctx);
  return { hero: ctx.s.tokens.hero, opposition: ctx.s.tokens.opposition.map((p) => p.tokens) };
}

describe('the refresh', () => {
  it("shares the Opposition's total as evenly as it goes: rounded down, the leftovers one each to the first seats", () => {
    expect(refreshed(game('low', 3)).opposition).toEqual([20 + 4, 20 + 3, 20 + 3]);
    expect(refreshed(game('medium', 2)).opposition).toEqual([20 + 8, 20 + 7]);
    expect(refreshed(game('high', 4)).opposition).toEqual([20 + 8, 20 + 8, 20 + 7, 20 + 7]);
  });

  it("an escalation raises the escalating side's refresh for every refresh after it, the Opposition's bonus shared like its refresh", () => {
    const ctx = new Ctx(game('medium', 2));
    escalate(ctx, 'hero');
    // Medium: the hero's 5 rises by 3; then the Opposition's 8 and 7 by 5 shared, 3 and 2.
    escalate(ctx, 'opposition');
    let s = ctx.s;
    for (let k = 1; k <= 3; k++) {
      const next = refreshed(s);
      expect(next).toEqual({ hero: s.tokens.hero + 8, opposition: [s.tokens.opposition[0]!.tokens + 11, s.tokens.opposition[1]!.tokens + 9] });
      s = structuredClone(s);
      s.tokens.hero = next.hero;
      s.tokens.opposition.forEach((p, i) => (p.tokens = next.opposition[i]!));
    }
  });
});
