/** The bot at the quest board: a simple Quest posted from Home, its foe met in the next new zone, and the Quest paid for when it comes Home. */
import { describe, expect, it } from 'vitest';
import { playGame } from '../../src/core/bots/index.js';

describe('the bot and Quests', () => {
  it('posts a Quest worth an Experience, twice its Level in HD of the cheapest foe, clears it and is paid for it at Home', () => {
    // A seed whose hero comes Home with its first Quest done within 200 actions.
    let experiences = 0;
    const g = playGame('quest-3', {}, {
      maxSteps: 200,
      onAction: ({ state }) => {
        if ((state.quests?.completed ?? 0) > 0 && experiences === 0) experiences = state.hero.experiences;
      },
    });
    const quests = g.actions.filter((a) => a.type === 'quest');
    expect(quests.length).toBeGreaterThanOrEqual(1);
    expect(quests[0]).toEqual({ type: 'quest', legs: [{ foes: [{ category: 'Animals', name: 'Platypus', count: 2, hd: 1 }] }] });
    expect(g.state.quests!.completed).toBeGreaterThanOrEqual(1);
    // Completing it was an Experience.
    expect(experiences).toBeGreaterThanOrEqual(1);
  });
});
