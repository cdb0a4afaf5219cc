/** An hour's rest: what it heals, what it costs a lit light, and what breaks it. */
import { describe, expect, it } from 'vitest';
import { REST_MINUTES } from '../../src/core/engine/rest.js';
import type { GameState } from '../../src/core/engine/types.js';
import { currentZone } from '../../src/core/engine/zones.js';
import { heroInDungeon, ok, rolls, said } from './setup.js';

/** A hero in zone 1 of the first of these seeds where resting is allowed and `broken` says whether the rest was broken. */
function restingHero(broken: boolean): { s: GameState; seed: string } {
  for (let k = 1; k < 200; k++) {
    const s = heroInDungeon('Warrior', String(k));
    if (currentZone(s).z.creatures.some((c) => c.attitude === 'hostile' && c.aware)) continue;
    const crowd = currentZone(s).z.creatures.length;
    const r = ok(s, { type: 'rest' });
    if ((currentZone(r.state).z.creatures.length > crowd) === broken) return { s, seed: String(k) };
  }
  throw new Error('no such seed');
}

function withLitTorch(s: GameState): GameState {
  const torch = { ...s.hero.items[0]!, id: 500, name: 'torches', kind: 'light' as const, usageDie: 6, quantity: 1 };
  return { ...s, hero: { ...s.hero, hp: 1, items: [...s.hero.items, torch], equipped: { ...s.hero.equipped, light: torch.id } } };
}

describe("an hour's rest", () => {
  it('passes six Minutes, then heals one Hit Die, and says how much it healed', () => {
    const { s } = restingHero(false);
    const hurt = { ...s, hero: { ...s.hero, hp: 1 } };
    const { state, events } = ok(hurt, { type: 'rest' });
    expect(state.time.minutes - hurt.time.minutes).toBe(REST_MINUTES);
    const [heal] = rolls(events, 'rest: one Hit Die');
    expect(heal!.dice).toBe('1d8');
    expect(state.hero.hp).toBe(Math.min(hurt.hero.maxHp, 1 + heal!.total));
    expect(said(events, new RegExp(`You rest for an hour and recover ${state.hero.hp - 1} HP \\(${state.hero.hp}/${state.hero.maxHp}\\)`))).toBe(true);
  });

  it('puts a lit light out for the hour, so its Usage die is not rolled, and lights it again after', () => {
    const { s } = restingHero(false);
    const lit = withLitTorch(s);
    const { state, events } = ok(lit, { type: 'rest' });
    expect(rolls(events, /^Usage die of the torches/)).toEqual([]);
    expect(said(events, /^You put out your torches to rest\.$/)).toBe(true);
    expect(said(events, /^You light your torches again\.$/)).toBe(true);
    expect(state.hero.equipped.light).toBe(500);
    expect(state.hero.items.find((i) => i.id === 500)!.usageDie).toBe(6);
  });

  it('is broken by creatures coming through a doorway: the time spent so far passes, and nothing is healed', () => {
    const { s } = restingHero(true);
    const lit = withLitTorch(s);
    const { state, events } = ok(lit, { type: 'rest' });
    expect(said(events, /^Something comes through a doorway/)).toBe(true);
    const minutes = state.time.minutes - lit.time.minutes;
    expect(minutes).toBeLessThan(REST_MINUTES);
    expect(said(events, new RegExp(`^Your rest is broken after ${minutes} Minutes?, and does you no good\\.$`))).toBe(true);
    expect(rolls(events, 'rest: one Hit Die')).toEqual([]);
    expect(state.hero.hp).toBe(1);
    // The light is lit again to face what came in.
    expect(state.hero.equipped.light).toBe(500);
  });
});
