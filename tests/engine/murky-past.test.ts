/** The Thief's Deep & Murky Past: 1d10 on each homecoming; below Level, the Background may be rewritten. */
import { describe, expect, it } from 'vitest';
import { Ctx } from '../../src/core/engine/context.js';
import { murkyPast } from '../../src/core/engine/home/tavern.js';
import { goHome } from '../../src/core/engine/travel.js';
import { forcedCtx, heroInDungeon, ok, rolls, said } from './setup.js';

describe('Deep & Murky Past', () => {
  it('below Level, the Thief may rewrite the Background at the tavern; at or above it, not', () => {
    const s = heroInDungeon('Thief');
    s.hero.level = 5;
    const low = forcedCtx(s, [10, 4]);
    murkyPast(low);
    expect(low.s.home.retell).toBe('rewrite');
    const rewritten = ok({ ...low.s, phase: 'home', zone: null }, { type: 'background', text: 'A forger of letters', attrs: ['INT'] });
    expect(rewritten.state.hero.background).toMatchObject({ text: 'A forger of letters', attrs: ['INT'] });
    const high = forcedCtx(s, [10, 5]);
    murkyPast(high);
    expect(high.s.home.retell).toBeNull();
    expect(said(high.events, /^Your murky past stays buried \(5, not below your Level of 5\)\.$/)).toBe(true);
  });

  it('is not rolled at Level 1, where no d10 comes below it', () => {
    const ctx = forcedCtx(heroInDungeon('Thief'));
    murkyPast(ctx);
    expect(ctx.events).toEqual([]);
  });

  it('is rolled on coming Home, by Thieves only', () => {
    for (const [cls, rolled] of [['Thief', 1], ['Warrior', 0]] as const) {
      const s = heroInDungeon(cls);
      s.hero.level = 3;
      const ctx = new Ctx(s);
      goHome(ctx);
      expect(rolls(ctx.events, 'Deep & Murky Past'), cls).toHaveLength(rolled);
    }
  });
});
