/** The Background: the Thief's Deep & Murky Past (1d10 on each homecoming; below Level, it may be rewritten), and its length. */
import { describe, expect, it } from 'vitest';
import { Ctx } from '../../src/core/engine/context.js';
import { murkyPast } from '../../src/core/engine/home/tavern.js';
import { goHome } from '../../src/core/engine/travel.js';
import { forcedCtx, heroInDungeon, ok, refused, rolls, said } from './setup.js';
import { BACKGROUND_MAX, newGame } from '../../src/core/engine/creation.js';

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

describe('a Background', () => {
  it('is at most BACKGROUND_MAX characters, at creation and at the tavern alike', () => {
    const long = 'x'.repeat(BACKGROUND_MAX + 1);
    const fresh = newGame('7').state;
    refused(fresh, { type: 'create', name: 'Ada', className: 'Thief', kit: 'A', background: { text: long, attrs: ['DEX'] } }, new RegExp(`at most ${BACKGROUND_MAX} characters`));
    const s = heroInDungeon('Thief');
    const home = { ...s, phase: 'home' as const, zone: null, home: { ...s.home, retell: 'rewrite' as const } };
    refused(home, { type: 'background', text: long, attrs: ['DEX'] }, new RegExp(`at most ${BACKGROUND_MAX} characters`));
    expect(ok(home, { type: 'background', text: 'x'.repeat(BACKGROUND_MAX), attrs: ['DEX'] }).state.hero.background.text).toHaveLength(BACKGROUND_MAX);
  });
});
