/** The morgue file as a player reads it: what the hero carried, each thing counted once. */
import { describe, expect, it } from 'vitest';
import { morgueText } from '../../src/persist/morgue.js';
import { heroInDungeon } from '../engine/setup.js';

describe('the morgue file', () => {
  it('counts a stack once: a name that says how many gets no ×N, any other stack does', () => {
    const s = heroInDungeon('Warrior');
    const base = s.hero.items[0]!;
    s.hero.items.push({ ...base, id: 900, name: '5 small gems', kind: 'valuable', quantity: 5 }, { ...base, id: 901, name: 'arrows', kind: 'ammunition', quantity: 20 });
    const text = morgueText(s, [], { seed: s.seed, options: s.options, actions: [], checks: [], snapshot: s }, '9.9.9', new Date(0));
    const carried = text.split('\n');
    expect(carried).toContain('  5 small gems');
    expect(carried).toContain('  arrows ×20');
    expect(text).not.toContain('5 small gems ×5');
  });
});
