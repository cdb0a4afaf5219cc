import { describe, expect, it } from 'vitest';
import { wilson } from '../../src/core/bots/fights.js';
import { gameShare, gameStats, mergeGames, type GameSummary, type Outcome } from '../../src/core/bots/games.js';

const flows = { heroGained: 0, heroSpent: 0, heroBid: 0, oppositionZones: 0, oppositionBid: 0, refunded: 0 };

function game(outcome: Outcome, deepest: number, cause: string | null = null, tokens: Partial<typeof flows> = {}): GameSummary {
  return { seed: `s:game:${deepest}`, className: 'Thief', outcome, steps: 100 * deepest, level: 1, deepest, escalation: deepest - 1, score: 0, cause, winner: null, tokens: { ...flows, ...tokens }, quests: { taken: deepest, completed: deepest - 2 }, zonesLeft: deepest, finalZone: null };
}

describe('bot games tallied', () => {
  it('count outcomes, values and causes of death, and average the token flows', () => {
    const st = gameStats([
      game('dead', 2, 'killed by the Goblin', { heroGained: 10, oppositionZones: 30 }),
      game('won', 5, null, { heroGained: 40, heroSpent: 6, heroBid: 2 }),
      game('dead', 2, 'killed by the Goblin'),
      game('dead', 4, 'out of action after a chute', { refunded: 4 }),
      game('alive', 4),
    ]);
    expect(st).toMatchObject({ games: 5, outcomes: { won: 1, alive: 1, dead: 3 }, survived: 2, survivalRate: 0.4, meanSteps: 340 });
    expect(st.interval).toEqual(wilson(2, 5));
    expect(st.deepest).toEqual([
      { value: 2, count: 2 },
      { value: 4, count: 2 },
      { value: 5, count: 1 },
    ]);
    expect(st.level).toEqual([{ value: 1, count: 5 }]);
    // Shares are of the deaths, the commonest cause first.
    expect(st.causes).toEqual([
      { cause: 'killed by the Goblin', count: 2, share: 2 / 3 },
      { cause: 'out of action after a chute', count: 1, share: 1 / 3 },
    ]);
    expect(st.tokens).toEqual({ heroGained: 10, heroSpent: 1.2, heroBid: 0.4, oppositionZones: 6, oppositionBid: 0, refunded: 0.8 });
    // Quests are counted over all the games: taken 2+5+2+4+4, completed 0+3+0+2+2.
    expect(st.quests).toEqual({ taken: 17, completed: 7 });
  });

  it('shares played apart and merged in order are the run played at once', () => {
    const run = { seed: 'merge', n: 3, maxSteps: 40, rules: {} };
    const whole = gameShare(run, 0, 3);
    expect(mergeGames(gameShare(run, 0, 1), gameShare(run, 1, 3))).toEqual(whole);
    expect(whole.map((g) => g.seed)).toEqual(['merge:game:0', 'merge:game:1', 'merge:game:2']);
  });
});
