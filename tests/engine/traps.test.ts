/** Traps as the player reads of them: by the game's own names, not the table's headings. */
import { describe, expect, it } from 'vitest';
import { TRAPS } from '../../src/data/roguelike/traps.js';
import { triggerTrapAt } from '../../src/core/engine/traps.js';
import { currentZone } from '../../src/core/engine/zones.js';
import { forcedCtx, heroInDungeon } from './setup.js';

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
