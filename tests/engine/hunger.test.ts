/**
 * Out of Sustenance, each new zone costs a point of an attribute, given back
 * at Home (RULES.md §5). An attribute at 1, the least it falls to, has no
 * point to give: it cannot pay, and Home gives back only what hunger took.
 */
import { describe, expect, it } from 'vitest';
import { newGame } from '../../src/core/engine/creation.js';
import { ATTRS, type GameState } from '../../src/core/engine/types.js';
import { currentZone } from '../../src/core/engine/zones.js';
import { ok, refused, said, walkThrough } from './setup.js';

/** A Warrior with no Opposition in zone 1, out of Sustenance. */
function starving(): GameState {
  const s = structuredClone(ok(ok(newGame('3', { opposition: 'none' }).state, { type: 'create', name: 'Test', className: 'Warrior', kit: 'A', background: { text: 'a soldier', attrs: ['STR'] } }).state, { type: 'enter-dungeon' }).state);
  s.consumables.sustenance = 0;
  return s;
}

const intoNewZone = (s: GameState) => walkThrough(s, currentZone(s).zone.exits.find((e) => e.kind === 'door' && !e.entry)!);

/** From zone 1.x back through zone 1 and out of its way in, Home. */
function home(s: GameState): GameState {
  const inOne = walkThrough(s, currentZone(s).zone.exits.find((e) => e.to === '1')!).state;
  return walkThrough(inOne, currentZone(inOne).zone.exits.find((e) => e.entry)!).state;
}

describe('hunger with an attribute at 1', () => {
  it('an attribute at 1 cannot pay; another does, and at Home only that one comes back', () => {
    const s = starving();
    s.hero.attributes.CHA = 1;
    const asked = intoNewZone(s).state;
    expect(asked.pending).toEqual({ kind: 'hunger' });
    refused(asked, { type: 'hunger', attr: 'CHA' }, /CHA is at 1/);
    const paid = ok(asked, { type: 'hunger', attr: 'STR' }).state;
    expect(paid.hero.attributes.STR).toBe(s.hero.attributes.STR - 1);
    expect(paid.hero.attributes.CHA).toBe(1);

    const back = home(paid);
    expect(back.phase).toBe('home');
    expect(back.hero.attributes).toEqual(s.hero.attributes);
  });

  it('with every attribute at 1 there is nothing to take: no question, and Home raises nothing', () => {
    const s = starving();
    for (const a of ATTRS) s.hero.attributes[a] = 1;
    const r = intoNewZone(s);
    expect(r.state.pending).toBeNull();
    expect(said(r.events, /hunger finds no attribute above 1/)).toBe(true);
    const back = home(r.state);
    expect(back.phase).toBe('home');
    expect(back.hero.attributes).toEqual(s.hero.attributes);
  });
});
