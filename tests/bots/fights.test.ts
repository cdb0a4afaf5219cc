import { describe, expect, it } from 'vitest';
import { arenaFight, findFoe, simulateFights } from '../../src/core/bots/index.js';

describe('sim fight figures', () => {
  it('sets the HP left after a win beside the Max HP of the heroes who won, not of every hero', () => {
    const found = findFoe('Ogre');
    if (!('foe' in found)) throw new Error('no Ogre');
    const n = 200;
    const stats = simulateFights({ className: 'Wizard', level: 1, foe: found.foe, n, seed: 'hp' });
    const fights = Array.from({ length: n }, (_, k) => arenaFight(`hp:fight:${k}`, 'Wizard', 1, found.foe));
    const won = fights.filter((f) => f.outcome === 'win');
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    expect(won.length).toBe(stats.wins);
    // A Wizard who beats an Ogre is most often one who rolled well for HP.
    expect(mean(won.map((f) => f.maxHp))).toBeGreaterThan(mean(fights.map((f) => f.maxHp)));
    expect(stats.hpLeft.meanMaxHp).toBeCloseTo(mean(won.map((f) => f.maxHp)), 9);
    expect(stats.hpLeft.mean!).toBeLessThanOrEqual(stats.hpLeft.meanMaxHp);
  });
});
