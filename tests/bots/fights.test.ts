import { describe, expect, it } from 'vitest';
import { arenaFight, arenaState, findFoe, simulateFights } from '../../src/core/bots/index.js';
import { currentZone } from '../../src/core/engine/zones.js';

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

  it('enters the arena once for a run: each fight\'s hero, made afresh, stands in a copy of the one emptied zone', () => {
    const found = findFoe('Orc');
    if (!('foe' in found)) throw new Error('no Orc');
    const a = arenaState('once:fight:0', 'Thief', 2, found.foe).state;
    const b = arenaState('once:fight:1', 'Thief', 2, found.foe).state;
    const [za, zb] = [currentZone(a).z, currentZone(b).z];
    // One entry: the zone's doors as that entry left them, shared; its creatures each fight's own.
    expect(za.doors).toBe(zb.doors);
    expect(za.creatures).not.toBe(zb.creatures);
    expect(za.creatures.map((c) => c.name)).toEqual(['Orc']);
    expect(a.hero.attributes).not.toEqual(b.hero.attributes);
    expect(a.visits).toBe(1);
  });
});
