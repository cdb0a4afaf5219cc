/** Traps as the player reads of them: by the game's own names, not the table's headings. */
import { describe, expect, it } from 'vitest';
import { TRAPS } from '../../src/data/roguelike/traps.js';
import { triggerTrapAt } from '../../src/core/engine/traps.js';
import { currentZone } from '../../src/core/engine/zones.js';
import { foeBeside, forcedCtx, heroInDungeon, ok, rolls, said } from './setup.js';

/** The hero's state with the named trap, still hidden, under the hero's feet. */
function onTrap(name: string) {
  const s = heroInDungeon('Warrior');
  const { z } = currentZone(s);
  z.creatures = [];
  z.traps = [{ x: s.hero.x, y: s.hero.y, name, found: false, disarmed: false }];
  return s;
}

describe('traps in the log', () => {
  it('a spiked pit is called one, on its trigger, its DEX test, its damage roll and the damage line', () => {
    const s = onTrap('Pit Trap w/ Spikes - 10x10');
    // A natural 20 fails the DEX test; 4d6 all 1s.
    const ctx = forcedCtx(s, [20, 20], [6, 1], [6, 1], [6, 1], [6, 1]);
    triggerTrapAt(ctx, s.hero.x, s.hero.y);
    const texts = ctx.events.map((e) => e.text);
    expect(texts[0]).toBe('A trap: a spiked pit!');
    expect(texts.some((t) => t.startsWith('DEX test, avoid the spiked pit:'))).toBe(true);
    expect(texts).toContain('spiked pit damage: 4d6 (1+1+1+1) = 4');
    expect(texts).toContain(`You take 4 damage from a spiked pit (${s.hero.hp - 4}/${s.hero.maxHp} HP).`);
    expect(texts.join(' ')).not.toContain('w/');
  });

  it('a cursed rune leaves the hero weakened by "the cursed rune"', () => {
    const s = onTrap('Cursed Rune');
    const ctx = forcedCtx(s, [20, 20]);
    triggerTrapAt(ctx, s.hero.x, s.hero.y);
    expect(ctx.events[0]!.text).toBe('A trap: a cursed rune!');
    expect(ctx.s.hero.conditions).toContainEqual({ kind: 'weakened', turns: null, source: 'the cursed rune' });
  });

  it('every trap of the table has a name of its own that reads after "a" and "the"', () => {
    const called = TRAPS.rows.map((t) => t.called);
    expect(new Set(called).size).toBe(TRAPS.rows.length);
    for (const c of called) expect(c).toMatch(/^[a-z][a-z -]*$/);
  });
});

describe('traps that reach beyond the victim', () => {
  it('fireball mines burst over every creature in the room, from the one roll that hurts the hero', () => {
    const s = onTrap('Bouncing Betty Fireball Mines');
    foeBeside(s, { hp: 30, maxHp: 30 });
    // A natural 20 fails the DEX test; 4d6 come up 2+2+2+2.
    const ctx = forcedCtx(s, [20, 20], [6, 2], [6, 2], [6, 2], [6, 2]);
    triggerTrapAt(ctx, s.hero.x, s.hero.y);
    expect(ctx.s.hero.hp).toBe(s.hero.hp - 8);
    expect(currentZone(ctx.s).z.creatures[0]!.hp).toBe(22);
  });

  it('fireball mines the hero leaps clear of still burn the creatures in the room', () => {
    const s = onTrap('Bouncing Betty Fireball Mines');
    foeBeside(s, { hp: 5, maxHp: 5 });
    const ctx = forcedCtx(s, [20, 1], [6, 2], [6, 2], [6, 2], [6, 2]);
    triggerTrapAt(ctx, s.hero.x, s.hero.y);
    expect(ctx.s.hero.hp).toBe(s.hero.hp);
    expect(currentZone(ctx.s).z.creatures).toHaveLength(0);
    expect(ctx.s.score).toBe(s.score);
  });

  it("a poison arrow volley's poison deals 1d6 each turn, not the hero's Level", () => {
    const s = onTrap('Poison Arrow Volley');
    const ctx = forcedCtx(s, [20, 20], [6, 1]);
    triggerTrapAt(ctx, s.hero.x, s.hero.y);
    ctx.s.hero.hp = ctx.s.hero.maxHp;
    const r = ok(ctx.s, { type: 'wait' });
    const tick = rolls(r.events, 'the poison arrow trap');
    expect(tick).toHaveLength(1);
    expect(tick[0]!.dice).toBe('1d6');
    expect(said(r.events, new RegExp(`You take ${tick[0]!.total} damage from the poison arrow trap`))).toBe(true);
  });
});
