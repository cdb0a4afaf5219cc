/** The bot plays the mini-games through the reducer: whole games under search=survey and disarm=workshop end with no refusal left unreplaced, and the mini-games were played. */
import { describe, expect, it } from 'vitest';
import { playGame } from '../../src/core/bots/index.js';

const SEEDS = ['1', '2', '3', '4', '5', '6'];

describe('the bot under the mini-games', () => {
  it('surveys zones under search=survey, spending supply dice or walking away, and every game goes on to its end', () => {
    const games = SEEDS.map((seed) => playGame(seed, { search: 'survey' }, { maxSteps: 400 }));
    const actions = games.flatMap((g) => g.actions);
    expect(actions.filter((a) => a.type === 'search').length).toBeGreaterThan(0);
    expect(actions.filter((a) => a.type === 'explore' || a.type === 'give-up').length).toBeGreaterThan(0);
    for (const g of games) for (const r of g.refused) expect(r.replacedBy, `${r.action.type}: ${r.error}`).toBeDefined();
  });

  it('works the Workshop under disarm=workshop: rolls and placements, never a refusal left unreplaced', () => {
    const games = SEEDS.map((seed) => playGame(seed, { disarm: 'workshop' }, { maxSteps: 400 }));
    const actions = games.flatMap((g) => g.actions);
    expect(actions.filter((a) => a.type === 'work').length).toBeGreaterThan(0);
    expect(actions.filter((a) => a.type === 'place').length).toBeGreaterThan(0);
    for (const g of games) for (const r of g.refused) expect(r.replacedBy, `${r.action.type}: ${r.error}`).toBeDefined();
  });
});
