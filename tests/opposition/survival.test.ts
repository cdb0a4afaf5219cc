/**
 * The difficulties as a player meets them: over bot games against each AI
 * difficulty, the share of heroes still alive when the Escalation die
 * reaches 5 (or the game ends first) is ordered easy > fair > hard. `npm
 * run ai-figures` runs the full 200 games per difficulty; the test runs
 * fewer so the suite stays quick.
 */
import { describe, expect, it } from 'vitest';
import { survival, type SurvivalFigures } from '../../src/core/bots/survival.js';

const GAMES = 40;
const STEPS = 1500;
const MARK = 5;

const line = (f: SurvivalFigures) =>
  `${f.opposition.padEnd(8)} alive ${String(f.alive).padStart(3)}/${f.games} = ${(f.share * 100).toFixed(0).padStart(3)}% (95% ${(f.interval[0] * 100).toFixed(0)}–${(f.interval[1] * 100).toFixed(0)}%), reached ${MARK}: ${f.reachedMark}, mean escalation ${f.meanEscalation.toFixed(1)}, mean steps ${f.meanSteps.toFixed(0)}, tokens spent ${f.meanSpent.toFixed(0)}`;

describe('the AI difficulties in bot games', () => {
  it(`spare more heroes on easy than on fair, and on fair than on hard (${GAMES} games each, alive at Escalation ${MARK} or the end)`, () => {
    const figures = (['ai-easy', 'ai-fair', 'ai-hard'] as const).map((opposition) => survival({ opposition, games: GAMES, maxSteps: STEPS, mark: MARK, seed: 'ai-figures' }));
    console.log(figures.map(line).join('\n'));
    const [easy, fair, hard] = figures.map((f) => f.share) as [number, number, number];
    expect(easy).toBeGreaterThan(fair);
    expect(fair).toBeGreaterThan(hard);
  }, 120_000);
});
