/** The morgue file as a player reads it: what the hero carried, each thing counted once. */
import { describe, expect, it } from 'vitest';
import { morgueText } from '../../src/persist/morgue.js';
import { heroInDungeon } from '../engine/setup.js';
import { setDoor } from '../../src/core/engine/zones.js';

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

describe("the morgue file's final zone", () => {
  it('draws a door shut as + and, once the hero opened it, open as /, as the game drew it', () => {
    const s = heroInDungeon('Warrior', '2');
    const z = s.zones[s.zone!]!;
    const [door] = Object.entries(z.doors).find(([, d]) => !d.open && d.type === 'iron')!;
    const [x, y] = door.split(',').map(Number) as [number, number];
    /** The door's square on the morgue file's map (its rows indented by two). */
    const drawn = () => {
      const rows = morgueText(s, [], { seed: s.seed, options: s.options, actions: [], checks: [], snapshot: s }, '9.9.9', new Date(0)).split('\n');
      return rows[rows.findIndex((l) => l.startsWith('The final zone')) + 1 + y]![x + 2];
    };
    expect(drawn()).toBe('+');
    setDoor(z, x, y, { open: true });
    expect(drawn()).toBe('/');
  });
});
